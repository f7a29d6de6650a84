/**
 * Every change of a placed order — vendor-side actions and PATCH (order-actions.ts), the demo kitchen — goes through
 * `changeOrder`, which checks the spec 1 §4 state machine (canTransition) and, in one statement, updates the order,
 * appends its order event and sets the status of the customer's account copy (account-orders.ts), if there is one.
 *
 * Concurrency: an update only applies when the order's fulfillment is still the one it was computed from
 * (optimistic check in SQL); on a lost race it re-reads and re-decides, so two nodes or the kitchen and a vendor
 * never overwrite each other's change.
 */
import { canTransition } from '../../src/domain/status.ts';
import type { Fulfillment, FulfillmentState, Order } from '../../src/domain/types.ts';
import type { OrderEventType } from '../../src/domain/wire/order-events.ts';
import { ApiError, conflict, notFound } from '../errors.ts';
import { accountStatus } from './account-orders.ts';
import { writeOrderEvents, type VendorApiContext } from './context.ts';
import type { OrderRef } from './ids.ts';
import { readOrder } from './order-reads.ts';
import { updateOrderFulfillment, type OrderRow } from './repositories/orders.ts';

export interface OrderChange {
  /** new state, or undefined to keep it */
  to?: FulfillmentState | undefined;
  /** fulfillment.delivery.time / packaging.time (ISO or null); undefined = unchanged */
  deliveryTime?: string | null | undefined;
  packagingTime?: string | null | undefined;
  /** why and by whom, recorded with a change to CANCELED (the desk's refusal) */
  cancellation?: Fulfillment['cancellation'];
  /** the desk's delay (fulfillment.delay, issue 28); with it the event's kind is 'delayed' */
  delay?: Fulfillment['delay'];
  /** the desk's auto-accept (issue 32): fulfillment.autoAccepted = true with the change to ACCEPTED */
  autoAccepted?: true;
}

export interface ChangeResult {
  body: string;
  order: Order;
  changed: boolean;
}

/** The fulfillment after the change, or null when the change changes nothing. */
function nextFulfillment(cur: OrderRow, change: OrderChange | null, nowIso: string): Fulfillment | null {
  const old = cur.doc.fulfillment;
  const to = change?.to && change.to !== cur.state ? change.to : undefined;
  if (to && !canTransition(cur.state, to)) throw conflict(`Order ${cur.nr} cannot move from ${cur.state} to ${to}`);
  const next: Fulfillment = { ...old, history: [...(old.history ?? [])] };
  let timesChanged = false;
  if (change?.deliveryTime !== undefined && (old.delivery?.time ?? null) !== change.deliveryTime) {
    next.delivery = { ...(old.delivery ?? {}), time: change.deliveryTime };
    timesChanged = true;
  }
  if (change?.packagingTime !== undefined && (old.packaging?.time ?? null) !== change.packagingTime) {
    next.packaging = { ...(old.packaging ?? {}), time: change.packagingTime };
    timesChanged = true;
  }
  if (change?.delay) next.delay = change.delay;
  if (!to && !timesChanged) return null;
  if (to) {
    next.state = to;
    next.ts = nowIso;
    next.history = [...(next.history ?? []), { state: to, ts: nowIso }];
    if (to === 'CANCELED' && change?.cancellation) next.cancellation = change.cancellation;
    if (to === 'ACCEPTED' && change?.autoAccepted) next.autoAccepted = true;
  }
  return next;
}

/**
 * Applies a state change and/or time estimates to one order. `decide` sees the current order and returns the
 * change (or null for "nothing to do"); it may throw (e.g. 409). Same-state requests without new times are no-ops.
 */
export async function changeOrder(
  ctx: VendorApiContext,
  vendorId: string,
  ref: OrderRef,
  decide: (current: OrderRow) => OrderChange | null,
): Promise<ChangeResult> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const cur = await readOrder(ctx, vendorId, ref);
    if (!cur) throw notFound(`Order "${ref.kind === 'id' ? ref.id : ref.nr}" not found`);
    const nowIso = ctx.now().toISOString();
    const change = decide(cur);
    const next = nextFulfillment(cur, change, nowIso);
    if (!next) return { body: JSON.stringify(cur.doc), order: cur.doc, changed: false };
    const type: OrderEventType = next.state !== cur.state ? 'state' : change?.delay ? 'delayed' : 'updated';
    const body = await writeOrderEvents(ctx, vendorId, (q) => updateOrderFulfillment(q, {
      orderId: cur.id, vendorId, state: next.state, fulfillment: next, now: nowIso, expected: cur.doc.fulfillment,
      eventType: type, accountStatus: accountStatus(next.state),
    }));
    if (body) {
      for (const h of ctx.onOrderEvent) h({ vendorId, orderId: cur.id, type });
      ctx.bus.publish(vendorId);
      return { body, order: JSON.parse(body) as Order, changed: true };
    }
    // lost a race with another change: re-read and decide again
  }
  throw new ApiError(409, 'The order is being changed concurrently; please retry', 'ABORTED');
}
