/**
 * Builds the body of POST /api/v1/vendors/{id}:placeOrder from the checkout form and the cart (spec 1 §3, §7).
 * The amount sent is only the client's view: the server re-prices every line and its answer decides.
 */
import { DOORBELL_PREFIX } from '../../domain/checkout.ts';
import type { CartLine } from '../../domain/cart.ts';
import { cartLineToOrderLine } from '../../domain/cart.ts';
import type { Cents } from '../../domain/money.ts';
import { toEuro } from '../../domain/money.ts';
import type { OrderDelivery, OrderVia, PaymentMethod, PlaceOrderRequest, ServiceKind } from '../../domain/types.ts';
import type { CheckoutForm } from './checkout-form.ts';

/** Pickup orders are identified by this fixed address text (spec 1 §9). */
export const PICKUP_ADDRESS = 'Restaurant Pickup';

export interface BuildOrderInput {
  form: CheckoutForm;
  orderType: ServiceKind;
  lines: CartLine[];
  payment: PaymentMethod;
  /** the vendor's own address (pickup) */
  vendor: { postalCode: string; city: string };
  /** normalised ISO time of a pre-order, null = as soon as possible */
  time: string | null;
  requestId: string;
  /** client's total (cents, tip included) for the server to compare */
  clientTotal: Cents;
  /** the tip (cents), 0 for none */
  tip: Cents;
  via: OrderVia;
}

/** Most characters of the delivery note the server takes. */
export const DELIVERY_NOTE_MAX = 1000;

export function buildPlaceOrderRequest(i: BuildOrderInput): PlaceOrderRequest {
  const f = trimAll(i.form);
  const pickUp = i.orderType === 'pickup';
  // the restaurant reads one note: the doorbell and entrance (delivery), then the customer's note on the order
  const notes: string[] = [];
  if (!pickUp && f.doorbell) notes.push(`${DOORBELL_PREFIX}${f.doorbell}`);
  if (!pickUp && f.entranceNotes) notes.push(f.entranceNotes);
  if (f.notes) notes.push(f.notes);
  const delivery: OrderDelivery = {
    label: `${f.firstName} ${f.lastName}`.trim(),
    pickUp,
    mobile: f.phone,
    email: f.email,
    time: i.time,
    loc: pickUp
      ? { addrLines: [PICKUP_ADDRESS], city: i.vendor.city, postalCode: i.vendor.postalCode, formatted: PICKUP_ADDRESS }
      : {
          addrLines: [`${f.street} ${f.houseNumber}`.trim()],
          city: f.city,
          postalCode: f.postalCode,
          formatted: formatAddress(f),
        },
  };
  if (notes.length > 0) delivery.note = notes.join(' · ').slice(0, DELIVERY_NOTE_MAX);
  if (!pickUp) {
    delivery.house = f.houseNumber;
    delivery.door = f.apartment;
    if (f.floor) delivery.floor = f.floor;
    if (f.staircase) delivery.stair = f.staircase;
  }
  const order: PlaceOrderRequest['order'] = {
    delivery,
    payment: { sys: 'offline', method: i.payment, ccy: 'EUR' },
    lines: i.lines.map(cartLineToOrderLine),
    amount: { ccy: 'EUR', total: toEuro(i.clientTotal) },
    via: i.via,
  };
  if (i.tip > 0) order.tip = toEuro(i.tip);
  return { requestId: i.requestId, order };
}

/** "Mariahilfer Straße 12, Stiege 2, Stock 3, Tür 4, 1070 Wien" */
export function formatAddress(f: Pick<CheckoutForm, 'street' | 'houseNumber' | 'staircase' | 'floor' | 'apartment' | 'postalCode' | 'city'>): string {
  const parts = [`${f.street.trim()} ${f.houseNumber.trim()}`.trim()];
  if (f.staircase.trim()) parts.push(`Stiege ${f.staircase.trim()}`);
  if (f.floor.trim()) parts.push(`Stock ${f.floor.trim()}`);
  if (f.apartment.trim()) parts.push(`Tür ${f.apartment.trim()}`);
  parts.push(`${f.postalCode.trim()} ${f.city.trim()}`.trim());
  return parts.filter(Boolean).join(', ');
}

function trimAll(f: CheckoutForm): CheckoutForm {
  const out: Record<string, unknown> = { ...f };
  for (const [k, v] of Object.entries(out)) if (typeof v === 'string') out[k] = v.trim();
  return out as unknown as CheckoutForm;
}
