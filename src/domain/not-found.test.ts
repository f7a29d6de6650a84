import { describe, expect, it } from 'vitest';
import {
  hintUrl, pathWords, rankSuggestions, redirectHints, searchUrl, similarRestaurants, vendorSlugCandidate,
  type SuggestionItem,
} from './not-found.ts';

describe('vendor slug candidate (spec 3 §5 "Not-found")', () => {
  it.each([
    ['/sushi-kaito-brigittenau', 'sushi-kaito-brigittenau'],
    ['/Sushi-Kaito-Brigittenau', 'sushi-kaito-brigittenau'],
    ['/foo/bar/pizza-roma?postalCode=1070#top', 'pizza-roma'],
    ['/pizza-roma/', 'pizza-roma'],
    ['/ab', 'ab'],
    ['/a1', 'a1'],
  ])('when the path is %s, then the candidate is %s', (path, slug) => {
    expect(vendorSlugCandidate(path)).toBe(slug);
  });

  it.each([
    ['/', 'no segment'],
    ['/a', 'one character'],
    ['/x?q=abcdef', 'one character before the query'],
    ['/pizza/a#long-hash', 'one character before the hash'],
    ['/pizza%20roma', 'a space'],
    ['/pizza_roma', 'an underscore'],
    ['/-pizza', 'a leading hyphen'],
    ['/pizza--roma', 'a double hyphen'],
    ['/caf%C3%A9', 'an accent'],
    [`/${'a'.repeat(201)}`, 'more than 200 characters'],
  ])('when the path is %s (%s), then it is not tried', (path) => {
    expect(vendorSlugCandidate(path)).toBeNull();
  });
});

describe('path words', () => {
  it('when the path has separators, case, accents, numbers and short words, then the folded longer words remain once', () => {
    expect(pathWords('/Pizza-WIEN/St.Pölten_1070/in/Straße+pizza')).toEqual(['pizza', 'wien', 'polten', 'strasse']);
  });
});

describe('redirect hints (spec 3 §9)', () => {
  it('when the path is /restaurant/{digits}, then the hint is the restaurant list', () => {
    expect(redirectHints('/restaurant/12345/menu')).toEqual([{ kind: 'restaurants' }]);
    expect(hintUrl({ kind: 'restaurants' })).toBe('/restaurants');
  });

  it('when the segment after /restaurant is not digits only, then there is no list hint', () => {
    expect(redirectHints('/restaurant/12a/menu')).toEqual([]);
  });

  it('when the path is /order/{id}, then the hint is the orders tab of the profile', () => {
    expect(redirectHints('/order/LZ-123/details')).toEqual([{ kind: 'orders' }]);
    expect(hintUrl({ kind: 'orders' })).toBe('/profile?tab=orders');
  });

  it('when the path holds city and category words, then each gives its hint (cities first) with the listing URL', () => {
    const hints = redirectHints('/beste-Pizza-in-Graz-und-sushi');
    expect(hints).toEqual([
      { kind: 'city', city: 'graz' },
      { kind: 'category', category: 'pizza' },
      { kind: 'category', category: 'sushi' },
    ]);
    expect(hints.map(hintUrl)).toEqual(['/restaurants?city=graz', '/restaurants?category=pizza', '/restaurants?category=sushi']);
  });

  it('when a word only contains a city or category, or is another city, then there is no hint', () => {
    expect(redirectHints('/wienerwald-pizzeria-salzburg')).toEqual([]);
  });

  it('when a word repeats, then its hint is given once', () => {
    expect(redirectHints('/linz/linz')).toEqual([{ kind: 'city', city: 'linz' }]);
  });
});

describe('search submit', () => {
  it('when the text has spaces around and inside, then the list is searched for the trimmed text', () => {
    expect(searchUrl('  pizza   roma ')).toBe('/restaurants?search=pizza%20roma');
  });
  it('when the text is blank after trimming, then nothing is submitted', () => {
    expect(searchUrl('  \t ')).toBeNull();
  });
  it('when the text has URL characters, then they are encoded', () => {
    expect(searchUrl('a&b=c')).toBe('/restaurants?search=a%26b%3Dc');
  });
});

const item = (id: string, title: string, priority: number, extra: Partial<SuggestionItem> = {}): SuggestionItem => ({
  id,
  type: 'restaurant',
  title,
  url: `/restaurant/${id}`,
  priority,
  ...extra,
});

const ITEMS: SuggestionItem[] = [
  item('r-kaito', 'Sushi Kaito', 40, { keywords: ['japanisch', 'sushi'] }),
  item('r-roma', 'Pizzeria Roma', 70, { keywords: ['italienisch', 'pizza'] }),
  item('r-napoli', 'Napoli Express', 20, { keywords: ['pizza'] }),
  item('r-sakura', 'Sakura', 10, { keywords: ['sushi'] }),
  item('c-pizza', 'Pizza', 90, { type: 'category' }),
  item('c-sushi', 'Sushi', 80, { type: 'category' }),
  item('c-gesund', 'Gesund', 30, { type: 'category', keywords: ['healthy'] }),
  item('city-wien', 'Wien', 60, { type: 'city', keywords: ['vienna'] }),
  item('city-stp', 'St. Pölten', 5, { type: 'city' }),
];

describe('suggestion ranking (spec 3 §9)', () => {
  it('when fewer than 2 characters are typed, then the first 5 by priority are the popular suggestions', () => {
    const ids = ['Pizza', 'Sushi', 'Pizzeria Roma', 'Wien', 'Sushi Kaito'];
    expect(rankSuggestions('', ITEMS).map((i) => i.title)).toEqual(ids);
    expect(rankSuggestions(' x ', ITEMS).map((i) => i.title)).toEqual(ids);
  });

  it('when a word is typed, then equal titles come before prefixes, prefixes before later words, then keyword matches', () => {
    expect(rankSuggestions('sushi', ITEMS).map((i) => i.id)).toEqual(['c-sushi', 'r-kaito', 'r-sakura']);
  });

  it('when the match is equal, then the higher priority comes first', () => {
    expect(rankSuggestions('pizz', ITEMS).map((i) => i.id)).toEqual(['c-pizza', 'r-roma', 'r-napoli']);
  });

  it('when several words are typed, then only items matching every word remain', () => {
    expect(rankSuggestions('sushi kai', ITEMS).map((i) => i.id)).toEqual(['r-kaito']);
  });

  it('when the text has other case and no accents, then it still matches (folded)', () => {
    expect(rankSuggestions('POLTEN', ITEMS).map((i) => i.id)).toEqual(['city-stp']);
    expect(rankSuggestions('healt', ITEMS).map((i) => i.id)).toEqual(['c-gesund']);
  });

  it('when nothing matches, then there are no suggestions', () => {
    expect(rankSuggestions('xyz', ITEMS)).toEqual([]);
  });

  it('when more than 8 items match, then 8 are kept and an id given twice counts once', () => {
    const many = Array.from({ length: 12 }, (_, n) => item(`r${n}`, `Imbiss ${n}`, n));
    const ranked = rankSuggestions('imbiss', [...many, many[11]!]);
    expect(ranked).toHaveLength(8);
    expect(ranked.map((i) => i.id)).toEqual(['r11', 'r10', 'r9', 'r8', 'r7', 'r6', 'r5', 'r4']);
  });
});

describe('similar restaurants (spec 3 §9: up to 3)', () => {
  it('when restaurants match path words, then those matching most words come first, at most 3, categories left out', () => {
    const extra = [item('r-kaito-2', 'Sushi Kaito Graz', 5, { keywords: ['sushi'] })];
    const got = similarRestaurants([...ITEMS, ...extra], ['sushi', 'kaito', 'graz']);
    expect(got.map((i) => i.id)).toEqual(['r-kaito-2', 'r-kaito', 'r-sakura']);
  });

  it('when no restaurant matches a path word, then there are none', () => {
    expect(similarRestaurants(ITEMS, ['burger'])).toEqual([]);
  });
});
