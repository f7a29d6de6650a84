import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// initI18n keeps module state (the i18next instance): a fresh module per test
async function freshInit(url: string, answers: Record<string, number>) {
  vi.resetModules();
  window.history.replaceState(null, '', url);
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const lng = /\/locales\/(\w+)\//.exec(input)?.[1] ?? '?';
      requested.push(lng);
      const status = answers[lng] ?? 200;
      return Promise.resolve(new Response(JSON.stringify({ common: { hello: `hello-${lng}`, onlyGerman: lng === 'de' ? 'nur deutsch' : undefined } }), { status }));
    }),
  );
  const mod = await import('./index.ts');
  await mod.initI18n();
  return { i18n: mod.i18n, requested };
}

/** A key of the test's own fake translations (not of the app's typed key set). */
const text = (i18n: { t: unknown }, key: string): string => (i18n.t as (k: string) => string)(key);

describe('initI18n', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('when the page is English, then the first screen waits for the English file only, and German is the fallback after', async () => {
    const { i18n, requested } = await freshInit('/?lng=en', {});
    expect(requested).toEqual(['en']);
    expect(text(i18n, 'common.hello')).toBe('hello-en');
    await i18n.loadLanguages('de');
    expect(text(i18n, 'common.onlyGerman')).toBe('nur deutsch');
  });

  it('when the page is German, then only the German file is loaded', async () => {
    const { requested } = await freshInit('/?lng=de', {});
    expect(requested).toEqual(['de']);
  });

  it('when the page language cannot be loaded, then German is loaded at once and used', async () => {
    const { i18n, requested } = await freshInit('/?lng=tr', { tr: 404 });
    await vi.waitFor(() => expect(text(i18n, 'common.hello')).toBe('hello-de'));
    expect(requested).toEqual(['tr', 'de']);
  });

  it('when a useTranslation t answers the same key twice, then the second answer comes from memory, and added texts or a new language are never answered stale', async () => {
    const { i18n } = await freshInit('/?lng=en', {});
    const t = i18n.getFixedT('en', 'translation') as unknown as (k: string, o?: object) => string;
    const translate = vi.spyOn((i18n as unknown as { translator: { translate: (...a: unknown[]) => unknown } }).translator, 'translate');
    expect(t('common.hello')).toBe('hello-en');
    expect(t('common.hello')).toBe('hello-en');
    expect(translate).toHaveBeenCalledTimes(1);
    // other plain options are another answer
    expect(t('common.hello', { count: 2 })).toBe('hello-en');
    expect(translate).toHaveBeenCalledTimes(2);
    // a lazy namespace or an edited bundle: the memory is dropped
    i18n.addResourceBundle('en', 'translation', { common: { hello: 'hi-en' } }, true, true);
    expect(t('common.hello')).toBe('hi-en');
    // the language switch: a new t (react-i18next asks again) in the new language
    await i18n.loadLanguages('de');
    await i18n.changeLanguage('de');
    const de = i18n.getFixedT('de', 'translation') as unknown as (k: string) => string;
    expect(de('common.hello')).toBe('hello-de');
    expect(t('common.hello')).toBe('hi-en');
  });
});
