/**
 * Account area of the top navigation (spec 2 §2): a login button when anonymous, the user menu when logged in
 * (its contents are loaded on first opening), and the host of the auth modal (loaded on first use). Only the tiny
 * auth store is part of the first load; supabase-js is loaded when a session may exist or the modal opens.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openAuthModal, useAuth, useAuthModal, useAuthStore } from '../../lib/supabase/auth-store.ts';
import { useProfileNames } from '../../lib/supabase/profile.ts';
import './auth.css';

const AuthModalHost = lazy(() => import('./auth-modal.tsx'));
const AccountPanel = lazy(() => import('./account-panel.tsx'));

export function UserMenu() {
  const { t } = useTranslation();
  const store = useAuthStore();
  const auth = useAuth();
  const modal = useAuthModal();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => store.init(), [store]);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // the modal keeps one place in the tree: signing in (e.g. by a recovery code) must not remount it
  const modalEl = modal.open ? (
    <Suspense fallback={null}>
      <AuthModalHost mode={modal.mode} email={modal.email} />
    </Suspense>
  ) : null;

  const user = auth.status === 'authenticated' ? auth.user : null;
  const names = useProfileNames(user);
  return (
    <>
      {modalEl}
      {user ? (
        <div className="user-menu" ref={rootRef}>
          <button
            ref={buttonRef}
            type="button"
            className="btn btn--secondary btn--small"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            data-testid="user-menu-button"
            onClick={() => setOpen((o) => !o)}
          >
            {t('auth.nav.account', { name: names?.firstName || user.email })}
          </button>
          {open ? (
            <Suspense fallback={null}>
              <AccountPanel user={user} id={panelId} onClose={() => setOpen(false)} />
            </Suspense>
          ) : null}
        </div>
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
