/**
 * The courier's two actions on the order of a link, through the vendor API's `changeOrder` (same state machine,
 * events, account status and live streams as the vendor-side :deliver):
 *   pickedUp  → DELIVERING (the courier has the food and is on the way; SHIPPING/SHIPPED move on to it)
 *   delivered → DELIVERED
 * Both need an order the restaurant has accepted; the same state again changes nothing (as on the vendor API); every
 * other move the state machine refuses is a 409 with its message ("Order 100001 cannot move from DELIVERED to
 * DELIVERING").
 *
 * Exactly once per actionId: the id is reserved (primary key of vendor.courier_actions) and the change applied in ONE
 * transaction; a refused change rolls the reservation back, so a retry of a refused action is refused the same way.
 * The same id again answers the order as it is now without changing anything; the same id for another order or action
 * is a 409. The same id twice at once (the page's replayed mutation and the service worker's Background Sync): on
 * PostgreSQL the second insert waits for the first transaction — after its commit it sees the id and answers the order
 * after the change, after its rollback it applies the action itself; PGlite runs one transaction at a time.
 */
import { statusRank } from '../../src/domain/status.ts';
import type { FulfillmentState, Order } from '../../src/domain/types.ts';
import type { CourierAction } from '../../src/domain/wire/delivery.ts';
import type { Queryable } from '../db/index.ts';
import { within } from '../db/within.ts';
import { conflict } from '../errors.ts';
import type { VendorApiContext } from '../vendor-api/context.ts';
import { EventBus } from '../vendor-api/event-bus.ts';
import { findOrderDocById, type OrderRow } from '../vendor-api/repositories/orders.ts';
import { changeOrder, type OrderChange } from '../vendor-api/orders.ts';
import type { LinkedOrder } from './links.ts';
import { findCourierAction, reserveCourierAction } from './repositories/courier-links.ts';

const TARGET: Record<CourierAction, FulfillmentState> = { pickedUp: 'DELIVERING', delivered: 'DELIVERED' };

function decide(action: CourierAction, cur: OrderRow): OrderChange | null {
  if (cur.doc.delivery.pickUp) throw conflict(`Order ${cur.nr} is picked up by the customer and has no courier`);
  if (statusRank(cur.state) < statusRank('ACCEPTED')) {
    throw conflict(`Order ${cur.nr} has not been accepted by the restaurant yet`);
  }
  const to = TARGET[action];
  return cur.state === to ? null : { to };
}

/** Applies the action once per actionId and answers the order as it is afterwards. */
export async function courierAction(
  ctx: VendorApiContext,
  link: LinkedOrder,
  a: { actionId: string; action: CourierAction },
): Promise<Order> {
  const events: Parameters<VendorApiContext['onOrderEvent'][number]>[0][] = [];
  const order = await ctx.db.tx(async (q) => {
    if (!(await reserveCourierAction(q, { actionId: a.actionId, orderId: link.orderId, action: a.action }))) {
      const prev = await findCourierAction(q, a.actionId);
      if (!prev || prev.orderId !== link.orderId || prev.action !== a.action) {
        throw conflict('This actionId was already used for another action');
      }
      return currentOrder(q, link);
    }
    // changeOrder's queries and its own transactions (writeOrderEvents) run in this one; its wake-ups wait for the commit
    const inTx: VendorApiContext = { ...ctx, db: within(ctx.db, q), bus: new EventBus(), onOrderEvent: [(e) => events.push(e)] };
    const res = await changeOrder(inTx, link.vendorId, { kind: 'id', id: link.orderId }, (cur) => decide(a.action, cur));
    return res.order;
  });
  for (const e of events) {
    for (const h of ctx.onOrderEvent) h(e);
    ctx.bus.publish(e.vendorId);
  }
  return order;
}

async function currentOrder(q: Queryable, link: LinkedOrder): Promise<Order> {
  const doc = await findOrderDocById(q, link.orderId);
  if (!doc) throw conflict('The order of this link no longer exists');
  return doc;
}
