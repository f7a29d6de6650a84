/**
 * The partner terms of the restaurant sign-up (spec 3 §9), shown in the benefits, the facts box, the confirmation
 * step and the success screen: one place for the numbers, the texts interpolate them.
 */
import type { WeekdayKey } from '../../domain/forms/constants.ts';

/** Commission in percent of the order value; there is no base fee. */
export const COMMISSION_PERCENT = 15;

/** Payouts are weekly, on this day. */
export const PAYOUT_WEEKDAY: WeekdayKey = 'tuesday';

/** The partner sets the minimum order value; this is the range we recommend (euro). */
export const RECOMMENDED_MIN_ORDER_EUR = { min: 15, max: 20 } as const;

/** Review of a sign-up in working days, and of the documents in days. */
export const REVIEW_WORKING_DAYS = { min: 2, max: 3 } as const;
export const DOCUMENT_CHECK_DAYS = { min: 1, max: 2 } as const;

/** The documents uploaded later in the partner portal (texts: `restaurant-signup:documents.<id>`). */
export const PARTNER_DOCUMENTS = ['businessLicence', 'commercialRegister', 'hygieneCertificate', 'insurance'] as const;

/** After a successful sign-up the confirmation is shown this long, then the home page opens. */
export const SUCCESS_REDIRECT_MS = 3000;
