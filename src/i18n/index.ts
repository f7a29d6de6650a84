/**
 * i18next set-up: the namespace `translation` loaded from /locales/{lng}/translation.json (merged from the
 * fragments in src/locales by the Vite plugin); page namespaces (src/locales/{lng}/lazy/{ns}.json) are loaded from
 * /locales/{lng}/{ns}.json by the routes that use them (src/i18n/lazy.ts). i18next's own retry (5 retries, 350 ms doubling, ≤ 10 parallel
 * reads) is exactly spec 2 §9. `<html lang>` follows the language.
 */
import i18n, { type BackendModule } from 'i18next';
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

const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    // `translation`: the first screen's merged file; any other namespace is a lazy page file (src/i18n/lazy.ts)
    fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`, { credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) {
          // 404 will not get better; 5xx may
          callback(new Error(`translation ${language}: HTTP ${res.status}`), res.status >= 500);
          return;
        }
        callback(null, (await res.json()) as Record<string, unknown>);
      })
      .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), true));
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
  return i18n
    .use(fetchBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      maxParallelReads: 10,
      interpolation: { escapeValue: false }, // React escapes; we never render translated text as HTML
      react: { useSuspense: false, transKeepBasicHtmlNodesFor: ['br', 'strong', 'i'] },
      returnNull: false,
    })
    .then(() => {
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
