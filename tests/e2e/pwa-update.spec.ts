/**
 * The update flow (issue 4): two production builds with different build ids. A second server (own port, own data)
 * serves a folder that starts as the tested build; the test then replaces the folder's content with a freshly built
 * second build. The waiting service worker shows "Neue Version verfügbar – neu laden"; accepting reloads into the
 * new build and keeps the cart and the checkout form in progress.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SERVER_MAIN, SERVER_NODE_ARGS, serverEnv } from '../../scripts/build-server.mjs';
import { expect, gotoApp, test } from './fixtures.ts';
import { alwaysOpen, findProduct, lineFor, listVendors, POSTAL, seedCart } from './order-helpers.ts';
import { swControlled } from './pwa-helpers.ts';

// offline use and queued actions need the service worker (the suite blocks it elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

// its own port (E2E_PORT + 50 unless PWA_UPDATE_PORT is set), never shared with the configured web server
const PORT = Number(process.env.PWA_UPDATE_PORT ?? Number(process.env.E2E_PORT ?? 4319) + 50);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DIST_A = path.resolve(process.env.DIST_DIR ?? './dist');
const DIST_B = path.resolve(`.tmp/pwa-update-b-${PORT}`);
const LIVE = path.resolve(`.tmp/pwa-update-live-${PORT}`);
const DATA = path.resolve(`.tmp/pwa-update-data-${PORT}`);
const BUILD_B = `update-b-${Date.now().toString(36)}`;

let server: ChildProcess | null = null;

/** Replaces the served folder's content (the server keeps serving the same path). */
function serve(from: string): void {
  rmSync(LIVE, { recursive: true, force: true });
  cpSync(from, LIVE, { recursive: true });
}

test.describe('app update', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(120_000);

  test.beforeAll(async () => {
    test.setTimeout(400_000);
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      env: { ...process.env, LZ_OUT_DIR: DIST_B, LZ_BUILD_ID: BUILD_B },
      encoding: 'utf8',
      timeout: 300_000,
    });
    if (build.status !== 0) throw new Error(`second build failed: ${build.stderr || build.stdout}`);
    expect(readFileSync(path.join(DIST_B, 'sw.js'), 'utf8')).not.toBe(readFileSync(path.join(DIST_A, 'sw.js'), 'utf8'));
    serve(DIST_A);
    rmSync(DATA, { recursive: true, force: true });
    const busy = await fetch(`${ORIGIN}/api/Info`).then(() => true, () => false);
    if (busy) throw new Error(`port ${PORT} is already in use: set PWA_UPDATE_PORT to a free port`);
    // the compiled server, as the suite's own server runs it (playwright.config.ts: scripts/start.mjs built it)
    server = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_MAIN], {
      env: serverEnv({
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DIST_DIR: LIVE,
        LIEFERZONE_DATA_DIR: DATA,
        DATABASE_URL: '',
        DEMO_KITCHEN: '0',
        LOG_LEVEL: 'warn',
      }),
      stdio: 'ignore',
    });
    const until = Date.now() + 180_000;
    for (;;) {
      try {
        if ((await fetch(`${ORIGIN}/api/Info`)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > until) throw new Error('update test server did not start');
      if (server.exitCode !== null) throw new Error(`update test server exited with ${server.exitCode}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    // it is our server, serving the folder we swap
    expect(await (await fetch(`${ORIGIN}/index.html`)).text()).toBe(readFileSync(path.join(LIVE, 'index.html'), 'utf8'));
  });

  test.afterAll(async () => {
    const proc = server;
    // a function: the exit code changes while we wait (TypeScript would keep the narrowed `null`)
    const running = () => proc?.exitCode === null;
    if (proc && running()) {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (running()) proc.kill('SIGKILL');
    }
    for (const dir of [LIVE, DIST_B, DATA]) if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  });

  test('when a new build is deployed, then the update toast appears and accepting it keeps the cart and the checkout form', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: ORIGIN, locale: 'de-AT', timezoneId: 'Europe/Vienna' });
    try {
      const page = await context.newPage();
      const vendors = (await listVendors(context.request, `zone:${POSTAL}`)).filter((v) => alwaysOpen(v) && v.tags.includes('delivery'));
      const p = await findProduct(context.request, vendors, (x) => x.options.length === 0);
      await seedCart(page, p.vendor, [lineFor(p, {}, 2)]);
      await gotoApp(page, '/checkout');
      await swControlled(page);
      const buildA = await page.locator('html').getAttribute('data-build');
      expect(buildA).toBeTruthy();
      expect(buildA).not.toBe(BUILD_B);
      await page.getByLabel(/^Vorname/).fill('Update-Anna');
      await expect(page.getByTestId('update-toast')).toHaveCount(0);

      serve(DIST_B);
      await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        await reg?.update();
      });
      const toast = page.getByTestId('update-toast');
      await expect(toast).toContainText('Neue Version verfügbar – neu laden', { timeout: 30_000 });
      await toast.getByRole('button', { name: 'Neu laden' }).click();

      await expect(page.locator('html')).toHaveAttribute('data-build', BUILD_B, { timeout: 30_000 });
      await expect(page.getByTestId('update-toast')).toHaveCount(0);
      await expect(page.getByLabel(/^Vorname/)).toHaveValue('Update-Anna');
      const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('lz.cart.v1') ?? '{}') as { vendorId?: string; lines?: { productId: string; quantity: number }[] });
      expect(cart.vendorId).toBe(p.vendor.id);
      expect(cart.lines?.map((l) => [l.productId, l.quantity])).toEqual([[p.product.id, 2]]);
      await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
