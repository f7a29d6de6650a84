/**
 * What the main thread (render-pool.ts) and a render thread (render-worker.ts) send each other. The API and its database
 * live in the main thread: a render thread asks it for the in-process answers its loaders need.
 */
import type { Language } from '../../src/domain/languages.ts';
import type { InProcessAnswer } from '../../src/domain/server-render.ts';

export type Encoding = 'br' | 'gzip';

/** One page to render. */
export interface PageJob {
  url: string;
  lng: Language;
  /** The page is kept and sent again (compressed harder). */
  kept: boolean;
  /** The encoding the asking request accepts, compressed in the render thread; others are made on first use. */
  encoding: Encoding | null;
}

/** A rendered page as a render thread hands it over. */
export interface MadePage {
  status: number;
  etag: string;
  /** The document, UTF-8. */
  html: Uint8Array;
  encoded?: { encoding: Encoding; body: Uint8Array };
  /** `'sha256-…'` of each distinct style="…" attribute React wrote (the page's CSP allows exactly these). */
  styleHashes: string[];
  /** `'sha256-…'` of the route stylesheets written inline. */
  styleElementHashes: string[];
  /** `'sha256-…'` of the router's inline hydration scripts. */
  scriptHashes: string[];
}

/** Main thread → render thread. */
export type ToRenderThread =
  | { type: 'render'; id: number; job: PageJob }
  | { type: 'answer'; id: number; answer: InProcessAnswer };

/** Render thread → main thread. */
export type FromRenderThread =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'page'; id: number; page: MadePage | null }
  | { type: 'error'; id: number; message: string }
  | { type: 'api'; id: number; path: string; headers: Record<string, string> };

/** What a render thread starts with (workerData). */
export interface RenderThreadData {
  /** The module the thread runs (render-worker.ts), loaded through tsx by worker-boot.mjs. */
  entry: string;
  /** The build's renderer module (a path), loaded by worker-boot.mjs before tsx. */
  rendererFile: string;
  distDir: string;
  publicApiToken: string;
  origin: string;
  /** The server's clock offset (src/domain/clock.ts): the thread's renders read the server's hour. */
  clockOffsetMs: number;
}
