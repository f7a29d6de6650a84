/** The staff areas' route guards (guard.ts) in a memory router shaped like the desk's routes. */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { expectEach } from '../../test/expect-each.ts';
import { backTo, leaveSignIn, requireStaff, type StaffArea } from './guard.ts';
import { staffSignInSearch } from './sign-in-search.ts';
import type { StaffAuthState } from './staff-auth.ts';

function area(state: StaffAuthState): StaffArea {
  return { auth: { resolved: () => Promise.resolve(state) }, home: '/desk', signIn: '/desk/sign-in' };
}

function deskRouter(desk: StaffArea, path: string) {
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => null });
  const layout = createRoute({
    getParentRoute: () => root,
    path: '/desk',
    beforeLoad: ({ location, preload }) => requireStaff(desk, location.href, preload),
    component: Outlet,
  });
  const queue = createRoute({ getParentRoute: () => layout, path: '/', component: () => null });
  const menu = createRoute({ getParentRoute: () => layout, path: '/menu', component: () => null });
  const signIn = createRoute({
    getParentRoute: () => root,
    path: '/desk/sign-in',
    validateSearch: staffSignInSearch,
    beforeLoad: ({ search, preload }) => leaveSignIn(desk, search, preload),
    component: () => null,
  });
  return createRouter({
    routeTree: root.addChildren([home, layout.addChildren([queue, menu]), signIn]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

describe('staff route guards', () => {
  it('when no one is signed in, then a desk page sends to the sign-in page with the way back', async () => {
    const router = deskRouter(area({ status: 'signed-out', email: null }), '/desk/menu?tab=2');
    await router.load();
    expect(router.state.location.pathname).toBe('/desk/sign-in');
    expect(router.state.location.search).toEqual({ redirect: '/desk/menu?tab=2' });
  });

  it('when the last session ended because the server refused it, then the sign-in page is told why', async () => {
    const router = deskRouter(area({ status: 'signed-out', email: null, ended: 'forbidden' }), '/desk');
    await router.load();
    expect(router.state.location.pathname).toBe('/desk/sign-in');
    expect(router.state.location.search).toEqual({ redirect: '/desk', reason: 'forbidden' });
  });

  it('when the desk is signed in, then its page shows', async () => {
    const router = deskRouter(area({ status: 'signed-in', email: 'kueche@example.at' }), '/desk/menu');
    await router.load();
    expect(router.state.location.pathname).toBe('/desk/menu');
    expect(router.state.matches.at(-1)?.routeId).toBe('/desk/menu');
  });

  it('when a link to the desk is only hovered (preload), then no one is sent anywhere', async () => {
    const router = deskRouter(area({ status: 'signed-out', email: null }), '/');
    await router.preloadRoute({ to: '/desk/menu' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('when someone signed in opens the sign-in page, then they go on to the page they wanted, or the desk', async () => {
    const signedIn = area({ status: 'signed-in', email: 'kueche@example.at' });
    const back = deskRouter(signedIn, '/desk/sign-in?redirect=%2Fdesk%2Fmenu');
    await back.load();
    expect(back.state.location.pathname).toBe('/desk/menu');
    const elsewhere = deskRouter(signedIn, '/desk/sign-in?redirect=https%3A%2F%2Fevil.example');
    await elsewhere.load();
    expect(elsewhere.state.location.pathname).toBe('/desk');
  });

  it('when the way back leads out of the area, then it leads to the area’s root instead', () => {
    const desk = area({ status: 'signed-in', email: null });
    expectEach((target: string | undefined) => backTo(desk, target), [
      [undefined, '/desk'],
      ['/desk', '/desk'],
      ['/desk/menu?x=1#top', '/desk/menu?x=1#top'],
      ['/desk/receipt/abc', '/desk/receipt/abc'],
      ['/ops', '/desk'],
      ['/deskx', '/desk'],
      ['//evil.example/desk', '/desk'],
      ['https://evil.example/desk', '/desk'],
      ['/desk/../ops', '/desk'],
      ['/desk\\..\\ops', '/desk'],
      ['/desk/sign-in', '/desk'],
    ]);
  });
});

describe('staff sign-in search', () => {
  it('when the search carries other values, then only a string way back and a known reason are kept', () => {
    expect(staffSignInSearch({ redirect: '/desk', reason: 'session', x: 1 })).toEqual({ redirect: '/desk', reason: 'session' });
    expect(staffSignInSearch({ redirect: 5, reason: 'hacked' })).toEqual({});
  });
});
