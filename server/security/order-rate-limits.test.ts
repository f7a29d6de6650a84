/**
 * Attack of the outside probe on placement volume: one client must not place orders without limit (429 with
 * retry-after); identical retries never count.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/types.ts';
import {
  PLACE_ORDER_PER_IP, PLACE_ORDER_PER_IP_VENDOR, PLACE_ORDER_WINDOW_MS, PlacementLimits, TooManyRequestsError,
} from '../vendor-api/abuse-limits.ts';
import { IDS, customerIp, orderBody, withoutKey } from '../vendor-api/test-fixtures.ts';
import { useAbuseApi, NOW, expectNothingOf, keysReversed, mallorysBody, rid } from './order-abuse-kit.ts';

const t = useAbuseApi();
const place = t.place;

describe('B. placing orders without limit', () => {
  async function orderCount(vendor: string, prefix: string) {
    const rows = await t.api.tdb.db.query<{ n: number | string; total: string | null }>(
      `select count(*) as n, sum((doc->'amount'->>'total')::numeric)::text as total
         from vendor.orders where vendor_id = $1 and request_id like $2`,
      [vendor, `${prefix}%`],
    );
    return { n: Number(rows[0]?.n ?? 0), total: rows[0]?.total ?? null };
  }

  it(`when one client fires 30 orders at one vendor at once, then ${PLACE_ORDER_PER_IP_VENDOR} are placed and the rest get 429 with retry-after`, async () => {
    const ip = customerIp();
    const prefix = rid('flood');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => place(IDS.pizza, orderBody({}, `${prefix}-${i}`), ip)),
    );
    const ok = results.filter((r) => r.status === 200);
    const limited = results.filter((r) => r.status === 429);
    expect(ok).toHaveLength(PLACE_ORDER_PER_IP_VENDOR);
    expect(limited).toHaveLength(30 - PLACE_ORDER_PER_IP_VENDOR);
    for (const r of limited) {
      const wait = Number(r.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(PLACE_ORDER_WINDOW_MS / 1000);
      expect(r.body.error).toMatchObject({ code: 429, status: 'RESOURCE_EXHAUSTED' });
      expect(r.body.error.message).toMatch(/^Too many orders from this connection at this vendor: at most 20 orders in 10 minutes\. Please try again in /);
    }
    // the database holds exactly the allowed orders: 20 × (2 × 12.40 + 3.00 + 2.50 service fee) = 20 × 30.30 = 606.00
    const stored = await orderCount(IDS.pizza, prefix);
    expect(stored.n).toBe(PLACE_ORDER_PER_IP_VENDOR);
    expect(Number(stored.total)).toBe(606);

    // another customer is not affected
    const other = await place(IDS.pizza, orderBody({}, rid('other')), customerIp());
    expect(other.status, other.raw).toBe(200);
  });

  it(`when the same client turns to other vendors, then it stops at ${PLACE_ORDER_PER_IP} orders in all`, async () => {
    const ip = customerIp();
    const prefix = rid('spread');
    for (let i = 0; i < PLACE_ORDER_PER_IP_VENDOR; i++) {
      const r = await place(IDS.pizza, orderBody({}, `${prefix}-p${i}`), ip);
      expect(r.status, r.raw).toBe(200);
    }
    const rest = PLACE_ORDER_PER_IP - PLACE_ORDER_PER_IP_VENDOR;
    for (let i = 0; i < rest; i++) {
      const r = await place(IDS.cashOnly, orderBody({}, `${prefix}-c${i}`), ip);
      expect(r.status, r.raw).toBe(200);
    }
    const over = await place(IDS.deliveryOnly, orderBody({}, `${prefix}-d0`), ip);
    expect(over.status, over.raw).toBe(429);
    expect(over.body.error.message).toMatch(/^Too many orders from this connection: at most 30 orders in 10 minutes/);
    expect((await orderCount(IDS.deliveryOnly, prefix)).n).toBe(0);
    expect((await orderCount(IDS.pizza, prefix)).n + (await orderCount(IDS.cashOnly, prefix)).n).toBe(PLACE_ORDER_PER_IP);
  });

  it('when a customer on a patchy signal retries a placed order many times, then the retries are answered and never counted, also past the limit', async () => {
    const ip = customerIp();
    const prefix = rid('patchy');
    const body = orderBody({}, `${prefix}-mine`);
    const first = await place(IDS.pizza, body, ip);
    expect(first.status, first.raw).toBe(200);
    for (let i = 0; i < 25; i++) {
      const again = await place(IDS.pizza, body, ip);
      expect(again.status).toBe(200);
      expect(again.raw).toBe(withoutKey(first.raw));
    }
    // 25 retries later the client still has all but one of its orders at this vendor
    for (let i = 1; i < PLACE_ORDER_PER_IP_VENDOR; i++) {
      const r = await place(IDS.pizza, orderBody({}, `${prefix}-${i}`), ip);
      expect(r.status, `order ${i + 1}: ${r.raw}`).toBe(200);
    }
    const over = await place(IDS.pizza, orderBody({}, `${prefix}-over`), ip);
    expect(over.status).toBe(429);
    // at the limit, the retry of a placed order is still answered with that order …
    const late = await place(IDS.pizza, keysReversed(body), ip);
    expect(late.status, late.raw).toBe(200);
    expect(late.raw).toBe(withoutKey(first.raw));
    // … but a different body under that requestId is refused without its data
    const other = await place(IDS.pizza, mallorysBody(`${prefix}-mine`), ip);
    expect(other.status, other.raw).toBe(422);
    expectNothingOf(other.raw, first.body.order as Order);
    expect((await orderCount(IDS.pizza, prefix)).n).toBe(PLACE_ORDER_PER_IP_VENDOR);
  });

  it('when 30 placements of one client are in flight at once (none finished yet), then only 20 get a slot', () => {
    // the HTTP test above may interleave its requests; this is the worst case: every check before any insert
    const limits = new PlacementLimits(() => NOW.getTime());
    const got = Array.from({ length: 30 }, () => limits.reserve('192.0.2.1', IDS.pizza));
    const slots = got.filter((g) => !(g instanceof TooManyRequestsError));
    expect(slots).toHaveLength(PLACE_ORDER_PER_IP_VENDOR);
    // the ones that end without an order give their slot back; the created ones count for the window
    const [failed, ...created] = slots as { commit(): void; release(): void }[];
    failed!.release();
    for (const s of created) s.commit();
    expect(limits.reserve('192.0.2.1', IDS.pizza)).not.toBeInstanceOf(TooManyRequestsError);
    expect(limits.reserve('192.0.2.1', IDS.pizza)).toBeInstanceOf(TooManyRequestsError);
  });

  it('when a client sends refused orders (empty cart, changed prices), then they do not use up its orders', async () => {
    const ip = customerIp();
    for (let i = 0; i < PLACE_ORDER_PER_IP_VENDOR + 5; i++) {
      const r = await place(IDS.pizza, orderBody({ lines: [] }, rid('empty')), ip);
      expect(r.status).toBe(400);
      const p = await place(IDS.pizza, orderBody({ amount: { total: 1 } }, rid('price')), ip);
      expect(p.status).toBe(409);
    }
    const ok = await place(IDS.pizza, orderBody({}, rid('after-refusals')), ip);
    expect(ok.status, ok.raw).toBe(200);
  });

  it('when the window has passed, then the client may order again', async () => {
    const ip = customerIp();
    const prefix = rid('window');
    for (let i = 0; i < PLACE_ORDER_PER_IP_VENDOR; i++) {
      expect((await place(IDS.pizza, orderBody({}, `${prefix}-${i}`), ip)).status).toBe(200);
    }
    const blocked = await place(IDS.pizza, orderBody({}, `${prefix}-blocked`), ip);
    expect(blocked.status).toBe(429);
    const wait = Number(blocked.headers['retry-after']);
    t.api.clock.now = new Date(NOW.getTime() + wait * 1000 - 2000);
    expect((await place(IDS.pizza, orderBody({}, `${prefix}-early`), ip)).status).toBe(429);
    t.api.clock.now = new Date(NOW.getTime() + PLACE_ORDER_WINDOW_MS + 1000);
    const later = await place(IDS.pizza, orderBody({}, `${prefix}-later`), ip);
    expect(later.status, later.raw).toBe(200);
  });
});
