/**
 * How each public form's data (the shared schema's output, camelCase) becomes a row (snake_case columns): the table,
 * its reference prefix and the columns taken from the data. The insert itself reads the values with
 * jsonb_populate_record, so dates, arrays (availability) and jsonb (opening hours) arrive in their column types.
 */
import type { PublicFormKind } from '../../src/domain/forms/submission.ts';

export interface FormTable {
  table: 'courier_applications' | 'restaurant_signups' | 'vendor_recommendations' | 'job_applications' | 'ethics_reports';
  /** reference prefix (set by the database's trigger; used here for the honeypot's look-alike answer) */
  prefix: string;
  /** data field → column */
  columns: Readonly<Record<string, string>>;
}

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const same = (...fields: string[]) => Object.fromEntries(fields.map((f) => [f, snake(f)]));

export const FORM_TABLES: Record<PublicFormKind, FormTable> = {
  'courier-application': {
    table: 'courier_applications',
    prefix: 'CA',
    columns: same(
      'firstName', 'lastName', 'email', 'phone', 'address', 'city', 'postalCode', 'dateOfBirth', 'vehicleType', 'hasDriversLicense',
      'driversLicenseNumber', 'availability', 'preferredWorkingHours', 'hasOwnVehicle', 'vehicleDetails', 'bankAccountHolder', 'iban',
      'taxNumber', 'acceptTerms',
    ),
  },
  'restaurant-signup': {
    table: 'restaurant_signups',
    prefix: 'RS',
    columns: same(
      'restaurantName', 'ownerFirstName', 'ownerLastName', 'email', 'phone', 'website', 'street', 'buildingNumber', 'postalCode', 'city',
      'country', 'cuisine', 'description', 'openingHours', 'businessLicense', 'taxNumber', 'vatNumber', 'acceptTerms', 'acceptCommission',
    ),
  },
  'vendor-recommendation': {
    table: 'vendor_recommendations',
    prefix: 'VR',
    columns: same(
      'vendorName', 'vendorAddress', 'vendorPhone', 'vendorWebsite', 'category', 'description', 'recommenderName', 'recommenderEmail',
      'city', 'postalCode',
    ),
  },
  'job-application': {
    table: 'job_applications',
    prefix: 'JA',
    columns: {
      ...same(
        'position', 'department', 'workType', 'firstName', 'lastName', 'email', 'phone', 'dateOfBirth', 'address', 'city', 'postalCode',
        'startDate', 'experience', 'education', 'skills', 'languages', 'previousJobs', 'motivation', 'whyUs', 'salary',
        'hasCoverLetter', 'hasCertificates', 'acceptTerms', 'acceptPrivacy',
      ),
      hasCV: 'has_cv',
    },
  },
  'ethics-report': {
    table: 'ethics_reports',
    prefix: 'ER',
    columns: same(
      'category', 'description', 'location', 'incidentDate', 'witnesses', 'evidence', 'contactName', 'contactEmail', 'contactPhone', 'anonymous',
    ),
  },
};

/** The row's values as a JSON object keyed by column (for jsonb_populate_record). */
export function rowOf(t: FormTable, data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(t.columns)) row[column] = data[field] ?? null;
  return row;
}
