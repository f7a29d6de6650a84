/**
 * `react-i18next` in the server renderer's build (vite.config.ts routes every other module's import here): the
 * library's exports, with a `useTranslation` made for the server, where a page is one synchronous render in one
 * language and the translations never change while the process runs (issue 17: server cost).
 *
 * The library's hook is made for a browser that re-renders: per call it copies the i18next instance's properties into
 * a wrapper object, builds a new `t` (which spreads all of i18next's options into an object per translation) and
 * subscribes to language changes. On the server that was a third of a listing's render. Here `t` is made once per
 * (language, namespaces, key prefix) and remembers its answers: the same key with the same plain options in the same
 * language is the same text. The text is exactly what the library's `t` returns (it still makes each first answer).
 */
import { getI18n, type useTranslation as libraryUseTranslation } from 'react-i18next';

export * from 'react-i18next';

type UseTranslation = typeof libraryUseTranslation;

/** Answers kept per `t` before it starts afresh (a listing uses a few hundred). */
const MAX_ANSWERS = 5000;

/** A key for options made of primitives only (the common case: count, names, amounts); null otherwise. */
function optionsKey(opts: unknown): string | null {
  if (opts === undefined) return '';
  if (typeof opts === 'string') return `\u0001${opts}`;
  if (opts === null || typeof opts !== 'object' || Array.isArray(opts)) return null;
  let out = '';
  for (const [k, v] of Object.entries(opts as Record<string, unknown>)) {
    if (v !== null && typeof v === 'object') return null;
    if (typeof v === 'function' || typeof v === 'symbol') return null;
    out += `\u0002${k}\u0003${typeof v}:${String(v)}`;
  }
  return out;
}

/** i18next's `t` as this module calls it (the typed TFunction's overloads do not matter here). */
type AnyT = ((...args: unknown[]) => unknown) & { lng?: unknown; ns?: unknown; keyPrefix?: unknown };
interface FixedTSource {
  getFixedT(lng: string, ns: string | null, keyPrefix: string | undefined, opts: { scopeNs: string[] }): AnyT;
}

function remembering(t: AnyT): AnyT {
  const answers = new Map<string, unknown>();
  const remembered = (key: unknown, opts?: unknown, ...rest: unknown[]): unknown => {
    const optKey = typeof key === 'string' && rest.length === 0 ? optionsKey(opts) : null;
    const cacheKey = optKey === null ? null : `${key as string}\u0000${optKey}`;
    if (cacheKey !== null) {
      const hit = answers.get(cacheKey);
      if (hit !== undefined) return hit;
    }
    const answer = t(key, opts, ...rest);
    if (cacheKey !== null && typeof answer === 'string') {
      if (answers.size >= MAX_ANSWERS) answers.clear();
      answers.set(cacheKey, answer);
    }
    return answer;
  };
  return Object.assign(remembered, { lng: t.lng, ns: t.ns, keyPrefix: t.keyPrefix });
}

/** Per i18next instance (the server has one), per (language, namespaces, key prefix). */
const fixedTs = new WeakMap<object, Map<string, AnyT>>();

export const useTranslation = ((ns?: string | readonly string[], props?: { lng?: string; keyPrefix?: string }) => {
  const i18n = getI18n();
  const lng = props?.lng ?? i18n.language;
  const defaultNs = i18n.options.defaultNS;
  const namespaces: string[] =
    ns === undefined ? [typeof defaultNs === 'string' ? defaultNs : 'translation'] : typeof ns === 'string' ? [ns] : [...ns];
  const id = `${lng}|${namespaces.join(',')}|${props?.keyPrefix ?? ''}`;
  let made = fixedTs.get(i18n);
  if (!made) fixedTs.set(i18n, (made = new Map<string, AnyT>()));
  let t = made.get(id);
  if (!t) {
    // as the library's hook asks for it (nsMode 'default': the first namespace, the others in scope)
    t = remembering((i18n as unknown as FixedTSource).getFixedT(lng, namespaces[0] ?? null, props?.keyPrefix, { scopeNs: namespaces }));
    made.set(id, t);
  }
  return Object.assign([t, i18n, true], { t, i18n, ready: true });
}) as unknown as UseTranslation;
