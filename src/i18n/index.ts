/**
 * i18next set-up: the namespace `translation` loaded from /locales/{lng}/translation.json (merged from the
 * fragments in src/locales by the Vite plugin); page namespaces (src/locales/{lng}/lazy/{ns}.json) are loaded from
 * /locales/{lng}/{ns}.json by the routes that use them (src/i18n/lazy.ts). i18next's own retry (5 retries, 350 ms doubling, ≤ 10 parallel
 * reads) is exactly spec 2 §9. `<html lang>` follows the language.
 */
import i18n, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  detectLanguage,
  normalizeLanguage,
  readStoredLanguage,
  storeLanguage,
  type Language,
} from './languages.ts';
import { afterLoadIdle } from '../lib/after-load.ts';
import { apiFetch, isHttpError } from '../lib/api/client.ts';

const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    // `translation`: the first screen's merged file; any other namespace is a lazy page file (src/i18n/lazy.ts)
    apiFetch<Record<string, unknown>>(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`, { origin: 'page', retry: false }).then(
      (data) => callback(null, data),
      // i18next tries again when told to: not after a 404, which will not get better; after 5xx, the network or a broken file
      (err: unknown) => callback(err as Error, !isHttpError(err) || err.retryable),
    );
  },
};

function applyHtmlLang(lng: string): void {
  const l = normalizeLanguage(lng) ?? DEFAULT_LANGUAGE;
  document.documentElement.lang = l;
}

/**
 * German is the fallback for a key missing in English or Turkish (the key test keeps all three complete, so this is
 * a safety net). The first screen does not wait for it: i18next loads every fallback language before init
 * resolves, which for an English or Turkish visitor meant a second translation file on the critical path. Until
 * the first screen is up the fallback list is empty; the other languages are loaded right after (below).
 */
let germanFallback = false;
const fallbackLng = (code: string): string[] => (germanFallback || code === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : []);

/** Answers kept before the memory starts afresh (a listing or a long menu asks a few hundred). */
const MAX_ANSWERS = 5000;

type AnyT = (...args: unknown[]) => unknown;
type GetFixedT = (lng: unknown, ns: unknown, keyPrefix?: unknown, opts?: { scopeNs?: unknown }) => AnyT;

/** Options made of plain values only (count, names, amounts: the common case) or none: an answer to remember. */
const plain = (o: unknown): boolean =>
  o === undefined ||
  typeof o === 'string' ||
  (typeof o === 'object' && o !== null && Object.values(o).every((v) => v === null || !['object', 'function', 'symbol'].includes(typeof v)));

/**
 * Translation lookups remembered (issue 27): hydrating the listing or a menu asks i18next for the same texts again
 * and again (a card's labels, a row's buttons), and every answer costs a copy of all of i18next's options, the key's
 * resolution through languages and namespaces and the interpolation — measured as a fifth to a third of hydration
 * with the CPU throttled 4x. The `t` of every `useTranslation` (react-i18next asks `getFixedT`) now answers a known
 * (language, namespace, key prefix, key, plain options) from memory; the first answer is i18next's own. The memory
 * is dropped whenever the language changes or translations are added (a lazy page namespace, the idle warm-up), so
 * no stale text survives. The server renderer does the same in its own useTranslation (src/build/react-i18next-ssr.ts).
 */
export function rememberTranslations(instance: typeof i18n): void {
  // the class's own getFixedT: a second init (tests) wraps it afresh, not the first wrapper with its old store
  const original = (Object.getPrototypeOf(instance) as { getFixedT: GetFixedT }).getFixedT;
  let answers = new Map<string, unknown>();
  const forget = () => {
    answers = new Map();
  };
  instance.on('languageChanged', forget);
  instance.on('loaded', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const getFixedT: GetFixedT = (lng, ns, keyPrefix, opts) => {
    const t = original.call(instance, lng, ns, keyPrefix, opts);
    // a key prefix given as a selector function: no key to remember by
    if (keyPrefix !== undefined && typeof keyPrefix !== 'string') return t;
    const scope = JSON.stringify([lng, ns, keyPrefix, opts?.scopeNs]);
    return Object.assign((key: unknown, o?: unknown, ...rest: unknown[]): unknown => {
      const id = typeof key === 'string' && !rest.length && plain(o) ? `${scope}${key}\u0000${JSON.stringify(o)}` : null;
      if (id !== null && answers.has(id)) return answers.get(id);
      const answer = t(key, o, ...rest);
      if (id !== null && typeof answer === 'string') {
        if (answers.size >= MAX_ANSWERS) forget();
        answers.set(id, answer);
      }
      return answer;
    }, t);
  };
  (instance as unknown as { getFixedT: GetFixedT }).getFixedT = getFixedT;
}

/**
 * The one set of i18next options, the browser's (initI18n below) and the server renderer's (src/entry-server.tsx, which
 * adds every language's resources): what differs between the two sides comes in `own`.
 */
export function i18nOptions(own: InitOptions & Required<Pick<InitOptions, 'lng' | 'fallbackLng' | 'ns'>>): InitOptions {
  return {
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    defaultNS: 'translation',
    interpolation: { escapeValue: false }, // React escapes; we never render translated text as HTML
    react: { useSuspense: false, transKeepBasicHtmlNodesFor: ['br', 'strong', 'i'] },
    returnNull: false,
    ...own,
  };
}

/** `rendered`: the language the server rendered the page in (src/ssr-client.ts) — hydration must use the same. */
export function initI18n(rendered?: Language): Promise<unknown> {
  const lng = rendered ?? detectLanguage({
    search: window.location.search,
    stored: readStoredLanguage(),
    browser: navigator.languages.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.getAttribute('lang'),
  });
  if (new URLSearchParams(window.location.search).has('lng')) storeLanguage(lng);
  i18n.on('languageChanged', applyHtmlLang);
  const started = i18n
    .use(fetchBackend)
    .use(initReactI18next)
    .init(i18nOptions({ lng, fallbackLng, ns: ['translation'], maxParallelReads: 10 }));
  // i18next made its store when init began (synchronously)
  rememberTranslations(i18n);
  return started.then(() => {
    germanFallback = true;
    applyHtmlLang(i18n.language);
    // the page's own language could not be loaded: German now, not only after the idle warm-up below
    if (i18n.language !== DEFAULT_LANGUAGE && !i18n.hasResourceBundle(i18n.language, 'translation')) {
      void i18n.loadLanguages(DEFAULT_LANGUAGE).then(() => i18n.changeLanguage(i18n.language));
    }
    // warm the other languages once the page has loaded and the browser is idle (instant switching, and offline
    // later — spec: preloaded); not earlier: on a slow link they would delay the first route's data and images
    afterLoadIdle(() => void i18n.loadLanguages([...LANGUAGES]), { delayMs: 2000, timeoutMs: 5000 });
  });
}

export async function changeLanguage(lng: Language): Promise<void> {
  storeLanguage(lng);
  await i18n.changeLanguage(lng);
}

export { i18n };
