import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from '../lib/supabase/auth-store.ts';
import { useTranslation } from 'react-i18next';
import { TopNav } from '../components/top-nav.tsx';
import { ApiStatusBadge } from '../features/api-status/api-status-badge.tsx';
import { UserMenu } from '../features/auth/user-menu.tsx';
import { Footer } from '../components/footer.tsx';
import { RouteError } from '../components/route-error.tsx';
import { NotFound } from '../components/not-found.tsx';
import { Toaster } from '../components/toast.tsx';
import { OfflineBannerSlot, PwaLayer } from '../features/offline/offline-layer.tsx';

/** What every route's beforeLoad and loader receive (router.tsx fills it). */
export interface RouterContext {
  queryClient: QueryClient;
  /** who is signed in: the `_authed` guard awaits `auth.ensureResolved()` */
  auth: AuthStore;
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
