import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * The footer is below the first screen on every page, so the browser takes it over after the rest (issue 27): its
 * code is a chunk of its own, and the root layout renders it inside a Suspense boundary. Hydration leaves the server's
 * footer as it is (its links work as plain links meanwhile) and takes it over in a pass of its own once the chunk has
 * loaded, not within the page's first one. The server loads it before its first render (entry-server.tsx: `preload`),
 * so its pages always carry the footer.
 */
// a chunk that cannot be loaded (the network gone before the service worker keeps it) leaves the page without a footer
// instead of failing it: the route's error page would replace the whole page
export const Footer = lazyRouteComponent(
  () => import('./footer.tsx').then((module) => ({ Footer: module.Footer }), () => ({ Footer: () => null })),
  'Footer',
);
