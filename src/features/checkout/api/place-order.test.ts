import type { Mock } from 'vitest';
import type { PlaceOrderRequest } from '../../../domain/types.ts';
import { HttpError } from '../../../lib/api/errors.ts';
import { setRuntimeConfig } from '../../../lib/api/client.ts';
import { orderRecord } from '../../../test/order-record.ts';
import { lookupOrderByRequestId } from './lookup-order.ts';
import { placeOrder } from './place-order.ts';

const V = '5b0c7a52-1d7e-4a39-9a53-4c1f2a0d9e11';
const created = '2026-05-04T10:00:00.000Z';
const order = orderRecord(V, created, {
  delivery: { label: 'Anna Huber', pickUp: true, mobile: '+43 660 1234567', email: 'anna@example.at' },
  amount: { ccy: 'EUR', val: 15, charges: [{ type: 'tip', val: 2 }], discounts: [], total: 17, vat: [] },
});
const O = order.id;
const body = { requestId: 'r-12345678' } as unknown as PlaceOrderRequest;
const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: '', publicApiToken: 'public-token' });
  fetchMock = vi.fn(() => Promise.resolve(json(200, { name: order.name, order })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfig(null);
});

const authorization = () => (fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization;

describe('POST :placeOrder', () => {
  it('when a guest orders, then the public token is sent and the placed order comes back', async () => {
    await expect(placeOrder(V, body)).resolves.toEqual({ name: order.name, id: O, nr: '100001', createTime: created });
    expect(authorization()).toBe('Bearer public-token');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/v1/vendors/${V}:placeOrder`);
  });

  it('when a signed-in customer orders, then the customer’s access token replaces the public token', async () => {
    await placeOrder(V, body, { accessToken: 'customer-jwt' });
    expect(authorization()).toBe('Bearer customer-jwt');
  });

  it('when the answer is not an order, then it is an invalid answer (no cast)', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { name: order.name, order: { id: O } })));
    await expect(placeOrder(V, body)).rejects.toBeInstanceOf(HttpError);
    await expect(placeOrder(V, body)).rejects.toMatchObject({ kind: 'bad-answer' });
  });
});

describe('GET orders:lookup', () => {
  it('when the server has the order (view 1), then it is found; a 404 means no order was placed', async () => {
    const basic = { name: order.name, id: O, nr: '100001', vendor: order.vendor, createTime: created, expireTime: created, delivery: { pickUp: true, time: null }, fulfillment: order.fulfillment };
    fetchMock.mockImplementationOnce(() => Promise.resolve(json(200, basic)));
    await expect(lookupOrderByRequestId(V, 'r-12345678')).resolves.toMatchObject({ nr: '100001', id: O });
    fetchMock.mockImplementationOnce(() => Promise.resolve(json(404, { error: { code: 404, message: 'No order with this requestId' } })));
    await expect(lookupOrderByRequestId(V, 'r-12345678')).resolves.toBeNull();
  });
});
