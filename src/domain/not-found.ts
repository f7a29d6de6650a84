/**
 * Smart not-found rules (spec 3 §2.13, §5 "Not-found", §9): which path segment is tried as a vendor slug, the
 * redirect hints a missing path gives, and how search suggestions (restaurants, categories, cities) are ranked.
 * Pure: the app (src/features/not-found) and the server's shell (server/static.ts) share them.
 */

export const NOT_FOUND_LIMITS = {
  /** the last path segment must have at least this many characters to be tried as a vendor slug */
  slugMinChars: 2,
  /** fewer typed characters give the popular suggestions */
  queryMinChars: 2,
  popularCount: 5,
  matchLimit: 8,
  similarLimit: 3,
} as const;

/** A vendor slug as the vendor system stores it (vendor.vendors.slug). */
const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The path without query or hash ('/a/b?x=1#y' → '/a/b'). */
export function pathOnly(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path's segments, decoded, without empty ones ('/a//b/' → ['a', 'b']). */
export function pathSegments(path: string): string[] {
  return pathOnly(path).split('/').filter(Boolean).map(decode);
}

/**
 * The vendor slug a path's last segment could be (lower-case), or null: shorter than 2 characters, or a form a slug
 * never has (the vendor system would answer "not found" for it anyway, so it is not asked).
 */
export function vendorSlugCandidate(path: string): string | null {
  const last = pathSegments(path).at(-1)?.trim().toLowerCase() ?? '';
  if (last.length < NOT_FOUND_LIMITS.slugMinChars || last.length > 200) return null;
  return SLUG_RE.test(last) ? last : null;
}

/** Lower case without accents ('Pölten' → 'polten', 'Straße' → 'strasse'): how typed text is compared. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/**
 * The words of a path: segments split at -, _, ., + and spaces, folded; words under 3 characters ('in', 'de') and
 * digits-only ones dropped — they tell nothing about what was looked for.
 */
export function pathWords(path: string): string[] {
  const words = pathSegments(path).flatMap((s) => fold(s).split(/[\s\-_.+]+/));
  return [...new Set(words.filter((w) => w.length >= 3 && !/^\d+$/.test(w)))];
}

// ---------------------------------------------------------------------------------------------------------------
// Redirect hints (§9)

export const HINT_CITIES = ['wien', 'graz', 'linz'] as const;
export const HINT_CATEGORIES = ['pizza', 'sushi', 'burger'] as const;

export type RedirectHint =
  | { kind: 'restaurants' }
  | { kind: 'orders' }
  | { kind: 'city'; city: (typeof HINT_CITIES)[number] }
  | { kind: 'category'; category: (typeof HINT_CATEGORIES)[number] };

const isOneOf = <T extends string>(list: readonly T[], v: string): v is T => (list as readonly string[]).includes(v);

/**
 * Where a missing path probably wanted to go: /restaurant/{digits} → the restaurant list; /order/{id} → the orders
 * in the profile; a city word (wien, graz, linz) → restaurants in that city; a category word (pizza, sushi,
 * burger) → that category. At most one hint per kind and value, in this order.
 */
export function redirectHints(path: string): RedirectHint[] {
  const segments = pathSegments(path).map((s) => s.toLowerCase());
  const hints: RedirectHint[] = [];
  const [first, second] = segments;
  if ((first === 'restaurant' || first === 'restaurants') && second !== undefined && /^\d+$/.test(second)) {
    hints.push({ kind: 'restaurants' });
  }
  if ((first === 'order' || first === 'orders') && second !== undefined) hints.push({ kind: 'orders' });
  const words = pathWords(path);
  for (const w of words) if (isOneOf(HINT_CITIES, w)) hints.push({ kind: 'city', city: w });
  for (const w of words) if (isOneOf(HINT_CATEGORIES, w)) hints.push({ kind: 'category', category: w });
  return hints;
}

/** The app URL a hint leads to. */
export function hintUrl(hint: RedirectHint): string {
  switch (hint.kind) {
    case 'restaurants':
      return '/restaurants';
    case 'orders':
      return '/profile?tab=orders';
    case 'city':
      return `/restaurants?city=${hint.city}`;
    case 'category':
      return `/restaurants?category=${hint.category}`;
  }
}

/** The restaurant list searched for the typed text, or null for a blank text (a blank submit is ignored). */
export function searchUrl(text: string): string | null {
  const q = text.trim().replace(/\s+/g, ' ');
  return q === '' ? null : `/restaurants?search=${encodeURIComponent(q)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Suggestions (§3 "Suggestion item", §9)

export type SuggestionType = 'restaurant' | 'category' | 'city' | 'search';

export interface SuggestionItem {
  id: string;
  type: SuggestionType;
  title: string;
  description?: string;
  url: string;
  image?: string;
  /** higher first among equal matches, and in the popular list */
  priority: number;
  /** the texts typed words are matched against besides the title (cuisine, tags, other-language names) */
  keywords?: readonly string[];
}

/** How well one typed word matches one text: 0 equal, 1 prefix, 2 a later word's prefix, 3 inside, null none. */
function wordMatch(word: string, text: string): number | null {
  if (text === word) return 0;
  if (text.startsWith(word)) return 1;
  if (text.split(/[\s\-/&,.]+/).some((part) => part.startsWith(word))) return 2;
  return text.includes(word) ? 3 : null;
}

/** The match score of an item (lower is better) when every word matches one of its texts, else null. */
function matchScore(item: SuggestionItem, words: readonly string[]): number | null {
  const texts = [item.title, ...(item.keywords ?? [])].map(fold);
  let total = 0;
  for (const word of words) {
    const best = texts.reduce<number | null>((acc, text, i) => {
      const m = wordMatch(word, text);
      if (m === null) return acc;
      const score = m + (i === 0 ? 0 : 0.5); // the title counts a little more than a keyword
      return acc === null || score < acc ? score : acc;
    }, null);
    if (best === null) return null;
    total += best;
  }
  return total;
}

const queryWords = (query: string) => [...new Set(fold(query).split(/\s+/).filter(Boolean))];
const byPriority = (a: SuggestionItem, b: SuggestionItem) => b.priority - a.priority || a.title.localeCompare(b.title, 'de');

function dedupe(items: readonly SuggestionItem[]): SuggestionItem[] {
  const seen = new Set<string>();
  return items.filter((i) => (seen.has(i.id) ? false : (seen.add(i.id), true)));
}

/**
 * The suggestions for a typed text: with fewer than 2 characters (after trimming) the first 5 by priority (the
 * popular ones); otherwise up to 8 items matching every typed word, best match first, then by priority.
 */
export function rankSuggestions(query: string, items: readonly SuggestionItem[]): SuggestionItem[] {
  const unique = dedupe(items);
  if (query.trim().length < NOT_FOUND_LIMITS.queryMinChars) {
    return [...unique].sort(byPriority).slice(0, NOT_FOUND_LIMITS.popularCount);
  }
  const words = queryWords(query);
  return unique
    .map((item) => ({ item, score: matchScore(item, words) }))
    .filter((x): x is { item: SuggestionItem; score: number } => x.score !== null)
    .sort((a, b) => a.score - b.score || byPriority(a.item, b.item))
    .slice(0, NOT_FOUND_LIMITS.matchLimit)
    .map((x) => x.item);
}

/**
 * Restaurants like the missing path (up to 3): those matching the most path words, then by priority; an item
 * matching none is left out.
 */
export function similarRestaurants(items: readonly SuggestionItem[], words: readonly string[]): SuggestionItem[] {
  return dedupe(items)
    .filter((i) => i.type === 'restaurant')
    .map((item) => ({ item, hits: words.filter((w) => matchScore(item, [w]) !== null).length }))
    .filter((x) => x.hits > 0)
    .sort((a, b) => b.hits - a.hits || byPriority(a.item, b.item))
    .slice(0, NOT_FOUND_LIMITS.similarLimit)
    .map((x) => x.item);
}
