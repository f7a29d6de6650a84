import { createFileRoute, redirect } from '@tanstack/react-router';
import { HomePage } from './-components/home/home-page.tsx';

/** Spec 1 §2 / spec 2 §2: a recovery link (hash with type=recovery and an access token) goes to /password-reset. */
function recoveryHash(): string | null {
  if (typeof window === 'undefined') return null;
  const h = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  return h.get('type') === 'recovery' && h.get('access_token') ? window.location.hash.replace(/^#/, '') : null;
}

export const Route = createFileRoute('/')({
  beforeLoad: ({ preload }) => {
    if (preload) return;
    const hash = recoveryHash();
    if (hash) redirect({ to: '/password-reset', hash, replace: true, throw: true });
  },
  component: HomePage,
});
