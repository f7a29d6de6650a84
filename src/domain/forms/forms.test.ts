import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BAD_FORM_CASES, VALID_FORM_DATA, badData } from './cases.ts';
import { COURIER_WEEKDAYS, CUISINES, ETHICS_CATEGORIES, JOB_POSITIONS, RECOMMENDATION_CATEGORIES, RECOMMENDATION_CITIES } from './constants.ts';
import { EMPTY_COURIER_APPLICATION, courierStepSchemas } from './courier.ts';
import { EMPTY_ETHICS_REPORT, ethicsCaseAccessSchema, normalizeCaseNumber } from './ethics.ts';
import { EMPTY_JOB_APPLICATION, jobApplicationStepSchemas } from './job-application.ts';
import { FORM_ERRORS } from './messages.ts';
import { emptyRestaurantSignup, restaurantStepSchemas } from './restaurant.ts';
import { EMPTY_VENDOR_RECOMMENDATION } from './recommendation.ts';
import { PUBLIC_FORM_KINDS, PUBLIC_FORM_SCHEMAS, fieldMessages, submissionRequestSchema } from './submission.ts';

const parse = (kind: (typeof PUBLIC_FORM_KINDS)[number], data: unknown) => PUBLIC_FORM_SCHEMAS[kind].safeParse(data);

describe('public form schemas', () => {
  it('when the constants are read, then they are the lists of spec 3 §9', () => {
    expect(CUISINES).toHaveLength(20);
    expect(RECOMMENDATION_CATEGORIES).toHaveLength(11);
    expect(RECOMMENDATION_CITIES).toHaveLength(10);
    expect(JOB_POSITIONS.map((p) => p.id)).toEqual([
      'software-engineer', 'product-manager', 'marketing-specialist', 'customer-support', 'operations-manager', 'data-analyst', 'intern',
    ]);
    expect(ETHICS_CATEGORIES).toHaveLength(7);
    expect(COURIER_WEEKDAYS[0]).toBe('Montag');
    expect(COURIER_WEEKDAYS[6]).toBe('Sonntag');
  });

  it.each(PUBLIC_FORM_KINDS)('when the valid %s is parsed, then it passes', (kind) => {
    const r = parse(kind, VALID_FORM_DATA[kind]);
    expect(r.error?.issues ?? []).toEqual([]);
  });

  it.each(BAD_FORM_CASES)('when the %s has %s, then it is refused on that field with its message', (kind, _what, changes, field, key) => {
    const r = parse(kind, badData(kind, changes));
    expect(r.success).toBe(false);
    expect(fieldMessages(r.error?.issues ?? [])[field]).toBe(key);
  });

  it('when a courier applies, then texts are trimmed, empty optional fields are null and the IBAN is compact', () => {
    const r = parse('courier-application', { ...VALID_FORM_DATA['courier-application'], firstName: '  Kurt ', taxNumber: '   ' });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ firstName: 'Kurt', taxNumber: null, iban: 'AT611904300234573201' });
  });

  it('when the licence box or own vehicle is unticked, then the number and vehicle details are not sent', () => {
    const r = parse('courier-application', {
      ...VALID_FORM_DATA['courier-application'], vehicleType: 'bike', hasDriversLicense: false, hasOwnVehicle: false,
    });
    expect(r.data).toMatchObject({ driversLicenseNumber: null, vehicleDetails: null });
  });

  it('when an ethics report is anonymous, then the typed contact data is dropped', () => {
    const r = parse('ethics-report', { ...VALID_FORM_DATA['ethics-report'], anonymous: true, contactName: 'Eva', contactEmail: 'eva@example.com', contactPhone: '0660 1234567' });
    expect(r.data).toMatchObject({ anonymous: true, contactName: null, contactEmail: null, contactPhone: null });
    const named = parse('ethics-report', { ...VALID_FORM_DATA['ethics-report'], anonymous: false, contactName: 'Eva' });
    expect(named.data).toMatchObject({ contactName: 'Eva' });
  });

  it('when a job application is parsed, then the department is the position\'s', () => {
    expect(parse('job-application', VALID_FORM_DATA['job-application']).data).toMatchObject({ department: 'Analytics' });
  });

  it('when a German restaurant gives five digits, then its postal code is fine', () => {
    expect(parse('restaurant-signup', { ...VALID_FORM_DATA['restaurant-signup'], country: 'Deutschland', postalCode: '80331' }).success).toBe(true);
  });

  it('when the server parses what the browser sent (nulls for empty fields), then it gets the same data', () => {
    for (const kind of PUBLIC_FORM_KINDS) {
      const once = parse(kind, VALID_FORM_DATA[kind]);
      const twice = parse(kind, once.data);
      expect(twice.data).toEqual(once.data);
    }
  });

  it('when each wizard step is checked alone, then only its own fields are judged', () => {
    const c = VALID_FORM_DATA['courier-application'];
    expect(courierStepSchemas[0].safeParse(c).success).toBe(true);
    const step2 = courierStepSchemas[1].safeParse({ ...c, vehicleType: 'motorcycle', hasDriversLicense: false, firstName: '' });
    expect(fieldMessages(step2.error?.issues ?? [])).toEqual({ hasDriversLicense: FORM_ERRORS.licenseRequired });
    expect(fieldMessages(courierStepSchemas[2].safeParse({ availability: [] }).error?.issues ?? [])).toMatchObject({ availability: FORM_ERRORS.availabilityRequired });
    expect(restaurantStepSchemas).toHaveLength(5);
    expect(jobApplicationStepSchemas).toHaveLength(6);
    expect(fieldMessages(jobApplicationStepSchemas[0].safeParse({ position: '' }).error?.issues ?? [])).toEqual({ position: FORM_ERRORS.positionRequired });
  });

  it('when an empty form is sent, then every required field has its own message and no optional one has any', () => {
    const keys = (r: { error?: { issues: z.core.$ZodIssue[] } }) => fieldMessages(r.error?.issues ?? []);
    expect(keys(PUBLIC_FORM_SCHEMAS['vendor-recommendation'].safeParse(EMPTY_VENDOR_RECOMMENDATION))).toEqual({
      vendorName: FORM_ERRORS.vendorNameRequired, category: FORM_ERRORS.categoryRequired, city: FORM_ERRORS.cityRequired,
    });
    expect(keys(PUBLIC_FORM_SCHEMAS['ethics-report'].safeParse(EMPTY_ETHICS_REPORT))).toEqual({
      category: FORM_ERRORS.categoryRequired, description: FORM_ERRORS.descriptionRequired,
    });
    expect(keys(PUBLIC_FORM_SCHEMAS['job-application'].safeParse(EMPTY_JOB_APPLICATION))).toEqual({
      position: FORM_ERRORS.positionRequired, firstName: FORM_ERRORS.firstNameRequired, lastName: FORM_ERRORS.lastNameRequired,
      email: FORM_ERRORS.emailRequired, phone: FORM_ERRORS.phoneRequired, experience: FORM_ERRORS.experienceRequired,
      education: FORM_ERRORS.educationRequired, motivation: FORM_ERRORS.motivationRequired, whyUs: FORM_ERRORS.fieldRequired,
      hasCV: FORM_ERRORS.cvRequired, acceptTerms: FORM_ERRORS.termsRequired, acceptPrivacy: FORM_ERRORS.privacyRequired,
    });
    expect(keys(PUBLIC_FORM_SCHEMAS['courier-application'].safeParse(EMPTY_COURIER_APPLICATION))).toEqual({
      firstName: FORM_ERRORS.firstNameRequired, lastName: FORM_ERRORS.lastNameRequired, email: FORM_ERRORS.emailRequired,
      phone: FORM_ERRORS.phoneRequired, address: FORM_ERRORS.addressRequired, city: FORM_ERRORS.cityRequired,
      postalCode: FORM_ERRORS.postalCodeRequired, dateOfBirth: FORM_ERRORS.dateOfBirthRequired, vehicleType: FORM_ERRORS.vehicleRequired,
      availability: FORM_ERRORS.availabilityRequired, iban: FORM_ERRORS.ibanRequired, acceptTerms: FORM_ERRORS.termsRequired,
    });
    expect(keys(PUBLIC_FORM_SCHEMAS['restaurant-signup'].safeParse(emptyRestaurantSignup()))).toEqual({
      restaurantName: FORM_ERRORS.restaurantNameRequired, ownerFirstName: FORM_ERRORS.firstNameRequired, ownerLastName: FORM_ERRORS.lastNameRequired,
      email: FORM_ERRORS.emailRequired, phone: FORM_ERRORS.phoneRequired, street: FORM_ERRORS.streetRequired,
      buildingNumber: FORM_ERRORS.buildingNumberRequired, postalCode: FORM_ERRORS.postalCodeRequired, city: FORM_ERRORS.cityRequired,
      cuisine: FORM_ERRORS.cuisineRequired, description: FORM_ERRORS.descriptionRequired, businessLicense: FORM_ERRORS.businessLicenseRequired,
      taxNumber: FORM_ERRORS.taxNumberRequired, acceptTerms: FORM_ERRORS.termsRequired, acceptCommission: FORM_ERRORS.commissionRequired,
    });
  });

  it('when a submission envelope has no uuid or a long honeypot, then it is refused', () => {
    expect(submissionRequestSchema.safeParse({ submissionId: 'abc', data: {} }).success).toBe(false);
    expect(submissionRequestSchema.safeParse({ submissionId: '6f1c2e7a-3b4d-4e5f-8a9b-0c1d2e3f4a5b', website: 'x'.repeat(501), data: {} }).success).toBe(false);
    expect(submissionRequestSchema.safeParse({ submissionId: '6f1c2e7a-3b4d-4e5f-8a9b-0c1d2e3f4a5b', data: {} }).success).toBe(true);
  });

  it('when a case number and secret are typed loosely, then they are read in their one form', () => {
    expect(normalizeCaseNumber(' ec 7k3m q9xd ')).toBe('EC-7K3M-Q9XD');
    const r = ethicsCaseAccessSchema.safeParse({ caseNumber: 'ec-7k3m-q9xo', caseSecret: 'ubcde-fghjk-mnpqr-stvwx-yz012-3' });
    expect(r.success).toBe(false); // U is not in the alphabet
    const ok = ethicsCaseAccessSchema.safeParse({ caseNumber: 'ec-7k3m-q9xo', caseSecret: 'abcde fghjk mnpqr stvwx yz012 3' });
    expect(ok.data).toEqual({ caseNumber: 'EC-7K3M-Q9X0', caseSecret: 'ABCDEFGHJKMNPQRSTVWXYZ0123' });
  });
});
