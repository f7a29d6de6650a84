/**
 * Which pages the server renders (issue 17: home, listing, vendor page; issue 13: the content pages) and what each
 * rendered page's HTML names: the stylesheets and code chunks of its routes, from Vite's build manifest.
 */

/** `data`: rendered from the vendor data, kept VENDOR_CACHE_MS; `content`: text only, kept until the next start. */
export type PageKind = 'data' | 'content';

const DATA_PAGES = [/^\/$/, /^\/restaurants\/?$/, /^\/restaurant\/[^/]+\/?$/];
const CONTENT_NAMES = ['help', 'faq', 'privacy', 'terms', 'imprint', 'impressum', 'about', 'contact', 'press', 'cookies', 'accessibility', 'blog'];
const CONTENT_PAGES = [new RegExp(`^\\/(${CONTENT_NAMES.join('|')})\\/?$`), /^\/blog\/(?!newsletter(\/|$))[^/]+\/?$/];

/**
 * The rendered pages' paths as server routes (server/static.ts; `/` has its own): a page request that only the
 * static files' wildcard route matched would first look for a file of that name on disk.
 */
export const RENDERED_ROUTES = ['/restaurants', '/restaurant/:id', ...CONTENT_NAMES.map((n) => `/${n}`), '/blog/:slug'];

export function pageKind(pathname: string): PageKind | null {
  if (DATA_PAGES.some((re) => re.test(pathname))) return 'data';
  if (CONTENT_PAGES.some((re) => re.test(pathname))) return 'content';
  return null;
}

/** A chunk of Vite's build manifest (`.vite/manifest.json`), as far as the server reads it. */
export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/**
 * The files of manifest chunks and of everything they import, without the entry (index.html loads it), and their
 * stylesheets, in visiting order; unknown keys add nothing.
 */
export function chunkFiles(manifest: Record<string, ManifestChunk>, keys: Iterable<string>): PageAssets {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const c = manifest[key];
    if (!c || seen.has(key) || c.isEntry) return;
    seen.add(key);
    scripts.push(c.file);
    for (const css of c.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const i of c.imports ?? []) visit(i);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}

/** The route file of a route id as the router plugin names it: '/' → index, '/blog_/$slug' → blog_.$slug. */
const routeFile = (routeId: string) => (routeId === '/' ? 'index' : routeId.replace(/^\//, '').replace(/\//g, '.'));

/** The files of the rendered routes' component chunks and what they import, and their stylesheets. */
export function assetsOfRoutes(manifest: Record<string, ManifestChunk>, routeIds: readonly string[]): PageAssets {
  const keys = routeIds.filter((id) => id !== '__root__').map((id) => `src/routes/${routeFile(id)}.tsx?tsr-split=component`);
  return chunkFiles(manifest, keys);
}
