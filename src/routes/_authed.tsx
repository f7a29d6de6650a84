/**
 * Pathless layout for pages of signed-in users: a visitor who is not logged in is sent home (spec 2 §2). The auth
 * store comes from the router context; router.tsx invalidates the router when someone signs out, so this guard also
 * runs again on a page that is already open.
 */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, preload }) => {
    const { status } = await context.auth.ensureResolved();
    // a hovered link is not a visit: nothing to redirect
    if (status === 'authenticated' || preload) return;
    // `throw: true` is redirect()'s own documented option: it throws the redirect (no non-Error `throw` in our code)
    redirect({ to: '/', replace: true, throw: true });
  },
  component: Outlet,
});
