// `npm run screenshots` — the README's three phone screenshots (issue 25), taken from the real app:
//   docs/screenshots/home.png      the home page,
//   docs/screenshots/listing.png   the vendors of 1070 (/restaurants?postalCode=1070),
//   docs/screenshots/tracking.png  the live tracking page of an order placed through the API, once the demo kitchen
//                                  has accepted it.
// It serves the production build (dist/; built first when missing — otherwise the existing build is used, so run
// `npm run build` after changing the app) with the real server on a fresh database in a temporary folder, the demo
// kitchen running fast, and photographs Debian's Chromium at 390×844 (de-AT, Europe/Vienna). Every picture waits for
// a real state (app ready, no skeleton or busy region, fonts and the visible images loaded); any failure, page error
// or timeout exits non-zero. The server is stopped and the temporary folder removed in every case.
// The app's icons are emoji: a colour emoji font must be installed (Debian: fonts-noto-color-emoji), else the script
// refuses to take pictures with empty boxes; SCREENSHOTS_FONTS_DIR adds a folder of fonts for this browser only.
// The demo kitchen runs at real speed (DEMO_KITCHEN_SPEED=1): it accepts within a minute and the countdown shows a
// real delivery time (at the e2e suite's speed 30 it would read about 01:10).
// Environment: SCREENSHOTS_PORT (default 4710), CHROMIUM_PATH (default /usr/bin/chromium), DIST_DIR (default dist),
// SCREENSHOTS_FONTS_DIR (optional).
/* global window, document -- the page.evaluate callbacks run in the browser */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'docs', 'screenshots');
const DIST = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4710);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const POSTAL = '1070';
const STEP_TIMEOUT = 60_000;

const log = (msg) => console.log(`screenshots: ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it returns a truthy value (which is returned), failing after `timeout` ms. */
async function until(what, probe, timeout = STEP_TIMEOUT) {
  const end = performance.now() + timeout;
  for (;;) {
    const v = await probe().catch(() => undefined);
    if (v) return v;
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

function ensureBuild() {
  if (existsSync(path.join(DIST, 'index.html')) && existsSync(path.join(DIST, '.ssr'))) {
    log(`using the existing production build in ${path.relative(ROOT, DIST) || '.'} (run \`npm run build\` first if the app changed)`);
    return;
  }
  if (process.env.DIST_DIR) throw new Error(`no production build in ${DIST}`);
  log('no production build in dist/: running `npm run build`');
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('`npm run build` failed');
}

/**
 * The browser's font settings: the system's, plus SCREENSHOTS_FONTS_DIR when given (through a fontconfig file in
 * `tmp`). Fails when no font has the app's emoji (🍕 is a category icon on the listing).
 */
function fontEnv(tmp) {
  const env = { ...process.env };
  const extra = process.env.SCREENSHOTS_FONTS_DIR;
  if (extra) {
    const conf = path.join(tmp, 'fonts.conf');
    const xml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    writeFileSync(conf, `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <dir>${xml(path.resolve(extra))}</dir>\n  <cachedir>${xml(path.join(tmp, 'fontcache'))}</cachedir>\n</fontconfig>\n`);
    env.FONTCONFIG_FILE = conf;
  }
  const r = spawnSync('fc-list', [':charset=1f355', 'family'], { env, encoding: 'utf8' });
  if (r.error || r.status !== 0) throw new Error(`fc-list failed (${r.error?.message ?? r.stderr}): cannot check for an emoji font`);
  if (!r.stdout.trim()) {
    throw new Error('no font has the app\'s emoji: install a colour emoji font (Debian: apt-get install fonts-noto-color-emoji) or set SCREENSHOTS_FONTS_DIR to a folder holding one');
  }
  return env;
}

function startServer(dataDir) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DIST_DIR: DIST,
      LIEFERZONE_DATA_DIR: path.join(dataDir, 'db'),
      DATABASE_URL: '',
      DEMO_MODE: '1',
      DEMO_KITCHEN: '1',
      DEMO_KITCHEN_SPEED: '1',
      SITE_URL: BASE,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
  return { server, exited };
}

async function api(method, p, body) {
  const res = await fetch(BASE + p, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${p}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/** The first always-open delivery vendor of 1070 without a minimum-order rule and one of its option-free products. */
async function pickOrder() {
  const vendors = [];
  let token = '';
  do {
    const q = new URLSearchParams({ filter: `zone:${POSTAL}`, pageSize: '50', ...(token ? { pageToken: token } : {}) });
    const body = await api('GET', `/api/v1/vendors?${q}`);
    vendors.push(...body.vendors);
    token = body.nextPageToken ?? '';
  } while (token);
  const candidates = vendors.filter(
    (v) =>
      v.isOpen && !v.tags.includes('closed') && Array.isArray(v.openingHours) && v.openingHours.length === 0 && !v.disturbance &&
      v.tags.includes('delivery') && !v.tags.includes('min-order-required'),
  );
  for (const vendor of candidates) {
    const catalog = await api('GET', `/api/v1/vendors/${vendor.id}/catalogs/delivery`);
    for (const group of catalog.productGroups ?? []) {
      const inherited = group.opts ?? [];
      const product = group.products.find(
        (p) => !p.soldOut && (p.opts ?? []).length === 0 && (p.noInherit || inherited.length === 0),
      );
      if (product) return { vendor, product };
    }
  }
  throw new Error(`no always-open delivery vendor of ${POSTAL} with an option-free product`);
}

/** Places a delivery order for 2× the product (as a guest paying cash) — the body of tests/e2e placeOrderViaApi. */
async function placeOrder({ vendor, product }) {
  const body = {
    requestId: `screenshots-${process.pid}-${Math.random().toString(36).slice(2, 10)}`,
    order: {
      delivery: {
        label: 'Anna Huber',
        pickUp: false,
        mobile: '+43 660 1234567',
        email: 'anna.huber@example.at',
        loc: { addrLines: ['Neubaugasse 12'], city: 'Wien', postalCode: POSTAL },
        door: '4',
        house: '12',
      },
      payment: { sys: 'offline', method: 'cash', ccy: 'EUR' },
      lines: [{ entry: { type: 'product', productId: product.id, opts: [] }, qty: 2 }],
    },
  };
  return api('POST', `/api/v1/vendors/${vendor.id}:placeOrder`, body);
}

/** Waits until the page shows a finished state: app taken over, nothing loading, fonts and visible images there. */
async function settled(page) {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: STEP_TIMEOUT });
  await page.locator('header.topnav').waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
  await page.waitForFunction(
    () => {
      if (document.querySelector('#app .boot, .skeleton, .vcard--skeleton, [aria-busy="true"]')) return false;
      if (document.fonts.status !== 'loaded') return false;
      const h = window.innerHeight;
      return [...document.images].every((img) => {
        const r = img.getBoundingClientRect();
        const visible = r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < h;
        return !visible || (img.complete && img.naturalWidth > 0);
      });
    },
    undefined,
    { timeout: STEP_TIMEOUT, polling: 100 },
  );
}

async function shoot(page, name) {
  const file = path.join(OUT_DIR, `${name}.png`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  log(`${path.relative(ROOT, file)} (${(statSync(file).size / 1024).toFixed(1)} KiB)`);
}

async function main() {
  ensureBuild();
  // a server already answering on the port would be photographed instead of ours
  if (await fetch(`${BASE}/`).then(() => true, () => false)) throw new Error(`port ${PORT} is taken: set SCREENSHOTS_PORT`);
  mkdirSync(OUT_DIR, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lz-screenshots-'));
  let env;
  try {
    env = fontEnv(dataDir);
  } catch (e) {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  const { server, exited } = startServer(dataDir);
  let browser;
  let serverGone = false;
  void exited.then(() => (serverGone = true));
  try {
    log(`starting the server on ${BASE} (first start seeds the demo data)`);
    const up = await until('the server (GET /api/Info)', async () => serverGone ? 'gone' : (await fetch(`${BASE}/api/Info`)).ok && 'up', 240_000);
    if (up === 'gone') throw new Error('the server exited while starting (is the port taken?)');

    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, env });
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
      // the service worker would precache the whole app in the background: not part of any picture
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const visit = async (url) => {
      const res = await page.goto(BASE + url);
      if (!res?.ok()) throw new Error(`GET ${url}: HTTP ${res?.status()}`);
    };

    await visit('/');
    await shoot(page, 'home');

    await visit(`/restaurants?postalCode=${POSTAL}`);
    await page.locator('.vcard:not(.vcard--skeleton)').first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
    await shoot(page, 'listing');

    const pick = await pickOrder();
    const placed = await placeOrder(pick);
    const nr = placed.order.nr;
    log(`order ${nr} placed at ${pick.vendor.label}; waiting for the demo kitchen to accept it`);
    // the kitchen accepts 18–54 s after the order at speed 1
    await until(`the demo kitchen to accept order ${nr}`, async () => {
      const order = await api('GET', `/api/v1/vendors/${pick.vendor.id}/orders/${nr}?view=1`);
      return !['PENDING', 'RECEIVED'].includes(order.fulfillment.state);
    }, 120_000);
    await visit(`/order/${nr}?vendor=${pick.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}`);
    await page.locator('[data-testid="step-confirmed"][data-done="true"]').waitFor({ timeout: STEP_TIMEOUT });
    await page.getByTestId('order-number').filter({ hasText: nr }).waitFor({ timeout: STEP_TIMEOUT });
    await shoot(page, 'tracking');

    if (pageErrors.length) throw new Error(`errors in the page:\n  ${pageErrors.join('\n  ')}`);
  } finally {
    await browser?.close().catch(() => {});
    if (!serverGone) server.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (!serverGone) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
  log('done');
} catch (e) {
  console.error(`screenshots: FAILED — ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
}
