/**
 * Understanding what a customer types into the home search, the top bar's location box and the listing (spec 1 §2
 * "Home" submit rules, §5 "Location box and search"; issue 25 item 1): one function, `understandAddress`.
 *   - An Austrian postal code anywhere in the text selects it ("Neubaugasse 12, 1070 Wien", "Wien 1070", "A-1070",
 *     "1070") and keeps street, house number and town for checkout. A value of four digits alone is always a postal
 *     code (spec 1 §2). A four-digit number right after a street name with nothing after it is that street's house
 *     number ("Triester Straße 1010").
 *   - Vienna's districts by number or name select their postal code ("Wien 7", "7. Bezirk", "Wien-Neubau", "Neubau").
 *   - A street without a postal code ("Neubaugasse 12", "Mariahilfer Str.") is a street to resolve through what we
 *     know (the listing asks the place search and the saved addresses: one match → its postal code; several → the
 *     customer picks; none → a message with the way forward).
 *   - Letters only (no street word) are a town; anything else is a free search.
 * Tolerated: "str."/"Strasse", "Nr. 12", a missing space before the number, a trailing country, any case, and
 * Turkish keyboard letters (İ, ı) and names ("Viyana").
 */

export type AddressIntent =
  | { kind: 'empty' }
  | { kind: 'postalCode'; postalCode: string; street?: string; houseNumber?: string; city?: string }
  | { kind: 'street'; street: string; houseNumber?: string; city?: string }
  | { kind: 'city'; city: string }
  | { kind: 'search'; text: string };

const DISTRICTS =
  'innere stadt|leopoldstadt|landstrasse|wieden|margareten|mariahilf|neubau|josefstadt|alsergrund|favoriten|simmering|meidling|hietzing|penzing|rudolfsheim-funfhaus|ottakring|hernals|wahring|dobling|brigittenau|floridsdorf|donaustadt|liesing'.split(
    '|',
  );
const WIEN = '(?:wien|vienna|viyana)';
const HOUSE = String.raw`\d{1,4}[a-z]?(?:\s?[/-]\s?\d{1,4}[a-z]?)*`;
const STREET_END = /(?:stra(?:ss|ß)e|gasse|gassl|weg|platz|ring|allee|kai|zeile|steig|g(?:ü|u|ue)rtel|l(?:ä|a|ae)nde|promenade|ufer|stiege|brücke|graben|markt)$/i;
const STREET_START = /^(?:am|an der|auf der|im|in der|zum|zur|unter der|obere?|untere?) /i;

const tidy = (s: string) => s.replace(/\s+/g, ' ').replace(/^[\s,]+|[\s,]+$/g, '');
/** Lower case without accents, "ß" as "ss", Turkish dotted/dotless i as i: for comparing names. */
export const foldName = (s: string) =>
  s.replace(/[İı]/g, 'i').toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/([aou])e/g, '$1');

const isStreetName = (s: string) => /\p{L}/u.test(s) && !/\d/.test(s) && (STREET_END.test(s) || STREET_START.test(s));
const code = (district: number) => (district >= 1 && district <= 23 ? `1${String(district).padStart(2, '0')}0` : undefined);

/** "Wien 7", "Wien 7.", "7. Bezirk", "7., Wien", "Wien-Neubau", "Neubau" → 1070. */
function viennaDistrict(part: string): string | undefined {
  const f = foldName(part);
  const n = new RegExp(`^(?:${WIEN}[ -]?(\\d{1,2})\\.?|(\\d{1,2})\\.? ?(?:bezirk|${WIEN}))$`).exec(f);
  // "Wien 24": no such district, the town
  if (n) return code(Number(n[1] ?? n[2])) ?? '';
  const name = f.replace(new RegExp(`^${WIEN}[ ,-]+|[ ,-]+${WIEN}$`), '');
  const i = DISTRICTS.indexOf(name);
  return i >= 0 ? code(i + 1) : undefined;
}

export function understandAddress(input: string | null | undefined): AddressIntent {
  const text = tidy(
    (input ?? '')
      .replace(/İ/g, 'I')
      .replace(/ı/g, 'i')
      .replace(/(\p{L}\.?)(\d)/gu, '$1 $2')
      .replace(/([Ss])tr(?:\.|asse)?(?=[\s,]|$)/g, '$1traße')
      .replace(/\b(?:nr|no)\b\.?:? ?(?=\d)/gi, '')
      .replace(/\b(?:A|AT)[- ]?(?=[1-9]\d{3}\b)/g, '')
      .replace(/,? ?(?:österreich|austria|avusturya)$/i, ''),
  );
  if (text === '') return { kind: 'empty' };
  let postalCode: string | undefined;
  let street: string | undefined;
  let houseNumber: string | undefined;
  let city: string | undefined;
  const rest: string[] = [];
  for (const part of text.split(',').map(tidy).filter(Boolean)) {
    const district = viennaDistrict(part);
    if (district !== undefined) {
      if (district) postalCode ??= district;
      city ??= 'Wien';
      continue;
    }
    const m = /(?:^| )([1-9]\d{3})(?= |$)/.exec(part);
    const before = m ? tidy(part.slice(0, m.index)) : '';
    const after = m ? tidy(part.slice(m.index + m[0].length)) : '';
    // "Triester Straße 1010": a street's house number, not a postal code
    if (m?.[1] && !postalCode && !(after === '' && isStreetName(before))) {
      postalCode = m[1];
      if (after) city ??= after;
      if (before) rest.push(before);
      continue;
    }
    rest.push(part);
  }
  const others: string[] = [];
  for (const part of rest) {
    const s = new RegExp(`^(\\p{L}[\\p{L}\\p{M}.'’ -]*?) (${HOUSE})$`, 'iu').exec(part);
    if (!street && s?.[1] && s[2]) {
      street = s[1];
      houseNumber = s[2].replace(/\s/g, '');
    } else if (!street && isStreetName(part)) street = part;
    else others.push(part);
  }
  for (const part of others) {
    if (/^\p{L}[\p{L}\s.'-]*$/u.test(part) && (postalCode || street)) city ??= part;
    else if (!postalCode) return rest.length === 1 && /^\p{L}[\p{L}\s-]*$/u.test(part) ? { kind: 'city', city: cityValue(part) } : { kind: 'search', text };
  }
  const place = { ...(street ? { street: titleCase(street) } : {}), ...(houseNumber ? { houseNumber } : {}), ...(city ? { city: titleCase(city) } : {}) };
  if (postalCode) return { kind: 'postalCode', postalCode, ...place };
  if (street) return { kind: 'street', street: titleCase(street), ...place };
  return city ? { kind: 'city', city: cityValue(city) } : { kind: 'search', text };
}

/** "NEUBAUGASSE" (caps lock) → "Neubaugasse"; mixed case stays as typed. */
const titleCase = (s: string) => (/\p{Ll}/u.test(s) ? s : s.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase()));
const cityValue = (s: string) => (new RegExp(`^${WIEN}$`).test(foldName(s)) ? 'wien' : s.toLocaleLowerCase('de-AT'));

export type LocationTarget =
  | { kind: 'empty' }
  | { kind: 'postalCode'; value: string; street?: string; houseNumber?: string; city?: string }
  | { kind: 'city'; value: string }
  | { kind: 'search'; value: string };

export type HomeSearchType = 'address' | 'city' | 'postal';

function clean(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ');
}

/** What a submitted text opens: a postal code (with the street kept), a town, or a search the listing resolves. */
function target(a: AddressIntent, v: string): LocationTarget {
  switch (a.kind) {
    case 'empty':
      return a;
    case 'postalCode': {
      const { kind: _kind, postalCode, ...place } = a;
      return { kind: 'postalCode', value: postalCode, ...place };
    }
    case 'city':
      return { kind: 'city', value: a.city };
    default:
      return { kind: 'search', value: v };
  }
}

/** The top bar's location box (spec 1 §5): 4–5 digits are a postal code, else `understandAddress`. */
export function classifyLocationInput(text: string | null | undefined): LocationTarget {
  const v = clean(text);
  if (/^\d{4,5}$/.test(v)) return { kind: 'postalCode', value: v };
  return target(understandAddress(v), v);
}

/**
 * The home search (spec 1 §2): a postal code anywhere in the text wins whatever the tab; the city tab takes the town in
 * lower case, the postal tab the text as a code, the address tab `understandAddress`.
 */
export function homeSearchTarget(type: HomeSearchType, text: string | null | undefined): LocationTarget {
  const v = clean(text);
  const a = understandAddress(v);
  if (a.kind === 'empty' || a.kind === 'postalCode') return target(a, v);
  if (type === 'city') return { kind: 'city', value: v.toLocaleLowerCase('de-AT') };
  if (type === 'postal') return { kind: 'postalCode', value: v };
  return a.kind === 'city' ? { kind: 'search', value: v } : target(a, v);
}

/** Street and house number of a typed address ("Neubaugasse 12, 1070 Wien" → Neubaugasse, 12), when it has them. */
export function streetOf(text: string): { street?: string; houseNumber?: string } {
  const a = understandAddress(text);
  if (a.kind !== 'street' && a.kind !== 'postalCode') return {};
  return { ...(a.street ? { street: a.street } : {}), ...(a.houseNumber ? { houseNumber: a.houseNumber } : {}) };
}
