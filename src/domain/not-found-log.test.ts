import { describe, expect, it } from 'vitest';
import {
  NOT_FOUND_ANALYTICS_MAX, RECENT_SEARCHES_MAX, addRecentSearch, appendVisit, parseRecentSearches, parseVisits,
  referrerForLog, withSearchQuery, type NotFoundVisit,
} from './not-found-log.ts';

describe('recent searches (spec 3 §9: at most 10, newest first, de-duplicated)', () => {
  it('when a text is added, then it comes first, trimmed with inner spaces collapsed', () => {
    expect(addRecentSearch(['sushi', 'burger'], '  pizza   roma ')).toEqual(['pizza roma', 'sushi', 'burger']);
  });

  it('when the same text (other case) is searched again, then it moves to the front once', () => {
    expect(addRecentSearch(['sushi', 'Pizza', 'burger'], 'pizza')).toEqual(['pizza', 'sushi', 'burger']);
  });

  it('when a blank text is added, then the list is unchanged', () => {
    expect(addRecentSearch(['sushi'], '   ')).toEqual(['sushi']);
  });

  it('when an 11th text is added, then the oldest is dropped', () => {
    let list: string[] = [];
    for (let n = 1; n <= 11; n++) list = addRecentSearch(list, `q${n}`);
    expect(list).toHaveLength(RECENT_SEARCHES_MAX);
    expect(list[0]).toBe('q11');
    expect(list.at(-1)).toBe('q2');
  });

  it('when the stored value is broken or has non-strings, blanks and duplicates, then only the clean list remains', () => {
    expect(parseRecentSearches('pizza')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches(['pizza', 3, ' ', 'Sushi', 'PIZZA', { a: 1 }])).toEqual(['pizza', 'Sushi']);
    expect(parseRecentSearches(Array.from({ length: 15 }, (_, n) => `q${n}`))).toHaveLength(10);
  });
});

const visit = (path: string, timestamp: number, extra: Partial<NotFoundVisit> = {}): NotFoundVisit => ({
  path,
  timestamp,
  userAgent: 'test',
  referrer: '',
  suggestedActions: [],
  ...extra,
});

describe('not-found analytics (spec 3 §9: the last 100 visits, local only)', () => {
  it('when a 101st visit is appended, then the oldest is dropped and the newest is last', () => {
    let list: NotFoundVisit[] = [];
    for (let n = 0; n <= 100; n++) list = appendVisit(list, visit(`/p${n}`, n));
    expect(list).toHaveLength(NOT_FOUND_ANALYTICS_MAX);
    expect(list[0]?.path).toBe('/p1');
    expect(list.at(-1)?.path).toBe('/p100');
  });

  it('when a search is made, then it is noted on the newest visit of that path only', () => {
    const list = [visit('/a', 1), visit('/b', 2), visit('/a', 3)];
    const got = withSearchQuery(list, '/a', ' sushi ');
    expect(got.map((v) => v.searchQuery)).toEqual([undefined, undefined, 'sushi']);
    expect(withSearchQuery(list, '/c', 'x')).toEqual(list);
    expect(withSearchQuery(list, '/a', ' ')).toEqual(list);
  });

  it('when stored visits are read, then unreadable records are dropped and the rest keep their fields', () => {
    const good = visit('/x', 5, { lookupAttempted: true, result: 'found', foundSlug: 'pizza-roma', suggestedActions: ['city:wien'] });
    expect(parseVisits([good, { path: 3 }, 'junk', { ...good, result: 'maybe' }])).toEqual([good]);
    expect(parseVisits({})).toEqual([]);
  });

  it('when a referrer has a query or hash, then only its origin and path are kept; a non-URL gives ""', () => {
    expect(referrerForLog('https://example.com/a/b?token=secret#x')).toBe('https://example.com/a/b');
    expect(referrerForLog('')).toBe('');
  });
});
