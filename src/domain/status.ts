/**
 * Fulfillment states, display status, tracking timeline and the vendor-side state machine (spec 1 §4
 * "Fulfillment states", issue 2: an illegal transition is refused).
 */
import type { FulfillmentState } from './types.ts';

/** Every state in its forward order. CANCELED is terminal and listed last. */
export const FULFILLMENT_STATES: readonly FulfillmentState[] = [
  'PENDING', 'RECEIVED', 'ACCEPTED', 'PROCESSING', 'SOURCING', 'SOURCED', 'ASSEMBLING', 'ASSEMBLED', 'PICKING',
  'PICKED', 'PACKING', 'PACKED', 'PROCESSED', 'SHIPPING', 'SHIPPED', 'DELIVERING', 'DELIVERED', 'SETTLED',
  'COMPLETED', 'CANCELED',
];

export type DisplayStatus =
  | 'pending' | 'accepted' | 'preparing' | 'processed' | 'onway' | 'delivered' | 'cancelled';

export type TimelineStep = 'received' | 'confirmed' | 'preparing' | 'onway' | 'delivered';

export interface TimelineEntry {
  step: TimelineStep;
  done: boolean;
  active: boolean;
}

export function isFulfillmentState(s: unknown): s is FulfillmentState {
  return typeof s === 'string' && (FULFILLMENT_STATES as readonly string[]).includes(s);
}

/** Position in FULFILLMENT_STATES (−1 for unknown): a newer report never moves an order to a lower rank. */
export function statusRank(state: string): number {
  return (FULFILLMENT_STATES as readonly string[]).indexOf(state);
}

const DISPLAY: Record<FulfillmentState, DisplayStatus> = {
  PENDING: 'pending', RECEIVED: 'pending',
  ACCEPTED: 'accepted',
  PROCESSING: 'preparing', SOURCING: 'preparing', SOURCED: 'preparing', ASSEMBLING: 'preparing',
  ASSEMBLED: 'preparing', PICKING: 'preparing', PICKED: 'preparing', PACKING: 'preparing', PACKED: 'preparing',
  PROCESSED: 'processed',
  SHIPPING: 'onway', SHIPPED: 'onway', DELIVERING: 'onway',
  DELIVERED: 'delivered', SETTLED: 'delivered', COMPLETED: 'delivered',
  CANCELED: 'cancelled',
};

/** Generic status shown to customers; unknown states give pending. */
export function displayStatus(state: string): DisplayStatus {
  return isFulfillmentState(state) ? DISPLAY[state] : 'pending';
}

const STEP_FROM: readonly [TimelineStep, FulfillmentState][] = [
  ['received', 'RECEIVED'],
  ['confirmed', 'ACCEPTED'],
  ['preparing', 'PROCESSING'],
  ['onway', 'SHIPPING'],
  ['delivered', 'DELIVERED'],
];

/**
 * The five tracking steps; a step is done from its state on, the first step not done is active.
 * A cancelled order (or an unknown state) has no step done; cancelled has no active step (the page shows the
 * cancellation instead).
 */
export function timeline(state: string): TimelineEntry[] {
  const cancelled = state === 'CANCELED';
  const rank = cancelled ? -1 : statusRank(state);
  let activeGiven = cancelled;
  return STEP_FROM.map(([step, from]) => {
    const done = rank >= statusRank(from);
    const active = !done && !activeGiven;
    if (active) activeGiven = true;
    return { step, done, active };
  });
}

/**
 * The "order finished" message shows at DELIVERED or COMPLETED (spec); SETTLED lies between the two, so it counts
 * as finished too.
 */
export function isFinished(state: string): boolean {
  return state === 'DELIVERED' || state === 'SETTLED' || state === 'COMPLETED';
}

/** The generic statuses delivered and cancelled hide the countdown card. */
export function hidesCountdown(display: DisplayStatus): boolean {
  return display === 'delivered' || display === 'cancelled';
}

/** Nothing leaves COMPLETED or CANCELED. */
export function isTerminal(state: FulfillmentState): boolean {
  return state === 'COMPLETED' || state === 'CANCELED';
}

/**
 * Vendor-side state machine: forward only along FULFILLMENT_STATES (skipping allowed; staying is not a
 * transition); SETTLED/COMPLETED only from DELIVERED or later; CANCELED from any state before DELIVERED; nothing
 * out of COMPLETED or CANCELED; nothing back to PENDING.
 */
export function canTransition(from: FulfillmentState, to: FulfillmentState): boolean {
  if (!isFulfillmentState(from) || !isFulfillmentState(to)) return false;
  if (isTerminal(from) || from === to) return false;
  const rf = statusRank(from);
  const delivered = statusRank('DELIVERED');
  if (to === 'CANCELED') return rf < delivered;
  if (to === 'SETTLED' || to === 'COMPLETED') return rf >= delivered && statusRank(to) > rf;
  return statusRank(to) > rf;
}
