/**
 * Courier application (spec 3 §2.2, §3, §5): five wizard steps, each a schema of its own so "Next" checks exactly the
 * rules of its step; the whole application is their union plus the rules across steps. Stored in
 * courier_applications (snake_case there, camelCase here).
 */
import { z } from 'zod';
import { COURIER_WEEKDAYS, VEHICLE_TYPES } from './constants.ts';
import {
  choice, flag, mustAccept, optionalText, requiredDate, requiredEmail, requiredIban, requiredPhone, requiredPostalCode, requiredText,
} from './fields.ts';
import { FORM_ERRORS as E } from './messages.ts';

const personal = {
  firstName: requiredText(100, E.firstNameRequired),
  lastName: requiredText(100, E.lastNameRequired),
  email: requiredEmail,
  phone: requiredPhone,
  address: requiredText(300, E.addressRequired),
  city: requiredText(100, E.cityRequired),
  postalCode: requiredPostalCode,
  // a birth date lies in the past; the age itself is not checked (spec 3 §2.2)
  dateOfBirth: requiredDate(E.dateOfBirthRequired, -1),
};

const vehicle = {
  vehicleType: choice(VEHICLE_TYPES, E.vehicleRequired),
  hasDriversLicense: flag,
  driversLicenseNumber: optionalText(50),
  hasOwnVehicle: flag,
  vehicleDetails: optionalText(500),
};

const availability = {
  availability: z
    .array(z.enum(COURIER_WEEKDAYS, { error: E.invalidChoice }), { error: E.availabilityRequired })
    .min(1, E.availabilityRequired)
    .max(COURIER_WEEKDAYS.length, E.invalidChoice)
    .refine((days) => new Set(days).size === days.length, E.invalidChoice),
  preferredWorkingHours: optionalText(200),
};

const payment = {
  bankAccountHolder: optionalText(200),
  iban: requiredIban,
  taxNumber: optionalText(50),
};

const confirmation = { acceptTerms: mustAccept(E.termsRequired) };

interface VehicleChoice {
  vehicleType: string;
  hasDriversLicense: boolean;
}

/** A motorcycle or car needs the licence box ticked (spec 3 §5, step 2); the message sits on the box. */
function licenceForVehicle(v: VehicleChoice, ctx: z.RefinementCtx): void {
  if ((v.vehicleType === 'motorcycle' || v.vehicleType === 'car') && !v.hasDriversLicense) {
    ctx.addIssue({ code: 'custom', message: E.licenseRequired, path: ['hasDriversLicense'] });
  }
}

/** The licence number only with the licence box, the vehicle details only with an own vehicle. */
function dropHidden<T extends { hasDriversLicense: boolean; driversLicenseNumber: string | null; hasOwnVehicle: boolean; vehicleDetails: string | null }>(v: T): T {
  return {
    ...v,
    driversLicenseNumber: v.hasDriversLicense ? v.driversLicenseNumber : null,
    vehicleDetails: v.hasOwnVehicle ? v.vehicleDetails : null,
  };
}

export const courierStepSchemas = [
  z.object(personal),
  z.object(vehicle).superRefine(licenceForVehicle).transform(dropHidden),
  z.object(availability),
  z.object(payment),
  z.object(confirmation),
] as const;

export const courierApplicationSchema = z
  .object({ ...personal, ...vehicle, ...availability, ...payment, ...confirmation })
  .superRefine(licenceForVehicle)
  .transform(dropHidden);

/** What the form holds (react-hook-form's values). */
export type CourierApplicationForm = z.input<typeof courierApplicationSchema>;
/** What is sent and stored. */
export type CourierApplication = z.output<typeof courierApplicationSchema>;

export const EMPTY_COURIER_APPLICATION: CourierApplicationForm = {
  firstName: '', lastName: '', email: '', phone: '', address: '', city: '', postalCode: '', dateOfBirth: '',
  vehicleType: '', hasDriversLicense: false, driversLicenseNumber: '', hasOwnVehicle: false, vehicleDetails: '',
  availability: [], preferredWorkingHours: '',
  bankAccountHolder: '', iban: '', taxNumber: '',
  acceptTerms: false,
};
