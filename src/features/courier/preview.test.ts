import { VALID_FORM_DATA } from '../../domain/forms/cases.ts';
import { EMPTY_COURIER_APPLICATION, type CourierApplicationForm } from '../../domain/forms/courier.ts';
import { TOP_HOURLY_EARNINGS, VEHICLE_FACTS } from './courier-facts.ts';
import { courierPreview, formatIsoDate, groupIban } from './preview.ts';

const valid = VALID_FORM_DATA['courier-application'] as CourierApplicationForm;

describe('courierPreview', () => {
  it('when steps 1–4 are valid, then it shows the data as sent: trimmed, blanks as null, the IBAN without spaces', () => {
    const p = courierPreview({ ...valid, firstName: '  Kurt ', taxNumber: '   ', iban: 'at61 1904 3002 3457 3201' });
    expect(p).toEqual({
      firstName: 'Kurt', lastName: 'Radler', email: 'kurt.radler@example.com', phone: '+43 660 1234567',
      address: 'Praterstraße 1', city: 'Wien', postalCode: '1020', dateOfBirth: '1995-04-12',
      vehicleType: 'car', hasDriversLicense: true, driversLicenseNumber: 'B-123456', hasOwnVehicle: true, vehicleDetails: 'VW Golf',
      availability: ['Montag', 'Freitag'], preferredWorkingHours: 'abends',
      bankAccountHolder: 'Kurt Radler', iban: 'AT611904300234573201', taxNumber: null,
    });
  });

  it('when the licence box or the own-vehicle box is unticked, then the number and the details typed before are not sent', () => {
    const p = courierPreview({ ...valid, vehicleType: 'bike', hasDriversLicense: false, hasOwnVehicle: false });
    expect(p?.driversLicenseNumber).toBeNull();
    expect(p?.vehicleDetails).toBeNull();
  });

  it('when the terms are not accepted yet, then the preview is still there (they are ticked on the last step)', () => {
    expect(courierPreview({ ...valid, acceptTerms: false })).not.toBeNull();
  });

  it.each([
    ['the first name is blank', { firstName: ' ' }],
    ['a car has no licence', { hasDriversLicense: false }],
    ['no day is chosen', { availability: [] }],
    ['the IBAN fails mod 97', { iban: 'AT62 1904 3002 3457 3201' }],
  ])('when %s, then there is no preview', (_name, change) => {
    expect(courierPreview({ ...valid, ...change })).toBeNull();
  });

  it('when the form is empty, then there is no preview', () => {
    expect(courierPreview(EMPTY_COURIER_APPLICATION)).toBeNull();
  });
});

describe('groupIban / formatIsoDate', () => {
  it('when an IBAN is grouped, then it reads in blocks of four with the rest at the end', () => {
    expect(groupIban('AT611904300234573201')).toBe('AT61 1904 3002 3457 3201');
    expect(groupIban('DE89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
    expect(groupIban('AT61')).toBe('AT61');
  });

  it('when a birth date is shown, then it is the calendar day in the page language, not shifted by the time zone', () => {
    expect(formatIsoDate('1995-04-12', 'de')).toBe('12. April 1995');
    expect(formatIsoDate('1995-04-12', 'en')).toBe('April 12, 1995');
    expect(formatIsoDate('not a date', 'de')).toBe('not a date');
  });
});

describe('vehicle facts (spec 3 §2.2)', () => {
  it('when the requirements and pay are read, then they are those of the spec', () => {
    expect(VEHICLE_FACTS).toEqual({
      bike: { minAge: 16, licenceClasses: null, earnings: { min: 12, max: 15 } },
      motorcycle: { minAge: 18, licenceClasses: 'A1/B', earnings: { min: 15, max: 20 } },
      car: { minAge: 21, licenceClasses: 'B', earnings: { min: 18, max: 25 } },
    });
    expect(TOP_HOURLY_EARNINGS).toBe(25);
  });
});
