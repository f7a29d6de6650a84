/**
 * The route guards of the staff's areas (the restaurant desk, the back office), like the customer area's `_authed`:
 * the area's `beforeLoad` sends a visitor who is not signed in to the area's sign-in page, with the way back and why
 * the last session ended; the sign-in page sends someone who is signed in on to where they wanted to go. The route
 * files load this module (and the staff sign-in) with a dynamic import, so the shop's first screen carries none of it.
 */
import { redirect } from '@tanstack/react-router';
import type { StaffSignInSearch } from './sign-in-search.ts';
import type { StaffAuth } from './staff-auth.ts';

export interface StaffArea {
  auth: Pick<StaffAuth, 'resolved'>;
  /** the area's root ('/desk', '/ops') */
  home: '/desk' | '/ops';
  signIn: '/desk/sign-in' | '/ops/sign-in';
}

/** Where a sign-in may lead back to: a page of the same area of this app, else the area's root (no open redirect). */
export function backTo(area: Pick<StaffArea, 'home' | 'signIn'>, target: string | undefined): string {
  if (!target) return area.home;
  const path = target.split(/[?#]/, 1)[0] ?? '';
  const inArea = path === area.home || path.startsWith(`${area.home}/`);
  // '/desk/../ops', '/desk\\evil': anything a browser could resolve elsewhere is refused
  const plain = !/\/\.\.?(\/|$)|\\/.test(path);
  return inArea && plain && path !== area.signIn ? target : area.home;
}

/** The area's `beforeLoad`: signed out → its sign-in page (a hovered link, `preload`, is no visit). */
export async function requireStaff(area: StaffArea, href: string, preload: boolean): Promise<void> {
  const state = await area.auth.resolved();
  if (state.status === 'signed-in' || preload) return;
  const search: StaffSignInSearch = { redirect: href, ...(state.ended ? { reason: state.ended } : {}) };
  redirect({ to: area.signIn, search, replace: true, throw: true });
}

/** The sign-in page's `beforeLoad`: someone signed in goes on to the page they wanted. */
export async function leaveSignIn(area: StaffArea, search: StaffSignInSearch, preload: boolean): Promise<void> {
  const state = await area.auth.resolved();
  if (state.status !== 'signed-in' || preload) return;
  redirect({ href: backTo(area, search.redirect), replace: true, throw: true });
}
