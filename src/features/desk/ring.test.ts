import { describe, expect, it } from 'vitest';
import type { FulfillmentState } from '../../domain/types.ts';
import type { DeskOrder } from '../../domain/wire/desk.ts';
import { acknowledgeAlarms, addAlarms, cancellationsOf, initialRing, movesOf, syncWaiting, tick, type RingState } from './ring.ts';

const T0 = Date.parse('2026-11-28T18:00:00.000Z');
const s = (sec: number) => T0 + sec * 1000;

/** Ticks once a second from `from` to `to` (seconds, inclusive), as the hook does; what played when, and escalations. */
function run(state: RingState, from: number, to: number, audible = true) {
  const played: [number, string][] = [];
  const escalated: [number, string][] = [];
  let st = state;
  for (let sec = from; sec <= to; sec++) {
    const step = tick(st, s(sec), audible);
    st = step.state;
    if (step.play) played.push([sec, step.play]);
    for (const id of step.escalate) escalated.push([sec, id]);
  }
  return { state: st, played, escalated };
}

function order(id: string, state: FulfillmentState, cancellation?: NonNullable<DeskOrder['fulfillment']['cancellation']>): DeskOrder {
  return {
    name: `vendors/v/orders/${id}`, id, nr: `nr-${id}`, vendor: 'vendors/v', requestId: `r-${id}`,
    createTime: new Date(T0).toISOString(), expireTime: new Date(T0 + 900_000).toISOString(),
    delivery: { label: 'Anna', pickUp: false, mobile: '+43 660 1', email: 'a@example.at' },
    payment: { sys: 'offline', method: 'cash', ccy: 'EUR' },
    amount: { ccy: 'EUR', val: 10, charges: [], discounts: [], total: 10, vat: [] },
    lines: [],
    fulfillment: { state, ts: new Date(T0).toISOString(), ...(cancellation ? { cancellation } : {}) },
  };
}

describe('desk ring', () => {
  it('when a new order stays unacknowledged, then it rings at once and again every 10 s, louder from 60 s on, and escalates once at 60 s', () => {
    const st = syncWaiting(initialRing, ['a'], s(0));
    const { played, escalated } = run(st, 0, 75);
    expect(played).toEqual([[0, 'new'], [10, 'new'], [20, 'new'], [30, 'new'], [40, 'new'], [50, 'new'], [60, 'urgent'], [70, 'urgent']]);
    expect(escalated).toEqual([[60, 'a']]);
  });

  it('when the order is acknowledged, then the ring stops at once and does not come back', () => {
    let { state } = run(syncWaiting(initialRing, ['a'], s(0)), 0, 12);
    state = syncWaiting(state, [], s(13));
    const after = run(state, 13, 80);
    expect(after.played).toEqual([]);
    expect(after.escalated).toEqual([]);
  });

  it('when a second order arrives between two rings, then it rings at once and the 10 s count starts again from there', () => {
    let { state, played } = run(syncWaiting(initialRing, ['a'], s(0)), 0, 4);
    expect(played).toEqual([[0, 'new']]);
    state = syncWaiting(state, ['a', 'b'], s(5));
    ({ played } = run(state, 5, 16));
    expect(played).toEqual([[5, 'new'], [15, 'new']]);
  });

  it('when the same orders are synced again, then the state is the same object (no ring restarts)', () => {
    const st = run(syncWaiting(initialRing, ['a', 'b'], s(0)), 0, 3).state;
    expect(syncWaiting(st, ['b', 'a'], s(4))).toBe(st);
  });

  it('when the desk is not audible, then nothing plays but escalation still happens, and the ring sounds at once when audible', () => {
    const silent = run(syncWaiting(initialRing, ['a'], s(0)), 0, 61, false);
    expect(silent.played).toEqual([]);
    expect(silent.escalated).toEqual([[60, 'a']]);
    const loud = run(silent.state, 62, 63);
    expect(loud.played).toEqual([[62, 'urgent']]);
    expect(loud.escalated).toEqual([]);
  });

  it('when an order is cancelled, then the cancellation sound rings every 10 s until acknowledged, before a waiting order', () => {
    let st = syncWaiting(initialRing, ['a'], s(0));
    st = run(st, 0, 2).state;
    st = addAlarms(st, [{ id: 'x', nr: '7', why: 'cancelled' }]);
    const r = run(st, 3, 14);
    expect(r.played).toEqual([[3, 'cancelled'], [13, 'cancelled']]);
    const acked = run(acknowledgeAlarms(r.state), 15, 23);
    expect(acked.played).toEqual([[23, 'new']]);
  });

  it('when the same alarm is added twice, then it is kept once and does not restart the ring', () => {
    const st = run(addAlarms(initialRing, [{ id: 'x', nr: '7', why: 'expired' }]), 0, 1).state;
    expect(addAlarms(st, [{ id: 'x', nr: '7', why: 'expired' }])).toBe(st);
  });

  it('when an order that was open is cancelled by the customer or expires, then it alarms with why; the restaurant\'s own refusal does not', () => {
    const before = new Map<string, FulfillmentState>([['a', 'RECEIVED'], ['b', 'ACCEPTED'], ['c', 'RECEIVED'], ['d', 'DELIVERED'], ['e', 'CANCELED']]);
    const now = [
      order('a', 'CANCELED', { reason: 'NOT_CONFIRMED', by: 'system' }),
      order('b', 'CANCELED'),
      order('c', 'CANCELED', { reason: 'too_busy', by: 'vendor' }),
      order('d', 'CANCELED'),
      order('e', 'CANCELED'),
      order('f', 'CANCELED'),
    ];
    expect(cancellationsOf(before, now)).toEqual([
      { id: 'a', nr: 'nr-a', why: 'expired' },
      { id: 'b', nr: 'nr-b', why: 'cancelled' },
    ]);
  });

  it('when orders change column, then each move is announced once; an unknown order only when it is new', () => {
    const before = new Map<string, FulfillmentState>([['a', 'RECEIVED'], ['b', 'ACCEPTED'], ['c', 'ACCEPTED']]);
    const moves = movesOf(before, [order('a', 'ACCEPTED'), order('b', 'PROCESSING'), order('c', 'PROCESSED'), order('n', 'RECEIVED'), order('old', 'DELIVERED')]);
    expect(moves).toEqual([{ nr: 'nr-a', column: 'kitchen' }, { nr: 'nr-c', column: 'ready' }, { nr: 'nr-n', column: 'new' }]);
  });
});
