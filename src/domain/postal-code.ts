/**
 * The Austrian postal code rule (spec 1 §9): exactly 4 digits, surrounding blanks ignored. Plain code without zod:
 * the listing route and the postal-code query check it in the entry chunk, which carries no zod (contact.ts builds
 * the zod schema of the field from the same pattern).
 */
export const AUSTRIAN_POSTAL_CODE = /^\d{4}$/;

export const isAustrianPostalCode = (v: string | null | undefined): boolean => AUSTRIAN_POSTAL_CODE.test((v ?? '').trim());
