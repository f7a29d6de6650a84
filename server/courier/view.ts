/**
 * The courier's view of one order (DeliveryView, src/domain/wire/delivery.ts): built from the order record and its
 * vendor, nothing else — no other order, no e-mail address, no account data.
 */
import type { Order, Vendor } from '../../src/domain/types.ts';
import type { DeliveryAddress, DeliveryView } from '../../src/domain/wire/delivery.ts';
import { linkExpiry } from './links.ts';

function addressOf(d: Order['delivery']): DeliveryAddress | undefined {
  if (d.pickUp || !d.loc) return undefined;
  const a: DeliveryAddress = { addrLines: d.loc.addrLines, postalCode: d.loc.postalCode, city: d.loc.city };
  if (d.house) a.house = d.house;
  if (d.stair) a.stair = d.stair;
  if (d.floor) a.floor = d.floor;
  if (d.door) a.door = d.door;
  return a;
}

export function deliveryView(order: Order, vendor: Pick<Vendor, 'label' | 'address' | 'postalCode' | 'city' | 'phone'>): DeliveryView {
  const d = order.delivery;
  const address = addressOf(d);
  const total = order.amount.total;
  return {
    nr: order.nr,
    orderType: d.pickUp ? 'pickup' : 'delivery',
    state: order.fulfillment.state,
    stateTime: order.fulfillment.ts,
    pickup: {
      vendorName: vendor.label,
      address: vendor.address,
      postalCode: vendor.postalCode,
      city: vendor.city,
      ...(vendor.phone ? { phone: vendor.phone } : {}),
    },
    customer: {
      name: d.label,
      phone: d.mobile,
      ...(address ? { address } : {}),
      ...(d.note ? { note: d.note } : {}),
    },
    items: order.lines.map((l) => ({ name: l.entry.label ?? l.entry.productId, qty: l.qty })),
    total,
    paymentMethod: order.payment.method,
    cashToCollect: order.payment.method === 'cash' ? total : null,
    deliveryTime: order.fulfillment.delivery?.time ?? d.time ?? null,
    expiresAt: linkExpiry(order),
  };
}
