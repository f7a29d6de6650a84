/**
 * `npm run bench:memory` — what `npm start` costs in memory: starts the compiled server (dist-server/, built when
 * missing, as `npm start` does) with plain node on a fresh embedded database (PGlite) with the default render threads,
 * once to make the database (seed, demo accounts), then again, measured: prints the time until the first page was
 * served, the RSS after start, and the RSS after 2,000 mixed requests: server-rendered pages (home, listing, vendor page, content pages, distinct URLs so that they render), the vendor
 * API (listing, vendor, catalog), and auth (desk password sign-in, /auth/v1/user, the desk's order queue).
 * It also prints the server's CPU time for the requests (all threads: a setting that saves memory must show what it
 * costs), the start's phases (the server's start line: ms since its process began), the RSS split into anonymous
 * memory (heaps, PGlite's WASM memory) and mapped files (node's binary and libraries, shared with other processes).
 * Options: --requests <n> (default 2000), --concurrency <n> (default 8), --port <n> (default 4690),
 * --node-arg <flag> (repeatable; an experiment: node options besides `npm start`'s).
 * Needs the app's build (`npm run build`): the pages are rendered by its renderer.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, isServerBuildCurrent, SERVER_MAIN, SERVER_NODE_ARGS, serverEnv } from '../scripts/build-server.mjs';
import { processCpuMs } from './load.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const total = Number(arg('--requests') ?? 2000);
const concurrency = Number(arg('--concurrency') ?? 8);
const port = Number(arg('--port') ?? 4690);
const nodeArgs = args.flatMap((a, i) => (a === '--node-arg' && args[i + 1] ? [args[i + 1]!] : []));
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');

/** Resident memory of a process (MB), from /proc: the main thread, the render threads and PGlite together. */
function rssMb(pid: number, field = 'VmRSS'): number {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}
const rssLine = (pid: number) =>
  `${rssMb(pid).toFixed(0)} MB (anonymous ${rssMb(pid, 'RssAnon').toFixed(0)}, files ${rssMb(pid, 'RssFile').toFixed(0)}; peak ${rssMb(pid, 'VmHWM').toFixed(0)})`;

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const r = await fetch(url, init);
  if (!r.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

if (!existsSync(path.join(dist, '.ssr'))) throw new Error(`${dist} has no server renderer: run npm run build first`);
if (!isServerBuildCurrent()) await buildServer();

const dir = mkdtempSync(path.join(tmpdir(), 'lz-memory-'));
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env, PORT: String(port), HOST: '127.0.0.1', LIEFERZONE_DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '',
  DIST_DIR: dist, DEMO_MODE: '1', DEMO_KITCHEN: '0', LOG_LEVEL: 'warn', LOG_FORMAT: 'json',
};
/** Asks / until it is served (null: not within `limitMs`); ms since `since`. */
async function firstPage(since: number, limitMs = 60_000): Promise<number | null> {
  while (performance.now() - since < limitMs) {
    try {
      const r = await fetch(`${base}/`);
      await r.arrayBuffer();
      if (r.ok) return performance.now() - since;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}
// a first start (it seeds the demo data and makes the demo accounts), stopped once it serves: the timed start below is
// a start with the data there, as every start after the first
const firstRun = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_MAIN], { env: serverEnv(env), stdio: ['ignore', 'ignore', 'inherit'] });
const firstExit = new Promise((r) => firstRun.once('exit', r));
const served = await firstPage(performance.now(), 300_000);
firstRun.kill('SIGTERM');
await firstExit;
if (served === null) throw new Error('the first start did not answer within 300 s');

const t0 = performance.now();
// as `npm start` runs it (its node options and environment), at `npm start`'s log level (info): the start line tells the phases
const proc = spawn(process.execPath, [...SERVER_NODE_ARGS, ...nodeArgs, SERVER_MAIN], { env: serverEnv({ ...env, LOG_LEVEL: 'info' }), stdio: ['ignore', 'pipe', 'inherit'] });
const pid = proc.pid!;
let startLine = '';
let buffered = '';
proc.stdout.setEncoding('utf8').on('data', (chunk: string) => {
  if (startLine) return;
  buffered += chunk;
  const line = buffered.split('\n').find((l) => l.includes('"startMs"'));
  if (line) startLine = (JSON.parse(line) as { startMs: string }).startMs;
  else buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
});
try {
  const firstMs = await firstPage(t0);
  if (firstMs === null) throw new Error('the server did not answer within 60 s');
  const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  const tsxLoaded = readFileSync(`/proc/${pid}/maps`, 'utf8').includes('tsx') || cmdline.includes('tsx');
  console.log(`command line: ${cmdline}${tsxLoaded ? ' (tsx loaded!)' : ''}`);
  console.log(`first page (/) served ${(firstMs / 1000).toFixed(2)} s after the start; the server's start (ms): ${startLine || '?'}`);
  await new Promise((r) => setTimeout(r, 1000));
  console.log(`RSS after start: ${rssLine(pid)}`);

  // the requests' ingredients
  const { vendors } = await getJson<{ vendors: { id: string; slug?: string }[] }>(`${base}/api/v1/vendors?filter=zone:1070&pageSize=50`);
  const { accounts } = await getJson<{ accounts: { email: string; password: string }[] }>(`${base}/dev/desk-accounts?format=json`);
  const { supabaseAnonKey: apikey } = await getJson<{ supabaseAnonKey: string }>(`${base}/config.json`);
  const postal = ['1010', '1020', '1030', '1040', '1050', '1060', '1070', '1080', '1090', '8010', '4020', '5020'];
  const content = ['/impressum', '/privacy', '/terms', '/help', '/blog', '/about', '/faq'];
  const vendorAt = (i: number) => vendors[i % vendors.length]!;
  let token = '';
  const signIn = async (i: number) => {
    const a = accounts[i % accounts.length]!;
    const s = await getJson<{ access_token: string }>(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST', headers: { apikey, 'content-type': 'application/json' }, body: JSON.stringify({ email: a.email, password: a.password }),
    });
    token = s.access_token;
  };
  await signIn(0);
  const kinds: ((i: number) => Promise<void>)[] = [
    // pages: distinct queries, so that each is rendered (not only served from the page cache)
    (i) => page(`/restaurants?postalCode=${postal[i % postal.length]!}&r=${i}`),
    (i) => page(`/restaurant/${vendorAt(i).slug ?? vendorAt(i).id}?r=${i}`),
    (i) => page(`/?r=${i}`),
    (i) => page(`${content[i % content.length]!}?lng=${['de', 'en', 'tr'][i % 3]!}`),
    // API
    (i) => get(`/api/v1/vendors?filter=zone%3A${postal[i % postal.length]!}`),
    (i) => get(`/api/v1/vendors/${vendorAt(i).id}`),
    (i) => get(`/api/v1/vendors/${vendorAt(i).id}/catalogs/delivery`),
    // auth
    (i) => (i % 4 === 0 ? signIn(i) : get('/auth/v1/user', { apikey, authorization: `Bearer ${token}` })),
    () => get('/api/v1/desk/orders', { authorization: `Bearer ${token}` }),
  ];
  const failures = new Map<string, number>();
  async function get(p: string, headers: Record<string, string> = {}): Promise<void> {
    const r = await fetch(base + p, { headers });
    await r.arrayBuffer();
    if (!r.ok) failures.set(`${r.status} ${p.split('?')[0]!}`, (failures.get(`${r.status} ${p.split('?')[0]!}`) ?? 0) + 1);
  }
  const page = (p: string) => get(p, { 'accept-encoding': 'br', accept: 'text/html' });

  let next = 0;
  const started = performance.now();
  const cpuBefore = processCpuMs(pid);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) await kinds[i % kinds.length]!(i);
    }),
  );
  const secs = (performance.now() - started) / 1000;
  const cpuAfter = processCpuMs(pid);
  await new Promise((r) => setTimeout(r, 1000));
  const cpu = cpuBefore !== undefined && cpuAfter !== undefined ? `, server CPU ${((cpuAfter - cpuBefore) / 1000).toFixed(1)} s` : '';
  console.log(`${total} mixed requests (pages, API, auth) at concurrency ${concurrency} in ${secs.toFixed(1)} s${cpu}`);
  if (failures.size) console.log(`not 2xx: ${[...failures].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  const threads = readFileSync(`/proc/${pid}/status`, 'utf8').match(/Threads:\s+(\d+)/)?.[1];
  console.log(`RSS after ${total} requests: ${rssLine(pid)} (render threads: ${process.env.SSR_THREADS || 'default'}; OS threads ${threads})`);
} finally {
  proc.kill('SIGTERM');
  await new Promise((r) => proc.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
