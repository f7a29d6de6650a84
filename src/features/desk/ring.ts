/**
 * The desk's ring as a pure state machine (issue 32): a new order rings at once and again every RING_EVERY_MS while
 * nobody has acknowledged it; after ESCALATE_AFTER_MS unanswered it rings the louder sound and is escalated (a push to
 * the restaurant's other devices) once. A cancelled or expired order rings its own sound until acknowledged. The hook
 * (use-ring.ts) feeds it the unacknowledged orders and a tick; it answers what to play and what to escalate.
 */
import type { DeskOrder } from '../../domain/wire/desk.ts';
import { columnOf } from './queue.ts';

const RING_EVERY_MS = 10_000;
export const ESCALATE_AFTER_MS = 60_000;

export type RingSound = 'new' | 'urgent' | 'cancelled';

/** A cancelled or expired order the kitchen must hear about (not its own refusal). */
export interface RingAlarm {
  id: string;
  nr: string;
  why: 'cancelled' | 'expired';
}

export interface RingState {
  /** unacknowledged new orders → when this desk first saw them (ms) */
  waiting: Readonly<Record<string, number>>;
  /** cancelled or expired orders not yet acknowledged, oldest first */
  alarms: readonly RingAlarm[];
  /** when the ring last sounded; null: it rings at the next tick */
  lastRingAt: number | null;
  /** orders already escalated (each once) */
  escalated: readonly string[];
}

export const initialRing: RingState = { waiting: {}, alarms: [], lastRingAt: null, escalated: [] };

/**
 * The unacknowledged new orders are now `ids`: an order not seen before is added (and rings at the next tick), one
 * that is gone (acknowledged, accepted, refused, expired) is dropped.
 */
export function syncWaiting(state: RingState, ids: readonly string[], now: number): RingState {
  const waiting: Record<string, number> = {};
  let added = false;
  for (const id of ids) {
    const since = state.waiting[id];
    if (since === undefined) added = true;
    waiting[id] = since ?? now;
  }
  const same = !added && Object.keys(state.waiting).length === ids.length;
  if (same) return state;
  return {
    ...state,
    waiting,
    lastRingAt: added ? null : state.lastRingAt,
    escalated: state.escalated.filter((id) => id in waiting),
  };
}

/** A cancelled or expired order: it rings at the next tick (an order already alarmed is not added twice). */
export function addAlarms(state: RingState, alarms: readonly RingAlarm[]): RingState {
  const fresh = alarms.filter((a) => !state.alarms.some((b) => b.id === a.id));
  if (fresh.length === 0) return state;
  return { ...state, alarms: [...state.alarms, ...fresh], lastRingAt: null };
}

/** Someone read the cancellations: they stop ringing. */
export function acknowledgeAlarms(state: RingState): RingState {
  return state.alarms.length === 0 ? state : { ...state, alarms: [] };
}

/** Whether an order has been waiting long enough to escalate. */
function overdue(state: RingState, now: number): string[] {
  return Object.entries(state.waiting)
    .filter(([, since]) => now - since >= ESCALATE_AFTER_MS)
    .map(([id]) => id);
}

interface RingStep {
  state: RingState;
  /** the sound to play now, or null */
  play: RingSound | null;
  /** orders to escalate now (each once) */
  escalate: string[];
}

/**
 * One tick of the clock. `audible`: the desk was started and its sound is on — when not, nothing plays (the cards
 * still flash) and the ring sounds at once when it becomes audible. Escalation does not depend on the sound.
 * The sound: a cancellation first (it is news), then an overdue order (louder), then a new one.
 */
export function tick(state: RingState, now: number, audible: boolean): RingStep {
  const late = overdue(state, now);
  const escalate = late.filter((id) => !state.escalated.includes(id));
  let next = escalate.length > 0 ? { ...state, escalated: [...state.escalated, ...escalate] } : state;
  const ringing = next.alarms.length > 0 || Object.keys(next.waiting).length > 0;
  const due = next.lastRingAt === null || now - next.lastRingAt >= RING_EVERY_MS;
  let play: RingSound | null = null;
  if (ringing && audible && due) {
    play = next.alarms.length > 0 ? 'cancelled' : late.length > 0 ? 'urgent' : 'new';
    next = { ...next, lastRingAt: now };
  } else if (!ringing && next.lastRingAt !== null) {
    next = { ...next, lastRingAt: null };
  }
  return { state: next, play, escalate };
}

/** When the ring sounds again while it keeps ringing (its last sound + RING_EVERY_MS), null when it is quiet. */
export function nextRingAt(state: RingState): number | null {
  return state.lastRingAt === null ? null : state.lastRingAt + RING_EVERY_MS;
}

/**
 * The orders that were open on this desk (`before`: id → state) and are now cancelled by someone other than the
 * restaurant itself: the customer, the operator (cancelled) or the expiry job (expired, NOT_CONFIRMED).
 */
export function cancellationsOf(before: ReadonlyMap<string, DeskOrder['fulfillment']['state']>, orders: readonly DeskOrder[]): RingAlarm[] {
  const out: RingAlarm[] = [];
  for (const o of orders) {
    const was = before.get(o.id);
    const f = o.fulfillment;
    if (was === undefined || was === 'CANCELED' || columnOf(was) === 'done' || f.state !== 'CANCELED') continue;
    if (f.cancellation?.by === 'vendor') continue;
    out.push({ id: o.id, nr: o.nr, why: f.cancellation?.reason === 'NOT_CONFIRMED' ? 'expired' : 'cancelled' });
  }
  return out;
}

/** Orders whose column changed since `before` (new ones included), for the status announcement. */
export function movesOf(before: ReadonlyMap<string, DeskOrder['fulfillment']['state']>, orders: readonly DeskOrder[]): { nr: string; column: ReturnType<typeof columnOf> }[] {
  const out: { nr: string; column: ReturnType<typeof columnOf> }[] = [];
  for (const o of orders) {
    const was = before.get(o.id);
    const column = columnOf(o.fulfillment.state);
    if (was === undefined ? column === 'new' : columnOf(was) !== column) out.push({ nr: o.nr, column });
  }
  return out;
}
