/**
 * Account area of the top navigation (spec 2 §2): a login button when anonymous, the user menu when logged in
 * (signed-in-menu.tsx: loaded with the sign-in, as supabase-js is), and the host of the auth modal (loaded on first
 * use). Only the tiny auth store is part of the first load; supabase-js is loaded when a session may exist or the
 * modal opens.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openAuthModal, useAuth, useAuthModal, useAuthStore } from '../../lib/supabase/auth-store.ts';
import './auth.css';

const AuthModalHost = lazy(() => import('./auth-modal.tsx'));
const SignedInMenu = lazy(() => import('./signed-in-menu.tsx'));

export function UserMenu() {
  const { t } = useTranslation();
  const store = useAuthStore();
  const auth = useAuth();
  const modal = useAuthModal();

  useEffect(() => store.init(), [store]);

  // the modal keeps one place in the tree: signing in (e.g. by a recovery code) must not remount it
  const modalEl = modal.open ? (
    <Suspense fallback={null}>
      <AuthModalHost mode={modal.mode} email={modal.email} />
    </Suspense>
  ) : null;

  const user = auth.status === 'authenticated' ? auth.user : null;
  return (
    <>
      {modalEl}
      {user ? (
        <Suspense fallback={null}>
          <SignedInMenu user={user} />
        </Suspense>
      ) : (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          data-testid="login-button"
          disabled={auth.status === 'unknown'}
          onClick={() => openAuthModal('login')}
        >
          {t('auth.nav.login')}
        </button>
      )}
    </>
  );
}
