/**
 * Attack of the outside probe on placement idempotency: a used requestId with a different body must not answer the
 * first order (422, nothing of it), and orders:lookup must not hand out more than view 1.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/types.ts';
import { LOOKUPS_PER_IP } from '../vendor-api/abuse-limits.ts';
import { IDS, call, customerIp, orderBody, withoutKey } from '../vendor-api/test-fixtures.ts';
import { useAbuseApi, expectNothingOf, keysReversed, mallorysBody, rid } from './order-abuse-kit.ts';

const t = useAbuseApi();
const place = t.place;

async function ordersWithRequestId(requestId: string) {
  return t.api.tdb.db.query<{ id: string; email: string }>(
    `select id, doc->'delivery'->>'email' as email from vendor.orders where request_id = $1`, [requestId]);
}

describe('A. a requestId already used, with a different body', () => {
  it('when a second customer sends a used requestId with their own order, then 422 with a precise message and nothing of the first order', async () => {
    const requestId = rid('reuse');
    const first = await place(IDS.pizza, orderBody({}, requestId), customerIp());
    expect(first.status, first.raw).toBe(200);
    const firstOrder = first.body.order as Order;
    expect(firstOrder.delivery.email).toBe('anna@example.at');

    const second = await place(IDS.pizza, mallorysBody(requestId), customerIp());
    expect(second.status, second.raw).toBe(422);
    expect(second.body.error).toEqual({
      code: 422,
      status: 'INVALID_ARGUMENT',
      message: `requestId "${requestId}" was already used for a different order; use a new requestId for a new order`,
    });
    expectNothingOf(second.raw, firstOrder);
    // nothing stored for the second body either, and the first order is untouched
    const rows = await ordersWithRequestId(requestId);
    expect(rows).toEqual([{ id: firstOrder.id, email: 'anna@example.at' }]);
  });

  it('when the different body would be refused anyway (unknown product), then it is still 422 and not the first order', async () => {
    const requestId = rid('reuse-invalid');
    const first = await place(IDS.pizza, orderBody({}, requestId), customerIp());
    expect(first.status, first.raw).toBe(200);
    const bad = orderBody({ lines: [{ entry: { type: 'product', productId: 'sushi' }, qty: 1 }] }, requestId);
    const second = await place(IDS.pizza, bad, customerIp());
    expect(second.status, second.raw).toBe(422);
    expectNothingOf(second.raw, first.body.order as Order);
  });

  it('when two different bodies with one requestId race, then one order is placed and the other request gets 422 without its data', async () => {
    const requestId = rid('race');
    const [a, b] = await Promise.all([
      place(IDS.pizza, orderBody({}, requestId), customerIp()),
      place(IDS.pizza, mallorysBody(requestId), customerIp()),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    const winner = a.status === 200 ? a : b;
    const loser = a.status === 200 ? b : a;
    expectNothingOf(loser.raw, winner.body.order as Order);
    expect(await ordersWithRequestId(requestId)).toHaveLength(1);
  });

  it('when the identical body is retried with its keys in another order, then the same order is answered byte for byte and stored once', async () => {
    const requestId = rid('retry');
    const body = orderBody({ tip: 1.5 }, requestId);
    const first = await place(IDS.pizza, body, customerIp());
    expect(first.status, first.raw).toBe(200);
    // the JSON text really differs: the keys come in another order
    expect(JSON.stringify(keysReversed(body))).not.toBe(JSON.stringify(body));
    const retry = await place(IDS.pizza, keysReversed(body), customerIp());
    expect(retry.status, retry.raw).toBe(200);
    expect(retry.raw).toBe(withoutKey(first.raw));
    // 2 × Margherita groß (8.90 + 3.50) + Cola 3.00 = 27.80, service fee 2.50, tip 1.50 → 31.80
    expect(retry.body.order.amount.total).toBe(31.8);
    expect(await ordersWithRequestId(requestId)).toHaveLength(1);
  });

  it('when an order stored before the request hash existed (null) is retried, then it is answered as before', async () => {
    const requestId = rid('legacy');
    const first = await place(IDS.pizza, orderBody({}, requestId), customerIp());
    expect(first.status, first.raw).toBe(200);
    const stored = await t.api.tdb.db.query<{ request_hash: string | null }>(
      'select request_hash from vendor.orders where request_id = $1', [requestId]);
    expect(stored[0]?.request_hash).toMatch(/^[0-9a-f]{64}$/);
    await t.api.tdb.db.query('update vendor.orders set request_hash = null where request_id = $1', [requestId]);
    const retry = await place(IDS.pizza, orderBody({}, requestId), customerIp());
    expect(retry.status, retry.raw).toBe(200);
    expect(retry.raw).toBe(withoutKey(first.raw));
  });

  it('when someone asks orders:lookup for a used requestId, then only view 1 comes back: no contact data, address, lines or amounts', async () => {
    const requestId = rid('lookup');
    const first = await place(IDS.pizza, orderBody({}, requestId), customerIp());
    expect(first.status, first.raw).toBe(200);
    const r = await call(t.api.app, {
      method: 'GET', url: `/api/v1/vendors/${IDS.pizza}/orders:lookup?requestId=${requestId}`, remoteAddress: customerIp(),
    });
    expect(r.status, r.raw).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['createTime', 'delivery', 'expireTime', 'fulfillment', 'id', 'name', 'nr', 'vendor']);
    expect(r.body.delivery).toEqual({ pickUp: false, time: null });
    for (const secret of ['anna@example.at', 'Anna Muster', '+43 660 1234567', 'Favoritenstraße', '"lines"', '"amount"']) {
      expect(r.raw).not.toContain(secret);
    }
  });

  it(`when one client tries requestIds in bulk at orders:lookup, then after ${LOOKUPS_PER_IP} lookups it gets 429 with retry-after, and others are still served`, async () => {
    const prober = customerIp();
    const statuses: number[] = [];
    for (let i = 0; i < LOOKUPS_PER_IP + 5; i++) {
      const r = await call(t.api.app, {
        method: 'GET', url: `/api/v1/vendors/${IDS.pizza}/orders:lookup?requestId=guess-${i}`, remoteAddress: prober,
      });
      statuses.push(r.status);
      if (r.status === 429) {
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
        expect(r.body.error).toMatchObject({ code: 429, status: 'RESOURCE_EXHAUSTED' });
        expect(r.body.error.message).toMatch(new RegExp(`at most ${LOOKUPS_PER_IP} in 10 minutes`));
      }
    }
    expect(statuses.slice(0, LOOKUPS_PER_IP).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(LOOKUPS_PER_IP)).toEqual([429, 429, 429, 429, 429]);
    const other = await call(t.api.app, {
      method: 'GET', url: `/api/v1/vendors/${IDS.pizza}/orders:lookup?requestId=guess-0`, remoteAddress: customerIp(),
    });
    expect(other.status).toBe(404);
  });
});
