/**
 * Vite build plugin (client build only): zod without its JSON Schema generator. Since zod 4.2 every classic schema
 * carries `toJSONSchema()` and `~standard.jsonSchema`, so the generator (core/to-json-schema.js and
 * core/json-schema-processors.js, ~17 KiB minified, ~6 KiB gzip) cannot be tree-shaken out of the wire chunk that
 * every page that parses an answer loads (the listing, the vendor page, checkout, tracking). The browser never
 * turns a schema into JSON Schema (the server's OpenAPI document does, with its own unstubbed zod), so in the
 * client build both modules are replaced by stubs with the same export names: a factory (`create…`) returns a
 * function that throws, anything else throws when called. Parsing is untouched.
 *
 * The stubs' names are read from the real files, so a zod update that adds or renames exports keeps building; a
 * client module that does call `toJSONSchema` fails loudly with the message below. Node-only (used by vite.config.ts).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The generator's two modules inside zod 4 (core), by resolved path. */
export const ZOD_JSON_SCHEMA_MODULES = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;

export const UNAVAILABLE_MESSAGE = 'zod JSON Schema is not part of the client build (src/build/zod-without-json-schema.ts)';

/** The names an ES module exports (`export function|const|let|var|class x`, `export { a as b, c }`). */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/gm)) names.add(m[1] as string);
  for (const m of source.matchAll(/^export\s*\{([^}]*)\}(?!\s*from)/gm)) {
    for (const part of (m[1] as string).split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (name) names.add(name);
    }
  }
  if (/^export\s+(?:\*|\{[^}]*\}\s*from)/m.test(source) || /^export\s+default\b/m.test(source)) {
    throw new Error('zod-without-json-schema: a re-export or default export the stub cannot copy; update the plugin');
  }
  return [...names].sort();
}

/** A module with the same export names whose functions throw (factories return a function that throws). */
export function stubModule(names: readonly string[]): string {
  const lines = [`const unavailable = () => { throw new Error(${JSON.stringify(UNAVAILABLE_MESSAGE)}); };`];
  for (const name of names) lines.push(`export const ${name} = ${/^create[A-Z]/.test(name) ? '() => unavailable' : 'unavailable'};`);
  return lines.join('\n') + '\n';
}

export function zodWithoutJsonSchemaPlugin(): Plugin {
  return {
    name: 'lieferzone-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!ZOD_JSON_SCHEMA_MODULES.test(file)) return null;
      return stubModule(exportedNames(readFileSync(file, 'utf8')));
    },
  };
}
