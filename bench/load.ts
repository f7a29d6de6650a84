/**
 * A small closed-loop HTTP load generator: `concurrency` workers each send one request at a time over keep-alive
 * connections for `durationMs`, recording every latency. Prints/returns requests/s and p50/p95/p99.
 * Only ever targets loopback addresses (the server under test runs on this machine).
 */
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (user + system, ms) in a /proc stat line (fields 14 and 15, utime and stime, in clock ticks of 1/100 s). */
function statCpuMs(stat: string): number {
  // after the ")" that ends the command name the list starts at field 3
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); undefined elsewhere. */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The server's CPU time by thread kind (ms, user + system, from /proc/<pid>/task/<tid>/stat): the main thread (its
 * tid is the pid: HTTP, the API and its SQL, sending), the render threads (they name themselves `lz-render…`,
 * server/ssr/render-worker.ts), and the rest (V8's compiler and GC helper threads, libuv's pool).
 */
interface ThreadCpu {
  main: number;
  render: number;
  other: number;
}

/** Per-thread CPU times of a process now, by tid; undefined off Linux. */
function threadCpuSnapshot(pid: number | undefined): Map<string, { kind: keyof ThreadCpu; ms: number }> | undefined {
  if (!pid) return undefined;
  try {
    const out = new Map<string, { kind: keyof ThreadCpu; ms: number }>();
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        out.set(tid, { kind: tid === String(pid) ? 'main' : comm.startsWith('lz-render') ? 'render' : 'other', ms: statCpuMs(stat) });
      } catch {
        // the thread ended meanwhile
      }
    }
    return out;
  } catch {
    return undefined;
  }
}

/** CPU used by thread kind between two snapshots (a thread that started in between counts from 0). */
function threadCpuDelta(before: ReturnType<typeof threadCpuSnapshot>, after: ReturnType<typeof threadCpuSnapshot>): ThreadCpu | undefined {
  if (!before || !after) return undefined;
  const sum: ThreadCpu = { main: 0, render: 0, other: 0 };
  for (const [tid, t] of after) sum[t.kind] += t.ms - (before.get(tid)?.ms ?? 0);
  return sum;
}

export interface LoadResult {
  name: string;
  concurrency: number;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** server CPU time per answered request (ms), when the server's pid was given: steadier than req/s on a busy machine */
  cpuMsPerReq?: number;
  /** the same by thread kind (main thread, render threads, the rest) */
  cpuMsPerReqByThread?: ThreadCpu;
}

export interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export async function runLoad(opts: {
  name: string;
  baseUrl: string;
  concurrency: number;
  durationMs: number;
  /** stop after this many requests were sent, if that comes before durationMs (a warm-up of a given size) */
  maxRequests?: number;
  /** builds request number i (may vary the body, e.g. a fresh requestId) */
  request: (i: number) => LoadRequest;
  expectStatus?: number;
  /** the server process: its CPU time per request is reported too */
  serverPid?: number | undefined;
}): Promise<LoadResult> {
  const url = new URL(opts.baseUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error('load tests target loopback only');
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const deadline = performance.now() + opts.durationMs;
  const one = (r: LoadRequest) =>
    new Promise<number>((resolve) => {
      const req = http.request(
        { host: url.hostname, port: url.port, path: r.path, method: r.method ?? 'GET', agent, headers: { accept: 'application/json', ...r.headers } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      if (r.body) req.end(r.body);
      else req.end();
    });
  const worker = async () => {
    while (performance.now() < deadline && counter < (opts.maxRequests ?? Infinity)) {
      const r = opts.request(counter++);
      const t0 = performance.now();
      const status = await one(r);
      const dt = performance.now() - t0;
      if (status !== (opts.expectStatus ?? 200)) errors += 1;
      else latencies.push(dt);
    }
  };
  const start = performance.now();
  const cpu0 = processCpuMs(opts.serverPid);
  const threads0 = threadCpuSnapshot(opts.serverPid);
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
  const cpu1 = processCpuMs(opts.serverPid);
  const byThread = threadCpuDelta(threads0, threadCpuSnapshot(opts.serverPid));
  const perReq = (ms: number) => ms / Math.max(1, latencies.length);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    name: opts.name,
    concurrency: opts.concurrency,
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    ...(cpu0 !== undefined && cpu1 !== undefined && latencies.length > 0 ? { cpuMsPerReq: (cpu1 - cpu0) / latencies.length } : {}),
    ...(byThread && latencies.length > 0
      ? { cpuMsPerReqByThread: { main: perReq(byThread.main), render: perReq(byThread.render), other: perReq(byThread.other) } }
      : {}),
  };
}

export function formatResult(r: LoadResult): string {
  const f = (n: number) => n.toFixed(2).padStart(7);
  return `${r.name.padEnd(44)} c=${String(r.concurrency).padStart(2)}  ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${f(r.p50)} ms  p95 ${f(r.p95)} ms  p99 ${f(r.p99)} ms  (${r.requests} ok, ${r.errors} errors)${r.cpuMsPerReq !== undefined ? `  server cpu ${r.cpuMsPerReq.toFixed(2)} ms/req` : ''}${
    r.cpuMsPerReqByThread
      ? ` (main ${r.cpuMsPerReqByThread.main.toFixed(2)}, render threads ${r.cpuMsPerReqByThread.render.toFixed(2)}, other threads ${r.cpuMsPerReqByThread.other.toFixed(2)})`
      : ''
  }`;
}
