// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_MODULES, schemasSideEffectFreePlugin } from './schemas-side-effect-free.ts';

const src = (file: string) => path.resolve(import.meta.dirname, '..', file);

/** The transform hook's filter and handler, as Vite calls them. */
function transformOf() {
  const hook = schemasSideEffectFreePlugin().transform;
  if (!hook || typeof hook !== 'object' || !('handler' in hook)) throw new Error('the plugin has no filtered transform hook');
  return hook as unknown as { filter: { id: RegExp }; handler: (code: string, id: string) => { code: string; map: null; moduleSideEffects: boolean } };
}

describe('the wire schema modules free of side effects (client build, issue 27)', () => {
  it.each(['domain/wire/vendor.ts', 'domain/wire/category-counts.ts', 'domain/wire/menu-marks.ts', 'domain/contact.ts', 'domain/vat-id.ts', 'features/listing/api/vendor-page-schema.ts'])(
    'when the module is %s, then the plugin marks it',
    (file) => {
      expect(SCHEMA_MODULES.test(src(file))).toBe(true);
      expect(transformOf().filter.id).toBe(SCHEMA_MODULES);
    },
  );

  it.each(['main.tsx', 'domain/zones.ts', 'domain/allergens.ts', 'lib/api/fetch-parsed.ts', 'features/listing/api/vendors.ts', 'domain/wire/sub/x.tsx'])(
    'when the module is %s, then it keeps its side effects',
    (file) => {
      expect(SCHEMA_MODULES.test(src(file))).toBe(false);
    },
  );

  it('when a schema module is transformed, then its code is unchanged and only its side effects are dropped', () => {
    const code = "import { z } from 'zod';\nexport const a = z.string();\n";
    expect(transformOf().handler(code, src('domain/wire/geo.ts'))).toEqual({ code, map: null, moduleSideEffects: false });
  });

  // what the vendor page uses at start must not pull zod (and with it the wire chunk) in
  it.each(['domain/allergens.ts', 'domain/diet.ts', 'domain/zones.ts'])('when %s is read, then it imports zod or a wire schema only as types', (file) => {
    const text = readFileSync(src(file), 'utf8');
    const runtimeImports = [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]);
    expect(runtimeImports.filter((from) => from === 'zod' || from?.includes('/wire/'))).toEqual([]);
  });
});
