/**
 * `npm run bench:desk` — how fast a new order reaches the restaurant's desk: the real server process (server/main.ts,
 * demo data, demo mode, PGlite in a temporary folder — or PostgreSQL when DATABASE_URL is set) is started, a seeded
 * vendor's demo desk account signs in through /auth/v1 and opens GET /api/v1/desk/events (SSE, read with fetch
 * streaming as the desk does), then 50 orders are placed one after another through :placeOrder. For each order:
 * the time from sending :placeOrder to its `created` event arriving on the desk stream, and :placeOrder's own answer
 * time. Prints median and p95 of both.
 *
 * Then desk action → customer's tracking page (issue 28): for up to 20 of those orders, the customer's live tracking
 * is opened as the tracking page does (GET …/orders:monitor?orderId=<uuid>, no token), the desk accepts the order
 * (POST /api/v1/desk/actions) and the time runs until the page would show it — the ACCEPTED event on the customer's
 * stream plus the order's re-read (GET …/orders/{uuid}?view=2) the page makes on it. The browser's own rendering is
 * measured by tests/e2e/tracking-live.spec.ts. Options: --orders <n> (default 50), --port <port> (default 4650).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Catalog, PlaceOrderRequest, Vendor } from '../src/domain/types.ts';
import { availability } from '../src/domain/opening-hours.ts';
import { optionLimits } from '../src/domain/options.ts';
import { preorderSlots } from '../src/domain/time-slots.ts';
import { waitForOk } from './servers.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const ORDERS = Number(arg('--orders') ?? 50);
const PORT = Number(arg('--port') ?? 4650);
const base = `http://127.0.0.1:${PORT}`;

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const r = await fetch(url, init);
  if (!r.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** A pickup order the vendor accepts now (or a pre-order in its next slot): first product, required options met. */
async function template(v: Vendor): Promise<{ body: (requestId: string) => string; when: string } | null> {
  const now = new Date();
  if (v.tags.includes('closed') || !v.isOpen || (v.tags.includes('delivery') && !v.tags.includes('pickup'))) return null;
  if (v.tags.includes('delivery-card') && !v.tags.includes('delivery-cash')) return null;
  const state = availability(v, now);
  const time = state === 'open' ? null : preorderSlots(v.openingHours, now)[0]?.toISOString();
  if (state !== 'open' && !time) return null;
  const catalog = await json<Catalog>(`${base}/api/v1/vendors/${v.id}/catalogs/delivery`);
  const group = catalog.productGroups.find((g) => g.products.length > 0);
  const product = group?.products[0];
  if (!group || !product) return null;
  const opts = [...(product.noInherit ? [] : group.opts ?? []), ...(product.opts ?? [])]
    .filter((o) => optionLimits(o).min > 0)
    .map((o) => ({ slug: o.slug, vals: o.vals.slice(0, optionLimits(o).min).map((val) => ({ slug: val.slug, qty: 1 })) }));
  const body = (requestId: string) => {
    const req: PlaceOrderRequest = {
      requestId,
      order: {
        delivery: { label: 'Bench Kunde', pickUp: true, mobile: '+43 660 1234567', email: 'bench@example.at', time },
        payment: { sys: 'offline', method: 'cash', ccy: 'EUR' },
        lines: [{ entry: { type: 'product', productId: product.id, opts }, qty: 2 }],
      },
    };
    return JSON.stringify(req);
  };
  return { body, when: state === 'open' ? 'open now' : `pre-orders for ${time ?? ''}` };
}

/** Reads the desk's SSE stream and resolves the waiter of each order id when its `created` event arrives. */
function followDesk(token: string, signal: AbortSignal): { arrived: (orderId: string) => Promise<number>; ready: Promise<void> } {
  const waiters = new Map<string, (t: number) => void>();
  const early = new Map<string, number>();
  const ready = (async () => {
    const res = await fetch(`${base}/api/v1/desk/events`, { headers: { authorization: `Bearer ${token}` }, signal });
    if (!res.ok || !res.body) throw new Error(`desk events: ${res.status}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buf = '';
    const pump = async (): Promise<void> => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buf += value;
        let i: number;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const frame = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (!data) continue;
          const ev = JSON.parse(data) as { type: string; order: { id: string } };
          if (ev.type !== 'created') continue;
          const t = performance.now();
          const w = waiters.get(ev.order.id);
          if (w) w(t);
          else early.set(ev.order.id, t);
        }
      }
    };
    void pump().catch(() => undefined);
  })();
  return {
    ready,
    arrived: (orderId) => {
      const t = early.get(orderId);
      if (t !== undefined) return Promise.resolve(t);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no desk event for ${orderId} within 10 s`)), 10_000);
        waiters.set(orderId, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
    },
  };
}

/** Opens the customer's live tracking of one order; `accepted` resolves when its ACCEPTED event arrives. */
async function followOrder(vendorId: string, orderId: string): Promise<{ accepted: Promise<number>; close: () => void }> {
  const ac = new AbortController();
  const res = await fetch(`${base}/api/v1/vendors/${vendorId}/orders:monitor?orderId=${orderId}`, { signal: ac.signal });
  if (!res.ok || !res.body) throw new Error(`customer stream: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const accepted = (async () => {
    let buf = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('customer stream ended');
      buf += value;
      if (/event: order\ndata: [^\n]*"state":"ACCEPTED"/.test(buf)) return performance.now();
    }
  })();
  accepted.catch(() => undefined);
  return { accepted, close: () => ac.abort() };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN;
};

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lz-desk-bench-'));
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LIEFERZONE_DATA_DIR: dataDir, DEMO_MODE: '1', DEMO_SEED: '1', DEMO_KITCHEN: '0',
      LOG_LEVEL: 'warn', PLACE_ORDER_RATE_LIMIT_IP: '1000000', PLACE_ORDER_RATE_LIMIT_VENDOR: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ac = new AbortController();
  try {
    await waitForOk(`${base}/api/Info`, 300_000);
    const { accounts } = await json<{ accounts: { vendorId: string; email: string; password: string }[] }>(`${base}/dev/desk-accounts?format=json`);
    const { supabaseAnonKey } = await json<{ supabaseAnonKey: string }>(`${base}/config.json`);
    const byId = new Map(accounts.map((a) => [a.vendorId, a]));
    const { vendors } = await json<{ vendors: Vendor[] }>(`${base}/api/v1/vendors?pageSize=100`);
    let chosen: { vendor: Vendor; body: (id: string) => string; when: string } | null = null;
    for (const v of vendors) {
      const t = byId.has(v.id) ? await template(v) : null;
      if (t) {
        chosen = { vendor: v, ...t };
        break;
      }
    }
    if (!chosen) throw new Error('no vendor takes a pickup order now');
    const account = byId.get(chosen.vendor.id);
    if (!account) throw new Error('no desk account');
    const session = await json<{ access_token: string }>(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST', headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const desk = followDesk(session.access_token, ac.signal);
    await desk.ready;
    await new Promise((r) => setTimeout(r, 300));
    console.log(`desk of ${chosen.vendor.label} (${chosen.when}): ${ORDERS} pickup orders, one after another`);
    const toDesk: number[] = [];
    const answer: number[] = [];
    const placed: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const t0 = performance.now();
      const r = await fetch(`${base}/api/v1/vendors/${chosen.vendor.id}:placeOrder`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: chosen.body(randomUUID()),
      });
      const t1 = performance.now();
      if (!r.ok) throw new Error(`placeOrder ${r.status}: ${await r.text()}`);
      const { order } = (await r.json()) as { order: { id: string } };
      const tEvent = await desk.arrived(order.id);
      toDesk.push(tEvent - t0);
      answer.push(t1 - t0);
      placed.push(order.id);
      await new Promise((res) => setTimeout(res, 50));
    }
    const f = (x: number) => `${x.toFixed(1)} ms`;
    console.log(`placeOrder → desk SSE event: median ${f(pct(toDesk, 50))}, p95 ${f(pct(toDesk, 95))}, max ${f(Math.max(...toDesk))}`);
    console.log(`placeOrder answer:           median ${f(pct(answer, 50))}, p95 ${f(pct(answer, 95))}`);

    // desk action → customer's tracking page: stream event + the page's re-read of the order
    const vendorId = chosen.vendor.id;
    const toPage: number[] = [];
    for (const orderId of placed.slice(0, 20)) {
      const customer = await followOrder(vendorId, orderId);
      try {
        const t0 = performance.now();
        const r = await fetch(`${base}/api/v1/desk/actions`, {
          method: 'POST', headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ actionId: randomUUID(), orderId, action: 'accept', prepMinutes: 20 }),
        });
        if (!r.ok) throw new Error(`desk accept ${r.status}: ${await r.text()}`);
        await customer.accepted;
        const read = await fetch(`${base}/api/v1/vendors/${vendorId}/orders/${orderId}?view=2`);
        const state = ((await read.json()) as { fulfillment: { state: string } }).fulfillment.state;
        if (state !== 'ACCEPTED') throw new Error(`tracking read ${state}`);
        toPage.push(performance.now() - t0);
      } finally {
        customer.close();
      }
      await new Promise((res) => setTimeout(res, 50));
    }
    console.log(`desk accept → tracking page (customer SSE event + order re-read), ${toPage.length} orders: median ${f(pct(toPage, 50))}, p95 ${f(pct(toPage, 95))}, max ${f(Math.max(...toPage))}`);
  } finally {
    ac.abort();
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
