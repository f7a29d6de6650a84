/**
 * The Austrian postal code rule (spec 1 §9): exactly 4 digits, surrounding blanks ignored. Plain code without zod:
 * the listing route and the postal-code query check it in the entry chunk, which carries no zod (contact.ts builds
 * the zod schema of the field from the same pattern).
 */
export const AUSTRIAN_POSTAL_CODE = /^\d{4}$/;

export const isAustrianPostalCode = (v: string | null | undefined): boolean => AUSTRIAN_POSTAL_CODE.test((v ?? '').trim());

/**
 * The postal code a screen starts from: the first valid one of `codes`, given from the most deliberate choice (the
 * URL's, one typed on this device) to the least (the signed-in customer's default address); null when none is valid.
 */
export function firstPostalCode(...codes: (string | null | undefined)[]): string | null {
  for (const c of codes) {
    const code = (c ?? '').trim();
    if (AUSTRIAN_POSTAL_CODE.test(code)) return code;
  }
  return null;
}
