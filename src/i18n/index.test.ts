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
});
