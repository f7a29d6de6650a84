#!/usr/bin/env node
// Figures of the offline-first PWA (issue 4). Usage: node sw/tools/measure-pwa.mjs DIST_DIR [BASE_URL]
// - precache size: every URL of the injected precache manifest in DIST_DIR/sw.js, raw and gzip -9
// - with BASE_URL (a running server of that build): time to render the vendor page from a warm service worker
//   offline (navigation start → vendor heading visible, median of 5) in a persistent Chromium profile
import { chromium } from 'playwright-core';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const [dist, base] = process.argv.slice(2);
if (!dist) {
  console.error('usage: measure-pwa.mjs DIST_DIR [BASE_URL]');
  process.exit(2);
}
const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
const urls = [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]))];
let raw = 0;
let gz = 0;
/** @type {[string, number][]} */
const biggest = [];
for (const u of urls) {
  const buf = readFileSync(path.join(dist, u));
  const g = /\.(png|woff2)$/.test(u) ? buf.length : gzipSync(buf, { level: 9 }).length;
  raw += buf.length;
  gz += g;
  biggest.push([u, g]);
}
biggest.sort((a, b) => b[1] - a[1]);
/** @type {Record<string, unknown>} */
const out = {
  precache: { entries: urls.length, rawKiB: +(raw / 1024).toFixed(1), gzipKiB: +(gz / 1024).toFixed(1),
    largestGzipKiB: biggest.slice(0, 5).map(([u, g]) => `${u} ${(g / 1024).toFixed(1)}`) },
};

if (base) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lz-measure-'));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', headless: true, locale: 'de-AT',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    const vendors = await (await page.request.get(new URL('/api/v1/vendors?filter=zone:1070&pageSize=5', base).href)).json();
    const vendor = vendors.vendors[0];
    const url = new URL(`/restaurant/${vendor.slug}`, base).href;
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: vendor.label }).waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    });
    await page.waitForTimeout(2000); // persisted query cache flushed (1 s throttle)
    await ctx.setOffline(true);
    const times = [];
    for (let i = 0; i < 5; i++) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1, name: vendor.label }).waitFor();
      times.push(await page.evaluate(() => Math.round(performance.now())));
    }
    times.sort((a, b) => a - b);
    out.vendorOffline = { vendor: vendor.label, url, runsMs: times, medianMs: times[2] };
  } finally {
    await ctx.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
console.log(JSON.stringify(out, null, 1));
