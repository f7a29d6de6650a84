/**
 * The signed-in customer's copy of an order in their account history (public.orders + public.order_items, spec 2
 * §3), written by the server from the order it priced — never from amounts a browser computed — in the same
 * transaction as the vendor order, so there is either both or neither. The copy's id is the vendor order's id
 * (tracking finds it from any device); its number is the vendor order's number (`nr`, issue 25): the customer sees one
 * number on the confirmation, in tracking, in the order history, at the desk and with the courier. (Copies written
 * before kept their LZ-{year}-{nnnnnn} number in previous_order_number, migration 0018: old links still find them.)
 * Its status follows the vendor order: `accountStatus` maps every fulfillment state to the account's status, and
 * changeOrder (orders.ts) updates it in the same statement that changes the order.
 */
import { displayStatus, type DisplayStatus } from '../../src/domain/status.ts';
import { toCents, type Cents } from '../../src/domain/money.ts';
import type { Order } from '../../src/domain/types.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { insertAccountOrderCopy, type AccountOrderItem } from './repositories/account-orders.ts';

/** The account copy's status for a fulfillment state (the generic statuses customers see: pending … delivered). */
export const accountStatus = (state: string): DisplayStatus => displayStatus(state);

/** Euro text with two decimals for a numeric column, from whole cents (no floating point on the way). */
function euroText(cents: Cents): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The account's text columns are shorter than some order fields: the copy keeps their beginning. */
const cut = (s: string | undefined, max: number): string | null => (s ? s.slice(0, max) : null);

/**
 * Writes the account copy of a new order for `userId` (call inside the placement's transaction with its handle).
 * An access token whose account no longer exists is refused with 401, which rolls the whole placement back.
 */
export async function insertAccountOrder(
  q: Queryable,
  a: { userId: string; vendorId: string; vendorLabel: string; order: Omit<Order, 'nr'>; nr: string },
): Promise<void> {
  const { order } = a;
  const d = order.delivery;
  const pickup = d.pickUp;
  const loc = pickup ? undefined : d.loc;
  const street = loc?.addrLines[0];
  const house = d.house;
  const streetOnly = street && house && street.endsWith(` ${house}`) ? street.slice(0, -house.length - 1) : street;
  const charges = order.amount.charges.filter((c) => c.type !== 'tip').reduce((s, c) => s + toCents(c.val), 0);
  const items = order.lines.map((l, pos): AccountOrderItem => {
    const total = toCents(l.total ?? 0);
    return {
      pos,
      product_id: l.entry.productId,
      product_name: cut(l.entry.label ?? l.entry.productId, 300),
      quantity: l.qty,
      unit_price: euroText(Math.round(total / l.qty)),
      total_price: euroText(total),
      customizations: l.entry.opts?.length ? { options: l.entry.opts } : null,
      notes: cut(l.note, 1000),
    };
  });
  const inserted = await insertAccountOrderCopy(q, {
    id: order.id, userId: a.userId, orderNumber: a.nr, restaurantId: a.vendorId, restaurantName: cut(a.vendorLabel, 200),
    status: accountStatus(order.fulfillment.state), deliveryType: pickup ? 'pickup' : 'delivery',
    subtotal: euroText(toCents(order.amount.val)), deliveryFee: euroText(charges), total: euroText(toCents(order.amount.total)),
    street: cut(streetOnly, 200), buildingNumber: pickup ? null : cut(house, 20), stair: pickup ? null : cut(d.stair, 20),
    floor: pickup ? null : cut(d.floor, 20), doorNumber: pickup ? null : cut(d.door, 20), city: cut(loc?.city, 100),
    postalCode: cut(loc?.postalCode, 10), paymentMethod: order.payment.method, customerNotes: cut(d.note, 2000),
    createdAt: order.createTime, items,
  });
  if (!inserted) {
    throw new ApiError(401, 'The account of this access token no longer exists: sign in again, or order as a guest without it');
  }
}
