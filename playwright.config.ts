import { defineConfig, devices } from '@playwright/test';
import { existsSync, rmSync } from 'node:fs';

/**
 * Browser tests: Debian's Chromium against the production build (`npm run build` first) served by the real
 * server as `npm start` runs it — compiled, plain node, no tsx (scripts/start.mjs builds what is missing or older than
 * its sources) — on a fresh embedded database. The demo kitchen runs fast so tracking visibly advances.
 */
const PORT = Number(process.env.E2E_PORT ?? 4319);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.tmp/e2e-data-${PORT}`;
const DIST_DIR = process.env.DIST_DIR ?? './dist';
// only the runner process starts from a fresh database: worker processes load this file too, and deleting the
// data directory under the running server breaks it (HTTP 500 on every query)
if (!process.env.E2E_REUSE && process.env.TEST_WORKER_INDEX === undefined) rmSync(DATA_DIR, { recursive: true, force: true });

/** Debian's full Chromium: what a customer runs, with the Push API and Background Sync. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's headless shell of the same Chromium build (package `chromium-headless-shell`, which .ci/run installs):
 * the same Blink, V8 and network stack without the browser's UI layers. It is what Playwright itself runs headless,
 * and on the 2-core CI machine it takes about 30 % less time than the full browser (2026-11-29, 15:17–15:43 UTC:
 * help-legal.spec.ts 1.5 min against 2.0–2.5 min, the whole suite 17.7 min against 23.5 min in a CI run an hour
 * before). Without it every spec runs in the full browser.
 */
const HEADLESS_SHELL = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
/** Specs of what only the full browser has: web push (PushManager) and Background Sync in the service worker. */
const FULL_BROWSER_SPECS = ['**/courier-sync.spec.ts', '**/order-push.spec.ts'];

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The browser tests' server settings (also for the servers with a set clock of hydration.spec.ts). */
export function e2eServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    LIEFERZONE_DATA_DIR: dataDir,
    DIST_DIR,
    DATABASE_URL: '',
    DEMO_MODE: '1',
    SITE_URL: `http://127.0.0.1:${port}`,
    // every browser test orders from 127.0.0.1: the per-client order limits are for real customers, not this suite
    PLACE_ORDER_RATE_LIMIT_IP: '1000',
    PLACE_ORDER_RATE_LIMIT_VENDOR: '1000',
    // likewise every public form (and anonymous write) of the suite comes from 127.0.0.1; the 429 path has its own
    // server tests and the pages' 429 message is tested with a routed answer
    PUBLIC_WRITE_RATE_LIMIT: '1000',
    DEMO_KITCHEN: '1',
    DEMO_KITCHEN_SPEED: '30',
    // the expiry job every second: an order expired through POST /dev/orders/{id}/expire-now is cancelled at once
    ORDER_EXPIRY_INTERVAL_MS: '1000',
    // Playwright's request client reuses idle connections like a load balancer: a POST sent just as the server closed
    // its connection after the default 5 s failed with ECONNRESET (seen under load)
    KEEP_ALIVE_TIMEOUT_MS: '65000',
    LOG_LEVEL: 'warn',
  };
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  // CI (.ci/run sets CI=1) runs on a busy 2-core machine: a test that fails once is run once more and reported as
  // "flaky" in the summary — a failure that repeats still fails the run
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
    // recording a trace snapshots the page at every step, a real share of a test's CPU on two cores: CI records only
    // the retry of a test that failed once (the failure's trace is then the one that repeats)
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // the service worker precaches the whole app (≈200 files) in every fresh context, about a third of a page load's
    // CPU: only the specs about offline use, updates and queued actions allow it (`test.use({ serviceWorkers: 'allow' })`)
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: FULL_BROWSER_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: { executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM, args: chromiumArgs },
      },
    },
    {
      name: 'desktop-full',
      testMatch: FULL_BROWSER_SPECS,
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: { executablePath: CHROMIUM, args: chromiumArgs } },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${BASE_URL}/api/Info`,
    reuseExistingServer: !!process.env.E2E_REUSE,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eServerEnv(PORT, DATA_DIR),
  },
});
