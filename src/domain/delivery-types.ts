/**
 * Delivery type and payment method rules (spec 1 §4 "Delivery type", §9 "Payment methods").
 * Tags delivery/pickup: neither or both → both supported. Tags delivery-cash/delivery-card: exactly one → only
 * that method, otherwise cash and bank card ('atm'). Type: URL, else storage, else delivery; forced when only one
 * type is supported.
 */
import { activeBusy } from './busy.ts';
import type { PaymentMethod, ServiceKind } from './types.ts';
import type { Busy } from './wire/vendor-hours.ts';

export function supportedDeliveryTypes(tags: string[]): ServiceKind[] {
  const d = tags.includes('delivery');
  const p = tags.includes('pickup');
  if (d && !p) return ['delivery'];
  if (p && !d) return ['pickup'];
  return ['delivery', 'pickup'];
}

/** The order types offered at `at`: the tags' types, without delivery while busy mode pauses it (when pickup is offered). */
export function offeredDeliveryTypes(vendor: { tags: string[]; busy?: Busy | null | undefined }, at: Date): ServiceKind[] {
  const supported = supportedDeliveryTypes(vendor.tags);
  if (!activeBusy(vendor.busy, at)?.deliveryPaused) return supported;
  const rest = supported.filter((k) => k !== 'delivery');
  return rest.length > 0 ? rest : supported;
}

/** Whether delivery is paused at `at` (and pickup offered instead). */
export function deliveryPausedAt(vendor: { tags: string[]; busy?: Busy | null | undefined }, at: Date): boolean {
  return supportedDeliveryTypes(vendor.tags).includes('delivery') && !offeredDeliveryTypes(vendor, at).includes('delivery');
}

export function paymentMethods(tags: string[]): PaymentMethod[] {
  const cash = tags.includes('delivery-cash');
  const card = tags.includes('delivery-card');
  if (cash && !card) return ['cash'];
  if (card && !cash) return ['atm'];
  return ['cash', 'atm'];
}

function asKind(v: string | null | undefined): ServiceKind | null {
  return v === 'delivery' || v === 'pickup' ? v : null;
}

/** URL value, else stored value, else delivery; an unsupported choice falls back to the first supported type. */
export function resolveDeliveryType(a: {
  fromUrl?: string | null;
  fromStorage?: string | null;
  supported: ServiceKind[];
}): ServiceKind {
  const wanted = asKind(a.fromUrl) ?? asKind(a.fromStorage) ?? 'delivery';
  if (a.supported.length === 0 || a.supported.includes(wanted)) return wanted;
  return a.supported[0] as ServiceKind;
}

/** Default payment method: the stored preference when allowed, else cash when allowed, else the first allowed. */
export function defaultPaymentMethod(allowed: PaymentMethod[], preferred?: string | null): PaymentMethod {
  if (preferred === 'cash' || preferred === 'atm') {
    if (allowed.includes(preferred)) return preferred;
  }
  if (allowed.includes('cash')) return 'cash';
  return allowed[0] ?? 'cash';
}
