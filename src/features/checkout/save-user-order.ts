/**
 * After a successful placeOrder, a signed-in user's order is stored in `orders`/`order_items` (spec 1 §4, §7) with
 * the number from generate_order_number() (fallback LZ-{year}-{last 4 digits of time}). A failed save is only
 * logged: the order has been placed and the flow continues. The row id is the vendor system's order id, so the
 * order history links to live tracking from any device.
 */
import { lineTotalCents, lineUnitCents, type CartLine } from '../../domain/cart.ts';
import { toEuro, type Cents } from '../../domain/money.ts';
import type { PlaceOrderResponse } from '../../domain/types.ts';
import { getAuthState } from '../../lib/supabase/auth-store.ts';
import { saveUserOrder } from '../../lib/supabase/data.ts';
import { formStreetAddress, type CheckoutForm } from './validation.ts';

export interface OrderSnapshot {
  form: CheckoutForm;
  orderType: 'delivery' | 'pickup';
  lines: CartLine[];
  subtotal: Cents;
  deliveryFee: Cents;
  total: Cents;
  payment: string;
  vendorName: string | null;
}

/** Upper bound for holding the confirmation back while the order is stored. */
export const SAVE_WAIT_MS = 4000;

export async function storeOrderForUser(s: OrderSnapshot, res: PlaceOrderResponse, vendorId: string): Promise<void> {
  if (getAuthState().status !== 'authenticated') return;
  const m = /^vendors\/([^/]+)\/orders\/([^/]+)$/.exec(res.name);
  const save = saveUserOrder({
    vendorOrderId: m?.[2] ?? res.order.id ?? null,
    restaurantId: m?.[1] ?? vendorId,
    restaurantName: s.vendorName,
    deliveryType: s.orderType,
    subtotal: toEuro(s.subtotal),
    deliveryFee: toEuro(s.deliveryFee),
    total: toEuro(s.total),
    paymentMethod: s.payment,
    notes: s.form.entranceNotes,
    address: s.orderType === 'delivery' ? formStreetAddress(s.form) : null,
    items: s.lines.map((l) => ({
      product_id: l.productId,
      product_name: l.name,
      quantity: l.quantity,
      unit_price: toEuro(lineUnitCents(l)),
      total_price: toEuro(lineTotalCents(l)),
      notes: l.notes ?? null,
      customizations: { options: l.options, addons: l.addons },
    })),
  });
  try {
    await Promise.race([save, new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS))]);
  } catch (err) {
    console.error('storing the order in the account failed (the order itself was placed)', err);
  }
  save.catch(() => undefined);
}
