// `npm run bench:ssr-render` — what the build's server renderer (dist/.ssr/entry-server.mjs) costs per page, measured
// in this one thread: no HTTP, no render pool, no database in the loop, so the figure moves only with the renderer's
// own work (the router's loaders and hydration scripts, React Query, zod, React's render, the page state). A run takes
// ~15 s per clock, where bench:api's CPU per page (issue 26) needs a minute per case; the listing's wall time per page
// varied 7.5–9.0 ms between runs on the 2-core VM at a load of 1–3, so compare A and B alternately in one sitting.
// The API's answers come from a real server, once per path, and are then reused (the renderer reads them in-process,
// as a render thread does: src/entry-server.tsx). Without --base it starts the compiled server (as `npm start` runs
// it) on a fresh PGlite database with the demo data, and stops it at the end.
// Time is an input (opening hours change the page): each clock of --times (default noon and 00:30 Vienna time, the
// clocks of bench:web) gets a server set to it (LIEFERZONE_NOW) and a renderer whose clock runs at the same time. With
// --base the server's clock is its own: name the same one with --times <one clock>.
// Prints ms of wall and CPU per page, GC time per page and, with --profile, the CPU by the bundle's modules (its
// `// <path>` comments) and the bytes allocated per page by module (V8's sampling heap profiler, collected objects
// included): what to cut first.
// Usage: npm run build && npm run bench:ssr-render -- [--pages 400] [--warmup 150] [--url /restaurants?postalCode=1070]
//   [--lng de] [--times noon,night | <ISO time with zone>] [--base http://127.0.0.1:4480] [--profile]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { SERVER_MAIN, SERVER_NODE_ARGS, buildServer, isServerBuildCurrent, serverEnv } from '../scripts/build-server.mjs';

const argv = process.argv.slice(2);
const opt = (name, def) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : def;
};
const pages = Number(opt('--pages', 400));
const warmup = Number(opt('--warmup', 150));
const url = opt('--url', '/restaurants?postalCode=1070');
const lng = opt('--lng', 'de');
const profile = argv.includes('--profile');
/** the clocks of bench:web and bench/main-thread.mjs: noon (most vendors open) and 00:30 (most only take pre-orders) */
const CLOCKS = { noon: '2026-11-28T12:00:00+01:00', night: '2026-11-28T00:30:00+01:00' };
const times = opt('--times', 'noon,night').split(',');
const base = opt('--base', '');
if (base && times.length !== 1) throw new Error('--base: name the server\'s clock with --times <one clock>');
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const bundle = path.join(dist, '.ssr', 'entry-server.mjs');
// the server's default public token (server/config.ts); a server of its own with another one: PUBLIC_API_TOKEN
const publicApiToken = process.env.PUBLIC_API_TOKEN ?? 'lieferzone-public-anon';

/** The time a clock of --times names. @param {string} name */
const clockTime = (name) => {
  const iso = /** @type {Record<string, string>} */ (CLOCKS)[name] ?? name;
  if (Number.isNaN(Date.parse(iso))) throw new Error(`--times: ${name} is neither noon, night nor an ISO date-time`);
  return iso;
};

/**
 * The compiled server on a throw-away PGlite database with the demo data, its clock set to `now`; resolves with its
 * base URL. @param {string} now @param {number} port
 */
async function startServer(now, port) {
  if (!isServerBuildCurrent()) await buildServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lz-ssr-render-'));
  const proc = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_MAIN], {
    env: serverEnv({ ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dist, DATABASE_URL: '', LIEFERZONE_DATA_DIR: dataDir, DEMO_KITCHEN: '0', LOG_LEVEL: 'warn', PUBLIC_API_TOKEN: publicApiToken, LIEFERZONE_NOW: now }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    proc.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const until = performance.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the server ended with ${proc.exitCode}`);
    try {
      if ((await fetch(`${base}/api/Info`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    if (performance.now() > until) {
      stop();
      throw new Error('the server did not answer within 2 minutes');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** @param {string} dir @returns {Record<string, Record<string, Record<string, unknown>>>} the built translations */
function readResources(dir) {
  /** @type {Record<string, Record<string, Record<string, unknown>>>} */
  const out = {};
  for (const l of readdirSync(path.join(dir, 'locales'))) {
    out[l] = {};
    for (const f of readdirSync(path.join(dir, 'locales', l)).filter((n) => n.endsWith('.json'))) {
      out[l][f.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(dir, 'locales', l, f), 'utf8'));
    }
  }
  return out;
}

/** The bundle's module of a (0-based) line: the last `// <path>` comment above it. */
function moduleRegions() {
  /** @type {[number, string][]} */
  const regions = [];
  readFileSync(bundle, 'utf8')
    .split('\n')
    .forEach((l, i) => {
      const m = /^\/\/ ((?:node_modules|src)\/\S*)$/.exec(l);
      if (m) regions.push([i, m[1].replace(/^node_modules\//, '')]);
    });
  return (/** @type {number} */ line) => {
    let lo = 0;
    let hi = regions.length - 1;
    let found = '(bundle)';
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const region = /** @type {[number, string]} */ (regions[mid]);
      if (region[0] <= line) {
        found = region[1];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}

/** Measures `url` with the server and the renderer at the clock `name`. @param {string} name @param {number} port */
async function measure(name, port) {
  const now = clockTime(name);
  const server = base ? { base, stop: () => {} } : await startServer(now, port);
  try {
    await measureAt(name, now, server.base);
  } finally {
    server.stop();
  }
}

/** @param {string} name @param {string} now @param {string} serverBase */
async function measureAt(name, now, serverBase) {
  // a module instance per clock (the renderer's set-up is once per instance)
  const renderer = await import(`${pathToFileURL(bundle).href}?clock=${encodeURIComponent(name)}`);
  /** @type {Map<string, { status: number, contentType: string, body: string }>} */
  const answers = new Map();
  const inProcess = async (/** @type {string} */ p, /** @type {Record<string, string>} */ headers) => {
    let answer = answers.get(p);
    if (!answer) {
      const res = await fetch(serverBase + p, { headers });
      answer = { status: res.status, contentType: res.headers.get('content-type') ?? '', body: await res.text() };
      answers.set(p, answer);
    }
    return answer;
  };
  await renderer.setup({ resources: readResources(dist), publicApiToken, origin: 'http://localhost', inProcess, clockOffsetMs: Date.parse(now) - Date.now() });
  const first = await renderer.render(url, lng);
  if (!first) throw new Error(`${url} is not server-rendered (the renderer answered null)`);
  for (let i = 1; i < warmup; i++) await renderer.render(url, lng);

  let gcMs = 0;
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcMs += e.duration;
  });
  gc.observe({ entryTypes: ['gc'] });
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < pages; i++) await renderer.render(url, lng);
  const wall = (performance.now() - t0) / pages;
  const cpu = process.cpuUsage(cpu0);
  // the observer hears of the collections in a task of its own
  await new Promise((resolve) => setTimeout(resolve, 50));
  gc.disconnect();
  console.log(`${url} (${lng}) @${name} (${now}), ${pages} pages after ${warmup} of warm-up, markup ${first.html.length} characters, ${new Date().toISOString()}`);
  console.log(`  per page: wall ${wall.toFixed(2)} ms, CPU ${((cpu.user + cpu.system) / 1000 / pages).toFixed(2)} ms, of it GC ${(gcMs / pages).toFixed(2)} ms`);

  if (profile) {
    const regionOf = moduleRegions();
    /** @param {{ url: string, lineNumber: number, functionName: string }} frame */
    const moduleOf = (frame) => (frame.url.includes('/entry-server.mjs') ? regionOf(frame.lineNumber) : frame.url ? frame.url.replace(/^file:\/\/.*\/node_modules\//, '') : `(${frame.functionName})`);
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    for (let i = 0; i < pages; i++) await renderer.render(url, lng);
    const { profile: cpuProfile } = await session.post('Profiler.stop');
    /** @type {Map<number, number>} */
    const self = new Map();
    const samples = cpuProfile.samples ?? [];
    const deltas = cpuProfile.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) self.set(samples[i], (self.get(samples[i]) ?? 0) + (deltas[i] ?? 0));
    /** @type {Record<string, number>} */
    const cpuBy = {};
    let busy = 0;
    for (const n of cpuProfile.nodes) {
      const t = self.get(n.id) ?? 0;
      if (!t || n.callFrame.functionName === '(idle)') continue;
      busy += t;
      const k = moduleOf(n.callFrame);
      cpuBy[k] = (cpuBy[k] ?? 0) + t;
    }
    console.log(`\n  CPU by module (self time, ${pages} pages):`);
    for (const [k, t] of Object.entries(cpuBy).sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${((t / busy) * 100).toFixed(1).padStart(6)} %  ${(t / 1000 / pages).toFixed(2).padStart(6)} ms/page  ${k}`);

    await session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
    for (let i = 0; i < pages; i++) await renderer.render(url, lng);
    const { profile: heap } = await session.post('HeapProfiler.stopSampling');
    session.disconnect();
    /** @type {Record<string, number>} */
    const bytesBy = {};
    let bytes = 0;
    /** @param {import('node:inspector').HeapProfiler.SamplingHeapProfileNode} n */
    const walk = (n) => {
      if (n.selfSize) {
        const k = moduleOf(n.callFrame);
        bytesBy[k] = (bytesBy[k] ?? 0) + n.selfSize;
        bytes += n.selfSize;
      }
      for (const c of n.children) walk(c);
    };
    walk(heap.head);
    console.log(`\n  allocated per page: ${(bytes / pages / 1024).toFixed(0)} KiB (sampled), by module:`);
    for (const [k, b] of Object.entries(bytesBy).sort((a, c) => c[1] - a[1]).slice(0, 15)) console.log(`  ${(b / pages / 1024).toFixed(0).padStart(6)} KiB  ${k}`);
  }
}

const port0 = Number(process.env.BENCH_PORT ?? 4790);
for (const [i, name] of times.entries()) await measure(name, port0 + i);
