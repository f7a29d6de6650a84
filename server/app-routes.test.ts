import { describe, expect, it } from 'vitest';
import { compileAppRoutes } from './app-routes.ts';

describe('app route matching', () => {
  const routes = compileAppRoutes(['/', '/restaurants', '/restaurant/$id', '/files/$', '/posts/{-$lang}/list', '/blog/', '/report-{$no}.txt']);

  it.each([
    '/', '', '/?x=1', '/restaurants', '/RESTAURANTS/', '/restaurants#top', '/restaurant/pizza-roma', '/restaurant/%C3%A4',
    '/files', '/files/a/b/c', '/posts/list', '/posts/de/list', '/blog', '/blog/', '/report-7.txt',
  ])('when the path is %s, then it is a page', (url) => {
    expect(routes.matches(url)).toBe(true);
  });

  it.each([
    '/restaurant', '/restaurant/', '/restaurant/a/b', '/restaurantsx', '/x/restaurants', '/posts/de/en/list', '/report-.txt',
    '/report-7xtxt', '//restaurants/x',
  ])('when the path is %s, then it is no page', (url) => {
    expect(routes.matches(url)).toBe(false);
  });
});
