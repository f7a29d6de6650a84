// `npm run bench:web` — front-end figures of the production build served by our own server (issue 27):
//   1. the home route's JavaScript: gzip -9 of the scripts index.html loads (the entry and its modulepreload links);
//      with --sizes also the first-load JS/CSS per route (the scripts each route requested in Chromium);
//   2. Lighthouse mobile (simulated: 150 ms RTT, 1.6 Mbps, 4x CPU), A/B against the framework-floor app in one run:
//      /, the 1070 listing and a vendor page, each with the server's clock at 12:00 and at 00:30 Vienna time (two
//      servers, LIEFERZONE_NOW), and the floor app (its dist served as static files) once per round; rounds alternate
//      the order (ABBA). Prints per page median and spread (min–max) of score, LCP, TBT, CLS, main-thread work and
//      JS transferred, and the median of the per-round ratios page / floor; then per page the observed FCP and the main
//      thread's tasks after it, as wall time and as the renderer's own CPU time (lighthouse-pages.mjs: startupTasks).
// Options: --runs N (Lighthouse rounds, default 5; --runs 1 for a quick check), --times noon,night (default both),
//   --skip-lighthouse, --sizes, --content (adds /blog, /help, /privacy with accessibility and SEO scores),
//   --save DIR (every run's Lighthouse report as JSON, for the main-thread breakdown: bench/main-thread.mjs),
//   --layers: each page also in layers of its start, to see what each one adds (issue 27): the app built without React's
//   takeover of the page (LZ_BENCH_START=no-hydrate: i18n, router, the route's load run), built with its modules'
//   evaluation alone (LZ_BENCH_START=modules: src/main.tsx starts nothing), and with no script at all (the app's URL
//   with every script request blocked: the server's HTML and CSS alone). The two builds go to .tmp/bench-layers/.
//   --throttling devtools: Lighthouse's real throttling instead of its simulation (lighthouse-pages.mjs): the CPU slowed
//   4x and the network throttled while the page loads, each task counted as it was observed. The same build's TBT
//   spreads less on a busy 2-core machine. The floor app paints once its script has run, so its TBT is ~0 there
//   and the ratio to it is n/a.
// Env: FLOOR_DIST (default ../shared/tools/floor-app/dist), BENCH_PORT (first of three ports: noon, night, floor; default 4700).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, readFileSync, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CLOCKS } from './clocks.mjs';

const argv = process.argv.slice(2);
const opt = (n, d) => {
  const i = argv.indexOf(n);
  return i >= 0 ? argv[i + 1] : d;
};
const runs = Number(opt('--runs', 5));
const times = opt('--times', 'noon,night').split(',');
const skipLighthouse = argv.includes('--skip-lighthouse');
const withSizes = argv.includes('--sizes');
const withContent = argv.includes('--content');
const withLayers = argv.includes('--layers');
const saveDir = opt('--save', '');
const throttling = opt('--throttling', 'simulate');
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const floorDist = path.resolve(process.env.FLOOR_DIST ?? '../shared/tools/floor-app/dist');
const port0 = Number(process.env.BENCH_PORT ?? 4700);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

// 1. the home route's JS: what index.html itself loads (the entry script and its modulepreload links)
{
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map((m) => m[1] ?? m[2]);
  const sizes = files.map((f) => ({ f, b: gz(path.join(dist, f)) }));
  const total = sizes.reduce((s, x) => s + x.b, 0);
  console.log(`Home route JS (index.html: entry + modulepreload, gzip -9): ${total} B = ${(total / 1024).toFixed(1)} KiB`);
  for (const { f, b } of sizes) console.log(`  ${f.padEnd(48)} ${String(b).padStart(7)} B`);
}

/** @type {import('node:child_process').ChildProcess[]} */
const servers = [];
const dataDirs = [];
const stop = () => {
  for (const s of servers) s.kill('SIGTERM');
  for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
};
process.on('exit', stop);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));

async function startServer(port, now, distDir = dist) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lz-web-'));
  dataDirs.push(dataDir);
  const base = `http://127.0.0.1:${port}`;
  servers.push(
    spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: distDir, LIEFERZONE_DATA_DIR: path.join(dataDir, 'db'), DATABASE_URL: '',
        DEMO_KITCHEN: '0', LOG_LEVEL: 'warn', SITE_URL: base, LIEFERZONE_NOW: now, NODE_ENV: process.env.NODE_ENV === 'production' ? '' : process.env.NODE_ENV,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/Info`)).ok) return base;
    } catch {
      /* starting */
    }
    if (i > 600) throw new Error(`server on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The floor app's dist as static files (gzip, SPA fallback), as ../shared/tools/measure-web.mjs serves it. */
async function serveFloor(port) {
  if (!existsSync(path.join(floorDist, 'index.html'))) throw new Error(`no floor app build in ${floorDist} (cd ../shared/tools/floor-app && npm install && npm run build, or set FLOOR_DIST)`);
  const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json' };
  const cache = new Map();
  const srv = http.createServer((req, res) => {
    let p = path.join(floorDist, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!p.startsWith(floorDist)) return void res.writeHead(403).end();
    if (!existsSync(p) || statSync(p).isDirectory()) p = path.join(floorDist, 'index.html');
    const type = TYPES[path.extname(p)] ?? 'application/octet-stream';
    const headers = { 'Content-Type': type, 'Cache-Control': 'no-cache' };
    let body = readFileSync(p);
    if (/text|javascript|json|svg|manifest/.test(type) && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
      if (!cache.has(p)) cache.set(p, gzipSync(body));
      body = cache.get(p);
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(200, headers).end(body);
  });
  await new Promise((r) => srv.listen(port, '127.0.0.1', () => r(undefined)));
  process.on('exit', () => srv.close());
  return `http://127.0.0.1:${port}/`;
}

const bases = {};
for (const [i, t] of times.entries()) bases[t] = await startServer(port0 + i, CLOCKS[t]);
const anyBase = bases[times[0]];

/** --layers: the app built with a layer of its start left out (src/main.tsx, VITE_BENCH_START), one server per build and clock */
const LAYERS = [
  { id: 'no-hydrate', label: 'no hydration' },
  { id: 'modules', label: 'modules only' },
];
/** @type {Record<string, Record<string, string>>} layer -> time -> base URL */
const layerBases = {};
if (withLayers && !skipLighthouse) {
  for (const [li, layer] of LAYERS.entries()) {
    const out = path.resolve('.tmp/bench-layers', layer.id);
    console.log(`building the app without ${layer.id === 'modules' ? 'its start (modules only)' : "React's takeover"} into ${out}`);
    const built = spawnSync('npm', ['run', '--silent', 'build'], { env: { ...process.env, LZ_OUT_DIR: out, LZ_BENCH_START: layer.id }, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error(`the ${layer.id} build failed`);
    layerBases[layer.id] = {};
    for (const [i, t] of times.entries()) layerBases[layer.id][t] = await startServer(port0 + 3 + li * times.length + i, CLOCKS[t], out);
  }
}

const pages = ['/', '/restaurants?postalCode=1070', '/restaurant/sushi-kaito-brigittenau'];
if (withContent) pages.push('/blog', '/help', '/privacy');

if (withSizes) {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  console.log('\nFirst-load JS/CSS per route (gzip -9 of the files requested before any interaction; the entry CSS is inline in the HTML)');
  for (const route of [...pages.slice(0, 3), '/cart', '/checkout', '/track-order?id=100001']) {
    const ctx = await browser.newContext({ serviceWorkers: 'block' });
    const page = await ctx.newPage();
    const files = new Set();
    page.on('request', (req) => {
      const u = new URL(req.url());
      if (u.origin === anyBase && /\.(js|css)$/.test(u.pathname)) files.add(u.pathname);
    });
    await page.goto(anyBase + route, { waitUntil: 'networkidle' });
    let js = 0, css = 0;
    for (const f of files) {
      const local = path.join(dist, f);
      if (!existsSync(local)) continue;
      if (f.endsWith('.js')) js += gz(local);
      else css += gz(local);
    }
    console.log(`  ${route.padEnd(40)} JS ${(js / 1024).toFixed(1).padStart(6)} KiB (${js} B)   CSS ${(css / 1024).toFixed(1).padStart(5)} KiB   (${files.size} files)`);
    await ctx.close();
  }
  await browser.close();
}

if (!skipLighthouse) {
  const floorUrl = await serveFloor(port0 + 2);
  // one list: every page at every time of day, and the floor; lighthouse-pages.mjs interleaves them run by run
  const targets = [];
  for (const t of times)
    for (const p of pages) {
      targets.push({ label: `${p} @${t}`, url: bases[t] + p });
      if (!withLayers) continue;
      for (const layer of LAYERS) targets.push({ label: `  ${layer.label}`, url: layerBases[layer.id][t] + p });
      // lighthouse-pages.mjs blocks every script request of a URL ending in #no-scripts
      targets.push({ label: '  no scripts', url: `${bases[t]}${p}#no-scripts` });
    }
  const urls = [floorUrl, ...targets.map((x) => x.url)];
  const startedAt = new Date().toISOString();
  console.log(`\nLighthouse mobile (${throttling}, 4x CPU), ${runs} round(s) of ${urls.length} runs (ABBA), ${startedAt}; load average ${load()}`);
  const out = await new Promise((resolve, reject) => {
    const args = [path.resolve('bench/lighthouse-pages.mjs'), '--runs', String(runs), ...(withContent ? ['--categories', 'all'] : []), ...(saveDir ? ['--save', saveDir] : []), '--throttling', throttling, ...urls];
    const p = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let buf = '';
    p.stdout.on('data', (d) => (buf += d));
    p.on('exit', (code) => (code === 0 ? resolve(buf) : reject(new Error(`lighthouse-pages exited ${code}`))));
  });
  /** @type {Record<string, any[]>} */
  const all = JSON.parse(out.slice(out.indexOf('{'))).runs;
  const floorRuns = all[floorUrl];
  const median = (xs) => {
    const s = xs.filter((x) => x != null).sort((a, b) => a - b);
    const n = s.length;
    return n ? (n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2) : null;
  };
  /** @type {[string, string, (v: number) => string][]} */
  const KEYS = [
    ['score', 'score', (v) => String(Math.round(v))],
    ['lcpMs', 'LCP ms', (v) => String(Math.round(v))],
    ['tbtMs', 'TBT ms', (v) => String(Math.round(v))],
    ['cls', 'CLS', (v) => v.toFixed(3)],
    ['mainThreadMs', 'main ms', (v) => String(Math.round(v))],
    ['jsBytes', 'JS KiB', (v) => (v / 1024).toFixed(1)],
  ];
  const cell = (list, k, f) => {
    const xs = list.filter(Boolean).map((o) => o[k]).filter((x) => x != null);
    if (!xs.length) return 'n/a';
    return `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})`;
  };
  const ratio = (list, k) => {
    // with devtools throttling the floor app's TBT is 0 in most rounds (its start is before its first paint)
    if (k === 'tbtMs' && throttling === 'devtools') return 'n/a';
    const pr = list.map((o, i) => (o && floorRuns[i] && floorRuns[i][k] ? o[k] / floorRuns[i][k] : null)).filter((x) => x != null);
    return pr.length ? `${median(pr).toFixed(2)}×` : 'n/a';
  };
  /** @type {{ label: string, list: any[], floor?: boolean }[]} */
  const rows = [{ label: 'floor app', list: floorRuns, floor: true }, ...targets.map((x) => ({ label: x.label, list: all[x.url] }))];
  console.log(`  median (min–max) of ${runs}; ×floor = median of the per-round ratios page / floor app`);
  console.log(`  ${'page'.padEnd(48)}${KEYS.map(([, h]) => h.padEnd(24)).join('')}`);
  for (const r of rows) {
    const failedRuns = r.list.filter((o) => !o).length;
    console.log(`  ${r.label.padEnd(48)}${KEYS.map(([k, , f]) => cell(r.list, k, f).padEnd(24)).join('')}${failedRuns ? `  ${failedRuns} run(s) failed` : ''}`);
    if (!r.floor) console.log(`  ${'  ×floor'.padEnd(48)}${KEYS.map(([k]) => (k === 'score' || k === 'cls' ? '' : ratio(r.list, k)).padEnd(24)).join('')}`);
    if (withContent && !r.floor) {
      const ok = r.list.filter(Boolean);
      const failed = [...new Set(ok.flatMap((o) => o.failed))];
      console.log(`    a11y ${median(ok.map((o) => o.a11y))}  SEO ${median(ok.map((o) => o.seo))}${failed.length ? `  failed: ${failed.join(', ')}` : ''}`);
    }
  }
  // Where the blocking time comes from (issue 27): the observed first paint (a run whose first frame reached the screen
  // late, ~1.3 s, counts nearly all of its start before FCP: little TBT, a late LCP), and the main thread's tasks after
  // it as wall time and as the renderer's own CPU time, each with the blocking time it gives (4x each task in
  // simulation, as observed with devtools throttling: lighthouse-pages.mjs startupTasks)
  const after = (list, k) => cell(list.map((o) => (o?.afterFcp ? { v: o.afterFcp[k] } : null)), 'v', (v) => String(Math.round(v)));
  console.log(`\n  main thread after the observed FCP (${throttling === 'simulate' ? 'unthrottled trace; 4x = the sum of max(0, 4 x task - 50 ms)' : 'throttled trace; blocking = the sum of max(0, task - 50 ms)'})`);
  console.log(`  ${'page'.padEnd(48)}${['observed FCP ms', 'tasks wall ms', 'tasks CPU ms', 'blocking from wall ms', 'blocking from CPU ms'].map((h) => h.padEnd(24)).join('')}`);
  for (const r of rows) {
    const cells = [cell(r.list, 'observedFcpMs', (v) => String(Math.round(v))), ...['wallMs', 'cpuMs', 'blockingFromWallMs', 'blockingFromCpuMs'].map((k) => after(r.list, k))];
    console.log(`  ${r.label.padEnd(48)}${cells.map((c) => c.padEnd(24)).join('')}`);
  }
  const bi = median(Object.values(all).flat().filter(Boolean).map((o) => o.benchmarkIndex));
  console.log(`  Lighthouse benchmarkIndex (median) ${bi}; load average after: ${load()}`);
}
stop();
process.exit(0);
