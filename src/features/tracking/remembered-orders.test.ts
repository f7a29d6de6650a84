import { accessKeyFromHash, rememberAccessKey, rememberedKey } from './order-access-key.ts';
import {
  advanceStatus,
  findRememberedOrder,
  loadCountdownEnd,
  MAX_RECENT_ORDERS,
  recentOrders,
  rememberOrder,
  saveCountdownEnd,
} from './remembered-orders.ts';

beforeEach(() => localStorage.clear());

describe('remembered orders (device list)', () => {
  it('when an order is remembered, then it is found by number and listed newest first without duplicates', () => {
    rememberOrder({ nr: '100001', vendorId: 'v1', name: 'vendors/v1/orders/o1', placedAt: '2026-03-10T18:00:00Z' });
    rememberOrder({ nr: '100002', vendorId: 'v2', name: 'vendors/v2/orders/o2', placedAt: '2026-03-10T19:00:00Z' });
    rememberOrder({ nr: '100001', vendorId: 'v1', name: 'vendors/v1/orders/o1', placedAt: '2026-03-10T18:00:00Z' });
    expect(recentOrders().map((o) => o.nr)).toEqual(['100001', '100002']);
    expect(findRememberedOrder('100002')?.vendorId).toBe('v2');
    expect(findRememberedOrder('999')).toBeNull();
  });
  it('when more than the limit are placed, then the oldest are forgotten', () => {
    for (let i = 0; i < MAX_RECENT_ORDERS + 5; i++) {
      rememberOrder({ nr: String(i), vendorId: 'v', name: `vendors/v/orders/${i}`, placedAt: '2026-03-10T18:00:00Z' });
    }
    expect(recentOrders()).toHaveLength(MAX_RECENT_ORDERS);
    expect(findRememberedOrder('0')).toBeNull();
  });
  it('when the stored list is corrupted, then it reads as empty', () => {
    localStorage.setItem('lz.recentOrders.v1', '[{"nr":1}]');
    expect(recentOrders()).toEqual([]);
  });
  it('when a countdown end is saved for an order, then it is read back for that order only', () => {
    const end = new Date('2026-03-10T18:35:00Z');
    saveCountdownEnd('100001', end);
    expect(localStorage.getItem('delivery_100001')).toBe(end.toISOString());
    expect(loadCountdownEnd('100001')?.getTime()).toBe(end.getTime());
    expect(loadCountdownEnd('100002')).toBeNull();
  });
});

describe('advanceStatus (a status shown never moves backwards)', () => {
  const t0 = new Date('2026-03-10T18:00:00Z');
  const t1 = new Date('2026-03-10T18:01:00Z');
  it('when a later state arrives, then it is shown and appended once to the history', () => {
    const a = advanceStatus(null, 'RECEIVED', t0);
    const b = advanceStatus(a, 'PROCESSING', t1);
    expect(b.state).toBe('PROCESSING');
    expect(b.history).toEqual([
      { state: 'RECEIVED', ts: t0.toISOString() },
      { state: 'PROCESSING', ts: t1.toISOString() },
    ]);
    expect(advanceStatus(b, 'PROCESSING', t1)).toBe(b);
  });
  it('when an earlier state arrives (stale answer), then the shown state stays', () => {
    const shown = advanceStatus(advanceStatus(null, 'RECEIVED', t0), 'SHIPPING', t1);
    expect(advanceStatus(shown, 'ACCEPTED', t1).state).toBe('SHIPPING');
  });
});

describe("the order's access key (issue 30)", () => {
  const KEY = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
  it('when a link carries #k=<key>, then the key is read; anything else is no key', () => {
    expect(accessKeyFromHash(`#k=${KEY}`)).toBe(KEY);
    expect(accessKeyFromHash(`k=${KEY}`)).toBe(KEY);
    expect(accessKeyFromHash('')).toBeNull();
    expect(accessKeyFromHash(undefined)).toBeNull();
    expect(accessKeyFromHash(`#k=${KEY.slice(1)}`)).toBeNull();
    expect(accessKeyFromHash('#k=<script>alert(1)</script>AAAAAAAAAAAAAAAA')).toBeNull();
    expect(accessKeyFromHash(`#x=${KEY}`)).toBeNull();
  });
  it('when an order is placed with its key, then the key is kept with it and survives a reload of the list', () => {
    rememberOrder({ nr: '100001', vendorId: 'v1', name: 'vendors/v1/orders/o1', placedAt: '2026-03-10T18:00:00Z', accessKey: KEY });
    expect(findRememberedOrder('100001')?.accessKey).toBe(KEY);
  });
  it('when an order is opened through its own link, then its key joins the remembered order, or a new entry when the order is known', () => {
    rememberOrder({ nr: '100001', vendorId: 'v1', name: 'vendors/v1/orders/o1', placedAt: '2026-03-10T18:00:00Z' });
    rememberOrder({ nr: '100002', vendorId: 'v2', name: 'vendors/v2/orders/o2', placedAt: '2026-03-10T19:00:00Z' });
    rememberAccessKey('100001', KEY, null);
    expect(findRememberedOrder('100001')?.accessKey).toBe(KEY);
    // the list keeps its order
    expect(recentOrders().map((o) => o.nr)).toEqual(['100002', '100001']);
    rememberAccessKey('100003', KEY, null);
    expect(findRememberedOrder('100003')).toBeNull();
    rememberAccessKey('100003', KEY, { vendorId: 'v3', name: 'vendors/v3/orders/o3', placedAt: '2026-03-10T20:00:00Z' });
    expect(findRememberedOrder('100003')).toEqual({ nr: '100003', vendorId: 'v3', name: 'vendors/v3/orders/o3', placedAt: '2026-03-10T20:00:00Z', accessKey: KEY });
  });
  it('when a stored key has not the shape of a key, then it is not used', () => {
    localStorage.setItem('lz.recentOrders.v1', JSON.stringify([{ nr: '1', vendorId: 'v', name: 'vendors/v/orders/o', placedAt: 'x', accessKey: 42 }]));
    expect(rememberedKey(findRememberedOrder('1'))).toBeUndefined();
    rememberAccessKey('1', KEY, null);
    expect(rememberedKey(findRememberedOrder('1'))).toBe(KEY);
  });
});
