/**
 * The operator's company data, one source for the imprint, the legal pages, help and contact (spec 3 §1, §2.7,
 * §2.10). Spec facts: a family company based in Linz, founded 2012, managing directors, a company register entry,
 * also building certified cash registers, time tracking, clock-in/out and digital driver logbooks.
 *
 * The spec does not give the actual values (street, register number, VAT id, names, bank, phone, mail — "not
 * shown"). Those are SAMPLE values of this installation, flagged `sample: true`: pages mark them visibly as such,
 * and the operator replaces them here before going live. Public-authority facts (register court, trade authority,
 * data protection authority) are real.
 */
export interface CompanyValue {
  value: string;
  /** a placeholder of this installation, not the operator's real data */
  sample: boolean;
}

const fact = (value: string): CompanyValue => ({ value, sample: false });
const sample = (value: string): CompanyValue => ({ value, sample: true });

export const COMPANY = {
  name: fact('Lieferzone GmbH'),
  brand: 'Lieferzone',
  founded: 2012,
  street: sample('Musterstraße 12'),
  postalCode: fact('4020'),
  city: fact('Linz'),
  managingDirectors: [sample('Maria Muster'), sample('Thomas Muster')],
  registerNumber: sample('FN 123456 a'),
  registerCourt: fact('Landesgericht Linz'),
  vatId: sample('ATU12345678'),
  phoneOffice: sample('+43 732 123 456'),
  phoneMobile: sample('+43 660 123 4567'),
  email: sample('kontakt@lieferzone.example'),
  helpEmail: sample('hilfe@lieferzone.example'),
  privacyEmail: sample('datenschutz@lieferzone.example'),
  accessibilityEmail: sample('barrierefreiheit@lieferzone.example'),
  bankName: sample('Musterbank Linz'),
  iban: sample('AT00 0000 0000 0000 0000'),
  bic: sample('MUSTATW1XXX'),
  chamber: fact('Wirtschaftskammer Oberösterreich'),
  tradeAuthority: fact('Magistrat der Landeshauptstadt Linz'),
} as const;

/** The Austrian data protection authority (Datenschutzbehörde), the supervisory authority for complaints. */
export const DATA_PROTECTION_AUTHORITY = {
  name: 'Österreichische Datenschutzbehörde',
  street: 'Barichgasse 40–42',
  postalCode: '1030',
  city: 'Wien',
  email: 'dsb@dsb.gv.at',
  web: 'https://www.dsb.gv.at',
} as const;

/** Austrian out-of-court dispute resolution for consumers buying online. */
export const INTERNET_OMBUDSSTELLE = 'https://www.ombudsstelle.at';

/** A phone number as a tel: link (digits and the leading +, no spaces). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
