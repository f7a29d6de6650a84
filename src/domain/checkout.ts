/**
 * Checkout rules (spec 1 §5 "Checkout required", "Submit disabled when", "On submit alerts", "Placing an order";
 * §4 "Zone check (checkout)", "Order placement"). Pure checks; the screens turn the codes into translated text.
 */
import type { OpeningHoursEntry, ServiceKind } from './types.ts';
import { isOpenAt } from './opening-hours.ts';
import { isAustrianPostalCode, isValidEmail, isValidPhone } from './contact.ts';
import { DEFAULT_TIME_ZONE, addDays, localDateOf, zonedTime } from './zoned-time.ts';

export interface CheckoutForm {
  firstName: string;
  lastName: string;
  street: string;
  buildingNumber: string;
  floor?: string;
  stair?: string;
  apartmentNumber: string;
  doorbell: string;
  entranceNotes?: string;
  phone: string;
  email: string;
  notes?: string;
  postalCode: string;
  city: string;
}

export type FieldError = 'required' | 'invalid';

/** Austrian postal codes have exactly 4 digits. */
export function isValidPostalCode(code: string | null | undefined): boolean {
  return isAustrianPostalCode(code);
}


const blank = (v: string | undefined | null) => (v ?? '').trim() === '';

/**
 * Field errors: first name, last name, phone, e-mail always required; for delivery also postal code (exactly 4
 * digits), city, street, building number, apartment number and doorbell name. Floor, staircase, entrance notes and
 * notes are optional. Empty object = valid.
 */
export function checkoutFieldErrors(form: Partial<CheckoutForm>, orderType: ServiceKind): Partial<Record<keyof CheckoutForm, FieldError>> {
  const e: Partial<Record<keyof CheckoutForm, FieldError>> = {};
  const required: (keyof CheckoutForm)[] = ['firstName', 'lastName', 'phone', 'email'];
  if (orderType === 'delivery') required.push('postalCode', 'city', 'street', 'buildingNumber', 'apartmentNumber', 'doorbell');
  for (const k of required) if (blank(form[k])) e[k] = 'required';
  if (!e.phone && !isValidPhone(form.phone)) e.phone = 'invalid';
  if (!e.email && !isValidEmail(form.email)) e.email = 'invalid';
  if (orderType === 'delivery' && !e.postalCode && !isValidPostalCode(form.postalCode)) e.postalCode = 'invalid';
  return e;
}

export type ZoneCheckState = 'idle' | 'checking' | 'valid' | 'error';

/** The zone check runs once exactly 4 characters are typed. */
export function shouldCheckZone(input: string | null | undefined): boolean {
  return (input ?? '').trim().length === 4;
}

export type SubmitBlocker = 'empty-cart' | 'terms' | 'zone-checking' | 'zone-error' | 'no-zone' | 'below-minimum';

/**
 * Why the submit button is disabled (first reason), or null: cart empty; terms not accepted; for delivery a zone
 * check running, a zone error or no zone; a required minimum not met (fees.minimumBlocks).
 */
export function submitBlocker(a: {
  lineCount: number;
  termsAccepted: boolean;
  orderType: ServiceKind;
  zoneState: ZoneCheckState;
  hasZone: boolean;
  minimumBlocks: boolean;
}): SubmitBlocker | null {
  if (a.lineCount <= 0) return 'empty-cart';
  if (!a.termsAccepted) return 'terms';
  if (a.orderType === 'delivery') {
    if (a.zoneState === 'checking') return 'zone-checking';
    if (a.zoneState === 'error') return 'zone-error';
    if (!a.hasZone) return 'no-zone';
    if (a.minimumBlocks) return 'below-minimum';
  }
  return null;
}

/** A vendor id that is empty, "undefined" or "null" is refused with "Invalid vendor ID". */
export function isInvalidVendorId(id: string | null | undefined): boolean {
  const v = (id ?? '').trim();
  return v === '' || v === 'undefined' || v === 'null';
}

/**
 * A scheduled time of day ("HH:MM", Vienna wall clock) for today; a time already past is moved to the next day.
 * Null for text that is not a valid time.
 */
export function scheduledTime(hhmm: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  const today = localDateOf(now, timeZone);
  const t = zonedTime(today, h * 60 + min, timeZone);
  return t.getTime() < now.getTime() ? zonedTime(addDays(today, 1), h * 60 + min, timeZone) : t;
}

/**
 * Whether the out-of-hours warning replaces placing the order: with a chosen time, when that time is outside the
 * opening hours; without one, when the vendor is outside its opening hours now. (A pre-order for a time within the
 * hours is what the warning asks for, so it is not warned about again.)
 */
export function needsOutOfHoursWarning(a: {
  openingHours: OpeningHoursEntry[] | undefined;
  now: Date;
  scheduled?: Date | null;
  timeZone?: string;
}): boolean {
  const at = a.scheduled ?? a.now;
  return !isOpenAt(a.openingHours, at, a.timeZone);
}
