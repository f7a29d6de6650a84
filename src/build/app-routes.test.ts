import { describe, expect, it } from 'vitest';
import { routeTreePaths } from './app-routes.ts';
import routeTree from '../routeTree.gen.ts?raw';

const TREE = `
export interface FileRoutesByFullPath {
  '/': typeof IndexRoute
  '/restaurant/$id': typeof RestaurantIdRoute
  '/profile': typeof AuthedProfileRoute
  '/blog/': typeof BlogIndexRoute
}
export interface FileRoutesByTo {
  '/not-a-full-path': typeof X
}`;

describe('route paths of the generated route tree', () => {
  it('when the tree has a FileRoutesByFullPath interface, then its paths (only) are read, sorted', () => {
    expect(routeTreePaths(TREE)).toEqual(['/', '/blog/', '/profile', '/restaurant/$id']);
  });

  it('when the interface is missing or empty, then it throws (the build fails instead of 404-ing every page)', () => {
    expect(() => routeTreePaths('export const x = 1')).toThrow(/FileRoutesByFullPath/);
    expect(() => routeTreePaths('export interface FileRoutesByFullPath {}')).toThrow(/FileRoutesByFullPath/);
  });

  it('when the real route tree is read, then it has the app\'s pages, pathless layouts resolved to their children', () => {
    const paths = routeTreePaths(routeTree);
    expect(paths).toEqual(expect.arrayContaining(['/', '/restaurants', '/restaurant/$id', '/order/$id', '/profile', '/checkout']));
    expect(paths.some((p) => p.includes('_authed'))).toBe(false);
  });
});
