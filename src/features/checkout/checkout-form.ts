/**
 * The checkout form's values and its validation (spec 1 §5 "Checkout required"): one zod schema, used as the
 * react-hook-form resolver, built from the shared rules — which fields an order type requires and how e-mail, phone
 * and postal code are judged come from src/domain/checkout.ts and src/domain/contact.ts (the schemas the server's
 * placeOrder validates with), so the form accepts exactly what the server accepts.
 * Field messages are i18n keys (`checkout.errors.*`), translated where they are shown.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { checkoutFieldErrors, type CheckoutForm as DomainCheckoutForm, type FieldError } from '../../domain/checkout.ts';
import { toCents, type Cents } from '../../domain/money.ts';
import type { PaymentMethod, ServiceKind } from '../../domain/types.ts';
import type { StreetAddressInput } from '../../lib/supabase/types.ts';

export interface CheckoutForm {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  postalCode: string;
  city: string;
  street: string;
  houseNumber: string;
  apartment: string;
  doorbell: string;
  floor: string;
  staircase: string;
  entranceNotes: string;
  /** a note on the whole order for the restaurant */
  notes: string;
  /** euro as typed ("2" or "2,50"), '' = no tip */
  tip: string;
  /** ISO date-time of the chosen slot, '' = as soon as possible */
  preferredTime: string;
  payment: PaymentMethod;
  /** remember the payment method for the next order (spec 1 §9) */
  rememberPayment: boolean;
  marketingConsent: boolean;
  termsAccepted: boolean;
}

export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  postalCode: '',
  city: '',
  street: '',
  houseNumber: '',
  apartment: '',
  doorbell: '',
  floor: '',
  staircase: '',
  entranceNotes: '',
  notes: '',
  tip: '',
  preferredTime: '',
  payment: 'cash',
  rememberPayment: false,
  marketingConsent: false,
  termsAccepted: false,
};

export type CheckoutField = keyof CheckoutForm;

/** The typed contact and address fields, in page order (also what is saved for the next order). */
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'postalCode',
  'city',
  'street',
  'houseNumber',
  'apartment',
  'doorbell',
  'floor',
  'staircase',
  'entranceNotes',
] as const satisfies readonly CheckoutField[];

export const ADDRESS_FIELDS = ['postalCode', 'city', 'street', 'houseNumber', 'apartment', 'doorbell'] as const satisfies readonly CheckoutField[];

/** Most characters of the order note and of the tip (euro; the server's limit). */
export const NOTES_MAX = 300;
export const TIP_MAX_EURO = 500;

/** i18n keys of the field messages. */
export type FieldErrorKey =
  | 'checkout.errors.firstNameRequired'
  | 'checkout.errors.lastNameRequired'
  | 'checkout.errors.phoneRequired'
  | 'checkout.errors.phoneInvalid'
  | 'checkout.errors.emailRequired'
  | 'checkout.errors.emailInvalid'
  | 'checkout.errors.postalCodeRequired'
  | 'checkout.errors.postalCodeInvalid'
  | 'checkout.errors.cityRequired'
  | 'checkout.errors.streetRequired'
  | 'checkout.errors.houseNumberRequired'
  | 'checkout.errors.apartmentRequired'
  | 'checkout.errors.doorbellRequired'
  | 'checkout.errors.termsRequired'
  | 'checkout.errors.tipInvalid';

const FIELD_MESSAGES: Partial<Record<CheckoutField, Partial<Record<FieldError, FieldErrorKey>>>> = {
  firstName: { required: 'checkout.errors.firstNameRequired' },
  lastName: { required: 'checkout.errors.lastNameRequired' },
  phone: { required: 'checkout.errors.phoneRequired', invalid: 'checkout.errors.phoneInvalid' },
  email: { required: 'checkout.errors.emailRequired', invalid: 'checkout.errors.emailInvalid' },
  postalCode: { required: 'checkout.errors.postalCodeRequired', invalid: 'checkout.errors.postalCodeInvalid' },
  city: { required: 'checkout.errors.cityRequired' },
  street: { required: 'checkout.errors.streetRequired' },
  houseNumber: { required: 'checkout.errors.houseNumberRequired' },
  apartment: { required: 'checkout.errors.apartmentRequired' },
  doorbell: { required: 'checkout.errors.doorbellRequired' },
};

/** The form field of each field of the domain's checkout rules. */
const FROM_DOMAIN: Record<keyof DomainCheckoutForm, CheckoutField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  phone: 'phone',
  email: 'email',
  postalCode: 'postalCode',
  city: 'city',
  street: 'street',
  buildingNumber: 'houseNumber',
  apartmentNumber: 'apartment',
  doorbell: 'doorbell',
  floor: 'floor',
  stair: 'staircase',
  entranceNotes: 'entranceNotes',
  notes: 'notes',
};

export function toDomainForm(f: CheckoutForm): DomainCheckoutForm {
  return {
    firstName: f.firstName,
    lastName: f.lastName,
    phone: f.phone,
    email: f.email,
    postalCode: f.postalCode,
    city: f.city,
    street: f.street,
    buildingNumber: f.houseNumber,
    apartmentNumber: f.apartment,
    doorbell: f.doorbell,
    floor: f.floor,
    stair: f.staircase,
    entranceNotes: f.entranceNotes,
    notes: f.notes,
  };
}

/** The tip in cents: 0 for none, null when the text is not an amount of 0 to 500 euro with at most two decimals. */
export function parseTip(text: string): Cents | null {
  const t = text.trim();
  if (t === '') return 0;
  if (!/^\d{1,3}(?:[.,]\d{1,2})?$/.test(t)) return null;
  const euro = Number(t.replace(',', '.'));
  return euro <= TIP_MAX_EURO ? toCents(euro) : null;
}

/** The schema of the form for one order type (delivery requires the address, pickup does not). */
export function checkoutFormSchema(orderType: ServiceKind) {
  return z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string(),
      email: z.string(),
      postalCode: z.string(),
      city: z.string(),
      street: z.string(),
      houseNumber: z.string(),
      apartment: z.string(),
      doorbell: z.string(),
      floor: z.string(),
      staircase: z.string(),
      entranceNotes: z.string(),
      notes: z.string().max(NOTES_MAX),
      tip: z.string(),
      preferredTime: z.string(),
      payment: z.enum(['cash', 'atm']),
      rememberPayment: z.boolean(),
      marketingConsent: z.boolean(),
      termsAccepted: z.boolean(),
    })
    .superRefine((form, ctx) => {
      const errors = checkoutFieldErrors(toDomainForm(form), orderType);
      for (const [domainField, kind] of Object.entries(errors) as [keyof DomainCheckoutForm, FieldError][]) {
        const field = FROM_DOMAIN[domainField];
        const message = FIELD_MESSAGES[field]?.[kind];
        if (message) ctx.addIssue({ code: 'custom', path: [field], message });
      }
      if (parseTip(form.tip) === null) ctx.addIssue({ code: 'custom', path: ['tip'], message: 'checkout.errors.tipInvalid' });
      if (!form.termsAccepted) {
        ctx.addIssue({ code: 'custom', path: ['termsAccepted'], message: 'checkout.errors.termsRequired' });
      }
    });
}

export interface CheckoutFormContext {
  orderType: ServiceKind;
}

/** The react-hook-form resolver: the schema of the order type in the form's context. */
export const checkoutResolver: Resolver<CheckoutForm, CheckoutFormContext> = (values, context, options) =>
  zodResolver(checkoutFormSchema(context?.orderType ?? 'delivery'), undefined, { raw: true })(values, context, options);

/** The delivery address of the form in the account tables' terms (a saved address). */
export function formStreetAddress(f: CheckoutForm): StreetAddressInput & { details: string } {
  return {
    street: f.street,
    building_number: f.houseNumber,
    stair: f.staircase,
    floor: f.floor,
    door_number: f.apartment,
    city: f.city,
    postal_code: f.postalCode,
    details: f.entranceNotes,
  };
}
