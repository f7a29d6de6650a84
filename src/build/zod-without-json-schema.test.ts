import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { exportedNames, stubModule, UNAVAILABLE_MESSAGE, ZOD_JSON_SCHEMA_MODULES } from './zod-without-json-schema.ts';

// the files themselves: zod's package exports do not name them
const zodCore = (name: string) => path.resolve(import.meta.dirname, `../../node_modules/zod/v4/core/${name}.js`);

/** The stub run as a script (`export const x = …` → properties of one object). */
function runStub(source: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  runInNewContext(source.replace(/^export const (\w+) =/gm, 'out.$1 ='), { out });
  return out;
}

describe('zod without JSON Schema (client build)', () => {
  it('when a module declares and renames exports, then every exported name is found', () => {
    const src = 'import { a } from "./a.js";\nexport function one() {}\nexport const two = 2;\nfunction three() {}\nexport { three as process, four };\n';
    expect(exportedNames(src)).toEqual(['four', 'one', 'process', 'two']);
  });

  it('when a module re-exports from another, then the plugin refuses it instead of dropping names', () => {
    expect(() => exportedNames('export * from "./x.js";\n')).toThrow(/re-export/);
    expect(() => exportedNames('export { a } from "./x.js";\n')).toThrow(/re-export/);
  });

  it('when zod is installed, then the stubs have exactly the exports of its two generator modules', async () => {
    for (const name of ['to-json-schema', 'json-schema-processors']) {
      const file = zodCore(name);
      expect(ZOD_JSON_SCHEMA_MODULES.test(file)).toBe(true);
      const real = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      expect(exportedNames(readFileSync(file, 'utf8'))).toEqual(Object.keys(real).sort());
    }
  });

  it('when a schema is built, then the factories give a method; calling it throws the message', () => {
    const stub = runStub(stubModule(['createToJSONSchemaMethod', 'toJSONSchema']));
    const method = (stub.createToJSONSchemaMethod as () => () => unknown)();
    expect(typeof method).toBe('function');
    expect(() => method()).toThrow(UNAVAILABLE_MESSAGE);
    expect(() => (stub.toJSONSchema as () => unknown)()).toThrow(UNAVAILABLE_MESSAGE);
  });

  it('matches only the two modules of zod 4 core', () => {
    expect(ZOD_JSON_SCHEMA_MODULES.test('/app/node_modules/zod/v4/core/schemas.js')).toBe(false);
    expect(ZOD_JSON_SCHEMA_MODULES.test('/app/src/domain/to-json-schema.js')).toBe(false);
    expect(ZOD_JSON_SCHEMA_MODULES.test('C:\\app\\node_modules\\zod\\v4\\core\\json-schema-processors.js')).toBe(true);
  });
});
