/**
 * For unit/component tests: an i18next instance with the real translation fragments, loaded synchronously.
 *   import { setupTestI18n } from '../i18n/test-i18n.ts';  await setupTestI18n('de');
 */
import i18n from 'i18next';
import { initReactI18next, setI18n } from 'react-i18next';

const fragments = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

export function localeResources(): Record<string, Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, json] of Object.entries(fragments)) {
    const m = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
    if (!m || !m[1] || !m[2]) continue;
    const [, lng, ns] = m;
    const forLng = (out[lng] ??= {});
    forLng.translation = { ...forLng.translation, [ns]: json };
  }
  return out;
}

export async function setupTestI18n(lng: 'de' | 'en' | 'tr' = 'de'): Promise<typeof i18n> {
  const resources = localeResources();
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng,
      fallbackLng: 'de',
      resources,
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  } else {
    for (const [l, r] of Object.entries(resources)) i18n.addResourceBundle(l, 'translation', r.translation, true, true);
    // the unit files share one module graph per worker (vitest.config.ts): another file's own instance may have
    // become react-i18next's default since this one was initialised
    setI18n(i18n);
    await i18n.changeLanguage(lng);
  }
  return i18n;
}
