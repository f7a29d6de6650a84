/**
 * Vite plugin: merges the translation fragments `src/locales/{lng}/{ns}.json` into one
 * `/locales/{lng}/translation.json` per language (top-level key = fragment name). Served by the dev server and
 * emitted as a build asset (spec 2 §7: GET /locales/{lng}/translation.json). Node-only (used by vite.config.ts).
 *
 * Lazy namespaces: a fragment `src/locales/{lng}/lazy/{ns}.json` is NOT merged into the first screen's file; it is
 * served as its own `/locales/{lng}/{ns}.json`, loaded by the route that needs it (`ensureNamespaces`, src/i18n/lazy.ts).
 * Page texts (forms, content pages) go there, so the home screen's translation file does not grow with every page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

const LAZY_NS = /^[a-z][a-z0-9-]*$/;

/** The lazy namespaces of a language: `{lng}/lazy/{ns}.json`, parsed (name → texts). */
export function lazyLocaleFragments(dir: string, lng: string): Map<string, unknown> {
  const lazyDir = path.join(dir, lng, 'lazy');
  const out = new Map<string, unknown>();
  if (!existsSync(lazyDir)) return out;
  for (const file of readdirSync(lazyDir).filter((f) => f.endsWith('.json')).sort()) {
    const ns = file.slice(0, -'.json'.length);
    if (!LAZY_NS.test(ns) || ns === 'translation') throw new Error(`Invalid lazy namespace name ${lng}/lazy/${file}`);
    const text = readFileSync(path.join(lazyDir, file), 'utf8');
    try {
      out.set(ns, JSON.parse(text) as unknown);
    } catch (err) {
      throw new Error(`Invalid JSON in locale fragment ${lng}/lazy/${file}: ${(err as Error).message}`, { cause: err });
    }
  }
  return out;
}

/** The body of `/locales/{lng}/{ns}.json`: the merged first-screen file or one lazy namespace (undefined: none). */
export function localeFile(dir: string, lng: string, ns: string): unknown {
  if (ns === 'translation') return mergeLocaleFragments(dir, lng);
  return lazyLocaleFragments(dir, lng).get(ns);
}

export function localesPlugin(opts: { dir: string }): Plugin {
  const dir = path.resolve(opts.dir);
  return {
    name: 'lieferzone-locales',
    buildStart() {
      for (const lng of LOCALE_LANGUAGES) {
        for (const f of readdirSync(path.join(dir, lng))) this.addWatchFile(path.join(dir, lng, f));
        const lazyDir = path.join(dir, lng, 'lazy');
        if (existsSync(lazyDir)) for (const f of readdirSync(lazyDir)) this.addWatchFile(path.join(lazyDir, f));
      }
    },
    configureServer(server) {
      server.watcher.add(dir);
      server.watcher.on('change', (file) => {
        if (file.startsWith(dir)) server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use((req, res, next) => {
        const m = /^\/locales\/([a-z]{2})\/([a-z][a-z0-9-]*)\.json(?:\?.*)?$/.exec(req.url ?? '');
        const lng = m?.[1];
        const ns = m?.[2];
        if (!lng || !ns) {
          next();
          return;
        }
        if (!(LOCALE_LANGUAGES as readonly string[]).includes(lng)) {
          res.statusCode = 404;
          res.end('{"error":"unknown language"}');
          return;
        }
        try {
          const texts = localeFile(dir, lng, ns);
          if (texts === undefined) {
            res.statusCode = 404;
            res.end('{"error":"unknown namespace"}');
            return;
          }
          const body = JSON.stringify(texts);
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
        for (const [ns, texts] of lazyLocaleFragments(dir, lng)) {
          this.emitFile({ type: 'asset', fileName: `locales/${lng}/${ns}.json`, source: JSON.stringify(texts) });
        }
      }
    },
  };
}
