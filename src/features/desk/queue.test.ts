import { describe, expect, it } from 'vitest';
import type { DeskOrder } from '../../domain/wire/desk.ts';
import type { FulfillmentState } from '../../domain/types.ts';
import { actionsFor, boardOf, canDelay, columnOf, formatLeft, mergeOrder, timeLeftMs, unseenNew, withPending } from './queue.ts';

const T0 = Date.parse('2026-11-24T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function order(nr: string, state: FulfillmentState, o: { createdMin?: number; tsMin?: number; pickUp?: boolean } = {}): DeskOrder {
  const created = T0 + (o.createdMin ?? 0) * 60_000;
  return {
    name: `vendors/v/orders/${nr}`,
    id: `id-${nr}`,
    nr,
    vendor: 'vendors/v',
    requestId: `r-${nr}`,
    createTime: iso(created),
    expireTime: iso(created + 15 * 60_000),
    delivery: { label: 'Anna', pickUp: o.pickUp ?? false, mobile: '+43 660 1', email: 'a@example.at' },
    payment: { sys: 'offline', method: 'cash', ccy: 'EUR' },
    amount: { ccy: 'EUR', val: 10, charges: [], discounts: [], total: 10, vat: [] },
    lines: [],
    fulfillment: { state, ts: iso(T0 + (o.tsMin ?? o.createdMin ?? 0) * 60_000) },
  };
}

describe('desk queue', () => {
  it('when orders are in every state, then each lands in its column: new, kitchen, ready, on the way, done', () => {
    const cases: [FulfillmentState, string][] = [
      ['RECEIVED', 'new'], ['PENDING', 'new'], ['ACCEPTED', 'kitchen'], ['PROCESSING', 'kitchen'], ['PACKED', 'kitchen'],
      ['PROCESSED', 'ready'], ['SHIPPING', 'onway'], ['DELIVERING', 'onway'], ['DELIVERED', 'done'], ['CANCELED', 'done'],
    ];
    expect(cases.map(([s]) => columnOf(s))).toEqual(cases.map(([, c]) => c));
  });

  it('when a column holds several orders, then the oldest comes first, equal times by order number', () => {
    const board = boardOf([
      order('100003', 'RECEIVED', { createdMin: 5 }),
      order('100010', 'RECEIVED', { createdMin: 1 }),
      order('100002', 'RECEIVED', { createdMin: 1 }),
      order('100001', 'ACCEPTED', { createdMin: 9 }),
    ]);
    expect(board.new.map((o) => o.nr)).toEqual(['100002', '100010', '100003']);
    expect(board.kitchen.map((o) => o.nr)).toEqual(['100001']);
    expect(board.ready).toEqual([]);
  });

  it('when a new order was placed 10 min 30 s ago with 15 min to confirm, then 4:30 is left; after expiry 0:00', () => {
    const o = order('100001', 'RECEIVED');
    const left = timeLeftMs(o, T0 + 10.5 * 60_000);
    expect(left).toBe(4.5 * 60_000);
    expect(formatLeft(left ?? -1)).toBe('4:30');
    expect(formatLeft(timeLeftMs(o, T0 + 16 * 60_000) ?? 1)).toBe('0:00');
    expect(formatLeft(1)).toBe('0:01');
    expect(timeLeftMs(order('100002', 'ACCEPTED'), T0)).toBeNull();
  });

  it('when an order moves on, then the desk offers the next steps; pickup and delivery differ once ready', () => {
    expect(actionsFor(order('1', 'RECEIVED'))).toEqual(['accept', 'refuse']);
    expect(actionsFor(order('1', 'ACCEPTED'))).toEqual(['start', 'ready']);
    expect(actionsFor(order('1', 'PROCESSING'))).toEqual(['ready']);
    expect(actionsFor(order('1', 'PROCESSED'))).toEqual(['handover']);
    expect(actionsFor(order('1', 'PROCESSED', { pickUp: true }))).toEqual(['pickedUp']);
    expect(actionsFor(order('1', 'SHIPPING'))).toEqual(['delivered']);
    expect(actionsFor(order('1', 'DELIVERED'))).toEqual([]);
    expect(actionsFor(order('1', 'CANCELED'))).toEqual([]);
  });

  it('when events arrive late or twice, then a newer state wins and an older report never moves an order back', () => {
    const received = order('100001', 'RECEIVED', { tsMin: 0 });
    const accepted = order('100001', 'ACCEPTED', { tsMin: 2 });
    let list = mergeOrder([], received);
    list = mergeOrder(list, accepted);
    expect(list.map((o) => o.fulfillment.state)).toEqual(['ACCEPTED']);
    list = mergeOrder(list, received);
    expect(list.map((o) => o.fulfillment.state)).toEqual(['ACCEPTED']);
    list = mergeOrder(list, order('100002', 'RECEIVED'));
    expect(list.map((o) => o.nr)).toEqual(['100001', '100002']);
  });

  it('when actions wait to be sent, then the order shows the state of the last one and how many wait', () => {
    const orders = [order('100001', 'ACCEPTED'), order('100002', 'RECEIVED')];
    const shown = withPending(orders, [
      { actionId: 'a1', orderId: 'id-100001', action: 'ready' },
      { actionId: 'a2', orderId: 'id-100001', action: 'handover' },
    ]);
    expect(shown.map((o) => [o.nr, o.fulfillment.state, o.pendingActions])).toEqual([
      ['100001', 'SHIPPING', 2],
      ['100002', 'RECEIVED', 0],
    ]);
    expect(boardOf(shown).onway.map((o) => o.nr)).toEqual(['100001']);
  });

  it('when a new order is marked seen, then only the others still call for attention', () => {
    const orders = [order('100001', 'RECEIVED'), order('100002', 'RECEIVED'), order('100003', 'ACCEPTED')];
    expect(unseenNew(orders, new Set(['id-100001'])).map((o) => o.nr)).toEqual(['100002']);
  });

  it('when an order is accepted or in preparation with a time, then +10/+20 are offered; a waiting delay keeps the state', () => {
    const timed = (state: FulfillmentState) => {
      const o = order('100003', state);
      return { ...o, fulfillment: { ...o.fulfillment, packaging: { time: iso(T0 + 20 * 60_000) } } };
    };
    expect(['RECEIVED', 'ACCEPTED', 'PROCESSING', 'PROCESSED', 'SHIPPING', 'CANCELED'].map((s) => canDelay(timed(s as FulfillmentState))))
      .toEqual([false, true, true, false, false, false]);
    expect(canDelay(order('100004', 'ACCEPTED'))).toBe(false);
    const shown = withPending([timed('ACCEPTED')], [
      { actionId: 'a1', orderId: 'id-100003', action: 'start' },
      { actionId: 'a2', orderId: 'id-100003', action: 'delay' },
    ]);
    expect(shown.map((o) => [o.fulfillment.state, o.pendingActions])).toEqual([['PROCESSING', 2]]);
    expect(withPending([timed('ACCEPTED')], [{ actionId: 'a3', orderId: 'id-100003', action: 'delay' }])[0]?.fulfillment.state).toBe('ACCEPTED');
  });
});
