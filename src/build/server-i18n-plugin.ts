import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The server renderer's build only: every module's `react-i18next` is src/build/react-i18next-ssr.ts (the library with
 * a server-made useTranslation), except that module's own import of the library.
 */
export function serverI18nPlugin(): Plugin {
  const shim = path.resolve('src/build/react-i18next-ssr.ts');
  return {
    name: 'lz-server-react-i18next',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id !== 'react-i18next' || !importer || path.resolve(importer.split('?')[0] ?? importer) === shim) return null;
      return shim;
    },
  };
}
