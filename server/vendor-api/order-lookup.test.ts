/**
 * GET /api/v1/vendors/{id}/orders:lookup?requestId=… — resolving a submission whose answer was lost: the order a
 * placeOrder with this requestId created (view 1), or 404; never creates an order.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/types.ts';
import { IDS, call, createApi, orderBody, type TestApi } from './test-fixtures.ts';

let api: TestApi;
const NOW = new Date('2025-06-04T10:00:00Z'); // Wednesday 12:00 in Vienna

beforeAll(async () => {
  api = await createApi({ VENDOR_CACHE_MS: '0' });
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  api.clock.now = NOW;
});

const lookup = (vendor: string, query: string) => call(api.app, { method: 'GET', url: `/api/v1/vendors/${vendor}/orders:lookup${query}` });

describe('looking up an order by requestId', () => {
  it('when an order was placed with the requestId, then the lookup answers that order in view 1', async () => {
    const requestId = `lookup-${Date.now()}-a`;
    const placed = await call(api.app, { method: 'POST', url: `/api/v1/vendors/${IDS.pizza}:placeOrder`, payload: orderBody({}, requestId) });
    expect(placed.status, placed.raw).toBe(200);
    const order = placed.body.order as Order;
    const r = await lookup(IDS.pizza, `?requestId=${encodeURIComponent(requestId)}`);
    expect(r.status, r.raw).toBe(200);
    expect(r.body).toMatchObject({ name: order.name, id: order.id, nr: order.nr, fulfillment: { state: 'RECEIVED' } });
    // view 1: no contact data, lines or amounts
    expect(r.body.lines).toBeUndefined();
    expect(r.body.amount).toBeUndefined();
  });

  it('when no order has the requestId, then 404 and no order is created by the lookup', async () => {
    const requestId = `lookup-${Date.now()}-none`;
    const r = await lookup(IDS.pizza, `?requestId=${requestId}`);
    expect(r.status, r.raw).toBe(404);
    expect(r.body.error.message).toBe('No order with this requestId');
    const again = await lookup(IDS.pizza, `?requestId=${requestId}`);
    expect(again.status).toBe(404);
  });

  it('when the requestId belongs to another vendor\'s order, then 404', async () => {
    const requestId = `lookup-${Date.now()}-other`;
    const placed = await call(api.app, { method: 'POST', url: `/api/v1/vendors/${IDS.pizza}:placeOrder`, payload: orderBody({}, requestId) });
    expect(placed.status, placed.raw).toBe(200);
    const others = Object.values(IDS).filter((id) => id !== IDS.pizza);
    const other = others[0];
    if (!other) throw new Error('fixture needs a second vendor');
    const r = await lookup(other, `?requestId=${requestId}`);
    expect(r.status, r.raw).toBe(404);
  });

  it('when the requestId is missing or too long, then 400 with a clear message', async () => {
    const missing = await lookup(IDS.pizza, '');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Query parameter "requestId" is required');
    const long = await lookup(IDS.pizza, `?requestId=${'x'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/requestId/);
  });
});
