/**
 * `npm run bench:ssr-ab -- --against <checkout>` — the uncached server-rendered listing's CPU per page, this checkout
 * against another one (another commit's clone or worktree, with its own `node_modules` and `npm run build` done), in
 * one run on this machine: both servers run side by side as each one's `npm start` runs it (`node scripts/start.mjs`
 * in its own folder, so an old commit runs its own way, e.g. through tsx), each on its own database of one PostgreSQL
 * (DATABASE_URL; `bash scripts/with-postgres.sh npm run bench:ssr-ab -- …` makes a throw-away one), with
 * VENDOR_CACHE_MS=0 and a distinct URL per page (every request renders: loaders, in-process API reads, React,
 * compression). After a warm-up of each, the rounds alternate between the two (so a busy minute of the machine falls
 * on both) and each reports the server's CPU per page from /proc, by thread where the server names its render threads.
 * Prints the medians, their ratio and each server's RSS at the end.
 * Options: --rounds <n> (default 5), --duration <s> (per round, default 10), --warmup <pages> (default 400),
 * --port <first port> (default 4700).
 * Why: CPU per page is the steady figure on a shared machine; a figure from another day or machine is not comparable
 * (issue 26's 7.0 ms was measured on a faster one).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runLoad, formatResult, type LoadResult } from './load.ts';
import { ssrListingCase } from './ssr-cases.ts';
import { createDatabase, waitForOk } from './servers.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const against = arg('--against');
const rounds = Number(arg('--rounds') ?? 5);
const durationMs = Number(arg('--duration') ?? 10) * 1000;
const warmup = Number(arg('--warmup') ?? 400);
const firstPort = Number(arg('--port') ?? 4700);
const databaseUrl = process.env.DATABASE_URL;
if (!against || !databaseUrl) {
  console.error('usage: bash scripts/with-postgres.sh npm run bench:ssr-ab -- --against <checkout with node_modules and a build>');
  process.exit(2);
}
const other = path.resolve(against);
for (const need of ['scripts/start.mjs', 'node_modules', 'dist/index.html']) {
  if (!existsSync(path.join(other, need))) {
    console.error(`${other}: no ${need} (npm ci && npm run build there first)`);
    process.exit(2);
  }
}

interface Side {
  label: string;
  dir: string;
  port: number;
  proc?: ChildProcess;
  /** the server process (the child of its scripts/start.mjs) */
  pid?: number;
  dropDatabase?: () => Promise<void>;
  results: LoadResult[];
}

const commitOf = (dir: string) => {
  try {
    return execFileSync('git', ['-C', dir, 'log', '-1', '--format=%h %cs'], { encoding: 'utf8' }).trim();
  } catch {
    return 'no git';
  }
};

async function start(side: Side): Promise<void> {
  const db = await createDatabase(databaseUrl!, `lz_ab_${side.port}_${Date.now().toString(36)}`);
  side.dropDatabase = db.drop;
  side.proc = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: side.dir,
    env: { ...process.env, PORT: String(side.port), HOST: '127.0.0.1', DATABASE_URL: db.url, DIST_DIR: path.join(side.dir, 'dist'), DEMO_KITCHEN: '0', LOG_LEVEL: 'warn', VENDOR_CACHE_MS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForOk(`http://127.0.0.1:${side.port}/api/Info`, 180_000);
  // start.mjs runs the server as a child (beside it, now and then, esbuild's service while it compiles the server)
  const children = readFileSync(`/proc/${side.proc.pid}/task/${side.proc.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  const server = children.find((pid) => /\bmain\.(mjs|js|ts)\b/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8')));
  if (!server) throw new Error(`${side.label}: no server process under scripts/start.mjs`);
  side.pid = Number(server);
}

const rssMb = (pid: number | undefined) => {
  const m = pid ? /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8')) : null;
  return m ? Number(m[1]) / 1024 : NaN;
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const sides: Side[] = [
  { label: `this (${commitOf(process.cwd())})`, dir: process.cwd(), port: firstPort, results: [] },
  { label: `other (${commitOf(other)})`, dir: other, port: firstPort + 1, results: [] },
];
try {
  for (const side of sides) {
    await start(side);
    console.log(`${side.label}: ${readFileSync(`/proc/${side.pid}/cmdline`, 'utf8').split('\0').join(' ').trim()}`);
  }
  const cases = new Map<Side, Awaited<ReturnType<typeof ssrListingCase>>[number]>();
  for (const side of sides) {
    const [c] = await ssrListingCase(`http://127.0.0.1:${side.port}`, ' uncached');
    if (!c) throw new Error(`${side.label}: the listing is not server-rendered`);
    cases.set(side, c);
    await runLoad({ name: 'warm-up', baseUrl: `http://127.0.0.1:${side.port}`, concurrency: 16, durationMs: 120_000, maxRequests: warmup, request: c.request });
  }
  for (let round = 1; round <= rounds; round++) {
    for (const side of round % 2 ? sides : [...sides].reverse()) {
      const load = (/^\S+ /.exec(readFileSync('/proc/loadavg', 'utf8'))?.[0] ?? '').trim();
      const c = cases.get(side)!;
      const r = await runLoad({ name: `round ${round} ${side.label}`, baseUrl: `http://127.0.0.1:${side.port}`, concurrency: 16, durationMs, request: c.request, serverPid: side.pid });
      console.log(`${formatResult(r)}  load ${load}`);
      side.results.push(r);
    }
  }
  console.log(`\nuncached server-rendered listing, c=16, ${rounds} alternating rounds of ${durationMs / 1000} s, ${new Date().toISOString()}:`);
  const cpu = sides.map((s) => median(s.results.map((r) => r.cpuMsPerReq ?? NaN)));
  sides.forEach((s, i) => {
    const all = s.results.map((r) => r.cpuMsPerReq ?? NaN);
    console.log(
      `${s.label.padEnd(24)} server CPU ${cpu[i]!.toFixed(2)} ms/page (median; ${Math.min(...all).toFixed(2)}–${Math.max(...all).toFixed(2)}), ` +
        `${median(s.results.map((r) => r.rps)).toFixed(0)} pages/s, p95 ${median(s.results.map((r) => r.p95)).toFixed(0)} ms, RSS ${rssMb(s.pid).toFixed(0)} MB`,
    );
  });
  console.log(`ratio this/other: ${(cpu[0]! / cpu[1]!).toFixed(2)}`);
} finally {
  for (const side of sides) {
    if (!side.proc || side.proc.exitCode !== null) continue;
    await new Promise<void>((resolve) => {
      side.proc!.once('exit', () => resolve());
      side.proc!.kill('SIGTERM');
    });
  }
  for (const side of sides) await side.dropDatabase?.().catch(() => undefined);
}
