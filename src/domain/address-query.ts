/**
 * Reading an address typed into a search or street field (spec 1 §2 "Home", §5, §7):
 *   "Mariahilfer Straße 10"            → street + house number (the 10 is never a postal code)
 *   "Mariahilfer Straße 10, 1070 Wien" → street, house number, postal code, city
 *   "1070 Wien", "1070", "10"          → postal code (prefix) and city: a number only counts as a postal code when the
 *                                        text starts with it or a comma-separated part starts with four digits.
 * And the §7 coordinate geocoding: four progressively coarser address strings to try one after another.
 */

export interface AddressQuery {
  street?: string;
  houseNumber?: string;
  /** exactly four digits */
  postalCode?: string;
  /** one to three leading digits: a postal-code prefix ("10" → 1010, 1020, …) */
  postalPrefix?: string;
  city?: string;
}

const HOUSE_NUMBER = String.raw`\d{1,4}[a-zA-Z]?(?:\s?[/-]\s?\d{1,4}[a-zA-Z]?)*`;
const STREET_WITH_NUMBER = new RegExp(String.raw`^(\p{L}[\p{L}\p{M}.'’\s-]*?)\s+(${HOUSE_NUMBER})$`, 'u');
const POSTAL_PART = /^(\d{4})(?:\s+(.+))?$/;
const LETTERS = /^\p{L}[\p{L}\p{M}.'’\s-]*$/u;

const tidy = (s: string) => s.trim().replace(/\s+/g, ' ');

/** Splits "Street 10 1070 Wien" (no comma) into "Street 10" and "1070 Wien". */
function splitParts(text: string): string[] {
  const parts = text.split(',').map(tidy).filter(Boolean);
  const out: string[] = [];
  for (const p of parts) {
    const m = new RegExp(String.raw`^(.*?\d[a-zA-Z]?)\s+(\d{4}(?:\s+\p{L}.*)?)$`, 'u').exec(p);
    if (m?.[1] && m[2] && /\p{L}/u.test(m[1])) out.push(m[1], m[2]);
    else out.push(p);
  }
  return out;
}

export function parseAddressQuery(text: string | null | undefined): AddressQuery {
  const parts = splitParts(text ?? '');
  const q: AddressQuery = {};
  parts.forEach((part, i) => {
    const postal = POSTAL_PART.exec(part);
    if (postal?.[1]) {
      if (!q.postalCode) q.postalCode = postal[1];
      if (postal[2] && !q.city) q.city = postal[2];
      return;
    }
    if (i === 0 && /^\d{1,3}$/.test(part)) {
      q.postalPrefix = part;
      return;
    }
    const street = STREET_WITH_NUMBER.exec(part);
    if (street?.[1] && street[2] && !q.street) {
      q.street = tidy(street[1]);
      q.houseNumber = street[2].replace(/\s/g, '');
      return;
    }
    if (LETTERS.test(part)) {
      // the first words are the street (or a place); later ones the city
      if (i === 0) q.street = part;
      else if (!q.city) q.city = part;
    }
  });
  return q;
}

/** An address to find coordinates for (spec 1 §7). */
export interface GeocodeAddress {
  street?: string | undefined;
  houseNumber?: string | undefined;
  postalCode?: string | undefined;
  city?: string | undefined;
}

/**
 * The four progressively coarser free-text queries of spec 1 §7, most precise first, without duplicates or empty
 * ones: "street number, code city" → "street, code city" → "code city" → "city". The caller tries them in order and
 * falls back to the postal code's centroid when none is found.
 */
export function geocodeQueries(a: GeocodeAddress): string[] {
  const street = tidy(a.street ?? '');
  const num = tidy(a.houseNumber ?? '');
  const place = tidy(`${a.postalCode ?? ''} ${a.city ?? ''}`);
  const join = (...xs: string[]) => xs.filter(Boolean).join(', ');
  const candidates = [
    street && num ? join(`${street} ${num}`, place) : '',
    street ? join(street, place) : '',
    place,
    tidy(a.city ?? ''),
  ];
  return [...new Set(candidates.filter(Boolean))];
}

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Coordinates of an address: each coarser query in turn through `find` (a geocoder; null = nothing found, a thrown
 * error counts the same), else the postal code's centroid, else null.
 */
export async function geocodeAddress(
  a: GeocodeAddress,
  find: (query: string) => Promise<LatLng | null>,
  centroid: (postalCode: string) => LatLng | null,
): Promise<(LatLng & { precision: 'address' | 'postalCode' }) | null> {
  for (const q of geocodeQueries(a)) {
    const hit = await find(q).catch(() => null);
    if (hit) return { ...hit, precision: 'address' };
  }
  const c = a.postalCode ? centroid(a.postalCode) : null;
  return c ? { ...c, precision: 'postalCode' } : null;
}
