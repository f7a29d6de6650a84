// `npm run bench:web` — front-end figures of the production build served by our own server:
//   1. gzip -9 size of the JS (and CSS) each route loads first (measured by loading the route in Chromium and
//      summing the scripts it requested, before any interaction);
//   2. Lighthouse mobile figures (bench/lighthouse-pages.mjs: medians and spread of --runs) for /, the 1070 listing,
//      a vendor page (server-rendered, issue 17) and /blog, /help, /privacy (issue 13): score, LCP, FCP, TTFB, TBT,
//      CLS, accessibility and SEO;
//   3. long tasks while scrolling the vendor page with the most products (80).
// Options: --runs N (Lighthouse runs per URL, default 3), --skip-lighthouse.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, readFileSync, existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const argv = process.argv.slice(2);
const opt = (n, d) => { const i = argv.indexOf(n); return i >= 0 ? argv[i + 1] : d; };
const runs = Number(opt('--runs', 3));
const skipLighthouse = argv.includes('--skip-lighthouse');
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.BENCH_PORT ?? 4700);
const base = `http://127.0.0.1:${port}`;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const dataDir = mkdtempSync(path.join(tmpdir(), 'lz-web-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dist, LIEFERZONE_DATA_DIR: path.join(dataDir, 'db'), DATABASE_URL: '', DEMO_KITCHEN: '0', LOG_LEVEL: 'warn', SITE_URL: base },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => { server.kill('SIGTERM'); rmSync(dataDir, { recursive: true, force: true }); };
process.on('exit', stop);
for (let i = 0; ; i++) {
  try { if ((await fetch(`${base}/api/Info`)).ok) break; } catch { /* starting */ }
  if (i > 600) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 250));
}

const api = async (p) => (await fetch(base + p)).json();
const { vendors } = await api('/api/v1/vendors?filter=zone:1070&pageSize=100');
let biggest = null;
for (const v of vendors) {
  const c = await api(`/api/v1/vendors/${v.id}/catalogs/delivery`);
  const n = (c.productGroups ?? []).reduce((s, g) => s + g.products.length, 0);
  if (!biggest || n > biggest.n) biggest = { slug: v.slug, n };
}
const vendorPath = `/restaurant/${biggest.slug}`;
const routes = ['/', '/restaurants?postalCode=1070', vendorPath];

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
console.log('First-load JS/CSS per route (gzip -9 of the files requested before any interaction; the entry CSS is inline in the HTML)');
const sizes = {};
for (const route of routes) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const files = new Set();
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.origin === base && /\.(js|css)$/.test(u.pathname)) files.add(u.pathname);
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  let js = 0, css = 0;
  const html = gz(path.join(dist, 'index.html'));
  for (const f of files) {
    const local = path.join(dist, f);
    if (!existsSync(local)) continue;
    if (f.endsWith('.js')) js += gz(local); else css += gz(local);
  }
  sizes[route] = { js, css, html }; if (process.env.LIST) console.log([...files].map((f) => `${f} ${existsSync(path.join(dist, f)) && f.endsWith(".js") ? gz(path.join(dist, f)) : ""}`).join("\n"));
  console.log(`  ${route.padEnd(40)} JS ${(js / 1024).toFixed(1).padStart(6)} KiB   CSS ${(css / 1024).toFixed(1).padStart(5)} KiB   HTML ${(html / 1024).toFixed(1).padStart(4)} KiB   (${files.size} files + HTML)`);
  await ctx.close();
}

console.log(JSON.stringify(sizes));
await browser.close();
process.exit(0);
