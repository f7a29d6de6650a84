/**
 * Which URLs are pages of the app, and which route each is: the build's route manifest (src/build/app-routes.ts →
 * dist/.vite/routes.json, made from the router's generated route tree) asked through the router's own matcher — a
 * router of the manifest's page paths (case-insensitive, a trailing slash allowed, `$param` one segment, `{-$param}`
 * an optional one, `$` the rest), so a URL is a page here exactly when the app's router has a route for it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { APP_ROUTES_FILE, type ManifestRoute, type RouteManifest } from '../src/domain/route-manifest.ts';
import { pathOnly, vendorSlugCandidate } from '../src/domain/not-found.ts';
import type { IncomingHttpHeaders } from 'node:http';
import type { Queryable } from './db/index.ts';
import { publishedVendorSlug } from './seo/repositories/vendors.ts';

export interface AppRoutes {
  /** The page route of a URL path (a query or hash is ignored); null when the app has no page there. */
  match(url: string): ManifestRoute | null;
  /** Whether the URL path is a page of the app. */
  matches(url: string): boolean;
  /** Every route of the manifest by id (layouts included: the server hints their code with a page's). */
  byId(id: string): ManifestRoute | undefined;
  /** The pages the server renders (src/app/server-pages.ts). */
  rendered: ManifestRoute[];
  /** The pages the sitemap lists (src/app/server-pages.ts), by path. */
  listed: ManifestRoute[];
}

/** The routes of a manifest, or bare page paths (tests). */
export function compileAppRoutes(routes: readonly (ManifestRoute | string)[]): AppRoutes {
  const all = routes.map((r) => (typeof r === 'string' ? { id: r, path: r, page: true, file: '' } : r));
  const entries = all.filter((r) => r.page);
  // The matcher's router is made on its first use. A render thread only looks routes up by id, and router-core keeps
  // one processed route tree per process for server routers (its __TSR_CACHE__), taken by the first router made: made
  // here at once, this manifest router took it, and every page's router rebuilt the app's tree (~0.3 ms per page).
  let matchPath: ((url: string) => ManifestRoute | null) | undefined;
  const makeMatcher = () => {
    const root = createRootRoute();
    const pages = entries.map((r) => createRoute({ getParentRoute: () => root, path: r.path }));
    const router = createRouter({ routeTree: root.addChildren(pages), history: createMemoryHistory() });
    // (a route's id is known once the router has made the tree)
    const byRoute = new Map<string, ManifestRoute | undefined>(pages.map((route, i) => [route.id, entries[i]]));
    return (url: string) => {
      const [, params, found] = router.getMatchedRoutes(pathOnly(url) || '/') as [unknown, Record<string, string>, { id: string } | undefined];
      // '**': the router matched a route only in part (its not-found remainder)
      if (!found || '**' in params) return null;
      return byRoute.get(found.id) ?? null;
    };
  };
  const match = (url: string) => (matchPath ??= makeMatcher())(url);
  const ids = new Map(all.map((r) => [r.id, r]));
  return {
    match,
    matches: (url) => match(url) !== null,
    byId: (id) => ids.get(id),
    rendered: all.filter((r) => r.page && r.render),
    listed: all.filter((r) => r.page && r.sitemap).sort((a, b) => a.path.localeCompare(b.path)),
  };
}

/**
 * The build's route manifest, or null when the build has none (built before it existed): then every page URL is
 * answered as before, with the shell and 200, and nothing is server-rendered.
 */
export function readAppRoutes(distDir: string): AppRoutes | null {
  let raw: Partial<RouteManifest>;
  try {
    raw = JSON.parse(readFileSync(path.join(distDir, APP_ROUTES_FILE), 'utf8')) as Partial<RouteManifest>;
  } catch {
    return null;
  }
  const routes = raw.routes;
  if (!Array.isArray(routes) || routes.length === 0 || !routes.every((r) => typeof r.id === 'string' && typeof r.path === 'string' && r.path.startsWith('/'))) {
    return null;
  }
  return compileAppRoutes(routes);
}

/**
 * The vendor slug a one-segment URL names, when a vendor with that slug exists (spec 3 §2.13: a vendor slug typed
 * as a path); otherwise null — also for a draft vendor (not yet published), whose path is unknown to customers.
 */
export async function vendorSlugOfPath(db: Queryable, url: string): Promise<string | null> {
  const segments = pathOnly(url).split('/').filter(Boolean);
  const slug = segments.length === 1 ? vendorSlugCandidate(url) : null;
  if (!slug) return null;
  return publishedVendorSlug(db, slug);
}

/**
 * Drops a request's conditional and range headers, so the static plugin sends the whole file: for the shell with a
 * status of its own (404) it would keep that status on a 304 or 206 answer and send no page.
 */
export function wholeFileOnly(headers: IncomingHttpHeaders): void {
  delete headers['if-none-match'];
  delete headers['if-modified-since'];
  delete headers.range;
  delete headers['if-range'];
}
