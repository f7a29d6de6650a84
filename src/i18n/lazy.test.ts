import { afterEach, describe, expect, it, vi } from 'vitest';

/** Fresh i18n module; fetch answers `{lng}/{ns}.json` with texts naming both, and records the URLs asked for. */
async function freshI18n() {
  vi.resetModules();
  window.history.replaceState(null, '', '/?lng=en');
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      urls.push(input);
      const m = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(input);
      const [lng, ns] = [m?.[1] ?? '?', m?.[2] ?? '?'];
      const body = ns === 'translation' ? { common: { hello: `hello-${lng}` } } : { title: `${ns}-${lng}` };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }),
  );
  const index = await import('./index.ts');
  await index.initI18n();
  const lazy = await import('./lazy.ts');
  return { i18n: index.i18n, ensure: lazy.ensureNamespaces as (...ns: string[]) => Promise<void>, urls };
}

describe('ensureNamespaces', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('when a route asks for a page namespace, then its own file is fetched for the page language and German, once', async () => {
    const { i18n, ensure, urls } = await freshI18n();
    expect(urls).toEqual(['/locales/en/translation.json']);
    await ensure('forms');
    expect(urls.filter((u) => u.endsWith('/forms.json')).sort()).toEqual(['/locales/de/forms.json', '/locales/en/forms.json']);
    expect((i18n.t as (k: string, o: object) => string)('title', { ns: 'forms' })).toBe('forms-en');
    const before = urls.length;
    await ensure('forms');
    expect(urls.length).toBe(before);
  });
});
