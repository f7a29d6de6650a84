// `npm run build:server`: compiles the server (server/ and the src/domain, src/demo modules it imports) to plain
// JavaScript in dist-server/ with esbuild, so that `npm start` runs `node` on it (tsx is for development and tests).
// One bundle per entry (main, the render thread's entry and boot file, the seed and operator command lines), shared
// code in chunks beside them; npm packages stay imports of node_modules. A module that finds its data files relative
// to its own source (import.meta.url: the migrations, the postal codes, the form texts) keeps finding them there: its
// import.meta.url is rewritten to the URL of its source file, relative to dist-server/ (so the folder can move with
// the checkout). render-pool.ts keeps the compiled file's URL: the render threads' files are compiled beside it.
// `isServerBuildCurrent()`: whether dist-server/ exists and is newer than every source file it was built from.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT_DIR = path.join(root, 'dist-server');
/** The server's start file in the build. */
export const SERVER_MAIN = path.join(SERVER_OUT_DIR, 'main.mjs');
const META = path.join(SERVER_OUT_DIR, 'meta.json');
/**
 * node's options for the compiled server: what `npm start` runs it with (and bench/memory.ts measures). Measured with
 * bench/memory.ts (2,000 mixed requests on PGlite, 2 render threads, a loaded 2-core machine):
 * - `--liftoff-only`: PGlite's 9 MB WebAssembly module stays with V8's baseline compiler; optimising it (TurboFan)
 *   cost ~60 MB of RSS and ~1–2 s of both cores at the start (PGlite's open: 3.0 → 0.7 s alone). The price: SQL that
 *   computes much runs ~2× slower (aggregating 20,000 generated rows 100–120 → 210–310 ms); the app's indexed reads do
 *   not measurably (a primary-key read ~2–6 ms either way, its cost is the JavaScript around it; the vendor listing's
 *   queries 30 → 28–33 ms). Only PGlite is WebAssembly; with DATABASE_URL (PostgreSQL) the flag changes nothing.
 * - `--max-semi-space-size=4`: the main thread's young generation stays at 8 MB instead of growing to 32 MB resident.
 * - no `--enable-source-maps`: node then keeps every loaded bundle's source map in memory, ~10–15 MB of RSS after the
 *   2,000 requests (median of 3 runs each on a quiet machine: 304 → 293 MB). The bundles are not minified, so a stack
 *   trace still names the functions and lines of dist-server/*.mjs; `NODE_OPTIONS=--enable-source-maps npm start` maps
 *   them to the TypeScript sources.
 * - `--single-threaded-gc`: each isolate (the main thread, every render thread) collects its own garbage instead of
 *   sharing the work with V8's helper threads. On two cores the helpers mostly competed with the threads they served:
 *   the uncached server-rendered listing (bench:api, PostgreSQL, c16, one render thread, 2026-11-29 16:55–17:00 UTC,
 *   a busy machine, alternating runs) took 12.1 and 17.5 ms of server CPU per page with it against 16.5 and 21.6 ms
 *   without ("other threads" 0.7–1.2 against 5.3–6.5 ms; main and render threads unchanged), at 98 and 70 against 78
 *   and 61 pages/s. RSS after bench:memory's 2,000 requests: 285–290 MB with it against 315–346 MB without (2 runs
 *   each, alternating).
 */
export const SERVER_NODE_ARGS = ['--liftoff-only', '--max-semi-space-size=4', '--single-threaded-gc'];
/**
 * The environment `npm start` adds (what is set already wins), for glibc's malloc:
 * - 2 arenas instead of up to 8 per core, which the render threads' native allocations (zlib, brotli, message
 *   buffers) spread over and keep (RSS after start 400 → 347 MB, after the requests 588–625 → 559 MB, measured with
 *   bench/memory.ts).
 * - Fixed thresholds: blocks from 4 MB on are mapped on their own, and free memory past 8 MB at the top of an arena is
 *   given back. By default glibc raises both after freeing a large block (up to 32 and 64 MB) and keeps that much
 *   freed memory resident. bench/memory.ts, RSS after the 2,000 requests: 277–304 MB (median 289.5) without them,
 *   282–296 MB (median 284.5) with them (6 pairs taken in turn and 2 more runs, 2026-12-01 02:06–02:18 UTC, load 1.5–3; the
 *   rest of the spread is likely the V8 heaps' collection timing); the server's CPU for those requests median 14.45 s
 *   without, 13.7 s with; the uncached server-rendered listing's CPU per page, measured as bench:api measures it
 *   (PostgreSQL, c16, 3 runs each), 12.74–13.58 ms without, 12.72–13.64 ms with. Lower fixed thresholds (256 KB /
 *   1 MB, 1 / 2 MB) saved ~20 MB more but cost 18–30 % more CPU in the same mixed run: the blocks between the
 *   thresholds (likely the compressors' buffers) were then mapped and faulted in anew each time.
 * @param {NodeJS.ProcessEnv} env
 */
export const serverEnv = (env) => ({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '4194304', MALLOC_TRIM_THRESHOLD_: '8388608', ...env });

const ENTRIES = {
  main: 'server/main.ts',
  'render-worker': 'server/ssr/render-worker.ts',
  'worker-boot': 'server/ssr/worker-boot.mjs',
  'seed-cli': 'server/seed/cli.ts',
  'ops-cli': 'server/ops/cli.ts',
};
/** Modules whose import.meta.url must stay the compiled file's (see above). */
const OWN_URL = new Set(['server/ssr/render-pool.ts']);

/** The source files of the last build (from esbuild's metafile) are all older than the build. */
export function isServerBuildCurrent() {
  if (!existsSync(META) || !existsSync(SERVER_MAIN)) return false;
  const built = statSync(META).mtimeMs;
  let inputs;
  try {
    inputs = Object.keys(JSON.parse(readFileSync(META, 'utf8')).inputs);
  } catch {
    return false;
  }
  const sources = [...inputs, 'package-lock.json', 'scripts/build-server.mjs'];
  return sources.every((f) => {
    const file = path.join(root, f);
    return existsSync(file) && statSync(file).mtimeMs <= built;
  });
}

/** Rewrites `import.meta.url` in the server's own modules to their source file's URL (see the top of this file). */
/** @param {string} outDir @returns {import('esbuild').Plugin} */
const sourceUrls = (outDir) => ({
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /\.(ts|mjs)$/ }, async (args) => {
      const rel = path.relative(root, args.path).split(path.sep).join('/');
      const contents = await readFile(args.path, 'utf8');
      const loader = args.path.endsWith('.ts') ? 'ts' : 'js';
      if (rel.startsWith('node_modules/') || OWN_URL.has(rel) || !contents.includes('import.meta.url')) return { contents, loader };
      const fromOut = path.relative(outDir, args.path).split(path.sep).join('/');
      return { contents: contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromOut)}, import.meta.url).href`), loader };
    });
  },
});

/** Compiles the server into `outDir` (default dist-server/; tests build elsewhere). */
export async function buildServer({ outDir = SERVER_OUT_DIR } = {}) {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    // flat: every output file is in dist-server/ itself, so a rewritten import.meta.url is right wherever code lands
    chunkNames: '[name]-[hash]',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceUrls(outDir)],
  });
  await writeFile(path.join(outDir, 'meta.json'), JSON.stringify(result.metafile));
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await buildServer();
  console.log(`server compiled to ${path.relative(process.cwd(), SERVER_OUT_DIR) || '.'}/ in ${Math.round(performance.now() - started)} ms`);
}
