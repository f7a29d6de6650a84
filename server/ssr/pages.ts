/**
 * What a rendered page's HTML names: the stylesheets and code chunks of its routes, from Vite's build manifest and the
 * route manifest (which pages the server renders: src/app/server-pages.ts, read through server/app-routes.ts).
 */
import type { AppRoutes } from '../app-routes.ts';

export type { RenderKind as PageKind } from '../../src/domain/route-manifest.ts';

/**
 * The rendered pages' paths as server routes (server/static.ts; `/` has its own), from the route manifest: a page
 * request that only the static files' wildcard route matched would first look for a file of that name on disk.
 */
export function renderedRoutes(routes: AppRoutes): string[] {
  return routes.rendered.filter((r) => r.path !== '/').map((r) => r.path.replace(/\$(\w+)/g, ':$1'));
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

/** The files of the rendered routes' component chunks (the route manifest's) and what they import, and their stylesheets. */
export function assetsOfRoutes(manifest: Record<string, ManifestChunk>, routes: AppRoutes | null, routeIds: readonly string[]): PageAssets {
  return chunkFiles(manifest, routeIds.flatMap((id) => routes?.byId(id)?.chunk ?? []));
}
