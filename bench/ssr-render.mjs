// `npm run bench:ssr-render` — what a render thread's work costs per page, measured in this one thread: the render
// thread's own page maker (server/ssr/page-maker.ts: the build's renderer dist/.ssr/entry-server.mjs, the document, its
// ETag and CSP hashes, brotli as for an uncached page), without HTTP, the render pool or the database in the loop, so
// the figure moves only with that work. A run takes ~15 s per clock, where bench:api's CPU per page (issue 26) needs a
// minute per case; the listing's wall time per page varied 7.5–9.0 ms between runs on the 2-core VM at a load of 1–3
// (renderer alone), so compare A and B alternately in one sitting.
// The API's answers come from a real server, once per path, and are then reused (a render thread asks the main thread
// for them: server/ssr/render-worker.ts). Without --base it starts the compiled server (as `npm start` runs it) on a
// fresh PGlite database with the demo data, and stops it at the end.
// Time is an input (opening hours change the page): each clock of --times (bench/clocks.mjs: noon and 00:30 Vienna
// time by default) gets a server set to it (LIEFERZONE_NOW) and a page maker whose clock runs at the same time, in a
// process of its own as a render thread has one renderer (a second copy of the bundle in one process would rebuild
// its route tree for every page: router-core keeps one per process). With --base the server's clock is its own: name
// the same one with --times <one clock>.
// Prints ms of wall and CPU per page, GC time per page and, with --profile, the CPU by module (the renderer bundle's
// `// <path>` comments) and the bytes allocated per page by module (V8's sampling heap profiler, collected objects
// included): what to cut first.
// The renderer is loaded before tsx's module hooks, as a render thread does (server/ssr/worker-boot.mjs: through the
// hooks the 4.5 MB bundle costs ~460 MB and its lines are no longer the bundle's); the TypeScript helpers after.
// Usage: npm run build && npm run bench:ssr-render -- [--pages 400] [--warmup 150] [--url /restaurants?postalCode=1070]
//   [--lng de] [--times noon,night | <ISO time with zone>] [--base http://127.0.0.1:4480] [--profile]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { SERVER_MAIN, SERVER_NODE_ARGS, buildServer, isServerBuildCurrent, serverEnv } from '../scripts/build-server.mjs';
import { CLOCKS } from './clocks.mjs';

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
const times = opt('--times', 'noon,night').split(',');
const base = opt('--base', '');
if (base && times.length !== 1) throw new Error('--base: name the server\'s clock with --times <one clock>');
/** The first clock's server port; each further clock's process takes the next. */
const port0 = Number(process.env.BENCH_PORT ?? 4790);
if (times.length > 1) {
  // a process per clock, one after the other (each on a port of its own)
  const others = argv.filter((a, i) => a !== '--times' && argv[i - 1] !== '--times');
  for (const [i, name] of times.entries()) {
    const code = await new Promise((resolve) => {
      spawn(process.execPath, [process.argv[1] ?? '', ...others, '--times', name], { stdio: 'inherit', env: { ...process.env, BENCH_PORT: String(port0 + i) } }).on('exit', resolve);
    });
    if (code !== 0) process.exit(typeof code === 'number' ? code : 1);
  }
  process.exit(0);
}
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
/** this checkout's file URL prefix: the profile names the TypeScript helpers by their paths in it */
const root = pathToFileURL(path.resolve('.')).href + '/';
const bundle = path.join(dist, '.ssr', 'entry-server.mjs');
// the server's default public token (server/config.ts); a server of its own with another one: PUBLIC_API_TOKEN
const publicApiToken = process.env.PUBLIC_API_TOKEN ?? 'lieferzone-public-anon';

/** The time a clock of --times names. @param {string} name */
const clockTime = (name) => /** @type {Record<string, string>} */ (CLOCKS)[name] ?? name;

// the renderer, loaded before tsx's hooks
/** @type {import('../src/domain/server-render.ts').ServerRendererModule} */
const renderer = await import(pathToFileURL(bundle).href);
const { register } = await import('tsx/esm/api');
register();
const { createPageMaker } = await import('../server/ssr/page-maker.ts');
const { waitForOk } = await import('./servers.ts');
const { offsetForInstant } = await import('../src/domain/clock.ts');

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
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  // the database is removed once the server has exited: PGlite writes its files until then (ENOTEMPTY otherwise)
  const stop = async () => {
    proc.kill();
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // (a server that fails to start says why on this terminal: its stderr is ours)
  try {
    await waitForOk(`${base}/api/Info`, 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
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
  const offset = offsetForInstant(now);
  if (offset === null) throw new Error(`--times: ${name} is neither noon, night nor an ISO date-time with a zone`);
  const server = base ? { base, stop: async () => {} } : await startServer(now, port);
  try {
    await measureAt(name, now, offset, server.base);
  } finally {
    await server.stop();
  }
}

/** @param {string} name @param {string} now @param {number} clockOffsetMs @param {string} serverBase */
async function measureAt(name, now, clockOffsetMs, serverBase) {
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
  const make = await createPageMaker({ renderer, distDir: dist, publicApiToken, origin: 'http://localhost', inProcess, clockOffsetMs });
  // an uncached page for a browser that takes brotli, as the render thread makes it with VENDOR_CACHE_MS=0
  /** @type {import('../server/ssr/thread-protocol.ts').PageJob} */
  const job = { url, lng: /** @type {import('../src/domain/languages.ts').Language} */ (lng), kept: false, encoding: 'br' };
  const first = await make(job);
  if (!first) throw new Error(`${url} is not server-rendered (the page maker answered null)`);
  for (let i = 1; i < warmup; i++) await make(job);

  let gcMs = 0;
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcMs += e.duration;
  });
  gc.observe({ entryTypes: ['gc'] });
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < pages; i++) await make(job);
  const wall = (performance.now() - t0) / pages;
  const cpu = process.cpuUsage(cpu0);
  // the observer hears of the collections in a task of its own
  await new Promise((resolve) => setTimeout(resolve, 50));
  gc.disconnect();
  console.log(`${url} (${lng}) @${name} (${now}), ${pages} pages after ${warmup} of warm-up, document ${first.html.length} bytes, ${new Date().toISOString()}`);
  console.log(`  per page: wall ${wall.toFixed(2)} ms, CPU ${((cpu.user + cpu.system) / 1000 / pages).toFixed(2)} ms, of it GC ${(gcMs / pages).toFixed(2)} ms`);

  if (profile) {
    const regionOf = moduleRegions();
    /** @param {{ url: string, lineNumber: number, functionName: string }} frame */
    const moduleOf = (frame) =>
      frame.url.includes('/entry-server.mjs') ? regionOf(frame.lineNumber) : frame.url ? frame.url.replace(/^file:\/\/.*\/node_modules\//, '').replace(root, '') : `(${frame.functionName})`;
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    for (let i = 0; i < pages; i++) await make(job);
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
    for (let i = 0; i < pages; i++) await make(job);
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

await measure(/** @type {string} */ (times[0]), port0);
