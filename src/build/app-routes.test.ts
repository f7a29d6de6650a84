import { describe, expect, it } from 'vitest';
import { routeManifest, routeTreeRoutes } from './app-routes.ts';
import routeTree from '../routeTree.gen.ts?raw';

const TREE = `
import { Route as IndexRouteImport } from './routes/index'
import { Route as AuthedRouteImport } from './routes/_authed'
import { Route as AuthedProfileRouteImport } from './routes/_authed/profile'
import { Route as BlogSlugRouteImport } from './routes/blog_.$slug'
export interface FileRoutesByFullPath {
  '/': typeof IndexRoute
  '/profile': typeof AuthedProfileRoute
  '/blog/$slug': typeof BlogSlugRoute
}
export interface FileRoutesById {
  __root__: typeof rootRouteImport
  '/': typeof IndexRoute
  '/_authed': typeof AuthedRouteWithChildren
  '/_authed/profile': typeof AuthedProfileRoute
  '/blog_/$slug': typeof BlogSlugRoute
}
declare module '@tanstack/react-router' {
  interface FileRoutesByPath {
    '/': {
      id: '/'
      path: '/'
      fullPath: '/'
      preLoaderRoute: typeof IndexRouteImport
      parentRoute: typeof rootRouteImport
    }
    '/_authed': {
      id: '/_authed'
      path: ''
      fullPath: '/'
      preLoaderRoute: typeof AuthedRouteImport
      parentRoute: typeof rootRouteImport
    }
    '/_authed/profile': {
      id: '/_authed/profile'
      path: '/profile'
      fullPath: '/profile'
      preLoaderRoute: typeof AuthedProfileRouteImport
      parentRoute: typeof AuthedRoute
    }
    '/blog_/$slug': {
      id: '/blog_/$slug'
      path: '/blog/$slug'
      fullPath: '/blog/$slug'
      preLoaderRoute: typeof BlogSlugRouteImport
      parentRoute: typeof rootRouteImport
    }
  }
}
`;

describe('the routes of the generated route tree', () => {
  it('when the tree is read, then every route has its id, full path and file, and pathless layouts are no pages', () => {
    expect(routeTreeRoutes(TREE)).toEqual([
      { id: '/', path: '/', page: true, file: 'src/routes/index.tsx' },
      { id: '/_authed', path: '/', page: false, file: 'src/routes/_authed.tsx' },
      { id: '/_authed/profile', path: '/profile', page: true, file: 'src/routes/_authed/profile.tsx' },
      { id: '/blog_/$slug', path: '/blog/$slug', page: true, file: 'src/routes/blog_.$slug.tsx' },
    ]);
  });

  it('when the interfaces are missing, then it throws (the build fails instead of 404-ing every page)', () => {
    expect(() => routeTreeRoutes('export const x = 1')).toThrow(/route tree/);
    expect(() => routeTreeRoutes(TREE.replace(/FileRoutesByPath/, 'Other'))).toThrow(/route tree/);
  });

  it("when the real route tree is read, then the manifest has the app's pages, the rendered ones with how and their chunks", () => {
    const rendered = { '/restaurant/$id': { render: 'data', parses: true }, '/blog_/$slug': { render: 'content' } };
    const { routes } = routeManifest(routeTree, rendered, (file) => `${file}?tsr-split=component`);
    const byId = new Map(routes.map((r) => [r.id, r]));
    expect(routes.filter((r) => r.page).map((r) => r.path)).toEqual(
      expect.arrayContaining(['/', '/restaurants', '/restaurant/$id', '/order/$id', '/profile', '/checkout', '/blog/$slug']),
    );
    expect(routes.some((r) => r.page && r.path.includes('_authed'))).toBe(false);
    expect(byId.get('/restaurant/$id')).toEqual({
      id: '/restaurant/$id', path: '/restaurant/$id', page: true, file: 'src/routes/restaurant.$id.tsx',
      chunk: 'src/routes/restaurant.$id.tsx?tsr-split=component', render: 'data', parses: true,
    });
    expect(byId.get('/blog_/$slug')).toMatchObject({ path: '/blog/$slug', render: 'content' });
    expect(byId.get('/checkout')).not.toHaveProperty('render');
  });

  it('when a rendered page is no page of the tree, then it throws', () => {
    expect(() => routeManifest(routeTree, { '/_authed': { render: 'data' } })).toThrow(/no page/);
    expect(() => routeManifest(routeTree, { '/gone': { render: 'data' } })).toThrow(/no page/);
  });
});
