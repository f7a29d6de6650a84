/**
 * The not-found page's local storage (spec 3 §3 keys `recentSearches`, `notFoundAnalytics`): read leniently, written
 * best-effort (private mode or a full quota only means nothing is kept). Nothing here is ever sent anywhere.
 */
import {
  NOT_FOUND_ANALYTICS_KEY, RECENT_SEARCHES_KEY, addRecentSearch, appendVisit, parseRecentSearches, parseVisits,
  withSearchQuery, type NotFoundVisit,
} from '../../domain/not-found-log.ts';

function read(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable or full: not kept
  }
}

export const readRecentSearches = (): string[] => parseRecentSearches(read(RECENT_SEARCHES_KEY));

/** Keeps a submitted search (and notes it on this path's visit); returns the new list. */
export function rememberSearch(path: string, text: string): string[] {
  const list = addRecentSearch(readRecentSearches(), text);
  write(RECENT_SEARCHES_KEY, list);
  write(NOT_FOUND_ANALYTICS_KEY, withSearchQuery(parseVisits(read(NOT_FOUND_ANALYTICS_KEY)), path, text));
  return list;
}

export function logVisit(visit: NotFoundVisit): void {
  write(NOT_FOUND_ANALYTICS_KEY, appendVisit(parseVisits(read(NOT_FOUND_ANALYTICS_KEY)), visit));
}
