/**
 * The pages the server renders (issue 17: home, listing, vendor page; issue 13: the content pages), by the router's
 * own route ids — a route that is renamed or removed fails the type check here. The build writes them into the route
 * manifest with the router's paths and code chunks (src/build/app-routes.ts), which the server reads
 * (server/app-routes.ts): no list of paths of its own.
 * (`data` or `content` and `parses`: src/domain/route-manifest.ts)
 */
import type { FileRouteTypes } from '../routeTree.gen.ts';
import type { RenderedPageOptions } from '../domain/route-manifest.ts';

export const RENDERED_PAGES = {
  '/': { render: 'data' },
  '/restaurants': { render: 'data', parses: true },
  '/restaurant/$id': { render: 'data', parses: true },
  '/help': { render: 'content' },
  '/faq': { render: 'content' },
  '/privacy': { render: 'content' },
  '/terms': { render: 'content' },
  '/imprint': { render: 'content' },
  '/impressum': { render: 'content' },
  '/about': { render: 'content' },
  '/contact': { render: 'content' },
  '/press': { render: 'content' },
  '/cookies': { render: 'content' },
  '/accessibility': { render: 'content' },
  '/blog': { render: 'content' },
  '/blog_/$slug': { render: 'content' },
} as const satisfies Partial<Record<FileRouteTypes['id'], RenderedPageOptions>>;
