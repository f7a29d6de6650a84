/**
 * IBAN check (ISO 13616): two letters, two check digits and 11–30 letters or digits (15–34 characters in all); the
 * number formed by moving the first four characters to the end and replacing letters by 10–35 must leave 1 when
 * divided by 97. Spaces are allowed between groups when typed; the stored form has none and is upper case.
 */

/** `at61 1904 3002 3457 3201` → `AT611904300234573201` (spaces removed, upper case). */
export function normalizeIban(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** The remainder of the IBAN's number mod 97, computed in chunks (the number has up to 68 digits). */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 ? code - 55 : code - 48; // A=10 … Z=35, 0…9
    rest = value >= 10 ? (rest * 100 + value) % 97 : (rest * 10 + value) % 97;
  }
  return rest;
}

/** Whether a typed IBAN is well-formed and its check digits are right (mod 97 = 1). */
export function isValidIban(raw: string): boolean {
  const iban = normalizeIban(raw);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  return mod97(iban) === 1;
}
