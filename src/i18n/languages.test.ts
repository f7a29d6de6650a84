import { detectLanguage, localeOf, normalizeLanguage } from './languages.ts';

const base = { search: '', stored: null, browser: [] as string[], htmlLang: 'de' };

describe('language detection (spec 2 §9)', () => {
  it('when a region code is given, then only the language part is used', () => {
    expect(normalizeLanguage('en-GB')).toBe('en');
    expect(normalizeLanguage('tr_TR')).toBe('tr');
    expect(normalizeLanguage('fr')).toBeNull();
  });
  it('when nothing is known, then German is used', () => {
    expect(detectLanguage({ ...base, htmlLang: null })).toBe('de');
  });
  it('when the browser prefers an unsupported then a supported language, then the first supported one wins', () => {
    expect(detectLanguage({ ...base, browser: ['fr-FR', 'tr-TR', 'en'] })).toBe('tr');
  });
  it('when a choice is stored, then it wins over the browser', () => {
    expect(detectLanguage({ ...base, stored: 'en', browser: ['tr'] })).toBe('en');
  });
  it('when the lng parameter is given, then it forces the language over the stored choice', () => {
    expect(detectLanguage({ ...base, search: '?postalCode=1070&lng=tr', stored: 'en' })).toBe('tr');
  });
  it('when the lng parameter is unsupported, then detection continues', () => {
    expect(detectLanguage({ ...base, search: '?lng=xx', stored: 'en' })).toBe('en');
  });
});

describe('localeOf', () => {
  it('when the app language is English, Turkish, German or unknown, then the number/date locale is en-GB, tr-TR or de-AT', () => {
    expect(localeOf('en')).toBe('en-GB');
    expect(localeOf('tr-TR')).toBe('tr-TR');
    expect(localeOf('de')).toBe('de-AT');
    expect(localeOf(undefined)).toBe('de-AT');
  });
});
