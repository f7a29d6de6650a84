/**
 * The contract between the server and the app's server renderer (src/entry-server.tsx, built into
 * <dist>/.ssr/entry-server.mjs and loaded by server/ssr/renderer.ts): what the server hands it once, and what one
 * render returns, and the id of the page's state block.
 */
import type { Language } from './languages.ts';

/**
 * The id of a server-rendered page's `<script type="application/json">` with its language (and the server's clock
 * offset); the route's data and the React Query cache come with the router's own hydration scripts in the markup.
 */
export const SSR_STATE_ID = 'lz-ssr';

/** An answer of the server's own API, asked for in-process. */
export interface InProcessAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface ServerRenderSetup {
  /** Translation resources by language and namespace (the built dist/locales files). */
  resources: Record<string, Record<string, Record<string, unknown>>>;
  /** Answers a GET of the server's own API (path with query) without a network hop. */
  inProcess: (path: string, headers: Record<string, string>) => Promise<InProcessAnswer>;
  publicApiToken: string;
  /** The configured public origin (canonical/alternate links); never from a request. */
  origin: string;
  /** The server's clock offset (clock.ts): the renderer's clock reads the server's hour. */
  clockOffsetMs: number;
}

export interface ServerRenderResult {
  status: number;
  /** The markup inside #app, the router's hydration scripts at its end, as UTF-8. */
  html: Uint8Array;
  head: { title?: string; description?: string; links?: { rel: string; href: string; hreflang?: string }[]; structuredData?: Record<string, unknown> };
  /** Route ids of the rendered matches (the server hints their code chunks and stylesheets). */
  routeIds: string[];
  /** For pages that need JavaScript for part of what they offer (ordering): the notice shown without it. */
  noscript?: string;
}

export interface ServerRendererModule {
  setup: (opts: ServerRenderSetup) => Promise<void>;
  /** Renders a URL (path and query) in a language; null: send the plain shell instead. */
  render: (url: string, lng: Language) => Promise<ServerRenderResult | null>;
}
