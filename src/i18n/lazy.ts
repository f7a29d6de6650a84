/**
 * Lazy translation namespaces: page texts that the first screen does not need live in
 * `src/locales/{lng}/lazy/{ns}.json` and are fetched from `/locales/{lng}/{ns}.json` only when a route needs them.
 *
 * Use in a route: `loader: () => ensureNamespaces('forms', 'courier')` (the page renders once its texts are there),
 * and in its components `useTranslation('courier')` (typed from the German file, see i18next.d.ts). The service
 * worker precaches every locale file, so an installed app has them offline too.
 */
import type { CustomTypeOptions } from 'i18next';
import { i18n } from './index.ts';

/** A namespace name other than the first screen's `translation`. */
export type LazyNamespace = Exclude<keyof CustomTypeOptions['resources'], 'translation'>;

/**
 * Loads the namespaces for the current language (and German, the fallback) unless loaded already. Resolves also when
 * a file could not be fetched (offline and not cached): the page then shows German or the keys rather than hanging.
 */
export function ensureNamespaces(...namespaces: LazyNamespace[]): Promise<void> {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const missing = namespaces.filter((ns) => !lng || !i18n.hasResourceBundle(lng, ns));
  if (missing.length === 0) return Promise.resolve();
  return i18n.loadNamespaces(missing);
}
