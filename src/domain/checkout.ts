/**
 * Checkout field rules (spec 1 §5 "Checkout required"): pure checks; the checkout form's resolver turns the codes
 * into translated text. (Why submit is blocked and the alerts are the checkout feature's validation.ts.)
 */
import type { ServiceKind } from './types.ts';
import { isAustrianPostalCode, isValidEmail, isValidPhone } from './contact.ts';

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

/** The delivery note's doorbell part for the restaurant (German: Austrian restaurants read it); customer pages translate it. */
export const DOORBELL_PREFIX = 'Klingel: ';
