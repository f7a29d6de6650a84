/**
 * A small closed-loop HTTP load generator: `concurrency` workers each send one request at a time over keep-alive
 * connections for `durationMs`, recording every latency. Prints/returns requests/s and p50/p95/p99.
 * Only ever targets loopback addresses (the server under test runs on this machine).
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); undefined elsewhere. */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields 14 and 15 (utime, stime) in clock ticks; after the ")" the list starts at field 3
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
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
    while (performance.now() < deadline) {
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
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
  const cpu1 = processCpuMs(opts.serverPid);
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
  };
}

export function formatResult(r: LoadResult): string {
  const f = (n: number) => n.toFixed(2).padStart(7);
  return `${r.name.padEnd(44)} c=${String(r.concurrency).padStart(2)}  ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${f(r.p50)} ms  p95 ${f(r.p95)} ms  p99 ${f(r.p99)} ms  (${r.requests} ok, ${r.errors} errors)${r.cpuMsPerReq !== undefined ? `  server cpu ${r.cpuMsPerReq.toFixed(2)} ms/req` : ''}`;
}
