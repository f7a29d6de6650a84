/**
 * Restaurant partner sign-up (spec 3 §2.3, §3, §5): Grunddaten, Adresse, Geschäftsdaten, Rechtliches, Bestätigung —
 * one schema per step ("Next" validates the step), the whole sign-up as their union. Empty optional fields are
 * omitted (null) on send. Stored in restaurant_signups.
 */
import { z } from 'zod';
import { COUNTRIES, CUISINES, POSTAL_CODE_PATTERN, WEEKDAY_KEYS, defaultOpeningHours, type Country } from './constants.ts';
import { choice, flag, mustAccept, optionalText, optionalWebsite, requiredEmail, requiredPhone, requiredText, TIME_OF_DAY } from './fields.ts';
import { FORM_ERRORS as E } from './messages.ts';

const basics = {
  restaurantName: requiredText(200, E.restaurantNameRequired),
  ownerFirstName: requiredText(100, E.firstNameRequired),
  ownerLastName: requiredText(100, E.lastNameRequired),
  email: requiredEmail,
  phone: requiredPhone,
  website: optionalWebsite(500),
};

const address = {
  street: requiredText(200, E.streetRequired),
  buildingNumber: requiredText(20, E.buildingNumberRequired),
  postalCode: requiredText(10, E.postalCodeRequired),
  city: requiredText(100, E.cityRequired),
  country: choice(COUNTRIES, E.required).default('Österreich'),
};

/** One day's hours: opening hours are not validated beyond their form (spec 3 §5); a closed day keeps its times. */
const dayHours = z.object({
  open: z.string().regex(TIME_OF_DAY, E.timeInvalid),
  close: z.string().regex(TIME_OF_DAY, E.timeInvalid),
  closed: flag,
});

const business = {
  cuisine: choice(CUISINES, E.cuisineRequired),
  description: requiredText(5000, E.descriptionRequired),
  openingHours: z.object(Object.fromEntries(WEEKDAY_KEYS.map((d) => [d, dayHours])) as Record<(typeof WEEKDAY_KEYS)[number], typeof dayHours>),
};

const legal = {
  businessLicense: requiredText(100, E.businessLicenseRequired),
  taxNumber: requiredText(50, E.taxNumberRequired),
  vatNumber: optionalText(50),
};

const confirmation = {
  acceptTerms: mustAccept(E.termsRequired),
  acceptCommission: mustAccept(E.commissionRequired),
};

/** The postal code must have the country's form: 4 digits in Austria and Switzerland, 5 in Germany. */
function postalCodeOfCountry(v: { postalCode: string; country: Country }, ctx: z.RefinementCtx): void {
  if (!POSTAL_CODE_PATTERN[v.country].test(v.postalCode)) {
    ctx.addIssue({ code: 'custom', message: E.postalCodeInvalid, path: ['postalCode'] });
  }
}

export const restaurantStepSchemas = [
  z.object(basics),
  z.object(address).superRefine(postalCodeOfCountry),
  z.object(business),
  z.object(legal),
  z.object(confirmation),
] as const;

export const restaurantSignupSchema = z
  .object({ ...basics, ...address, ...business, ...legal, ...confirmation })
  .superRefine(postalCodeOfCountry);

export type RestaurantSignupForm = z.input<typeof restaurantSignupSchema>;


export function emptyRestaurantSignup(): RestaurantSignupForm {
  return {
    restaurantName: '', ownerFirstName: '', ownerLastName: '', email: '', phone: '', website: '',
    street: '', buildingNumber: '', postalCode: '', city: '', country: 'Österreich',
    cuisine: '', description: '', openingHours: defaultOpeningHours(),
    businessLicense: '', taxNumber: '', vatNumber: '',
    acceptTerms: false, acceptCommission: false,
  };
}
