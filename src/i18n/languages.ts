/** The app's language choice: the pure rules live in src/domain/languages.ts; storage access stays here. */
import { LANGUAGE_STORAGE_KEY, SELECTED_LANGUAGE_KEY, type Language } from '../domain/languages.ts';
import { languageCookie } from '../domain/language-cookie.ts';

export * from '../domain/languages.ts';

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? localStorage.getItem(SELECTED_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(lng: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    localStorage.setItem(SELECTED_LANGUAGE_KEY, lng);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
  try {
    // the server renders pages in the stored language too (server/ssr/reply.ts)
    document.cookie = languageCookie(lng);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
}
