/**
 * The messages of the public forms' rules (spec 3 §5): stable i18n keys of the lazy namespace `forms`
 * (src/locales/{lng}/lazy/forms.json, `errors.*`), never text. The browser shows them in the user's language
 * (`t(key)`), the server answers them per field in a 400 and turns them into a German or English sentence.
 */
export const FORM_ERRORS = {
  required: 'forms:errors.required',
  tooLong: 'forms:errors.tooLong',
  invalidChoice: 'forms:errors.invalidChoice',
  firstNameRequired: 'forms:errors.firstNameRequired',
  lastNameRequired: 'forms:errors.lastNameRequired',
  emailRequired: 'forms:errors.emailRequired',
  emailInvalid: 'forms:errors.emailInvalid',
  phoneRequired: 'forms:errors.phoneRequired',
  phoneInvalid: 'forms:errors.phoneInvalid',
  addressRequired: 'forms:errors.addressRequired',
  cityRequired: 'forms:errors.cityRequired',
  postalCodeRequired: 'forms:errors.postalCodeRequired',
  postalCodeInvalid: 'forms:errors.postalCodeInvalid',
  dateOfBirthRequired: 'forms:errors.dateOfBirthRequired',
  dateInvalid: 'forms:errors.dateInvalid',
  vehicleRequired: 'forms:errors.vehicleRequired',
  licenseRequired: 'forms:errors.licenseRequired',
  availabilityRequired: 'forms:errors.availabilityRequired',
  ibanRequired: 'forms:errors.ibanRequired',
  ibanInvalid: 'forms:errors.ibanInvalid',
  termsRequired: 'forms:errors.termsRequired',
  restaurantNameRequired: 'forms:errors.restaurantNameRequired',
  websiteInvalid: 'forms:errors.websiteInvalid',
  streetRequired: 'forms:errors.streetRequired',
  buildingNumberRequired: 'forms:errors.buildingNumberRequired',
  cuisineRequired: 'forms:errors.cuisineRequired',
  descriptionRequired: 'forms:errors.descriptionRequired',
  timeInvalid: 'forms:errors.timeInvalid',
  businessLicenseRequired: 'forms:errors.businessLicenseRequired',
  taxNumberRequired: 'forms:errors.taxNumberRequired',
  commissionRequired: 'forms:errors.commissionRequired',
  vendorNameRequired: 'forms:errors.vendorNameRequired',
  categoryRequired: 'forms:errors.categoryRequired',
  positionRequired: 'forms:errors.positionRequired',
  experienceRequired: 'forms:errors.experienceRequired',
  educationRequired: 'forms:errors.educationRequired',
  motivationRequired: 'forms:errors.motivationRequired',
  fieldRequired: 'forms:errors.fieldRequired',
  cvRequired: 'forms:errors.cvRequired',
  privacyRequired: 'forms:errors.privacyRequired',
  caseNumberInvalid: 'forms:errors.caseNumberInvalid',
  caseSecretInvalid: 'forms:errors.caseSecretInvalid',
  messageRequired: 'forms:errors.messageRequired',
} as const;

/** One message key of the public forms (`forms:errors.<name>`). */
export type FormMessageKey = (typeof FORM_ERRORS)[keyof typeof FORM_ERRORS];
