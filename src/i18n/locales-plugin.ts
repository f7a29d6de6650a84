/**
 * Vite plugin: merges the translation fragments `src/locales/{lng}/{ns}.json` into one
 * `/locales/{lng}/translation.json` per language (top-level key = fragment name). Served by the dev server and
 * emitted as a build asset (spec 2 §7: GET /locales/{lng}/translation.json). Node-only (used by vite.config.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const LOCALE_LANGUAGES = ['de', 'en', 'tr'] as const;

export function mergeLocaleFragments(dir: string, lng: string): Record<string, unknown> {
  const langDir = path.join(dir, lng);
  const merged: Record<string, unknown> = {};
  for (const file of readdirSync(langDir).filter((f) => f.endsWith('.json')).sort()) {
    const ns = file.slice(0, -'.json'.length);
    const text = readFileSync(path.join(langDir, file), 'utf8');
    try {
      merged[ns] = JSON.parse(text) as unknown;
    } catch (err) {
      throw new Error(`Invalid JSON in locale fragment ${lng}/${file}: ${(err as Error).message}`, { cause: err });
    }
  }
  return merged;
}

export function localesPlugin(opts: { dir: string }): Plugin {
  const dir = path.resolve(opts.dir);
  return {
    name: 'lieferzone-locales',
    buildStart() {
      for (const lng of LOCALE_LANGUAGES) {
        for (const f of readdirSync(path.join(dir, lng))) this.addWatchFile(path.join(dir, lng, f));
      }
    },
    configureServer(server) {
      server.watcher.add(dir);
      server.watcher.on('change', (file) => {
        if (file.startsWith(dir)) server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use((req, res, next) => {
        const m = /^\/locales\/([a-z]{2})\/translation\.json(?:\?.*)?$/.exec(req.url ?? '');
        const lng = m?.[1];
        if (!lng) {
          next();
          return;
        }
        if (!(LOCALE_LANGUAGES as readonly string[]).includes(lng)) {
          res.statusCode = 404;
          res.end('{"error":"unknown language"}');
          return;
        }
        try {
          const body = JSON.stringify(mergeLocaleFragments(dir, lng));
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(body);
        } catch (err) {
          res.statusCode = 500;
          res.end(JSON.stringify({ error: (err as Error).message }));
        }
      });
    },
    generateBundle() {
      for (const lng of LOCALE_LANGUAGES) {
        this.emitFile({
          type: 'asset',
          fileName: `locales/${lng}/translation.json`,
          source: JSON.stringify(mergeLocaleFragments(dir, lng)),
        });
      }
    },
  };
}
