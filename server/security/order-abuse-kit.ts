/**
 * Shared pieces of the attack tests on the customer side of the vendor order API (requestid-reuse, order-rate-limits,
 * customer-streams): a fixed clock, request ids, another customer's order body, and a raw SSE/long-poll client.
 */
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Order, PlaceOrderRequest } from '../../src/domain/types.ts';
import { call, createApi, orderBody, type TestApi } from '../vendor-api/test-fixtures.ts';

// Wednesday 2025-06-04 12:00 in Vienna; the test vendors are always open
export const NOW = new Date('2025-06-04T10:00:00Z');

/**
 * The app on a fresh database with the test vendors for one test file (created before its tests, closed after), its
 * clock at NOW before each test; `place` sends a :placeOrder from a given client address.
 */
export function useAbuseApi() {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await createApi({ VENDOR_CACHE_MS: '0', EVENT_RECHECK_MS: '200' });
  });
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(() => {
    if (api) api.clock.now = NOW;
  });
  const handle = {
    get api(): TestApi {
      if (!api) throw new Error('the test app is not started yet');
      return api;
    },
    place: (vendor: string, body: unknown, ip: string) => placeOrderAs(handle.api, vendor, body, ip),
  };
  return handle;
}

let counter = 0;
export const rid = (tag: string) => `abuse-${tag}-${Date.now()}-${++counter}`;

export function placeOrderAs(api: TestApi, vendor: string, body: unknown, ip: string) {
  return call(api.app, { method: 'POST', url: `/api/v1/vendors/${vendor}:placeOrder`, payload: body as object, remoteAddress: ip });
}

/** The same JSON value with every object's keys in reverse order. */
export function keysReversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keysReversed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).reverse().map(([k, v]) => [k, keysReversed(v)]));
}

/** Another customer's order: other name, e-mail, phone, address and cart. */
export function mallorysBody(requestId: string): PlaceOrderRequest {
  const b = orderBody({ lines: [{ entry: { type: 'product', productId: 'cola' }, qty: 5 }] }, requestId);
  b.order.delivery = {
    ...b.order.delivery,
    label: 'Mallory Probe',
    email: 'mallory@example.net',
    mobile: '+43 699 9999999',
    loc: { addrLines: ['Quellenstraße 99'], city: 'Wien', postalCode: '1100' },
    note: '',
    floor: '',
    door: '',
  };
  return b;
}

export function expectNothingOf(raw: string, first: Order) {
  for (const secret of [first.id, first.nr, first.delivery.email, first.delivery.label, first.delivery.mobile, 'Favoritenstraße']) {
    expect(raw, `the refusal must not contain "${secret}"`).not.toContain(secret);
  }
}

// ------------------------------------------------------------------------------------------------------------

export { openStream, type Stream } from '../vendor-api/sse-test-client.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
