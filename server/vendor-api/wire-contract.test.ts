/**
 * The shared wire schemas (src/domain/wire) describe what the server really answers: the app parses these answers
 * with them, and most of them leave the server as JSON text built in SQL, which no serializer checks on the way.
 * Every answer below is parsed strictly (unknown keys are reported), and the seed data set fits the vendor schema.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogSchema } from '../../src/domain/wire/catalog.ts';
import { geoSearchResponseSchema, postalCodeInfoSchema } from '../../src/domain/wire/geo.ts';
import { orderEventsPageSchema } from '../../src/domain/wire/order-events.ts';
import {
  orderBasicSchema, orderListSchema, orderSchema, placeOrderResponseSchema, priceChangedErrorSchema,
} from '../../src/domain/wire/order.ts';
import { vendorBasicSchema, vendorListSchema, vendorSchema } from '../../src/domain/wire/vendor.ts';
import { generateDataset } from '../seed/generate.ts';
import { IDS, auth, call, createApi, expectFits, orderBody, tokenOf, type TestApi } from './test-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createApi({ VENDOR_CACHE_MS: '0' });
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  api.clock.now = new Date('2025-06-04T10:00:00Z');
});

const get = async (url: string, token?: string) => {
  const r = await call(api.app, { method: 'GET', url, headers: token ? auth(token) : {} });
  expect(r.status, `${url}: ${r.raw.slice(0, 300)}`).toBe(200);
  return r.body as unknown;
};

describe('answers fit the shared schemas', () => {
  it('when vendors, listings and catalogs are read, then each fits its schema', async () => {
    expectFits(vendorSchema, await get(`/api/v1/vendors/${IDS.pizza}`), 'vendor FULL');
    expectFits(vendorBasicSchema, await get(`/api/v1/vendors/${IDS.pizza}?view=BASIC`), 'vendor BASIC');
    expectFits(vendorListSchema, await get('/api/v1/vendors?pageSize=3'), 'listing FULL');
    expectFits(vendorListSchema, await get('/api/v1/vendors?pageSize=3&view=1'), 'listing BASIC');
    expectFits(catalogSchema, await get(`/api/v1/vendors/${IDS.pizza}/catalogs/delivery`), 'catalog');
  });

  it('when an order is placed, read, listed, looked up and followed, then each answer fits its schema', async () => {
    const since = '2025-06-04T09:59:00Z'; // a minute before the server's clock
    const placed = await call(api.app, { method: 'POST', url: `/api/v1/vendors/${IDS.pizza}:placeOrder`, payload: orderBody({ tip: 1 }, 'contract-order-1') });
    expect(placed.status, placed.raw).toBe(200);
    expectFits(placeOrderResponseSchema, placed.body, 'placeOrder');
    const id = placed.body.order.id as string;
    const vendorToken = tokenOf(IDS.pizza);
    expectFits(orderSchema, await get(`/api/v1/vendors/${IDS.pizza}/orders/${id}`), 'order view 2');
    expectFits(orderBasicSchema, await get(`/api/v1/vendors/${IDS.pizza}/orders/${id}?view=1`), 'order view 1');
    expectFits(orderBasicSchema, await get(`/api/v1/vendors/${IDS.pizza}/orders:lookup?requestId=contract-order-1`), 'lookup');
    expectFits(orderListSchema, await get(`/api/v1/vendors/${IDS.pizza}/orders?pageSize=2`, vendorToken), 'order list');
    const confirmed = await call(api.app, { method: 'POST', url: `/api/v1/vendors/${IDS.pizza}/orders/${id}:confirm`, headers: auth(vendorToken) });
    expectFits(orderSchema, confirmed.body, 'order action');
    const page = await get(`/api/v1/vendors/${IDS.pizza}/orders:poll?orderId=${id}&timeout=0&startTime=${encodeURIComponent(since)}`);
    expectFits(orderEventsPageSchema, page, 'poll');
    expect((page as { events: unknown[] }).events.length).toBeGreaterThan(0);
  });

  it('when the server refuses, then the error fits the error schema, details included', async () => {
    const r = await call(api.app, { method: 'POST', url: `/api/v1/vendors/${IDS.pizza}:placeOrder`, payload: orderBody({ amount: { total: 1 } }) });
    expect(r.status).toBe(409);
    expectFits(priceChangedErrorSchema, r.body, 'price changed');
    const bad = await call(api.app, { method: 'GET', url: '/api/v1/vendors?pageSize=0' });
    expect(bad.body).toEqual({ error: { code: 400, message: 'pageSize must be an integer between 1 and 100', status: 'INVALID_ARGUMENT' } });
  });

  it('when the geocoding is asked, then its answers fit their schemas', async () => {
    expectFits(geoSearchResponseSchema, await get('/api/geo/search?q=Graz'), 'geo search');
    expectFits(postalCodeInfoSchema, await get('/api/geo/postal/1100'), 'postal code');
  });
});

describe('the seed data set', () => {
  it('when every generated vendor and catalog is parsed, then each fits the schema the app parses it with', () => {
    const problems: string[] = [];
    for (const input of generateDataset()) {
      const v = vendorSchema.safeParse(input.vendor);
      if (!v.success) problems.push(`${input.vendor.slug}: ${v.error.issues[0]?.path.join('.')} ${v.error.issues[0]?.message}`);
      for (const [key, c] of Object.entries(input.catalogs ?? {})) {
        const p = catalogSchema.safeParse(c);
        if (!p.success) problems.push(`${input.vendor.slug}/${key}: ${p.error.issues[0]?.path.join('.')} ${p.error.issues[0]?.message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
