/**
 * The cookie that carries the visitor's language choice to the server (the server renders the first screen in it,
 * server/ssr/reply.ts); the app writes it together with its localStorage choice (src/i18n/languages.ts).
 */
export const LANGUAGE_COOKIE = 'lz_lng';

/** The Set-Cookie / document.cookie value for a choice: one year, the whole site, not sent cross-site. */
export function languageCookie(lng: string): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
