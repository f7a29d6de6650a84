/**
 * POST /api/v1/desk/actions — a restaurant moves one of its orders: accept (with a preparation time: sets the ready
 * and delivery estimates the customer's tracking shows), refuse (with a reason: CANCELED), start, ready, handover
 * (delivery: on the way), delivered, pickedUp (pickup: handed over), delay (+10 or +20 minutes on an accepted order or
 * one in preparation: both estimates move, fulfillment.delay sums the minutes, the order event's kind is 'delayed' —
 * what the customer's tracking page and notifications tell as "delayed by the restaurant"). Every change goes through the vendor API's
 * `changeOrder` (state machine of spec 1 §4, event in the same statement, optimistic concurrency).
 *
 * Idempotent per actionId (the desk's id of one tap, kept with an action queued offline): the first answer is stored
 * in vendor.desk_actions (unique per vendor) and a repeated actionId answers it again, even after later changes. An
 * actionId already used for another order or action → 422. Only successful actions are stored, so a refused one
 * (409) can be sent again with the same id and is decided again.
 */
import { acceptEstimate, delayEstimate } from '../../src/domain/desk-estimate.ts';
import type { FulfillmentState, Order } from '../../src/domain/types.ts';
import type { DeskAction, DeskActionBody } from '../../src/domain/wire/desk.ts';
import { AUTO_ACCEPT_REFUSE_MS } from '../../src/domain/wire/desk-day.ts';
import { ApiError, conflict, notFound } from '../errors.ts';
import type { VendorApiContext } from '../vendor-api/context.ts';
import type { OrderRow } from '../vendor-api/repositories/orders.ts';
import { changeOrder, type OrderChange } from '../vendor-api/orders.ts';
import { findVendor } from '../vendor-api/vendors.ts';
import { vendorHasOrder } from '../vendor-api/repositories/orders.ts';
import type { DeskAccount } from './auth.ts';
import {
  claimDelayAction, dropActionClaim, findStoredAction, insertActionAnswer, setActionAnswer, type StoredAction,
} from './repositories/desk-actions.ts';

const TARGET: Record<Exclude<DeskAction, 'delay'>, FulfillmentState> = {
  accept: 'ACCEPTED',
  refuse: 'CANCELED',
  start: 'PROCESSING',
  ready: 'PROCESSED',
  handover: 'SHIPPING',
  delivered: 'DELIVERED',
  pickedUp: 'DELIVERED',
};

/** States in which the desk may announce a delay: accepted, or in preparation (the desk's "start"). */
const DELAYABLE: readonly FulfillmentState[] = ['ACCEPTED', 'PROCESSING'];

/**
 * A delay (issue 28): the estimates move by delayMinutes and fulfillment.delay adds them up; the change is an order
 * event of the kind 'delayed'. 409 unless the order is accepted or in preparation and has an estimate to move.
 */
function decideDelay(minutes: number, cur: OrderRow, now: Date): OrderChange {
  if (!DELAYABLE.includes(cur.state)) {
    throw conflict(`Order ${cur.nr} is ${cur.state}: only an accepted order or one in preparation (ACCEPTED, PROCESSING) can be delayed`);
  }
  const f = cur.doc.fulfillment;
  const moved = delayEstimate({ packagingTime: f.packaging?.time, deliveryTime: f.delivery?.time, minutes });
  if (!moved) throw conflict(`Order ${cur.nr} has no expected time to delay: accept it with a preparation time first`);
  return {
    packagingTime: moved.packagingTime, deliveryTime: moved.deliveryTime,
    delay: { minutes: (f.delay?.minutes ?? 0) + minutes, ts: now.toISOString() },
  };
}

/** The change one desk action asks for, given the order as it is now (409 when it does not fit the order). */
function decide(
  action: Exclude<DeskAction, 'delay'>, body: DeskActionBody, cur: OrderRow, vendorDeliveryTime: string | undefined, now: Date,
): OrderChange | null {
  const to = TARGET[action];
  const pickUp = cur.doc.delivery.pickUp;
  if (action === 'handover' && pickUp) {
    throw conflict(`Order ${cur.nr} is a pickup order: the customer collects it (pickedUp), there is no courier handover`);
  }
  if (action === 'pickedUp' && !pickUp) {
    throw conflict(`Order ${cur.nr} is a delivery order: hand it to the courier (handover), then mark it delivered`);
  }
  if (cur.state === to) return null; // repeating the current state changes nothing
  // everything after accepting needs an accepted order: the customer must have been given an estimate first
  const unconfirmed = cur.state === 'RECEIVED' || cur.state === 'PENDING';
  if (unconfirmed && action !== 'accept' && action !== 'refuse') {
    throw conflict(`Order ${cur.nr} cannot move from ${cur.state} to ${to}: accept it first`);
  }
  if (action === 'accept') {
    const e = acceptEstimate({
      now, prepMinutes: body.prepMinutes ?? 20, pickUp, vendorDeliveryTime, requested: cur.doc.delivery.time,
    });
    return { to, packagingTime: e.packagingTime, deliveryTime: e.deliveryTime };
  }
  if (action === 'refuse') {
    refusableAfterAutoAccept(cur, now);
    return { to, cancellation: { reason: body.reason ?? 'other', by: 'vendor' } };
  }
  return { to };
}

/**
 * Issue 32: an order the desk's auto-accept accepted may still be refused within AUTO_ACCEPT_REFUSE_MS of that accept
 * (the kitchen saw it too late); after that → 409. Orders the kitchen accepted itself keep the state machine's rule.
 */
function refusableAfterAutoAccept(cur: OrderRow, now: Date): void {
  const f = cur.doc.fulfillment;
  if (f.autoAccepted !== true || cur.state === 'CANCELED') return;
  const acceptedAt = Date.parse(f.history?.find((h) => h.state === 'ACCEPTED')?.ts ?? f.ts);
  if (now.getTime() - acceptedAt > AUTO_ACCEPT_REFUSE_MS) {
    throw conflict(`Order ${cur.nr} was accepted automatically more than ${AUTO_ACCEPT_REFUSE_MS / 1000} seconds ago: it can no longer be refused`);
  }
}

const storedAction = (ctx: VendorApiContext, vendorId: string, actionId: string): Promise<StoredAction | null> =>
  findStoredAction(ctx.db, vendorId, actionId);

/** The stored answer of an actionId used before; 422 when it was used for something else. */
function replay(stored: StoredAction, body: DeskActionBody): string {
  if (stored.order_id !== body.orderId.toLowerCase() || stored.action !== body.action) {
    throw new ApiError(
      422,
      `actionId "${body.actionId}" was already used for another action (${stored.action} of another order or another action): send a fresh uuid for every action`,
    );
  }
  return `{"order":${stored.answer}}`;
}

const answerOf = (json: string) => ({ json, order: (JSON.parse(json) as { order: Order }).order });

/** How long a twin of a delay waits for the first one's answer, and after how long a claim without one is stale. */
const CLAIM_WAIT_MS = 3000;
const CLAIM_STALE_S = 30;

/**
 * A delay is no state change, so repeating it would move the time again: unlike the other actions (a repeat of which
 * finds the order already in the target state), its actionId is claimed before the change — a row without an answer
 * (`null`), filled in with the answer after the change, removed when the change is refused (so it can be decided
 * again). A twin arriving meanwhile waits for the answer; a claim left by a crashed node is taken over after 30 s.
 */
async function delayOnce(ctx: VendorApiContext, desk: DeskAccount, body: DeskActionBody, now: Date): Promise<{ json: string; order: Order }> {
  const orderId = body.orderId.toLowerCase();
  for (const end = Date.now() + CLAIM_WAIT_MS; ;) {
    if (await claimDelayAction(ctx.db, { vendorId: desk.vendorId, actionId: body.actionId, orderId, staleSeconds: CLAIM_STALE_S })) break;
    // a twin holds or has answered this actionId (its answer is the answer), or the order is not this vendor's
    const twin = await storedAction(ctx, desk.vendorId, body.actionId);
    if (twin) {
      const json = replay(twin, body); // 422 when the id was used for something else
      if (twin.answer !== 'null') return answerOf(json);
    } else {
      if (!(await vendorHasOrder(ctx.db, desk.vendorId, orderId))) throw notFound(`Order "${orderId}" not found`);
      // the twin's change was refused and its claim removed meanwhile: claim again
    }
    if (Date.now() > end) throw new ApiError(409, 'The action is being applied concurrently; please retry', 'ABORTED');
    await new Promise((r) => setTimeout(r, 50));
  }
  try {
    const res = await changeOrder(ctx, desk.vendorId, { kind: 'id', id: body.orderId.toLowerCase() }, (cur) =>
      decideDelay(body.delayMinutes ?? 10, cur, now),
    );
    const answer = await setActionAnswer(ctx.db, desk.vendorId, body.actionId, res.body);
    return answerOf(`{"order":${answer ?? res.body}}`);
  } catch (err) {
    await dropActionClaim(ctx.db, desk.vendorId, body.actionId);
    throw err;
  }
}

/** Applies one desk action; the answer `{ order }` as JSON text. */
export async function deskAction(ctx: VendorApiContext, desk: DeskAccount, body: DeskActionBody): Promise<{ json: string; order: Order }> {
  const earlier = await storedAction(ctx, desk.vendorId, body.actionId);
  if (earlier && earlier.answer !== 'null') return answerOf(replay(earlier, body));
  const action = body.action;
  if (action === 'delay') return delayOnce(ctx, desk, body, ctx.now());
  if (earlier) replay(earlier, body); // a delay's claim under way: 422 for another action
  const vendor = await findVendor(ctx, { kind: 'id', id: desk.vendorId });
  const now = ctx.now();
  const res = await changeOrder(ctx, desk.vendorId, { kind: 'id', id: body.orderId.toLowerCase() }, (cur) =>
    decide(action, body, cur, vendor?.vendor.deliveryTime, now),
  );
  // the answer is the stored text, so that a replay answers the same bytes
  const stored = await insertActionAnswer(ctx.db, {
    vendorId: desk.vendorId, actionId: body.actionId, orderId: res.order.id, action: body.action, answer: res.body,
  });
  if (stored !== undefined) return { json: `{"order":${stored}}`, order: res.order };
  // a concurrent twin with the same actionId stored its answer first: that one is the answer
  const twin = await storedAction(ctx, desk.vendorId, body.actionId);
  if (!twin) throw new ApiError(409, 'The action is being applied concurrently; please retry', 'ABORTED');
  const json = replay(twin, body);
  return { json, order: (JSON.parse(json) as { order: Order }).order };
}
