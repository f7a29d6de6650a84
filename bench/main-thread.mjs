// Where the main thread goes at start (issue 27): loads each page in Chromium with the CPU throttled 4x (as
// Lighthouse's mobile preset), a V8 CPU profile from navigation until the page has settled (load, the idle work after
// it: the persisted cache's restore, the service worker's registration, the install offer), and sorts every sample
// by the code it ran in: hydration (React's reconciler), the page state (ssr-client), the persisted cache (query
// persistence, idb-keyval), i18n start, service worker registration (workbox-window), route preloads (a route chunk's
// module code), the install offer, the map, the entry's module evaluation, other JS, and the browser's own work
// ("(program)": parsing, style, layout, paint) and GC. Also the long tasks (PerformanceObserver) and their blocking
// time (sum of the parts over 50 ms).
// Needs a build without minification, whose chunks carry rolldown's `// <module path>` comments:
//   LZ_OUT_DIR=.tmp/dist-prof npx vite build --minify false && LZ_OUT_DIR=.tmp/dist-prof npx vite build --ssr src/entry-server.tsx
// Usage: DIST_DIR=.tmp/dist-prof BENCH_PORT=4417 node bench/main-thread.mjs [--runs 3] [--times noon,night] [--settle-ms 6000] [--detail <category>: its innermost frames]
//   [--renders: one more load per page, untimed, counting calls exactly (V8's precise coverage): the fibers React
//   created and how often each component rendered from navigation until settled; the same on every run of a build]
/* global window, document -- the init script runs in the browser */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, readFileSync, existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CLOCKS } from './clocks.mjs';

const argv = process.argv.slice(2);
const opt = (n, d) => {
  const i = argv.indexOf(n);
  return i >= 0 ? argv[i + 1] : d;
};
const runs = Number(opt('--runs', 3));
const times = opt('--times', 'noon,night').split(',');
const settleMs = Number(opt('--settle-ms', 6000));
const dist = path.resolve(process.env.DIST_DIR ?? '.tmp/dist-prof');
const port0 = Number(process.env.BENCH_PORT ?? 4700);
const detail = opt('--detail', '');
const renders = argv.includes('--renders');
/** @type {Map<string, number>} */
const details = new Map();
const pages = opt('--pages', '/,/restaurants?postalCode=1070,/restaurant/sushi-kaito-brigittenau').split(',');

const servers = [];
const dataDirs = [];
process.on('exit', () => {
  for (const s of servers) s.kill('SIGTERM');
  for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
});
async function startServer(port, now) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lz-mt-'));
  dataDirs.push(dataDir);
  const base = `http://127.0.0.1:${port}`;
  servers.push(
    spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dist, LIEFERZONE_DATA_DIR: path.join(dataDir, 'db'), DATABASE_URL: '', DEMO_KITCHEN: '0', LOG_LEVEL: 'warn', SITE_URL: base, LIEFERZONE_NOW: now },
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

/** script path → sorted [startLine, module] from the `//#region` comments of the unminified chunk */
const regionsOf = new Map();
function moduleAt(url, line) {
  let p;
  try {
    p = new URL(url).pathname;
  } catch {
    return null;
  }
  if (!regionsOf.has(p)) {
    const file = path.join(dist, p);
    const list = [];
    if (existsSync(file) && p.endsWith('.js')) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((l, i) => {
        // rolldown's unminified chunks name each module in a line comment above its code
        const m = /^\/\/(?:#region)? (\S*\/\S*)$/.exec(l);
        if (m) list.push([i, m[1]]);
      });
    }
    regionsOf.set(p, list);
  }
  let found = null;
  for (const [start, mod] of regionsOf.get(p)) {
    if (start > line) break;
    found = mod;
  }
  return found ?? p;
}

/** the category of one sample, from its stack (leaf first): the most specific match wins */
/** @type {[string, RegExp][]} */
const RULES = [
  ['install offer', /features\/offline\/(install-prompt|use-install-offer)/],
  ['service worker registration', /workbox-window|virtual:pwa-register|features\/offline\/(update-toast|offline-layer)|vite-plugin-pwa/],
  ['map', /maplibre|components\/map\//],
  ['persisted cache restore', /query-persist|persist-client|query-async-storage|idb-keyval|lib\/query-(persistence|idb)/],
  ['page state (SSR JSON, hydrate cache)', /src\/ssr-client\.ts/],
  ['i18n start', /i18next|src\/i18n\//],
];
function categorize(stack, entryPath) {
  const mods = stack.map((f) => (f.url ? moduleAt(f.url, f.lineNumber) : null));
  for (const [name, re] of RULES.slice(0, 5)) if (mods.some((m) => m && re.test(m))) return name;
  // React's work loop calls i18next (t() while rendering): that is hydration; i18next at the stack's root is its start
  for (let i = mods.length - 1; i >= 0; i--) {
    if (mods[i] && /react-dom/.test(mods[i])) return mods.slice(0, i).some((m) => m && RULES[5][1].test(m)) ? 'hydration: of it t() lookups' : 'hydration / React render';
    if (mods[i] && RULES[5][1].test(mods[i])) return 'i18n start';
  }
  const leaf = stack[0];
  if (leaf.functionName === '(garbage collector)') return 'GC';
  if (leaf.functionName === '(program)' || leaf.functionName === '(idle)' || leaf.functionName === '(root)') return leaf.functionName;
  // module code of a chunk other than the entry (a route chunk preloaded at start, the wire chunk ...)
  const root = stack[stack.length - 1];
  const rootPath = root.url ? new URL(root.url).pathname : '';
  if (rootPath && rootPath !== entryPath && !root.functionName) return 'route preloads (chunk evaluation)';
  if (rootPath === entryPath && !root.functionName) return 'entry module evaluation';
  if (mods.some((m) => m && /tanstack\/(react-)?router|router-core/.test(m))) return 'router';
  if (mods.some((m) => m && /tanstack\/(react-)?query/.test(m))) return 'react-query';
  return 'other JS';
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
const bases = {};
for (const [i, t] of times.entries()) bases[t] = await startServer(port0 + i, CLOCKS[t]);
const entryPath = /<script[^>]*src="([^"]+)"/.exec(readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[1] ?? '';
const result = {};
console.log(`Main thread by cause, CPU 4x, ${runs} run(s) per page, ${new Date().toISOString()}, load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
for (let r = 0; r < runs; r++) {
  for (const t of times) {
    for (const p of pages) {
      const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await ctx.addInitScript(() => {
        const w = /** @type {any} */ (window);
        w.__lt = [];
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) w.__lt.push([e.startTime, e.duration]);
        }).observe({ type: 'longtask', buffered: true });
      });
      const page = await ctx.newPage();
      await page.goto(`${bases[t]}/robots.txt`);
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(bases[t] + p, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 60000 });
      await page.waitForTimeout(settleMs);
      const { profile } = await cdp.send('Profiler.stop');
      const longTasks = /** @type {[number, number][]} */ (await page.evaluate(() => /** @type {any} */ (window).__lt));
      await ctx.close();
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const parent = new Map();
      for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
      const stackOf = new Map();
      const stack = (id) => {
        if (stackOf.has(id)) return stackOf.get(id);
        const s = [];
        for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
          const f = /** @type {any} */ (byId.get(cur)).callFrame;
          if (f.functionName !== '(root)' || s.length === 0) s.push(f);
        }
        if (s.length > 1 && s[s.length - 1].functionName === '(root)') s.pop();
        stackOf.set(id, s);
        return s;
      };
      const sums = {};
      const samples = profile.samples ?? [];
      const deltas = profile.timeDeltas ?? [];
      for (let i = 0; i < samples.length; i++) {
        const dt = (deltas[i + 1] ?? 0) / 1000;
        const st = stack(samples[i]);
        const c = categorize(st, entryPath);
        sums[c] = (sums[c] ?? 0) + dt;
        if (detail && c === detail) {
          // the innermost frames (up to 3) of this category's samples: which code it is
          const k = st.slice(0, 3).map((f) => `${f.functionName || '(anon)'}@${(f.url ? moduleAt(f.url, f.lineNumber) : '') ?? ''}`).join(' < ');
          details.set(k, (details.get(k) ?? 0) + dt);
        }
      }
      delete sums['(idle)'];
      const key = `${p} @${t}`;
      (result[key] ??= []).push({ sums, tbt: longTasks.reduce((s, [, d]) => s + Math.max(0, d - 50), 0), longTasks: longTasks.length, longest: Math.max(0, ...longTasks.map(([, d]) => d)) });
    }
  }
}
/** @type {[string, Map<string, number>][]} */
const counted = [];
if (renders) {
  for (const t of times) {
    for (const p of pages) {
      const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await ctx.newPage();
      await page.goto(`${bases[t]}/robots.txt`);
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
      await page.goto(bases[t] + p, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, { timeout: 60000 });
      await page.waitForTimeout(settleMs);
      const { result: scripts } = await cdp.send('Profiler.takePreciseCoverage');
      await ctx.close();
      /** @type {Map<string, number>} */
      const calls = new Map();
      // a component is a capitalised function of a module under src/ (the build keeps names without minification);
      // React's FiberNode constructor counts the fibers
      for (const sc of scripts) {
        if (!sc.url.startsWith(bases[t]) || !sc.url.endsWith('.js')) continue;
        const source = readFileSync(path.join(dist, new URL(sc.url).pathname), 'utf8');
        for (const f of sc.functions) {
          const n = f.ranges[0]?.count ?? 0;
          if (n === 0 || !/^[A-Z]\w*$/.test(f.functionName)) continue;
          const line = source.slice(0, f.ranges[0].startOffset).split('\n').length - 1;
          const mod = moduleAt(sc.url, line) ?? '';
          if (f.functionName === 'FiberNode' || mod.startsWith('src/')) calls.set(f.functionName, (calls.get(f.functionName) ?? 0) + n);
        }
      }
      counted.push([`${p} @${t}`, calls]);
    }
  }
}
await browser.close();
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
};
for (const [key, list] of Object.entries(result)) {
  const cats = [...new Set(list.flatMap((o) => Object.keys(o.sums)))];
  const rows = cats.map((c) => [c, median(list.map((o) => o.sums[c] ?? 0))]).sort((a, b) => b[1] - a[1]);
  const total = median(list.map((o) => Object.values(o.sums).reduce((a, b) => a + b, 0)));
  console.log(`\n${key}: busy ${Math.round(total)} ms (median); long tasks ${median(list.map((o) => o.longTasks))}, longest ${Math.round(median(list.map((o) => o.longest)))} ms, blocking ${Math.round(median(list.map((o) => o.tbt)))} ms`);
  for (const [c, ms] of rows) console.log(`  ${c.padEnd(40)} ${String(Math.round(ms)).padStart(6)} ms`);
}
if (detail) for (const [k, ms] of [...details].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${String(Math.round(ms)).padStart(6)} ms  ${k}`);
for (const [key, calls] of counted) {
  const components = [...calls].filter(([k]) => k !== 'FiberNode').sort((a, b) => b[1] - a[1]);
  console.log(`\n${key}: React fibers created ${calls.get('FiberNode') ?? 0}; renders per component (most first)`);
  console.log(`  ${components.map(([k, n]) => `${k} ${n}`).join(', ')}`);
}
console.log(`\nload average after: ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
process.exit(0);
