/**
 * The courier's two actions on the order of a link, through the vendor API's `changeOrder` (same state machine,
 * events, account status and live streams as the vendor-side :deliver):
 *   pickedUp  → DELIVERING (the courier has the food and is on the way; SHIPPING/SHIPPED move on to it)
 *   delivered → DELIVERED
 * Both need an order the restaurant has accepted; the same state again changes nothing (as on the vendor API); every
 * other move the state machine refuses is a 409 with its message ("Order 100001 cannot move from DELIVERED to
 * DELIVERING").
 *
 * Exactly once per actionId: the id is reserved first (primary key of vendor.courier_actions), then the change is
 * applied; a refused change frees the id again, so a retry of a refused action is refused the same way. The same id
 * again answers the order as it is now without changing anything; the same id for another order or action is a 409.
 */
import { statusRank } from '../../src/domain/status.ts';
import type { FulfillmentState, Order } from '../../src/domain/types.ts';
import type { CourierAction } from '../../src/domain/wire/delivery.ts';
import { conflict } from '../errors.ts';
import type { VendorApiContext } from '../vendor-api/context.ts';
import type { OrderRow } from '../vendor-api/order-reads.ts';
import { changeOrder, type OrderChange } from '../vendor-api/orders.ts';
import type { LinkedOrder } from './links.ts';

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
  const reserved = await ctx.db.query(
    `insert into vendor.courier_actions (action_id, order_id, action) values ($1::uuid, $2::uuid, $3)
     on conflict (action_id) do nothing returning action_id`,
    [a.actionId, link.orderId, a.action],
  );
  if (reserved.length === 0) {
    const [prev] = await ctx.db.query<{ order_id: string; action: string }>(
      'select order_id, action from vendor.courier_actions where action_id = $1::uuid',
      [a.actionId],
    );
    if (!prev || prev.order_id !== link.orderId || prev.action !== a.action) {
      throw conflict('This actionId was already used for another action');
    }
    return currentOrder(ctx, link);
  }
  try {
    const res = await changeOrder(ctx, link.vendorId, { kind: 'id', id: link.orderId }, (cur) => decide(a.action, cur));
    return res.order;
  } catch (err) {
    await ctx.db.query('delete from vendor.courier_actions where action_id = $1::uuid', [a.actionId]);
    throw err;
  }
}

async function currentOrder(ctx: VendorApiContext, link: LinkedOrder): Promise<Order> {
  const [row] = await ctx.db.query<{ doc: Order }>('select doc from vendor.orders where id = $1::uuid', [link.orderId]);
  if (!row) throw conflict('The order of this link no longer exists');
  return row.doc;
}
