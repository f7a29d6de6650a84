/**
 * A small closed-loop HTTP load generator: `concurrency` workers each send one request at a time over keep-alive
 * connections for `durationMs`, recording every latency. Prints/returns requests/s and p50/p95/p99.
 * Only ever targets loopback addresses (the server under test runs on this machine).
 */
import http from 'node:http';

export interface LoadResult {
  name: string;
  concurrency: number;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
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
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
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
  };
}

export function formatResult(r: LoadResult): string {
  const f = (n: number) => n.toFixed(2).padStart(7);
  return `${r.name.padEnd(34)} c=${String(r.concurrency).padStart(2)}  ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${f(r.p50)} ms  p95 ${f(r.p95)} ms  p99 ${f(r.p99)} ms  (${r.requests} ok, ${r.errors} errors)`;
}
