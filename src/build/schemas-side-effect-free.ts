/**
 * Vite build plugin (client build only): the wire schema modules count as free of side effects. Each builds zod
 * schemas at its top level (calls the bundler must assume to have effects), so the bundler kept them "in order":
 * a chunk that one of them precedes in some page's order got a plain `import "./wire-….js"`. The vendor page's
 * chunk of zone rules and allergen codes got one from checkout's and tracking's order, and the vendor page then
 * evaluated zod and every wire schema at start without parsing anything (~250 ms with a 4x slower CPU, issue 27).
 * Building a schema changes nothing outside its module, so the claim holds; a module nobody uses is then dropped.
 * Node-only (used by vite.config.ts).
 */
import type { Plugin } from 'vite';

/** The modules of the `wire` and `parsing` chunks whose top level only builds schemas (by resolved path). */
export const SCHEMA_MODULES =
  /[\\/]src[\\/](domain[\\/](wire[\\/][^\\/]+|contact|vat-id)\.ts|features[\\/][^\\/]+[\\/]api[\\/][^\\/]+-schema\.ts)$/;

export function schemasSideEffectFreePlugin(): Plugin {
  return {
    name: 'lz-schemas-side-effect-free',
    apply: 'build',
    transform: {
      filter: { id: SCHEMA_MODULES },
      handler(code) {
        return { code, map: null, moduleSideEffects: false };
      },
    },
  };
}
