import { displayFormatOf } from './use-display-format.ts';

describe('displayFormatOf', () => {
  it('when asked for a language, then numbers are written in its locale (the resolved language first)', () => {
    expect(displayFormatOf({ language: 'de' }).rating(4.56)).toBe('4,6');
    expect(displayFormatOf({ language: 'en' }).distance(1.84)).toBe('1.8 km');
    expect(displayFormatOf({ resolvedLanguage: 'tr', language: 'en-US' }).locale).toBe('tr-TR');
    expect(displayFormatOf({ resolvedLanguage: undefined, language: 'en-US' }).locale).toBe('en-GB');
  });

  it('when asked again for the same locale, then it is the same object (a stable memo dependency); another locale is another', () => {
    const de = displayFormatOf({ language: 'de' });
    expect(displayFormatOf({ resolvedLanguage: 'de', language: 'de-AT' })).toBe(de);
    expect(displayFormatOf({ language: 'en' })).not.toBe(de);
  });
});
