/**
 * Vendor listing rules (spec 1 §4 "Listing load"; §7 listing filter and category mapping; §9 page sizes).
 * Filter: space-joined terms `zone:{postal code or lower-case city}`, `tag:{tag}` and free text. A value holding
 * spaces (e.g. the city "sankt pölten") is written in double quotes — zone:"sankt pölten" — and parsed back whole.
 * The order of the listing ("Sorting") is listing-order.ts.
 */

export const PAGE_SIZE = 20;
/** Scrolling loads more pages automatically while fewer than this many vendors are loaded. */
export const LISTING_AUTOLOAD_LIMIT = 50;

/** The order the follow-up pages ask for (the first page asks for none): rating value descending, then label. */
export const LATER_PAGES_ORDER_BY = 'rating desc, label asc';

/** Size of the next page: 30 when exactly 20 are loaded (the automatic follow-up), else 50. */
export function nextPageSize(loaded: number): number {
  return loaded === PAGE_SIZE ? 30 : 50;
}

/** Listing category chips (spec 1 §2). */
export const LISTING_CATEGORIES = ['all', 'pizza', 'sushi', 'burger', 'gesund', 'vegetarisch', 'lebensmittel', 'express'] as const;

const CATEGORY_TAGS: Record<string, string> = { gesund: 'healthy', vegetarisch: 'vegetarian', lebensmittel: 'food' };

export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

/**
 * English category words of links from outside the listing (the footer: /restaurants?category=vegetarian and
 * ?category=groceries) → the chip they mean. Without this they were unknown and showed every vendor.
 */
export const CATEGORY_ALIASES = { vegetarian: 'vegetarisch', groceries: 'lebensmittel' } as const satisfies Record<string, ListingCategory>;

/** A category of the URL (a chip or an alias), or undefined when unknown. */
export function listingCategory(v: unknown): ListingCategory | undefined {
  if (typeof v !== 'string') return undefined;
  const c = Object.hasOwn(CATEGORY_ALIASES, v) ? CATEGORY_ALIASES[v as keyof typeof CATEGORY_ALIASES] : v;
  return LISTING_CATEGORIES.find((x) => x === c);
}

/**
 * Category chip → vendor tag: all (or empty) → null; gesund → healthy, lebensmittel → food; vegetarisch → vegetarian,
 * the tag the database derives from the menu's diet marks (a restaurant with at least half of its dishes marked
 * vegetarian or vegan; migration 0023).
 */
export function categoryToTag(category: string | null | undefined): string | null {
  const c = (category ?? '').trim().toLowerCase();
  if (c === '' || c === 'all') return null;
  return CATEGORY_TAGS[c] ?? c;
}

function term(key: string, value: string): string {
  return /[\s"]/.test(value) ? `${key}:"${value.replace(/"/g, '')}"` : `${key}:${value}`;
}

export function buildListingFilter(a: {
  postalCode?: string | null;
  city?: string | null;
  category?: string | null;
  search?: string | null;
}): string {
  const terms: string[] = [];
  const postal = (a.postalCode ?? '').trim();
  const city = (a.city ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-AT');
  if (postal !== '') terms.push(term('zone', postal));
  else if (city !== '') terms.push(term('zone', city));
  const tag = categoryToTag(a.category);
  if (tag) terms.push(term('tag', tag));
  const text = (a.search ?? '').trim().replace(/\s+/g, ' ');
  if (text !== '') terms.push(text);
  return terms.join(' ');
}

export interface ListingFilter {
  zones: string[];
  tags: string[];
  text: string;
}

/** Parses a filter string (keys case-insensitive; zone and tag values lower-cased; empty values ignored). */
export function parseListingFilter(filter: string | null | undefined): ListingFilter {
  const out: ListingFilter = { zones: [], tags: [], text: '' };
  const words: string[] = [];
  const re = /(\w+):"([^"]*)"?|(\S+)/g;
  const src = filter ?? '';
  for (let m = re.exec(src); m !== null; m = re.exec(src)) {
    let key: string | undefined;
    let value: string | undefined;
    if (m[1] !== undefined) {
      key = m[1];
      value = m[2] ?? '';
    } else {
      const tok = m[3] ?? '';
      const i = tok.indexOf(':');
      if (i > 0) {
        key = tok.slice(0, i);
        value = tok.slice(i + 1);
      } else {
        words.push(tok);
        continue;
      }
    }
    const k = key.toLowerCase();
    const v = value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-AT');
    if (k === 'zone') {
      if (v !== '') out.zones.push(v);
    } else if (k === 'tag') {
      if (v !== '') out.tags.push(v);
    } else {
      words.push(m[0]);
    }
  }
  out.text = words.join(' ');
  return out;
}
