/** Interface languages and their detection (spec 2 §9): pure rules shared by the app and the server. */
/** German is the default and the fallback for every language. */
export const LANGUAGES = ['de', 'en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

/** Local-storage keys of the language choice (spec 2 §9). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const SELECTED_LANGUAGE_KEY = 'selectedLanguage';

/** Only the language part of a code is used ('de-AT' → 'de'); unsupported → null. */
export function normalizeLanguage(code: string | null | undefined): Language | null {
  if (!code) return null;
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : null;
}

/** THE number/date locale of an app language (issue 25 item 4): prices, ratings, distances and times all use it; English is British English (€4.90, 4.0, 1.8 km, 24-hour day/month), not en-AT's comma decimals. */
export function localeOf(lng: string | undefined): string {
  if (lng?.startsWith('en')) return 'en-GB';
  if (lng?.startsWith('tr')) return 'tr-TR';
  return 'de-AT';
}

export interface DetectionSources {
  /** location.search, e.g. '?lng=en' */
  search: string;
  /** stored choice (localStorage i18nextLng / selectedLanguage) */
  stored: string | null;
  /** navigator.languages */
  browser: readonly string[];
  /** <html lang> */
  htmlLang: string | null;
}

/**
 * Detection (spec 2 §9: stored choice, lng query parameter, browser language, page html language).
 * Spec 2 §2 says the language "can be forced" by `lng`, so a valid `lng` parameter wins over the stored choice —
 * a shared link with ?lng=en opens in English; the rest follows the spec's order.
 */
export function detectLanguage(src: DetectionSources): Language {
  const fromParam = normalizeLanguage(new URLSearchParams(src.search).get('lng'));
  if (fromParam) return fromParam;
  const stored = normalizeLanguage(src.stored);
  if (stored) return stored;
  for (const b of src.browser) {
    const l = normalizeLanguage(b);
    if (l) return l;
  }
  return normalizeLanguage(src.htmlLang) ?? DEFAULT_LANGUAGE;
}
