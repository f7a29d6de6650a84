// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { eagerCommonJs, eagerCommonJsPlugin } from './eager-commonjs.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'lz-eager-cjs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// a CommonJS module (as React ships) that uses `module`, and an ES module that imports it
writeFileSync(path.join(dir, 'dep.cjs'), 'module.exports = { answer: function () { return 6 * 7; } };\n');
writeFileSync(path.join(dir, 'uses-exports.cjs'), 'exports.greet = function (name) { return "hi " + name; };\n');
writeFileSync(path.join(dir, 'entry.js'), "import dep from './dep.cjs';\nimport { greet } from './uses-exports.cjs';\nexport const value = dep.answer();\nexport const greeting = greet('x');\n");

/** The chunk Vite's build makes of the fixture: its bundler, and with `minify` its minifier, as in `npm run build`. */
async function bundle(plugins: Plugin[], minify: boolean): Promise<string> {
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    plugins,
    build: { write: false, minify, lib: { entry: path.join(dir, 'entry.js'), formats: ['es'], fileName: 'entry' } },
  })) as Rolldown.RolldownOutput[];
  const chunks = out.flatMap((o) => o.output).filter((f): f is Rolldown.OutputChunk => f.type === 'chunk');
  expect(chunks).toHaveLength(1);
  const [chunk] = chunks;
  if (!chunk) throw new Error('no chunk');
  return chunk.code;
}

describe('the CommonJS wrappers as function expressions (client build, issue 27)', () => {
  it('when a chunk has wrappers with one and with two parameters, then both open as a parenthesised function', () => {
    const code = 'var a = __commonJSMin(((exports) => {\n\texports.x = 1;\n}));\nvar b = __commonJSMin(((exports, module) => {\n\tmodule.exports = a();\n}));\n';
    expect(eagerCommonJs(code)).toBe(
      'var a = __commonJSMin((function(exports) {\n\texports.x = 1;\n}));\nvar b = __commonJSMin((function(exports, module) {\n\tmodule.exports = a();\n}));\n',
    );
  });

  it('when other arrows are in parentheses, then they are left as they are', () => {
    const code = 'const f = ((a) => {\n\treturn a;\n});\nlist.map(((x, y) => {\n\treturn x + y;\n}));\n';
    expect(eagerCommonJs(code)).toBe(code);
  });

  it.each([false, true])('when Vite builds an ES module importing CommonJS (minified: %s), then each wrapper is a function and the module still works', async (minify) => {
    const before = await bundle([], minify);
    // the bundler's own form, which the plugin must recognise: if this fails, the bundler changed its output
    expect(before).toMatch(/\(\(\(?[\w$, ]+\)? ?=> ?\{/);

    const after = await bundle([eagerCommonJsPlugin()], minify);
    const functions = after.match(/\(\(function\s*\([\w$, ]+\)\s*\{/g) ?? [];
    expect(functions).toHaveLength(2);
    expect(after).not.toMatch(/\(\(\(?[\w$, ]+\)? ?=> ?\{/);

    const file = path.join(dir, `out-${String(minify)}.mjs`);
    writeFileSync(file, after);
    const mod = (await import(pathToFileURL(file).href)) as { value: number; greeting: string };
    expect(mod.value).toBe(42);
    expect(mod.greeting).toBe('hi x');
  });
});
