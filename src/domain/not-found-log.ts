/**
 * What the not-found page keeps in the browser (spec 3 §3, §9; local storage only, never sent anywhere):
 * `recentSearches` — at most 10 texts, newest first, no duplicates — and `notFoundAnalytics` — the last 100
 * not-found visits. Stored values are parsed leniently: whatever is unreadable is dropped, never thrown.
 */
import { z } from 'zod';

export const RECENT_SEARCHES_KEY = 'recentSearches';
export const NOT_FOUND_ANALYTICS_KEY = 'notFoundAnalytics';
export const RECENT_SEARCHES_MAX = 10;
export const NOT_FOUND_ANALYTICS_MAX = 100;
const TEXT_MAX = 200;

/** Puts a search text first (trimmed, inner spaces collapsed); an equal one (ignoring case) moves up; ≤ 10 kept. */
export function addRecentSearch(list: readonly string[], text: string): string[] {
  const q = text.trim().replace(/\s+/g, ' ').slice(0, TEXT_MAX);
  if (q === '') return [...list];
  const key = q.toLocaleLowerCase('de-AT');
  return [q, ...list.filter((s) => s.toLocaleLowerCase('de-AT') !== key)].slice(0, RECENT_SEARCHES_MAX);
}

/** The stored recent searches: strings only, blank ones and duplicates dropped, ≤ 10. */
export function parseRecentSearches(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const texts = raw.filter((s): s is string => typeof s === 'string').reverse();
  return texts.reduce<string[]>((list, s) => addRecentSearch(list, s), []);
}

/** One not-found visit (§3 "Not-found visit record"). */
export const notFoundVisitSchema = z.object({
  path: z.string().max(2000),
  /** epoch milliseconds */
  timestamp: z.number().int().nonnegative(),
  userAgent: z.string().max(500),
  referrer: z.string().max(2000),
  searchQuery: z.string().max(TEXT_MAX).optional(),
  /** what the page offered: hint kinds and suggestion ids */
  suggestedActions: z.array(z.string().max(200)).max(50),
  lookupAttempted: z.boolean().optional(),
  result: z.enum(['found', 'not-found']).optional(),
  foundSlug: z.string().max(200).optional(),
});
export type NotFoundVisit = z.infer<typeof notFoundVisitSchema>;

/** Appends a visit; only the last 100 are kept (the oldest go first). */
export function appendVisit(list: readonly NotFoundVisit[], visit: NotFoundVisit): NotFoundVisit[] {
  return [...list, visit].slice(-NOT_FOUND_ANALYTICS_MAX);
}

/** Notes a search on the newest visit of that path (the one the page is showing); the list is unchanged otherwise. */
export function withSearchQuery(list: readonly NotFoundVisit[], path: string, text: string): NotFoundVisit[] {
  const q = text.trim().replace(/\s+/g, ' ').slice(0, TEXT_MAX);
  const i = list.map((v) => v.path).lastIndexOf(path);
  if (q === '' || i < 0) return [...list];
  return list.map((v, j) => (j === i ? { ...v, searchQuery: q } : v));
}

/** The stored visits: the readable records only, the last 100. */
export function parseVisits(raw: unknown): NotFoundVisit[] {
  if (!Array.isArray(raw)) return [];
  const ok = raw.flatMap((v) => {
    const r = notFoundVisitSchema.safeParse(v);
    return r.success ? [r.data] : [];
  });
  return ok.slice(-NOT_FOUND_ANALYTICS_MAX);
}

/** A referrer as kept: origin and path only (a query may hold tokens or personal data). */
export function referrerForLog(referrer: string): string {
  try {
    const u = new URL(referrer);
    return `${u.origin}${u.pathname}`.slice(0, 2000);
  } catch {
    return '';
  }
}
