/**
 * Account area of the top navigation (spec 2 §2): a login button when anonymous; when logged in a menu with my
 * profile, my orders, my addresses, settings, logout, the greeting of spec 1 §1 and the first three saved
 * addresses (default marked). Hosts the auth modal (loaded lazily on first use).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initAuth, openAuthModal, signOut, useAuth, useAuthModal } from '../../lib/supabase/auth-store.ts';
import { addressesQueryOptions, listenForAddressUpdates } from '../../lib/supabase/data.ts';
import { pickGreeting } from '../../lib/supabase/greeting.ts';
import './auth.css';

const AuthModalHost = lazy(() => import('./auth-modal.tsx'));

export const MOBILE_MENU_ADDRESSES = 3;

export function UserMenu() {
  const { t } = useTranslation();
  const auth = useAuth();
  const modal = useAuthModal();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => initAuth(), []);
  useEffect(() => listenForAddressUpdates(qc), [qc]);

  const user = auth.user;
  const greeting = useMemo(() => (user ? pickGreeting(user.firstName || user.email.split('@')[0] || '') : ''), [user?.id, user?.firstName]);
  const addresses = useQuery({ ...addressesQueryOptions(user?.id ?? ''), enabled: !!user && open });

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

  const modalEl = modal.open ? (
    <Suspense fallback={null}>
      <AuthModalHost mode={modal.mode} email={modal.email} />
    </Suspense>
  ) : null;

  // the modal keeps one place in the tree: signing in (e.g. by a recovery code) must not remount it
  if (auth.status !== 'authenticated' || !user) {
    return (
      <>
        {modalEl}
        <button
          type="button"
          className="btn btn--secondary btn--small"
          data-testid="login-button"
          disabled={auth.status === 'unknown'}
          onClick={() => openAuthModal('login')}
        >
          {t('auth.nav.login')}
        </button>
      </>
    );
  }

  const close = () => setOpen(false);
  const list = (addresses.data ?? []).slice(0, MOBILE_MENU_ADDRESSES);
  return (
    <>
    {modalEl}
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--secondary btn--small"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="user-menu-button"
        onClick={() => setOpen((o) => !o)}
      >
        {t('auth.nav.account', { name: user.firstName || user.email })}
      </button>
      {open ? (
        <div className="user-menu__panel" id={panelId}>
          <p className="user-menu__greeting" data-testid="greeting">{greeting}</p>
          <Link to="/profile" search={{ tab: 'profile' }} onClick={close}>{t('auth.nav.profile')}</Link>
          <Link to="/profile" search={{ tab: 'orders' }} onClick={close}>{t('auth.nav.orders')}</Link>
          <Link to="/profile" search={{ tab: 'addresses' }} onClick={close}>{t('auth.nav.addresses')}</Link>
          <Link to="/profile" search={{ tab: 'settings' }} onClick={close}>{t('auth.nav.settings')}</Link>
          {list.length > 0 ? (
            <div className="user-menu__section">
              <p className="user-menu__greeting">{t('auth.nav.savedAddresses')}</p>
              <ul className="user-menu__addresses" data-testid="menu-addresses">
                {list.map((a) => (
                  <li key={a.id}>
                    {a.title}: {a.street} {a.building_number}, {a.postal_code} {a.city}
                    {a.is_default ? <strong> ({t('auth.nav.default')})</strong> : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="user-menu__section">
            <button
              type="button"
              data-testid="logout-button"
              onClick={() => {
                close();
                void signOut().then(() => {
                  qc.removeQueries({ queryKey: ['account'] });
                  void navigate({ to: '/' });
                });
              }}
            >
              {t('auth.nav.logout')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
    </>
  );
}
