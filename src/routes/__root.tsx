import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from '../lib/supabase/auth-store.ts';
import { useTranslation } from 'react-i18next';
import { TopNav } from '../components/top-nav.tsx';
import { ApiStatusBadge } from '../features/api-status/api-status-badge.tsx';
import { UserMenu } from '../features/auth/user-menu.tsx';
import { Footer } from '../components/lazy-footer.ts';
import { RouteError } from '../components/route-error.tsx';
import { PagePending } from '../components/page-pending.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { Toaster } from '../components/toast.tsx';
import { OfflineBannerSlot, PwaLayer } from '../features/offline/offline-layer.tsx';
import { LanguageSelect } from '../components/language-select.tsx';

/** What every route's beforeLoad and loader receive (router.tsx fills it). */
export interface RouterContext {
  queryClient: QueryClient;
  /** who is signed in: the `_authed` guard awaits `auth.ensureResolved()` */
  auth: AuthStore;
}

/** The smart not-found page (spec 3 §2.13): its chunk and its translations load together, on the first miss. */
const SmartNotFound = lazy(() =>
  Promise.all([import('../features/not-found/not-found-page.tsx'), ensureNamespaces('notfound')]).then(([m]) => m),
);

/** Its tab title is set here, at once (the entry keeps use-document-title, shared by the route chunks). */
function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.notFound.title'));
  return (
    <Suspense fallback={<PagePending />}>
      <SmartNotFound />
    </Suspense>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RouteError,
  notFoundComponent: NotFound,
});

/**
 * The staff's screens (issue 32) — the restaurant's desk, the courier's view, the back office — have a shell of their
 * own: none of the shop's header (search, sign-in, cart) and no footer. The desk's header carries the language menu;
 * the courier view and the back office keep it as a compact control in the corner.
 */
const STAFF = /^\/(desk|delivery|ops)(\/|$)/;

function RootLayout() {
  const { t } = useTranslation();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const staff = STAFF.test(path);
  return (
    <div className={staff ? 'app app--staff' : 'app'}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {!staff ? <TopNav status={<ApiStatusBadge />} account={<UserMenu />} /> : path.startsWith('/desk') ? null : <header className="staff-lang"><LanguageSelect /></header>}
      <OfflineBannerSlot />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      {staff ? null : (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <Toaster />
      <PwaLayer />
    </div>
  );
}
