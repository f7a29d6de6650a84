/**
 * One table of public-form inputs for both sides: a valid submission per form and bad variants with the field and
 * message key each must be refused with (forms.test.ts checks the shared schemas; the server's tests send the same
 * variants to POST /api/v1/forms/{kind} and expect a 400 naming that field with that key).
 */
import { defaultOpeningHours } from './constants.ts';
import { FORM_ERRORS as E } from './messages.ts';
import type { PublicFormKind } from './submission.ts';

type Data = Record<string, unknown>;

export const VALID_FORM_DATA: Record<PublicFormKind, Data> = {
  'courier-application': {
    firstName: 'Kurt', lastName: 'Radler', email: 'kurt.radler@example.com', phone: '+43 660 1234567',
    address: 'Praterstraße 1', city: 'Wien', postalCode: '1020', dateOfBirth: '1995-04-12',
    vehicleType: 'car', hasDriversLicense: true, driversLicenseNumber: 'B-123456', hasOwnVehicle: true, vehicleDetails: 'VW Golf',
    availability: ['Montag', 'Freitag'], preferredWorkingHours: 'abends',
    bankAccountHolder: 'Kurt Radler', iban: 'AT61 1904 3002 3457 3201', taxNumber: '',
    acceptTerms: true,
  },
  'restaurant-signup': {
    restaurantName: 'Trattoria Lina', ownerFirstName: 'Lina', ownerLastName: 'Moser', email: 'lina@trattoria.example.com',
    phone: '0732 123456', website: 'www.trattoria-lina.at',
    street: 'Landstraße', buildingNumber: '12', postalCode: '4020', city: 'Linz', country: 'Österreich',
    cuisine: 'Italienisch', description: 'Hausgemachte Pasta.', openingHours: defaultOpeningHours(),
    businessLicense: 'GW-4020-77', taxNumber: '46 123/4567', vatNumber: '',
    acceptTerms: true, acceptCommission: true,
  },
  'vendor-recommendation': {
    vendorName: 'Imbiss Ecke', vendorAddress: '', vendorPhone: '', vendorWebsite: '', category: 'burger',
    description: '', recommenderName: '', recommenderEmail: '', city: 'Graz', postalCode: '',
  },
  'job-application': {
    position: 'data-analyst', workType: 'fulltime',
    firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@example.com', phone: '+43 664 7654321', dateOfBirth: '',
    address: '', city: 'Wien', postalCode: '',
    experience: '3 Jahre BI', education: 'MSc Statistik', skills: 'SQL', languages: 'Deutsch, Türkisch', previousJobs: '',
    motivation: 'Daten!', whyUs: 'Regional.', salary: '', startDate: 'Nach Absprache',
    hasCV: true, hasCoverLetter: false, hasCertificates: false,
    acceptTerms: true, acceptPrivacy: true,
  },
  'ethics-report': {
    category: 'fraud', description: 'Rechnungen werden doppelt gestellt.', location: '', incidentDate: '', witnesses: '',
    evidence: '', contactName: '', contactEmail: '', contactPhone: '', anonymous: true,
  },
};

/** [form, what is wrong, changed fields, refused field, its message key] */
export type BadFormCase = [PublicFormKind, string, Data, string, string];

export const BAD_FORM_CASES: BadFormCase[] = [
  ['courier-application', 'first name blank', { firstName: '   ' }, 'firstName', E.firstNameRequired],
  ['courier-application', 'last name missing', { lastName: undefined }, 'lastName', E.lastNameRequired],
  ['courier-application', 'e-mail blank', { email: '' }, 'email', E.emailRequired],
  ['courier-application', 'e-mail without a dot after @', { email: 'kurt@example' }, 'email', E.emailInvalid],
  ['courier-application', 'phone blank', { phone: '' }, 'phone', E.phoneRequired],
  ['courier-application', 'address blank', { address: '' }, 'address', E.addressRequired],
  ['courier-application', 'city blank', { city: '' }, 'city', E.cityRequired],
  ['courier-application', 'postal code blank', { postalCode: '' }, 'postalCode', E.postalCodeRequired],
  ['courier-application', 'postal code of five digits', { postalCode: '10200' }, 'postalCode', E.postalCodeInvalid],
  ['courier-application', 'birth date blank', { dateOfBirth: '' }, 'dateOfBirth', E.dateOfBirthRequired],
  ['courier-application', 'birth date in the future', { dateOfBirth: '2999-01-01' }, 'dateOfBirth', E.dateInvalid],
  ['courier-application', 'no vehicle chosen', { vehicleType: '' }, 'vehicleType', E.vehicleRequired],
  ['courier-application', 'a plane', { vehicleType: 'plane' }, 'vehicleType', E.invalidChoice],
  ['courier-application', 'car without licence', { hasDriversLicense: false }, 'hasDriversLicense', E.licenseRequired],
  ['courier-application', 'no day', { availability: [] }, 'availability', E.availabilityRequired],
  ['courier-application', 'an unknown day', { availability: ['Montag', 'Feiertag'] }, 'availability.1', E.invalidChoice],
  ['courier-application', 'IBAN blank', { iban: ' ' }, 'iban', E.ibanRequired],
  ['courier-application', 'IBAN with wrong check digits', { iban: 'AT62 1904 3002 3457 3201' }, 'iban', E.ibanInvalid],
  ['courier-application', 'terms not accepted', { acceptTerms: false }, 'acceptTerms', E.termsRequired],
  ['courier-application', 'first name of 101 characters', { firstName: 'x'.repeat(101) }, 'firstName', E.tooLong],
  ['courier-application', 'vehicle details of 501 characters', { vehicleDetails: 'x'.repeat(501) }, 'vehicleDetails', E.tooLong],
  ['restaurant-signup', 'restaurant name blank', { restaurantName: '' }, 'restaurantName', E.restaurantNameRequired],
  ['restaurant-signup', 'owner first name blank', { ownerFirstName: '' }, 'ownerFirstName', E.firstNameRequired],
  ['restaurant-signup', 'owner last name blank', { ownerLastName: '' }, 'ownerLastName', E.lastNameRequired],
  ['restaurant-signup', 'e-mail invalid', { email: 'lina at trattoria' }, 'email', E.emailInvalid],
  ['restaurant-signup', 'phone blank', { phone: '' }, 'phone', E.phoneRequired],
  ['restaurant-signup', 'website with a space', { website: 'trattoria lina.at' }, 'website', E.websiteInvalid],
  ['restaurant-signup', 'street blank', { street: '' }, 'street', E.streetRequired],
  ['restaurant-signup', 'building number blank', { buildingNumber: '' }, 'buildingNumber', E.buildingNumberRequired],
  ['restaurant-signup', 'postal code blank', { postalCode: '' }, 'postalCode', E.postalCodeRequired],
  ['restaurant-signup', 'Austrian postal code of 5 digits', { postalCode: '40200' }, 'postalCode', E.postalCodeInvalid],
  ['restaurant-signup', 'city blank', { city: '' }, 'city', E.cityRequired],
  ['restaurant-signup', 'country off the list', { country: 'Italien' }, 'country', E.invalidChoice],
  ['restaurant-signup', 'cuisine blank', { cuisine: '' }, 'cuisine', E.cuisineRequired],
  ['restaurant-signup', 'cuisine off the list', { cuisine: 'Marsianisch' }, 'cuisine', E.invalidChoice],
  ['restaurant-signup', 'description blank', { description: '' }, 'description', E.descriptionRequired],
  ['restaurant-signup', 'opening time not a time', { openingHours: { ...defaultOpeningHours(), monday: { open: '25:00', close: '22:00', closed: false } } }, 'openingHours.monday.open', E.timeInvalid],
  ['restaurant-signup', 'business licence blank', { businessLicense: '' }, 'businessLicense', E.businessLicenseRequired],
  ['restaurant-signup', 'tax number blank', { taxNumber: '' }, 'taxNumber', E.taxNumberRequired],
  ['restaurant-signup', 'terms not accepted', { acceptTerms: false }, 'acceptTerms', E.termsRequired],
  ['restaurant-signup', 'commission not accepted', { acceptCommission: false }, 'acceptCommission', E.commissionRequired],
  ['restaurant-signup', 'description of 5001 characters', { description: 'x'.repeat(5001) }, 'description', E.tooLong],
  ['vendor-recommendation', 'name blank', { vendorName: ' ' }, 'vendorName', E.vendorNameRequired],
  ['vendor-recommendation', 'category blank', { category: '' }, 'category', E.categoryRequired],
  ['vendor-recommendation', 'category off the list', { category: 'kebab' }, 'category', E.invalidChoice],
  ['vendor-recommendation', 'city blank', { city: '' }, 'city', E.cityRequired],
  ['vendor-recommendation', 'city off the list', { city: 'Berlin' }, 'city', E.invalidChoice],
  ['vendor-recommendation', 'recommender e-mail invalid', { recommenderEmail: 'me@home' }, 'recommenderEmail', E.emailInvalid],
  ['vendor-recommendation', 'phone with letters', { vendorPhone: '0316-ABC' }, 'vendorPhone', E.phoneInvalid],
  ['vendor-recommendation', 'website with a space', { vendorWebsite: 'imbiss ecke' }, 'vendorWebsite', E.websiteInvalid],
  ['vendor-recommendation', 'postal code of 3 digits', { postalCode: '801' }, 'postalCode', E.postalCodeInvalid],
  ['vendor-recommendation', 'name of 201 characters', { vendorName: 'x'.repeat(201) }, 'vendorName', E.tooLong],
  ['job-application', 'no position', { position: '' }, 'position', E.positionRequired],
  ['job-application', 'unknown position', { position: 'ceo' }, 'position', E.invalidChoice],
  ['job-application', 'first name blank', { firstName: '' }, 'firstName', E.firstNameRequired],
  ['job-application', 'last name blank', { lastName: '' }, 'lastName', E.lastNameRequired],
  ['job-application', 'e-mail blank', { email: '' }, 'email', E.emailRequired],
  ['job-application', 'e-mail invalid', { email: 'ayse@' }, 'email', E.emailInvalid],
  ['job-application', 'phone blank', { phone: '' }, 'phone', E.phoneRequired],
  ['job-application', 'experience blank', { experience: '' }, 'experience', E.experienceRequired],
  ['job-application', 'education blank', { education: '' }, 'education', E.educationRequired],
  ['job-application', 'motivation blank', { motivation: '' }, 'motivation', E.motivationRequired],
  ['job-application', 'why us blank', { whyUs: '' }, 'whyUs', E.fieldRequired],
  ['job-application', 'CV not ticked', { hasCV: false }, 'hasCV', E.cvRequired],
  ['job-application', 'terms not accepted', { acceptTerms: false }, 'acceptTerms', E.termsRequired],
  ['job-application', 'privacy not accepted', { acceptPrivacy: false }, 'acceptPrivacy', E.privacyRequired],
  ['job-application', 'motivation of 5001 characters', { motivation: 'x'.repeat(5001) }, 'motivation', E.tooLong],
  ['ethics-report', 'category blank', { category: '' }, 'category', E.categoryRequired],
  ['ethics-report', 'category off the list', { category: 'Betrug' }, 'category', E.invalidChoice],
  ['ethics-report', 'description blank', { description: '' }, 'description', E.descriptionRequired],
  ['ethics-report', 'incident date not a date', { incidentDate: '2026-02-30' }, 'incidentDate', E.dateInvalid],
  ['ethics-report', 'contact e-mail invalid', { anonymous: false, contactEmail: 'x@y' }, 'contactEmail', E.emailInvalid],
  ['ethics-report', 'description of 20001 characters', { description: 'x'.repeat(20_001) }, 'description', E.tooLong],
];

/** A case's data: the valid data with the case's changes (`undefined` removes a field). */
export function badData(kind: PublicFormKind, changes: Data): Data {
  const out: Data = { ...VALID_FORM_DATA[kind], ...changes };
  for (const [k, v] of Object.entries(changes)) if (v === undefined) Reflect.deleteProperty(out, k);
  return out;
}
