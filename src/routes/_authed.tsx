/** Pathless layout for pages of signed-in users: a visitor who is not logged in is sent home (spec 2 §2). */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { ensureAuthResolved } from '../lib/supabase/auth-store.ts';

export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ preload }) => {
    const auth = await ensureAuthResolved();
    if (auth.status !== 'authenticated') {
      if (preload) return;
      throw redirect({ to: '/', replace: true });
    }
  },
  component: Outlet,
});
