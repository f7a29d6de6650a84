#!/usr/bin/env node
// Renders the PWA icons (192, 512, maskable 512, apple-touch 180) and the favicon (32, 64) from the Lieferzone logo
// SVG with Debian's Chromium and writes them to public/icons/. Run once after changing the logo: node sw/tools/make-icons.mjs
// With a base URL (a running build), it also takes the manifest screenshots (narrow 390×844, wide 1280×800):
//   node sw/tools/make-icons.mjs http://127.0.0.1:4330
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const out = path.resolve('public/icons');
mkdirSync(out, { recursive: true });
const base = process.argv[2];

// the favicon's mark: orange tile, white "L", yellow dot
const logo = (size, { maskable = false } = {}) => {
  // maskable: full-bleed background, the mark inside the 80 % safe zone
  const pad = maskable ? 0.2 : 0;
  const inner = 64 * (1 - pad);
  const off = (64 - inner) / 2;
  const s = inner / 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
    <rect width="64" height="64" rx="${maskable ? 0 : 14}" fill="#c2410c"/>
    <g transform="translate(${off} ${off}) scale(${s})"><path d="M18 44V18h7v20h13v6z" fill="#fff"/><circle cx="45" cy="22" r="5" fill="#fde68a"/></g>
  </svg>`;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  /** @type {[string, number, { maskable?: boolean }][]} */
  const icons = [
    ['icon-192.png', 192, {}],
    ['icon-512.png', 512, {}],
    ['icon-maskable-512.png', 512, { maskable: true }],
    ['apple-touch-icon-180.png', 180, { maskable: true }],
    // the browser's tab icon as PNG: Chrome draws an SVG favicon as an SVG document on the page's main thread
    // (~26 ms at 1x after the load event, measured on the vendor page), a small PNG is decoded in well under 1 ms
    ['favicon-32.png', 32, {}],
    ['favicon-64.png', 64, {}],
  ];
  for (const [name, size, opts] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${logo(size, opts)}</body></html>`);
    await page.locator('svg').screenshot({ path: path.join(out, name), omitBackground: true });
    await page.close();
    console.log('wrote', name);
  }
  if (base) {
    for (const [name, width, height] of /** @type {[string, number, number][]} */ ([['screenshot-narrow.png', 390, 844], ['screenshot-wide.png', 1280, 800]])) {
      const page = await browser.newPage({ viewport: { width, height }, locale: 'de-AT' });
      await page.goto(new URL('/restaurants?postalCode=1070', base).href, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(out, name) });
      await page.close();
      console.log('wrote', name);
    }
  }
} finally {
  await browser.close();
}
