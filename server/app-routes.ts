/**
 * Which URLs are pages of the app: the route paths the build wrote from the router's route tree
 * (src/build/app-routes.ts → dist/.vite/routes.json), matched as TanStack Router matches them — case-insensitive,
 * a trailing slash allowed, `$param` one segment, `{-$param}` an optional one, `$` (splat) the rest.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ROUTES_FILE } from '../src/build/app-routes.ts';
import { pathOnly, vendorSlugCandidate } from '../src/domain/not-found.ts';
import type { IncomingHttpHeaders } from 'node:http';
import type { Queryable } from './db/index.ts';
import { publishedVendorSlug } from './seo/repositories/vendors.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One route path as a regular expression over a URL path (without query). */
function routePattern(route: string): RegExp {
  const parts = route.split('/').filter(Boolean).map((seg) => {
    if (seg === '$') return '(?:/.*)?';
    if (/^\$\w+$/.test(seg)) return '/[^/]+';
    if (/^\{-\$\w+\}$/.test(seg)) return '(?:/[^/]+)?';
    // prefix{$param}suffix (and the optional form): literal parts around one segment's parameter
    const braced = /^(.*)\{(-?)\$\w+\}(.*)$/.exec(seg);
    if (braced) return `/${escape(braced[1] ?? '')}[^/]${braced[2] ? '*' : '+'}${escape(braced[3] ?? '')}`;
    return `/${escape(seg)}`;
  });
  return new RegExp(`^${parts.join('')}/?$`, 'i');
}

export interface AppRoutes {
  /** Whether the URL path (a query or hash is ignored) is a page of the app. */
  matches(url: string): boolean;
}

export function compileAppRoutes(routes: readonly string[]): AppRoutes {
  const patterns = routes.map(routePattern);
  return {
    matches(url) {
      const p = pathOnly(url) || '/';
      return patterns.some((re) => re.test(p));
    },
  };
}

/**
 * The build's route list, or null when the build has none (built before the list existed): then every page URL
 * is answered as before, with the shell and 200.
 */
export function readAppRoutes(distDir: string): AppRoutes | null {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path.join(distDir, APP_ROUTES_FILE), 'utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(raw) || raw.length === 0 || !raw.every((r): r is string => typeof r === 'string' && r.startsWith('/'))) {
    return null;
  }
  return compileAppRoutes(raw);
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
