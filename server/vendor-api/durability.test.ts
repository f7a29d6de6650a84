/**
 * Durability (issue 2): the real server process (node + tsx, server/main.ts, demo data seeded on first start) is
 * killed with SIGKILL while orders are being placed concurrently; restarted on the same data folder (or the same
 * PostgreSQL database when DATABASE_URL is set) it starts cleanly and every order that was acknowledged with a 200
 * exists, unchanged, and its requestId still answers the same order.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods, supportedDeliveryTypes } from '../../src/domain/delivery-types.ts';
import { availability } from '../../src/domain/opening-hours.ts';
import { effectiveOptions, optionLimits } from '../../src/domain/options.ts';
import type { Catalog, OrderLine, PlaceOrderRequest, Vendor } from '../../src/domain/types.ts';
import { createTestDb, type TestDb } from '../test-helpers.ts';
import { customerIp, withoutKey } from './test-fixtures.ts';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

interface Server {
  proc: ChildProcess;
  base: string;
  log: () => string;
}

/**
 * Starts server/main.ts on a port the system picks (PORT=0) and reads that port from the server's own log: with a port
 * chosen here, another suite's server (the PostgreSQL run beside this one, a browser test's) could take it first and
 * answer this test's requests.
 */
async function startServer(env: Record<string, string>): Promise<Server> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DEMO_SEED: '1',
      // no demo kitchen: on a busy machine the test outlasted its first minute and the kitchen had accepted the orders
      // the retries compare with their first answers
      DEMO_KITCHEN: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`server did not start:\n${out}`));
    }, 150_000);
    const seen = (d: Buffer) => {
      out += d.toString();
      const m = /"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    proc.stdout.on('data', seen);
    proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  const base = await listening;
  const r = await fetch(`${base}/api/Info`);
  expect(r.status).toBe(200);
  return { proc, base, log: () => out };
}

function exited(proc: ChildProcess): Promise<void> {
  return new Promise((r) => (proc.exitCode !== null || proc.signalCode !== null ? r() : proc.once('exit', () => r())));
}

/** A line of the first product whose required options can be filled with the first values. */
function firstLine(catalog: Catalog): OrderLine {
  for (const g of catalog.productGroups) {
    for (const p of g.products) {
      const opts = effectiveOptions(g, p);
      const picks = [];
      let ok = true;
      for (const o of opts) {
        const l = optionLimits(o);
        if (l.min === 0) continue;
        if (o.vals.length * l.maxQ < l.min) ok = false;
        const vals = o.vals.slice(0, l.min).map((v) => ({ slug: v.slug, qty: 1 }));
        if (vals.length < l.min) ok = false;
        picks.push({ slug: o.slug, vals });
      }
      if (ok) return { entry: { type: 'product', productId: p.id, opts: picks }, qty: 1 };
    }
  }
  throw new Error('no orderable product');
}

interface Target {
  vendor: Vendor;
  line: OrderLine;
}

async function pickTargets(base: string): Promise<Target[]> {
  const r = await fetch(`${base}/api/v1/vendors?pageSize=100`);
  expect(r.status).toBe(200);
  const { vendors } = (await r.json()) as { vendors: Vendor[] };
  const now = new Date();
  const open = vendors.filter(
    (v) => availability(v, now) === 'open' && supportedDeliveryTypes(v.tags).includes('pickup'),
  );
  expect(open.length).toBeGreaterThan(0);
  const targets: Target[] = [];
  for (const v of open.slice(0, 4)) {
    const c = await fetch(`${base}/api/v1/vendors/${v.id}/catalogs/delivery`);
    if (!c.ok) continue;
    targets.push({ vendor: v, line: firstLine((await c.json()) as Catalog) });
  }
  expect(targets.length).toBeGreaterThan(0);
  return targets;
}

function body(t: Target, requestId: string): PlaceOrderRequest {
  return {
    requestId,
    order: {
      delivery: { label: 'Dora Dauerhaft', pickUp: true, mobile: '+43 664 5550000', email: 'dora@example.at' },
      payment: { sys: 'offline', method: paymentMethods(t.vendor.tags)[0]!, ccy: 'EUR' },
      lines: [t.line],
    },
  };
}

describe('durability of acknowledged orders', () => {
  let dataDir = '';
  let pg: TestDb | null = null;
  let env: Record<string, string> = {};
  const running: ChildProcess[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'lz-durability-'));
    // the orders come from many customers: each request names its own client address in X-Forwarded-For, believed
    // from this test's loopback connection only (the per-client placement limits would stop one address early)
    const proxy = { TRUST_PROXY: '127.0.0.1' };
    if (process.env.DATABASE_URL) {
      pg = await createTestDb();
      env = { DATABASE_URL: pg.url!, LIEFERZONE_DATA_DIR: dataDir, ...proxy };
    } else {
      env = { DATABASE_URL: '', LIEFERZONE_DATA_DIR: dataDir, ...proxy };
    }
  });

  afterAll(async () => {
    for (const p of running) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
    await Promise.all(running.map(exited));
    await pg?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the server is killed with SIGKILL while orders are placed, then after a restart every acknowledged order exists', async () => {
    const first = await startServer(env);
    running.push(first.proc);
    const targets = await pickTargets(first.base);

    const acked = new Map<string, { vendorId: string; orderId: string; body: string }>();
    let failed = 0;
    let inFlight = 0;
    let stopping = false;
    /** read through a call: the workers run while the test below flips it */
    const stopped = () => stopping;
    let n = 0;
    const worker = async (w: number) => {
      while (!stopped()) {
        const t = targets[n++ % targets.length]!;
        const requestId = `dur-${w}-${n}-${Date.now()}`;
        inFlight++;
        try {
          const r = await fetch(`${first.base}/api/v1/vendors/${t.vendor.id}:placeOrder`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': customerIp() },
            body: JSON.stringify(body(t, requestId)),
          });
          const text = await r.text();
          if (r.status === 200) {
            const parsed = JSON.parse(text) as { order: { id: string } };
            acked.set(requestId, { vendorId: t.vendor.id, orderId: parsed.order.id, body: text });
          } else if (!stopped()) {
            throw new Error(`placeOrder answered ${r.status}: ${text}`);
          }
        } catch (err) {
          if (!stopped() && !(err instanceof TypeError)) throw err;
          failed++; // connection reset by the kill
          if (stopped()) return;
        } finally {
          inFlight--;
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, i) => worker(i));
    // kill once a good number of orders were acknowledged, with requests in flight
    const deadline = Date.now() + 60_000;
    while (acked.size < 40 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(acked.size).toBeGreaterThanOrEqual(40);
    const inFlightAtKill = inFlight;
    first.proc.kill('SIGKILL');
    stopping = true;
    await exited(first.proc);
    await Promise.all(workers.map((p) => p.catch(() => undefined)));
    expect(first.proc.signalCode).toBe('SIGKILL');

    const second = await startServer(env);
    running.push(second.proc);
    let missing = 0;
    for (const [requestId, a] of acked) {
      const g = await fetch(`${second.base}/api/v1/vendors/${a.vendorId}/orders/${a.orderId}`);
      if (g.status !== 200) {
        missing++;
        continue;
      }
      // the same requestId still answers the very same order (without the access key: it is handed out once)
      const t = targets.find((x) => x.vendor.id === a.vendorId)!;
      const again = await fetch(`${second.base}/api/v1/vendors/${a.vendorId}:placeOrder`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': customerIp() },
        body: JSON.stringify(body(t, requestId)),
      });
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(withoutKey(a.body));
    }
    expect(missing).toBe(0);
    // and the restarted server takes new orders
    const t = targets[0]!;
    const fresh = await fetch(`${second.base}/api/v1/vendors/${t.vendor.id}:placeOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': customerIp() },
      body: JSON.stringify(body(t, `dur-after-${Date.now()}`)),
    });
    expect(fresh.status).toBe(200);
    second.proc.kill('SIGTERM');
    await exited(second.proc);
    expect(second.proc.exitCode).toBe(0);
    // requests were in flight when the process died (whether their connections were reset, or their answers had
    // already left before the kill landed, depends on timing: `failed` alone made this test flaky)
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(failed).toBeLessThanOrEqual(inFlightAtKill);
  }, 300_000);
});
