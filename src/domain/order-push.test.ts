import { describe, expect, it } from 'vitest';
import { changeOf, isFinalChange, orderPushPayload, pushLangOf } from './order-push.ts';
import type { Order } from './types.ts';

const f = (state: Order['fulfillment']['state'], extra: Partial<Order['fulfillment']> = {}) => ({ fulfillment: { state, ts: '2026-11-27T17:00:00.000Z', ...extra } });

describe('customer push: which change, which text (issue 28)', () => {
  it('when the state changes, then only accepted, on the way, delivered, cancelled and refused are changes; refused is the vendor’s cancel', () => {
    expect(['RECEIVED', 'ACCEPTED', 'PROCESSING', 'PROCESSED', 'SHIPPING', 'DELIVERING', 'DELIVERED', 'COMPLETED'].map((s) => changeOf(f(s as Order['fulfillment']['state']))))
      .toEqual([null, 'accepted', null, null, 'on_the_way', 'on_the_way', 'delivered', 'delivered']);
    expect(changeOf(f('CANCELED', { cancellation: { reason: 'too_busy', by: 'vendor' } }))).toBe('refused');
    expect(changeOf(f('CANCELED', { cancellation: { reason: 'NOT_CONFIRMED', by: 'system' } }))).toBe('cancelled');
    expect(changeOf(f('CANCELED'))).toBe('cancelled');
    expect(['accepted', 'on_the_way', 'delivered', 'cancelled', 'refused'].map((c) => isFinalChange(c as 'accepted'))).toEqual([false, false, true, true, true]);
  });

  it('when the language is de, en, tr or anything else, then it is that one or German', () => {
    expect(['de', 'en-GB', 'tr', 'fr', undefined].map(pushLangOf)).toEqual(['de', 'en', 'tr', 'de', 'de']);
  });

  it('when the system cancels an unconfirmed order, then the text says why and the tap leads to its tracking page', () => {
    const order = {
      nr: '100042', name: 'vendors/v1/orders/o1', delivery: { label: 'A', pickUp: false, mobile: '', email: '' },
      ...f('CANCELED', { cancellation: { reason: 'NOT_CONFIRMED', by: 'system' } }),
    } as Pick<Order, 'nr' | 'name' | 'delivery' | 'fulfillment'>;
    expect(orderPushPayload(order, 'cancelled', 'en')).toEqual({
      type: 'order-change', change: 'cancelled', orderNr: '100042', title: 'Order 100042 cancelled',
      body: 'The restaurant did not confirm the order in time.', url: '/order/100042?vendor=v1&fullOrderId=vendors%2Fv1%2Forders%2Fo1',
    });
  });
});
