/**
 * `npm run bench:api` — API throughput and latency of the real server process on this machine.
 * For each database (PGlite always; PostgreSQL when DATABASE_URL is set or `--pg` wraps it with a throw-away
 * server) and each data set (default demo set, 10,000 vendors) it starts the compiled server (dist-server/main.mjs,
 * built when missing or stale, run by plain node as `npm start` runs it; `--source`: server/main.ts through tsx) and
 * measures, at concurrency 1 and 16: the first listing page, a zone-filtered listing, vendor detail and placeOrder;
 * then starts the server once more on the same data with VENDOR_CACHE_MS=0 and measures the zone-filtered listing
 * without the in-process response cache (the figure that says what the database path costs), and the uncached
 * server-rendered listing (bench/ssr-cases.ts) with the default render threads and with SSR_THREADS=1 and 2
 * (`--ssr-threads default,1,2`; an SSR_THREADS in the environment stands for the list), after a warm-up of
 * `--ssr-warmup` pages (default 600, at most 2 minutes: V8 compiles the renderer's code over its first pages).
 * Server CPU per request is read from /proc per thread: main thread, render threads, the rest (V8's helpers).
 * Options: --duration <s> (per measurement, default 5), --skip-10k, --only pglite|postgres, --cases <text> (only the
 * cases whose name contains it; `supabase` = only the Supabase bench), --port <first port> (default 4600).
 * Needs the app's build (`npm run build`) for the server-rendered cases.
 * BENCH_CPU_PROF=<dir> makes each server write a V8 CPU profile there (node --cpu-prof) when it stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { runLoad, formatResult, type LoadResult } from './load.ts';
import type { Vendor, Catalog, PlaceOrderRequest, OrderLine } from '../src/domain/types.ts';
import { availability } from '../src/domain/opening-hours.ts';
import { preorderSlots } from '../src/domain/time-slots.ts';
import { optionLimits } from '../src/domain/options.ts';
import { benchSupabaseIfPresent } from './supabase-hook.ts';
import { createDatabase, waitForOk } from './servers.ts';
import { SSR_LISTING, ssrListingCase, ssrSummary } from './ssr-cases.ts';
import { defaultRenderThreads } from '../server/config.ts';
import { buildServer, isServerBuildCurrent, SERVER_MAIN, SERVER_NODE_ARGS, serverEnv } from '../scripts/build-server.mjs';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const durationMs = Number(arg('--duration') ?? 5) * 1000;
const skip10k = args.includes('--skip-10k');
const only = arg('--only');
/** only the cases whose name contains this text (quick checks), e.g. --cases placeOrder */
const casesFilter = arg('--cases');
/** BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there on exit (node --cpu-prof) */
const cpuProfDir = process.env.BENCH_CPU_PROF;
/** the server from source through tsx instead of the compiled one */
const fromSource = args.includes('--source');
/** render thread counts the uncached server-rendered listing is measured with ('default': SSR_THREADS unset) */
const ssrThreads = (arg('--ssr-threads') ?? process.env.SSR_THREADS ?? 'default,1,2').split(',').map((t) => t.trim()).filter(Boolean);
const ssrWarmup = Number(arg('--ssr-warmup') ?? 600);
if (!fromSource && !isServerBuildCurrent()) {
  console.log('compiling the server (scripts/build-server.mjs)…');
  await buildServer();
}
/** how a server process runs: `npm start`'s way (plain node on the compiled server) or from source */
const serverCommand = (script: 'main' | 'seed-cli', source: string) =>
  fromSource ? ['--import', 'tsx', source] : [...SERVER_NODE_ARGS, SERVER_MAIN.replace(/main\.mjs$/, `${script}.mjs`)];

interface Server { baseUrl: string; proc: ChildProcess; stop(): Promise<void> }

function runSeed(scriptArgs: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [...serverCommand('seed-cli', 'server/seed/cli.ts'), ...scriptArgs], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited ${code}`))));
  });
}

async function startServer(env: Record<string, string>, port: number): Promise<Server> {
  const profArgs = cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : [];
  const base = { ...process.env };
  // the default number of render threads: SSR_THREADS unset
  if (env.SSR_THREADS === 'default') delete base.SSR_THREADS;
  const own = { ...env };
  if (own.SSR_THREADS === 'default') delete own.SSR_THREADS;
  const proc = spawn(process.execPath, [...profArgs, ...serverCommand('main', 'server/main.ts')], {
    env: { ...(fromSource ? base : serverEnv(base)), ...own, PORT: String(port), HOST: '127.0.0.1', DEMO_KITCHEN: '0', DEMO_MODE: '1', LOG_LEVEL: 'warn',
      // one load generator on 127.0.0.1 stands for many customers: the per-client order limits would stop it
      PLACE_ORDER_RATE_LIMIT_IP: '1000000', PLACE_ORDER_RATE_LIMIT_VENDOR: '1000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForOk(`${baseUrl}/api/Info`, 180_000);
  return {
    baseUrl,
    proc,
    stop: () => new Promise((resolve) => { proc.once('exit', () => resolve()); proc.kill('SIGTERM'); }),
  };
}

async function getJson<T>(url: string): Promise<T> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** An order the server accepts: an open (or pre-orderable) delivery vendor, its first product, required options met. */
async function orderTemplate(baseUrl: string): Promise<{ vendorId: string; body: (requestId: string) => string }> {
  const { vendors } = await getJson<{ vendors: Vendor[] }>(`${baseUrl}/api/v1/vendors?filter=zone:1070&pageSize=100`);
  const now = new Date();
  for (const v of vendors) {
    if (v.tags.includes('closed') || !v.isOpen || v.tags.includes('min-order-required')) continue;
    if (v.tags.includes('pickup') && !v.tags.includes('delivery')) continue;
    if (v.tags.includes('delivery-card') && !v.tags.includes('delivery-cash')) continue;
    const state = availability(v, now);
    const time = state === 'open' ? null : preorderSlots(v.openingHours, now)[0]?.toISOString();
    if (state !== 'open' && !time) continue;
    const catalog = await getJson<Catalog>(`${baseUrl}/api/v1/vendors/${v.id}/catalogs/delivery`);
    const group = catalog.productGroups.find((g) => g.products.length > 0);
    const product = group?.products[0];
    if (!group || !product) continue;
    const opts = [...(product.noInherit ? [] : group.opts ?? []), ...(product.opts ?? [])]
      .filter((o) => optionLimits(o).min > 0)
      .map((o) => ({ slug: o.slug, vals: o.vals.slice(0, optionLimits(o).min).map((val) => ({ slug: val.slug, qty: 1 })) }));
    const qty = 10; // well above any minimum order
    const line: OrderLine = { entry: { type: 'product', productId: product.id, opts }, qty };
    // a pre-order (vendors closed at this hour) costs more than an order now: its expiry searches the opening
    // hours of the coming days — so placeOrder figures compare only within the same state
    console.log(`placeOrder: ${v.label}, ${state === 'open' ? 'open now' : `pre-order for ${time ?? ''}`}`);
    return {
      vendorId: v.id,
      body: (requestId) => {
        const req: PlaceOrderRequest = {
          requestId,
          order: {
            delivery: {
              label: 'Bench Kunde', pickUp: false, mobile: '+43 660 1234567', email: 'bench@example.at', time,
              loc: { addrLines: ['Neubaugasse 1/2'], city: 'Wien', postalCode: '1070' },
            },
            payment: { sys: 'offline', method: 'cash', ccy: 'EUR' },
            lines: [line],
          },
        };
        return JSON.stringify(req);
      },
    };
  }
  throw new Error('no vendor in zone 1070 accepts a delivery order now');
}

async function measure(label: string, baseUrl: string, serverPid?: number): Promise<LoadResult[]> {
  const { vendors } = await getJson<{ vendors: Vendor[] }>(`${baseUrl}/api/v1/vendors?filter=zone:1070`);
  const detailId = vendors[0]?.slug ?? vendors[0]?.id;
  if (!detailId) throw new Error('no vendors');
  const tpl = await orderTemplate(baseUrl);
  const results: LoadResult[] = [];
  const cases: { name: string; request: (i: number) => { method?: string; path: string; headers?: Record<string, string>; body?: string } }[] = [
    { name: 'listing, first page', request: () => ({ path: '/api/v1/vendors' }) },
    { name: 'listing, zone:1070', request: () => ({ path: '/api/v1/vendors?filter=zone%3A1070' }) },
    { name: 'vendor detail', request: () => ({ path: `/api/v1/vendors/${detailId}` }) },
    {
      name: 'placeOrder',
      request: () => ({ method: 'POST', path: `/api/v1/vendors/${tpl.vendorId}:placeOrder`, headers: { 'content-type': 'application/json' }, body: tpl.body(randomUUID()) }),
    },
  ];
  cases.push(...(await ssrListingCase(baseUrl)));
  for (const c of cases) {
    if (casesFilter && !c.name.includes(casesFilter)) continue;
    for (const concurrency of [1, 16]) {
      // short warm-up, then the measured run
      await runLoad({ name: c.name, baseUrl, concurrency, durationMs: 1000, request: c.request });
      const r = await runLoad({ name: `${label} ${c.name}`, baseUrl, concurrency, durationMs, request: c.request, serverPid });
      console.log(formatResult(r));
      results.push(r);
    }
  }
  return results;
}

/**
 * Against a server started with VENDOR_CACHE_MS=0 (no in-process response cache): the zone listing and the
 * server-rendered listing (the latter after a longer warm-up: the renderer's code is compiled by V8 over its first
 * ~1,000 pages). `firstRun` false: only the server-rendered listing at c=16 (another render thread count).
 */
async function measureUncached(label: string, baseUrl: string, serverPid: number | undefined, firstRun: boolean): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  const cases = [
    ...(firstRun ? [{ name: 'listing, zone:1070 uncached', request: () => ({ path: '/api/v1/vendors?filter=zone%3A1070' }) }] : []),
    ...(await ssrListingCase(baseUrl, ' uncached')),
  ].filter((c) => !casesFilter || c.name.includes(casesFilter));
  for (const { name, request } of cases) {
    const ssr = name.includes(SSR_LISTING);
    if (ssr) await runLoad({ name: 'warm-up', baseUrl, concurrency: 16, durationMs: 120_000, maxRequests: ssrWarmup, request });
    for (const concurrency of firstRun ? [1, 16] : [16]) {
      await runLoad({ name: 'uncached', baseUrl, concurrency, durationMs: 1000, request });
      const r = await runLoad({ name: `${label} ${name}`, baseUrl, concurrency, durationMs, request, serverPid });
      console.log(formatResult(r));
      results.push(r);
    }
  }
  return results;
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<Record<string, LoadResult[]>> {
  const out: Record<string, LoadResult[]> = {};
  const sets: { label: string; vendors?: number }[] = [{ label: 'default' }];
  if (!skip10k) sets.push({ label: '10k', vendors: 10_000 });
  let port = Number(arg('--port') ?? 4600);
  for (const set of sets) {
    let env: Record<string, string>;
    let cleanup: () => void;
    if (kind === 'pglite') {
      const dir = mkdtempSync(path.join(tmpdir(), 'lz-bench-'));
      env = { LIEFERZONE_DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' };
      cleanup = () => rmSync(dir, { recursive: true, force: true });
    } else {
      const db = await createDatabase(process.env.DATABASE_URL!, `lz_bench_${set.label}_${Date.now().toString(36)}`);
      env = { DATABASE_URL: db.url };
      cleanup = () => void db.drop().catch(() => undefined);
    }
    if (set.vendors) {
      const t0 = Date.now();
      await runSeed(['--vendors', String(set.vendors), '--reset'], { ...env, LOG_LEVEL: 'warn' });
      console.log(`[${kind}] seeded ${set.vendors} vendors in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    try {
      const server = await startServer({ ...env, DEMO_SEED: set.vendors ? '0' : '1' }, port++);
      try {
        out[set.label] = await measure(`[${kind} ${set.label}]`, server.baseUrl, server.proc.pid);
        if (set.label === 'default' && (!casesFilter || casesFilter === 'supabase')) {
          const sb = await benchSupabaseIfPresent(kind, server.baseUrl, server.proc.pid);
          if (sb) out.supabase = Object.values(sb).flat();
        }
      } finally {
        await server.stop();
      }
      // the same data once more with the response cache off: every listing request reaches the database, every
      // server-rendered page renders; once per render thread count
      if (!casesFilter || 'listing, zone:1070 uncached'.includes(casesFilter) || `${SSR_LISTING} uncached`.includes(casesFilter)) {
        for (const [i, threads] of ssrThreads.entries()) {
          const uncached = await startServer({ ...env, DEMO_SEED: '0', VENDOR_CACHE_MS: '0', SSR_THREADS: threads }, port++);
          try {
            const label = `[${kind} ${set.label}, SSR_THREADS=${threads === 'default' ? `default (${defaultRenderThreads()})` : threads}]`;
            out[set.label]!.push(...(await measureUncached(label, uncached.baseUrl, uncached.proc.pid, i === 0)));
          } finally {
            await uncached.stop();
          }
        }
      }
    } finally {
      cleanup();
    }
  }
  return out;
}

const summary: string[] = [];
for (const kind of ['pglite', 'postgres'] as const) {
  if (only && only !== kind) continue;
  if (kind === 'postgres' && !process.env.DATABASE_URL) {
    console.log('[postgres] skipped: set DATABASE_URL or run `bash scripts/with-postgres.sh npm run bench:api`');
    continue;
  }
  const res = await benchDatabase(kind);
  const zone = (set: string, c: number) => res[set]?.find((r) => r.name.endsWith('zone:1070') && r.concurrency === c);
  const zoneU = (set: string, c: number) => res[set]?.find((r) => r.name.endsWith('zone:1070 uncached') && r.concurrency === c);
  const z1 = zone('default', 1);
  const z16 = zone('default', 16);
  const k16 = zone('10k', 16);
  const k1 = zone('10k', 1);
  if (z1 && z16) {
    summary.push(`[${kind}] zone listing: p95 ${z1.p95.toFixed(2)} ms at c=1, ${z16.rps.toFixed(0)} req/s at c=16`);
  }
  if (z1 && k1 && z16 && k16) {
    summary.push(`[${kind}] 10k/default zone listing: p95 ratio ${(k1.p95 / z1.p95).toFixed(2)} at c=1, throughput ratio ${(z16.rps / k16.rps).toFixed(2)} at c=16`);
  }
  const u1 = zoneU('default', 1);
  const u16 = zoneU('default', 16);
  if (u1 && u16) {
    summary.push(`[${kind}] zone listing, uncached (VENDOR_CACHE_MS=0): p95 ${u1.p95.toFixed(2)} ms at c=1, ${u16.rps.toFixed(0)} req/s at c=16`);
  }
  const ku1 = zoneU('10k', 1);
  const ku16 = zoneU('10k', 16);
  if (u1 && u16 && ku1 && ku16) {
    summary.push(`[${kind}] 10k/default zone listing, uncached: p95 ratio ${(ku1.p95 / u1.p95).toFixed(2)} at c=1, throughput ratio ${(u16.rps / ku16.rps).toFixed(2)} at c=16`);
  }
  summary.push(...ssrSummary(kind, res.default));
  const po = res.default?.find((r) => r.name.includes('placeOrder') && r.concurrency === 16);
  if (po) summary.push(`[${kind}] placeOrder: ${po.rps.toFixed(0)} orders/s at c=16`);
  const rest8 = res.supabase?.find((r) => r.name.includes('REST GET') && r.concurrency === 8);
  if (rest8) summary.push(`[${kind}] Supabase REST GET (RLS): ${rest8.rps.toFixed(0)} req/s at c=8`);
}
console.log('\nSummary');
for (const s of summary) console.log(`  ${s}`);
