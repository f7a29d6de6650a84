import { describe, expect, it, vi } from 'vitest';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useTranslation } from './react-i18next-ssr.ts';

/** The test's keys are not the app's (typed) ones. */
type LooseT = (key: string, opts?: object) => string;
const useLooseT = (ns?: string): LooseT => useTranslation(ns as 'translation').t as unknown as LooseT;

async function setup() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'de',
    fallbackLng: 'de',
    ns: ['translation', 'extra'],
    defaultNS: 'translation',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      de: {
        translation: { hello: 'Hallo {{name}}', items_one: '{{count}} Artikel', items_other: '{{count}} Artikel (mehrere)', list: 'Liste' },
        extra: { only: 'nur hier' },
      },
      en: { translation: { hello: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count}} items', list: 'List' }, extra: { only: 'only here' } },
    },
  });
  return i18n;
}

describe('the server renderer’s useTranslation', () => {
  it('when keys, values and counts vary, then each text is what i18next itself answers', async () => {
    const i18n = await setup();
    const t = useLooseT();
    expect(t('hello', { name: 'Ana' })).toBe('Hallo Ana');
    expect(t('hello', { name: 'Ben' })).toBe('Hallo Ben');
    expect(t('items', { count: 1 })).toBe('1 Artikel');
    expect(t('items', { count: 3 })).toBe('3 Artikel (mehrere)');
    expect(t('list')).toBe((i18n.t as unknown as LooseT)('list'));
    expect(useLooseT('extra')('only')).toBe('nur hier');
  });

  it('when the language changes, then the texts are the new language’s (not the remembered ones)', async () => {
    const i18n = await setup();
    expect(useLooseT()('hello', { name: 'Ana' })).toBe('Hallo Ana');
    await i18n.changeLanguage('en');
    expect(useLooseT()('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(useLooseT()('items', { count: 3 })).toBe('3 items');
  });

  it('when the same key is asked for with the same plain options, then i18next translates it once', async () => {
    const i18n = await setup();
    await i18n.changeLanguage('de');
    const spy = vi.spyOn(i18n, 't');
    const t = useLooseT();
    t('hello', { name: 'Cem' });
    t('hello', { name: 'Cem' });
    useLooseT()('hello', { name: 'Cem' });
    expect(spy).toHaveBeenCalledTimes(1);
    t('hello', { name: 'Dora' });
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('when an option is an object, then the answer is never taken from memory', async () => {
    const i18n = await setup();
    await i18n.changeLanguage('de');
    const spy = vi.spyOn(i18n, 't');
    const t = useLooseT();
    const name = { toString: () => 'Emil' };
    t('hello', { name, replace: { name: 'Emil' } });
    t('hello', { name, replace: { name: 'Emil' } });
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('when the hook is read like the library’s, then it gives t, i18n and ready both by name and by position', async () => {
    const i18n = await setup();
    const result = useTranslation();
    const [t, instance, ready] = result;
    expect(t).toBe(result.t);
    expect(instance).toBe(i18n);
    expect(result.i18n).toBe(i18n);
    expect(ready).toBe(true);
  });
});
