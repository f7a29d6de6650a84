/**
 * Checkout rules around the form (spec 1 §5 "Submit disabled when", "On submit alerts"): why submit is blocked, which
 * alert an invalid form gets, the scheduled time. Pure functions; the field rules are the form's schema
 * (checkout-form.ts).
 */
import type { ServiceKind } from '../../domain/types.ts';
import { sameWallTimeNotBefore } from '../../domain/zoned-time.ts';
import { ADDRESS_FIELDS, type CheckoutField } from './checkout-form.ts';

export type ZoneCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'valid' }
  | { state: 'error'; reason: 'noZone' | 'failed'; postalCode: string };

export interface SubmitContext {
  cartEmpty: boolean;
  termsAccepted: boolean;
  orderType: ServiceKind;
  zoneCheck: ZoneCheck;
  /** a delivery zone is chosen (valid zone check) */
  hasZone: boolean;
  /** computeFees(...).minimumBlocks */
  minimumBlocks: boolean;
  submitting: boolean;
}

export type SubmitBlocker =
  | 'submitting'
  | 'cartEmpty'
  | 'zoneChecking'
  | 'zoneError'
  | 'noZone'
  | 'belowMinimum'
  | 'termsRequired';

/**
 * Why the submit button is disabled (spec 1 §5 "Submit disabled when"), or null when it is enabled.
 * The order of checks is the order of the on-submit alerts.
 */
export function submitBlocker(c: SubmitContext): SubmitBlocker | null {
  if (c.submitting) return 'submitting';
  if (c.cartEmpty) return 'cartEmpty';
  if (c.orderType === 'delivery') {
    if (c.zoneCheck.state === 'checking') return 'zoneChecking';
    if (c.zoneCheck.state === 'error') return 'zoneError';
    if (!c.hasZone) return 'noZone';
    if (c.minimumBlocks) return 'belowMinimum';
  }
  if (!c.termsAccepted) return 'termsRequired';
  return null;
}

/**
 * A scheduled time already in the past is moved to the next day (spec 1 §5): the same Vienna wall-clock time, so
 * 18:30 stays 18:30 across a daylight-saving change.
 */
export function normaliseScheduledTime(iso: string, now: Date): string | null {
  if (!iso) return null;
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return null;
  return sameWallTimeNotBefore(t, now).toISOString();
}

/** i18n keys of the alert of an invalid form. */
export type InvalidFormAlert = 'checkout.alerts.chooseAddress' | 'checkout.alerts.addressMissing' | 'checkout.alerts.fixErrors';

/**
 * The alert above the submit button when fields are invalid (spec 1 §5 "On submit alerts"): a signed-in delivery
 * order without a (complete) chosen address asks to choose one; a guest's delivery order without postal code or town
 * asks for them; anything else asks to fill in the required fields.
 */
export function invalidFormAlert(
  invalid: readonly CheckoutField[],
  a: { orderType: ServiceKind; signedIn: boolean },
): InvalidFormAlert {
  if (a.orderType === 'delivery') {
    if (a.signedIn && invalid.some((f) => (ADDRESS_FIELDS as readonly CheckoutField[]).includes(f))) return 'checkout.alerts.chooseAddress';
    if (!a.signedIn && (invalid.includes('postalCode') || invalid.includes('city'))) return 'checkout.alerts.addressMissing';
  }
  return 'checkout.alerts.fixErrors';
}
