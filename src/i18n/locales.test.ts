/** Every translation key exists in de, en and tr for every fragment, with the same {{placeholders}}. */
import { LANGUAGES } from './languages.ts';

// first-screen fragments ({lng}/{ns}.json) and lazy page namespaces ({lng}/lazy/{ns}.json, compared as "lazy/{ns}")
const fragments = import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '../locales/*/lazy/*.json'], {
  eager: true,
  import: 'default',
});

function flatten(obj: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  // arrays (lists read with returnObjects) are compared item by item: same length, every item a non-empty text
  if (typeof obj === 'object' && obj !== null) {
    for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, obj);
  }
  return out;
}

function byLanguage(): Record<string, Map<string, Map<string, unknown>>> {
  const out: Record<string, Map<string, Map<string, unknown>>> = {};
  for (const [path, json] of Object.entries(fragments)) {
    const m = /\/locales\/([a-z]{2})\/((?:lazy\/)?[\w-]+)\.json$/.exec(path);
    if (!m || !m[1] || !m[2]) throw new Error(`unexpected fragment path ${path}`);
    (out[m[1]] ??= new Map()).set(m[2], flatten(json));
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('translation fragments', () => {
  const langs = byLanguage();
  const de = langs.de ?? new Map<string, Map<string, unknown>>();

  it('when the fragments are loaded, then all three languages and the core namespaces are there', () => {
    expect(Object.keys(langs).sort()).toEqual([...LANGUAGES].sort());
    for (const ns of ['common', 'errors', 'home', 'listing', 'pages']) expect(de.has(ns)).toBe(true);
  });

  for (const lng of LANGUAGES) {
    for (const ns of new Set([...de.keys(), ...(langs[lng]?.keys() ?? [])])) {
      it(`when ${lng}/${ns}.json is compared with the German reference, then it has exactly the same keys`, () => {
        const ref = [...(de.get(ns)?.keys() ?? [])].sort();
        const got = [...(langs[lng]?.get(ns)?.keys() ?? [])].sort();
        expect({ missing: ref.filter((k) => !got.includes(k)), extra: got.filter((k) => !ref.includes(k)) }).toEqual({ missing: [], extra: [] });
      });

      it(`when ${lng}/${ns}.json is read, then every text is non-empty and keeps the German placeholders`, () => {
        const ref = de.get(ns) ?? new Map<string, unknown>();
        const problems: string[] = [];
        for (const [key, value] of langs[lng]?.get(ns) ?? []) {
          if (typeof value !== 'string' || value.trim() === '') {
            problems.push(`${key}: empty or not text`);
            continue;
          }
          const refValue = ref.get(key);
          if (typeof refValue === 'string' && placeholders(refValue).join() !== placeholders(value).join()) {
            problems.push(`${key}: placeholders ${placeholders(value).join()} ≠ ${placeholders(refValue).join()}`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
