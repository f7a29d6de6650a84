import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from '../lib/supabase/auth-store.ts';
import { useTranslation } from 'react-i18next';
import { TopNav } from '../components/top-nav.tsx';
import { ApiStatusBadge } from '../features/api-status/api-status-badge.tsx';
import { UserMenu } from '../features/auth/user-menu.tsx';
import { Footer } from '../components/footer.tsx';
import { RouteError } from '../components/route-error.tsx';
import { PagePending } from '../components/page-pending.tsx';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { Toaster } from '../components/toast.tsx';
import { OfflineBannerSlot, PwaLayer } from '../features/offline/offline-layer.tsx';

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

function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <TopNav status={<ApiStatusBadge />} account={<UserMenu />} />
      <OfflineBannerSlot />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <PwaLayer />
    </div>
  );
}
