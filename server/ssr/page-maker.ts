/**
 * Makes a rendered page, in a render thread (render-worker.ts): the build's renderer (<dist>/.ssr/entry-server.mjs,
 * from src/entry-server.tsx) renders the app's markup with the app's own routes and loaders, reading the API through
 * `inProcess` (the main thread's Fastify inject); this fills it into the build's index.html with the route's inline
 * stylesheets, and returns the document as UTF-8 with its ETag, its CSP hashes and, when asked for, its compressed body.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANGUAGES } from '../../src/domain/languages.ts';
import type { ServerRendererModule, ServerRenderSetup } from '../../src/domain/server-render.ts';
import { documentTemplate, inlineScriptHashes, readMarkup, styleAttributeHashes, styleElementHash } from './document.ts';
import { readAppRoutes } from '../app-routes.ts';
import { assetsOfRoutes } from './pages.ts';
import type { PageJob, MadePage, Encoding } from './thread-protocol.ts';

export interface PageMakerOptions {
  /** The build's renderer module (loaded by the thread's boot module, worker-boot.mjs). */
  renderer: ServerRendererModule;
  distDir: string;
  publicApiToken: string;
  /** The configured public origin (siteUrl). */
  origin: string;
  inProcess: ServerRenderSetup['inProcess'];
  /** The server's clock offset: the renderer's clock and the page's state block carry it. */
  clockOffsetMs?: number;
}

/** The renderer module of a build. */
export const rendererFile = (distDir: string) => path.join(distDir, '.ssr', 'entry-server.mjs');

function readResources(distDir: string): ServerRenderSetup['resources'] {
  const out: ServerRenderSetup['resources'] = {};
  for (const lng of LANGUAGES) {
    const dir = path.join(distDir, 'locales', lng);
    const bundle: Record<string, Record<string, unknown>> = {};
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      bundle[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
    }
    out[lng] = bundle;
  }
  return out;
}

/**
 * A body compressed. A page that is kept and sent again (a data page for VENDOR_CACHE_MS, a content page until the
 * next start): brotli at quality 5 (~2.6 ms for a 120 KB listing, where the default, 11, takes ~100 times as long, for
 * ~10 % more bytes), gzip at its default level. A page rendered for one request (VENDOR_CACHE_MS=0): brotli at quality
 * 1 (~0.5 ms instead of 2.1 at quality 4, 26 KB instead of 22 KB for the listing), gzip at level 1 (~1.0 ms instead of
 * 1.7, 27 KB instead of 22 KB) — its compression is paid once per page sent.
 */
export function compress(body: Uint8Array, encoding: Encoding, kept: boolean): Buffer {
  if (encoding === 'gzip') return gzipSync(body, kept ? {} : { level: 1 });
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: kept ? 5 : 1, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

export async function createPageMaker(opts: PageMakerOptions): Promise<(job: PageJob) => Promise<MadePage | null>> {
  const mod = opts.renderer;
  const compose = documentTemplate(readFileSync(path.join(opts.distDir, 'index.html'), 'utf8'));
  // the routes' code chunks (the route manifest) and their files and stylesheets (Vite's manifest)
  const routes = readAppRoutes(opts.distDir);
  let manifest: Parameters<typeof assetsOfRoutes>[0] = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(opts.distDir, '.vite', 'manifest.json'), 'utf8')) as typeof manifest;
  } catch {
    // no hints without a manifest
  }
  await mod.setup({ resources: readResources(opts.distDir), publicApiToken: opts.publicApiToken, origin: opts.origin, inProcess: opts.inProcess, clockOffsetMs: opts.clockOffsetMs ?? 0 });
  // the browser's clock runs with the server's offset (src/ssr-client.ts); a production server's is 0 and not written
  const clock = opts.clockOffsetMs ? { clockOffsetMs: opts.clockOffsetMs } : {};
  const cssFiles = new Map<string, { href: string; css: string; hash: string }>();
  const readCss = (file: string) => {
    let style = cssFiles.get(file);
    if (style === undefined) {
      const css = readFileSync(path.join(opts.distDir, file), 'utf8');
      style = { href: file, css, hash: styleElementHash(css) };
      cssFiles.set(file, style);
    }
    return style;
  };

  return async ({ url, lng, kept, encoding }) => {
    const result = await mod.render(url, lng);
    if (!result) return null;
    const styles = assetsOfRoutes(manifest, routes, result.routeIds).styles.map(readCss);
    // read as text once for the document and both hash lists
    const markup = readMarkup(result.html);
    const html = compose({
      lng,
      appHtml: markup,
      state: { lng, ...clock },
      title: result.head.title,
      description: result.head.description,
      links: result.head.links,
      structuredData: result.head.structuredData,
      styles: styles.map(({ href, css }) => ({ href, css })),
      noscript: result.noscript,
    });
    return {
      status: result.status,
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`,
      html,
      ...(encoding ? { encoded: { encoding, body: compress(html, encoding, kept) } } : {}),
      styleHashes: styleAttributeHashes(markup),
      styleElementHashes: styles.map((s) => s.hash),
      scriptHashes: inlineScriptHashes(markup),
    };
  };
}
