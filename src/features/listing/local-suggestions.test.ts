import { localSuggestions, suggestionList } from './local-suggestions.ts';

describe('listing search suggestions (spec 1 §2: > 1 character, fixed list, ≤ 5)', () => {
  it('when one character is typed, then there are no suggestions', () => {
    expect(localSuggestions('p')).toEqual([]);
  });
  it('when two characters are typed, then prefix matches come first', () => {
    expect(localSuggestions('pi')).toEqual(['Pizza', 'Pizza Margherita']);
  });
  it('when many entries match, then at most 5 are given', () => {
    const list = ['aa1', 'aa2', 'aa3', 'aa4', 'aa5', 'aa6'];
    expect(localSuggestions('aa', list)).toEqual(['aa1', 'aa2', 'aa3', 'aa4', 'aa5']);
  });
  it('when the text is inside a word, then it still matches, case-insensitively', () => {
    expect(localSuggestions('SCHNITZ')).toEqual(['Schnitzel', 'Wiener Schnitzel']);
  });
  it('when the customer reads English or Turkish, then the list is theirs: no German word like Getränke or Lebensmittel', () => {
    const german = /Getränke|Lebensmittel|Gesund|Frühstück|Bäckerei|Kuchen|Suppe|Salat\b/;
    for (const lang of ['en', 'en-GB', 'tr']) expect(suggestionList(lang).filter((s) => german.test(s))).toEqual([]);
    expect(localSuggestions('dri', suggestionList('en'))).toEqual(['Drinks']);
    expect(localSuggestions('içec', suggestionList('tr'))).toEqual(['İçecekler']);
    expect(localSuggestions('getr', suggestionList('de'))).toEqual(['Getränke']);
    expect(suggestionList('fr')).toBe(suggestionList('de'));
  });
});
