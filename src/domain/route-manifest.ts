/**
 * The route manifest the build writes (src/build/app-routes.ts, from the router's generated route tree) and the server
 * reads (server/app-routes.ts): the app's routes with their paths, code chunks and how the server renders them.
 */

/** Where the route manifest lands in the build output (a dot folder: neither served nor precached). */
export const APP_ROUTES_FILE = '.vite/routes.json';

/** `data`: rendered from the vendor data, kept VENDOR_CACHE_MS; `content`: text only, kept until the next start. */
export type RenderKind = 'data' | 'content';

export interface RenderedPageOptions {
  render: RenderKind;
  /** The route's loader parses API answers: zod and the wire schemas are hinted with its code. */
  parses?: true;
}

/** What the server does with a page (src/app/server-pages.ts): renders it, lists it in the sitemap, or both. */
export type ServerPageOptions = (RenderedPageOptions & { sitemap?: true }) | { render?: never; parses?: never; sitemap: true };

/** One route of the manifest. */
export interface ManifestRoute extends Partial<RenderedPageOptions> {
  /** Listed in the sitemap (server/seo). */
  sitemap?: true;
  /** The router's route id ('/restaurant/$id', '/_authed', '/blog_/$slug'). */
  id: string;
  /** Its full path ('/restaurant/$id', '/blog/$slug'). */
  path: string;
  /** A page of its own: a URL may end on it (not a pathless layout). */
  page: boolean;
  /** The route file, from the project root ('src/routes/restaurant.$id.tsx'). */
  file: string;
  /** The Vite manifest key of the chunk with the route's component (absent: no component chunk of its own). */
  chunk?: string;
}

export interface RouteManifest {
  routes: ManifestRoute[];
}
