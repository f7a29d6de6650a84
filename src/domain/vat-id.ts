/**
 * Austrian VAT identification numbers (UID, "ATU" + 8 digits, the last a check digit). The check digit rule is the
 * Federal Ministry of Finance's: S = C1 + f(C2) + C3 + f(C4) + C5 + f(C6) + C7 with f(x) = ⌊x / 5⌋ + (2x mod 10),
 * C8 = (10 − (S + 4) mod 10) mod 10.
 */
const f = (x: number) => Math.floor(x / 5) + ((2 * x) % 10);

/** The check digit of the seven digits after "ATU". */
export function austrianUidCheckDigit(seven: string): number {
  if (!/^\d{7}$/.test(seven)) throw new RangeError(`seven digits expected, got "${seven}"`);
  const d = Array.from({ length: 7 }, (_, i) => Number(seven.charAt(i)));
  const [c1 = 0, c2 = 0, c3 = 0, c4 = 0, c5 = 0, c6 = 0, c7 = 0] = d;
  const s = c1 + f(c2) + c3 + f(c4) + c5 + f(c6) + c7;
  return (10 - ((s + 4) % 10)) % 10;
}

/** True for "ATU" + 8 digits whose check digit is right. */
export function isAustrianUid(uid: string): boolean {
  const m = /^ATU(\d{7})(\d)$/.exec(uid);
  return !!m?.[1] && !!m[2] && austrianUidCheckDigit(m[1]) === Number(m[2]);
}

/** A well-formed UID from any whole number (demo data): its last seven digits and the check digit. */
export function austrianUidFrom(n: number): string {
  const seven = String(Math.abs(Math.trunc(n)) % 10_000_000).padStart(7, '0');
  return `ATU${seven}${String(austrianUidCheckDigit(seven))}`;
}
