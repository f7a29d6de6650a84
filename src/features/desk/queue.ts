/**
 * The desk's queue as pure functions (issue 14): which column an order stands in, oldest first, the time left to
 * confirm it, which actions its state allows, merging live events into the list, and the view of the queue with the
 * actions still waiting to be sent (offline) applied on top, in the order they were taken.
 */
import { statusRank } from '../../domain/status.ts';
import type { FulfillmentState } from '../../domain/types.ts';
import type { DeskAction, DeskOrder } from '../../domain/wire/desk.ts';

export type DeskColumn = 'new' | 'kitchen' | 'ready' | 'onway' | 'done';

export const BOARD_COLUMNS = ['new', 'kitchen', 'ready', 'onway'] as const satisfies readonly DeskColumn[];

/** new: waiting for the restaurant; kitchen: accepted up to packed; ready: processed; on the way; done: the rest. */
export function columnOf(state: FulfillmentState): DeskColumn {
  if (state === 'PENDING' || state === 'RECEIVED') return 'new';
  if (state === 'CANCELED') return 'done';
  const rank = statusRank(state);
  if (rank < statusRank('PROCESSED')) return 'kitchen';
  if (state === 'PROCESSED') return 'ready';
  if (rank < statusRank('DELIVERED')) return 'onway';
  return 'done';
}

const created = (o: DeskOrder) => Date.parse(o.createTime);

/** Oldest first; the same time by order number, so the board never flickers between two equal orders. */
export function oldestFirst(a: DeskOrder, b: DeskOrder): number {
  return created(a) - created(b) || a.nr.localeCompare(b.nr, 'en', { numeric: true });
}

export type Board<T extends DeskOrder = DeskOrder> = Record<DeskColumn, T[]>;

export function boardOf<T extends DeskOrder>(orders: readonly T[]): Board<T> {
  const board: Board<T> = { new: [], kitchen: [], ready: [], onway: [], done: [] };
  for (const o of orders) board[columnOf(o.fulfillment.state)].push(o);
  for (const list of Object.values(board)) list.sort(oldestFirst);
  return board;
}

/** Milliseconds until the order expires unconfirmed (negative once past); null when it is no longer waiting. */
export function timeLeftMs(order: DeskOrder, now: number): number | null {
  if (columnOf(order.fulfillment.state) !== 'new') return null;
  const end = Date.parse(order.expireTime);
  return Number.isFinite(end) ? end - now : null;
}

/** "m:ss" of a duration (negative counts as 0); seconds round up so 0:00 appears exactly at the end. */
export function formatLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The next steps the desk offers for an order in its state (delivery and pickup differ after "ready"). */
export function actionsFor(order: DeskOrder): DeskAction[] {
  const state = order.fulfillment.state;
  const pickup = order.delivery.pickUp;
  switch (columnOf(state)) {
    case 'new':
      return ['accept', 'refuse'];
    case 'kitchen':
      return state === 'ACCEPTED' ? ['start', 'ready'] : ['ready'];
    case 'ready':
      return pickup ? ['pickedUp'] : ['handover'];
    case 'onway':
      return ['delivered'];
    default:
      return [];
  }
}

/**
 * A delay (issue 28) is offered on an accepted order or one in preparation that has a time to move; it is no step,
 * so actionsFor does not list it.
 */
export function canDelay(order: DeskOrder): boolean {
  const f = order.fulfillment;
  return (f.state === 'ACCEPTED' || f.state === 'PROCESSING') && !!(f.packaging?.time ?? f.delivery?.time);
}

/** The state an action leads to, as the server will answer it (shown while the action waits to be sent). */
export const ACTION_TARGET: Record<Exclude<DeskAction, 'delay'>, FulfillmentState> = {
  accept: 'ACCEPTED',
  refuse: 'CANCELED',
  start: 'PROCESSING',
  ready: 'PROCESSED',
  handover: 'SHIPPING',
  delivered: 'DELIVERED',
  pickedUp: 'DELIVERED',
};

/**
 * Merges a changed order into the list: a newer report replaces the older one, an older one (a late event, a stale
 * snapshot) never moves an order back. New orders are added.
 */
export function mergeOrder(orders: readonly DeskOrder[], incoming: DeskOrder): DeskOrder[] {
  const i = orders.findIndex((o) => o.id === incoming.id);
  if (i < 0) return [...orders, incoming];
  const current = orders[i];
  if (current && isOlder(incoming, current)) return [...orders];
  const next = [...orders];
  next[i] = incoming;
  return next;
}

function isOlder(a: DeskOrder, b: DeskOrder): boolean {
  const ta = Date.parse(a.fulfillment.ts);
  const tb = Date.parse(b.fulfillment.ts);
  if (ta !== tb) return ta < tb;
  return statusRank(a.fulfillment.state) < statusRank(b.fulfillment.state);
}

/** An action taken on the desk that the server has not answered yet. */
export interface PendingAction {
  actionId: string;
  orderId: string;
  action: DeskAction;
}

export type ShownOrder = DeskOrder & { pendingActions: number };

/** The queue as the desk shows it: every pending action applied, in the order taken, on top of the server's state. */
export function withPending(orders: readonly DeskOrder[], pending: readonly PendingAction[]): ShownOrder[] {
  return orders.map((o) => {
    const mine = pending.filter((p) => p.orderId === o.id);
    if (mine.length === 0) return { ...o, pendingActions: 0 };
    // a waiting delay keeps the state: the last waiting step decides it
    const steps = mine.flatMap((p) => (p.action === 'delay' ? [] : [ACTION_TARGET[p.action]]));
    const state = steps[steps.length - 1] ?? o.fulfillment.state;
    return { ...o, fulfillment: { ...o.fulfillment, state }, pendingActions: mine.length };
  });
}

/** Orders the alert is about: new and not yet marked seen on this desk. */
export function unseenNew(orders: readonly DeskOrder[], seen: ReadonlySet<string>): DeskOrder[] {
  return orders.filter((o) => columnOf(o.fulfillment.state) === 'new' && !seen.has(o.id));
}
