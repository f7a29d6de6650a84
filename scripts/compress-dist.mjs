// Writes .br and .gz siblings for every compressible file of the build, so the server sends them as they are
// (no compression work per request). Usage: node scripts/compress-dist.mjs [distDir]
import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? process.env.LZ_OUT_DIR ?? 'dist');
const EXT = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.webmanifest', '.txt', '.xml', '.map']);

/** @param {string} d @returns {AsyncGenerator<string>} */
async function* walk(d) {
  for (const e of await readdir(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    // dot folders (.ssr: the server's renderer, .vite: the manifest) are never served
    if (e.isDirectory() && e.name.startsWith('.')) continue;
    if (e.isDirectory()) yield* walk(p);
    else yield p;
  }
}

let files = 0;
let raw = 0;
let br = 0;
for await (const file of walk(dir)) {
  if (!EXT.has(path.extname(file))) continue;
  const { size } = await stat(file);
  if (size < 1024) continue;
  const buf = await readFile(file);
  const b = brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
  const g = gzipSync(buf, { level: 9 });
  if (b.length < size) await writeFile(`${file}.br`, b);
  if (g.length < size) await writeFile(`${file}.gz`, g);
  files += 1;
  raw += size;
  br += b.length;
}
console.log(`compress-dist: ${files} files, ${(raw / 1024).toFixed(1)} KiB → ${(br / 1024).toFixed(1)} KiB brotli`);
