import { describe, expect, it } from 'vitest';
import { compileAppRoutes } from './app-routes.ts';

describe('app route matching (the router of the route manifest)', () => {
  const routes = compileAppRoutes(['/', '/restaurants', '/restaurant/$id', '/files/$', '/posts/{-$lang}/list', '/blog/', '/report-{$no}.txt']);

  it.each([
    '/', '', '/?x=1', '/restaurants', '/RESTAURANTS/', '/restaurants#top', '/restaurant/pizza-roma', '/restaurant/%C3%A4',
    '/files', '/files/a/b/c', '/posts/list', '/posts/de/list', '/blog', '/blog/', '/report-7.txt',
  ])('when the path is %s, then it is a page', (url) => {
    expect(routes.matches(url)).toBe(true);
  });

  it.each([
    '/restaurant', '/restaurant/', '/restaurant/a/b', '/restaurantsx', '/x/restaurants', '/posts/de/en/list',
    '/report-7xtxt', '//restaurants/x',
  ])('when the path is %s, then it is no page', (url) => {
    expect(routes.matches(url)).toBe(false);
  });

  it('when a URL matches, then its route of the manifest comes back (the most specific one)', () => {
    const manifest = compileAppRoutes([
      { id: '/blog', path: '/blog', page: true, file: 'b.tsx', render: 'content' },
      { id: '/blog_/$slug', path: '/blog/$slug', page: true, file: 's.tsx', render: 'content' },
      { id: '/blog_/newsletter/confirm', path: '/blog/newsletter/confirm', page: true, file: 'c.tsx' },
      { id: '/_authed', path: '/', page: false, file: 'a.tsx' },
    ]);
    expect(manifest.match('/blog/first-post?x=1')?.id).toBe('/blog_/$slug');
    expect(manifest.match('/blog/newsletter/confirm')?.id).toBe('/blog_/newsletter/confirm');
    expect(manifest.match('/')).toBeNull();
    expect(manifest.byId('/_authed')?.file).toBe('a.tsx');
    expect(manifest.rendered.map((r) => r.id)).toEqual(['/blog', '/blog_/$slug']);
  });

  it('when routes are only looked up by id, then no router is made (a render thread leaves the process\' one kept route tree to the app\'s routers)', () => {
    const kept = globalThis as { __TSR_CACHE__?: { routeTree: unknown } };
    const keptTree = () => kept.__TSR_CACHE__?.routeTree;
    delete kept.__TSR_CACHE__;
    const manifest = compileAppRoutes([{ id: '/blog', path: '/blog', page: true, file: 'b.tsx', render: 'content' }]);
    expect(manifest.byId('/blog')?.file).toBe('b.tsx');
    expect(keptTree()).toBeUndefined();
    // the first match makes the matcher's router (router-core keeps the first server router's processed tree)
    expect(manifest.match('/blog')?.id).toBe('/blog');
    expect(keptTree()).toBeDefined();
  });
});
