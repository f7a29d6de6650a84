/**
 * No hydration error on any public route, at any hour, in any language (issue 25): every public route, a vendor that
 * is open and one that is closed at that hour, opened in de, en and tr at 12:00 and at 00:30 Vienna time; the page
 * must be taken over by the app without a page error, a console error or a hydration warning (React's #418/#423/#425
 * in the production build). The hours come from two servers of this spec with a set clock (LIEFERZONE_NOW, the one
 * clock of server and app: src/domain/clock.ts), started for this file only; the browser gets the server's clock
 * through the page's state block.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { request as apiRequest, type ConsoleMessage, type Page } from '@playwright/test';
import { e2eServerEnv } from '../../playwright.config.ts';
import { SERVER_MAIN, SERVER_NODE_ARGS, serverEnv } from '../../scripts/build-server.mjs';
import { test, expect } from './fixtures.ts';
import { listVendors } from './order-helpers.ts';

const PUBLIC = [
  '/',
  '/restaurants?postalCode=1070',
  '/restaurants?city=graz',
  '/cart',
  '/checkout',
  '/track-order?id=999999',
  '/about',
  '/accessibility',
  '/blog',
  '/business',
  '/careers',
  '/contact',
  '/cookies',
  '/faq',
  '/help',
  '/impressum',
  '/imprint',
  '/press',
  '/privacy',
  '/terms',
  '/recommend-vendor',
  '/restaurant-signup',
  '/ethics-hotline',
  '/whistleblower',
  '/password-reset',
  '/no-such-page',
];


// Saturday 28 November 2026 (UTC+1): noon, and just after midnight when most kitchens are closed
const CLOCKS = [
  { name: 'noon', instant: '2026-11-28T12:00:00+01:00' },
  { name: 'after midnight', instant: '2026-11-28T00:30:00+01:00' },
] as const;
const basePort = Number(process.env.E2E_PORT ?? 4319) + 1000;

interface ClockServer {
  url: string;
  process: ChildProcess;
}

async function startServer(port: number, instant: string): Promise<ClockServer> {
  const dataDir = `.tmp/e2e-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  // the compiled server, as the suite's own server runs it (playwright.config.ts: scripts/start.mjs built it)
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_MAIN], {
    env: serverEnv({ ...process.env, ...e2eServerEnv(port, dataDir), LIEFERZONE_NOW: instant, SSR_THREADS: '1' }),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server with the clock at ${instant} stopped (exit ${child.exitCode})`);
    const up = await fetch(`${url}/api/Info`).then((r) => r.ok, () => false);
    if (up) return { url, process: child };
    if (Date.now() > until) throw new Error(`the server with the clock at ${instant} did not start within 180 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

function stopServer(s: ClockServer | undefined): void {
  if (s?.process.pid && s.process.exitCode === null) process.kill(-s.process.pid, 'SIGTERM');
}

function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    const text = m.text();
    // a failed request's own line (e.g. the 404 page's status) is not a rendering problem
    if (/Failed to load resource/.test(text)) return;
    if (m.type() === 'error' || /hydrat|#418|#423|#425/i.test(text)) problems.push(`${page.url()} ${m.type()}: ${text}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()} pageerror: ${e.message}`));
  return problems;
}

/**
 * The ids React's useId gave on the server that the app gives otherwise (issue 26): hydration keeps the server's
 * attribute without a warning, so a label's `for`, an `aria-controls` or an option's id rendered later would name two
 * different ids. useId numbers by the place in the tree: the server's render must have the browser's shape. Each
 * element the app has taken over (React's props on it; a lazy part not yet hydrated has none) is compared.
 */
function idMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('#app [id], #app label[for]')) {
      const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
      const props = key ? ((el as unknown as Record<string, unknown>)[key] as { id?: unknown; htmlFor?: unknown }) : undefined;
      if (typeof props?.id === 'string' && props.id !== el.id) out.push(`id="${el.id}", the app's ${props.id}`);
      if (typeof props?.htmlFor === 'string' && props.htmlFor !== el.getAttribute('for')) out.push(`for="${el.getAttribute('for')}", the app's ${props.htmlFor}`);
    }
    return out;
  });
}

// one worker runs this file's tests in turn: the two servers start once
test.describe.configure({ mode: 'default' });

for (const [i, clock] of CLOCKS.entries()) {
  test.describe(`at ${clock.name} Vienna time`, () => {
    let server: ClockServer | undefined;
    test.beforeAll(async () => {
      test.setTimeout(200_000);
      server = await startServer(basePort + i, clock.instant);
    });
    test.afterAll(() => stopServer(server));

    for (const lng of ['de', 'en', 'tr'] as const) {
      test(`when every public route opens in ${lng} at ${clock.name}, then the app takes it over without a page error or a hydration warning`, async ({ browser }) => {
        test.setTimeout(240_000);
        if (!server) throw new Error('no server');
        const api = await apiRequest.newContext({ baseURL: server.url });
        const vendors = await listVendors(api, 'zone:1070', 100);
        await api.dispose();
        const open = vendors.find((v) => v.isOpen && !v.tags.includes('closed'));
        const closed = vendors.find((v) => !v.isOpen || v.tags.includes('closed'));
        const paths = [...PUBLIC, ...[open, closed].filter((v) => v !== undefined).map((v) => `/restaurant/${v.slug}`)];
        const context = await browser.newContext({ baseURL: server.url, locale: lng === 'en' ? 'en-GB' : lng === 'tr' ? 'tr-TR' : 'de-AT', timezoneId: 'Europe/Vienna' });
        try {
          const page = await context.newPage();
          const problems = watch(page);
          for (const [n, path] of paths.entries()) {
            await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
            await expect(page.locator('html'), path).toHaveAttribute('data-app', 'ready');
            await expect(page.locator('html'), path).toHaveAttribute('lang', lng);
            if (n === 0) {
              // the page was rendered at the server's hour, and the browser took that clock over
              const state = JSON.parse((await page.locator('#lz-ssr').textContent()) ?? '{}') as { clockOffsetMs?: number };
              expect(typeof state.clockOffsetMs, 'the state block carries the server clock').toBe('number');
              const browserNow = await page.evaluate((offset) => Date.now() + offset, state.clockOffsetMs ?? 0);
              expect(Math.abs(browserNow - Date.parse(clock.instant)), 'the clock runs from the set instant').toBeLessThan(15 * 60_000);
            }
            // hydration (and its warnings) is done by the browser's next idle moment
            await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 2000 })));
            problems.push(...(await idMismatches(page)).map((m) => `${path}: ${m}`));
          }
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
}
