import { describe, expect, it } from 'vitest';
import {
  FULFILLMENT_STATES, canTransition, displayStatus, hidesCountdown, isFinished, statusRank, timeline,
} from './status.ts';
import type { FulfillmentState } from './types.ts';
import { expectEach } from '../test/expect-each.ts';

/** Each [from, to] move of the list is allowed (or refused) by the state machine. */
function expectMoves(allowed: boolean, moves: [FulfillmentState, FulfillmentState][]): void {
  for (const [from, to] of moves) expect(canTransition(from, to), `${from} → ${to}`).toBe(allowed);
}

describe('display status mapping (spec 1 §4)', () => {
  const cases: [string, string][] = [
    ['PENDING', 'pending'], ['RECEIVED', 'pending'], ['ACCEPTED', 'accepted'],
    ['PROCESSING', 'preparing'], ['SOURCING', 'preparing'], ['SOURCED', 'preparing'], ['ASSEMBLING', 'preparing'],
    ['ASSEMBLED', 'preparing'], ['PICKING', 'preparing'], ['PICKED', 'preparing'], ['PACKING', 'preparing'],
    ['PACKED', 'preparing'], ['PROCESSED', 'processed'], ['SHIPPING', 'onway'], ['SHIPPED', 'onway'],
    ['DELIVERING', 'onway'], ['DELIVERED', 'delivered'], ['SETTLED', 'delivered'], ['COMPLETED', 'delivered'],
    ['CANCELED', 'cancelled'],
  ];
  it.each(cases)('when the state is %s, then the display status is %s', (state, display) => {
    expect(displayStatus(state)).toBe(display);
  });
  it('when the state is unknown, then the display status is pending', () => {
    expect(displayStatus('TELEPORTED')).toBe('pending');
    expect(displayStatus('')).toBe('pending');
  });
  it('when every state is mapped, then all 20 states are covered', () => {
    expect(FULFILLMENT_STATES).toHaveLength(20);
    expect(new Set(cases.map(([s]) => s))).toEqual(new Set(FULFILLMENT_STATES));
  });
});

describe('tracking timeline (spec 1 §4)', () => {
  const view = (state: string) => timeline(state).map((s) => `${s.step}:${s.done ? 'done' : s.active ? 'active' : '-'}`);
  it('when the order is pending, then nothing is done and received is active', () => {
    expect(view('PENDING')).toEqual(['received:active', 'confirmed:-', 'preparing:-', 'onway:-', 'delivered:-']);
  });
  it('when the order is received, then received is done and confirmed is active', () => {
    expect(view('RECEIVED')).toEqual(['received:done', 'confirmed:active', 'preparing:-', 'onway:-', 'delivered:-']);
  });
  it('when the order is accepted, then confirmed is done (from ACCEPTED on)', () => {
    expect(view('ACCEPTED').slice(0, 3)).toEqual(['received:done', 'confirmed:done', 'preparing:active']);
  });
  it('when the order is packing or processed, then preparing is done and on the way is active', () => {
    expect(view('PACKING')[2]).toBe('preparing:done');
    expect(view('PROCESSED').slice(2)).toEqual(['preparing:done', 'onway:active', 'delivered:-']);
  });
  it('when the order is shipping, then on the way is done (from SHIPPING on)', () => {
    expect(view('SHIPPING').slice(3)).toEqual(['onway:done', 'delivered:active']);
  });
  it('when the order is delivered, settled or completed, then every step is done and none active', () => {
    for (const s of ['DELIVERED', 'SETTLED', 'COMPLETED']) {
      expect(timeline(s).every((e) => e.done && !e.active)).toBe(true);
    }
  });
  it('when the order is cancelled, then no step is done or active', () => {
    expect(timeline('CANCELED').some((e) => e.done || e.active)).toBe(false);
  });
});

describe('finished message and countdown (spec 1 §4)', () => {
  it('when the order is delivered or completed, then it is finished', () => {
    expectEach(isFinished, [['DELIVERED', true], ['COMPLETED', true], ['SETTLED', true], ['SHIPPED', false], ['CANCELED', false]]);
  });
  it('when the generic status is delivered or cancelled, then the countdown is hidden', () => {
    expectEach(hidesCountdown, [['delivered', true], ['cancelled', true], ['onway', false], ['pending', false]]);
  });
});

describe('fulfillment state machine (spec 1 §4, issue 2)', () => {
  it('when moving forward one step, then it is allowed', () => {
    expectMoves(true, [['RECEIVED', 'ACCEPTED'], ['PENDING', 'RECEIVED'], ['DELIVERING', 'DELIVERED']]);
  });
  it('when skipping forward, then it is allowed', () => {
    expectMoves(true, [['RECEIVED', 'PROCESSING'], ['ACCEPTED', 'DELIVERED']]);
  });
  it('when moving backwards or staying, then it is refused', () => {
    expectMoves(false, [['PROCESSING', 'ACCEPTED'], ['DELIVERED', 'SHIPPING'], ['ACCEPTED', 'ACCEPTED'], ['RECEIVED', 'PENDING']]);
  });
  it('when settling or completing before delivery, then it is refused', () => {
    expectMoves(false, [['SHIPPED', 'COMPLETED'], ['RECEIVED', 'SETTLED']]);
  });
  it('when settling or completing from DELIVERED or later, then it is allowed', () => {
    expectMoves(true, [['DELIVERED', 'SETTLED'], ['DELIVERED', 'COMPLETED'], ['SETTLED', 'COMPLETED']]);
  });
  it('when cancelling before delivery, then it is allowed; from DELIVERED on, refused', () => {
    const before = FULFILLMENT_STATES.slice(0, FULFILLMENT_STATES.indexOf('DELIVERED'));
    expect(before.every((s) => canTransition(s, 'CANCELED'))).toBe(true);
    expectMoves(false, [['DELIVERED', 'CANCELED'], ['SETTLED', 'CANCELED']]);
  });
  it('when the order is completed or cancelled, then nothing moves it', () => {
    for (const to of FULFILLMENT_STATES) {
      expect(canTransition('COMPLETED', to)).toBe(false);
      expect(canTransition('CANCELED', to)).toBe(false);
    }
  });
  it('when a state is not a fulfillment state, then no transition is allowed', () => {
    expect(canTransition('RECEIVED', 'LOST' as FulfillmentState)).toBe(false);
  });
  it('when ranks are compared, then later states rank higher and unknown states rank lowest', () => {
    expect(statusRank('SHIPPED')).toBeGreaterThan(statusRank('PACKED'));
    expect(statusRank('COMPLETED')).toBeGreaterThan(statusRank('DELIVERED'));
    expect(statusRank('nope')).toBe(-1);
  });
});
