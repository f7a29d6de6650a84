/**
 * Contents of the open user menu (spec 2 §2, spec 1 §1): the greeting, my profile, my orders, my addresses,
 * settings, the first three saved addresses (default marked), logout. Loaded on first opening (keeps `/` small).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../lib/supabase/auth-store.ts';
import { addressesQueryOptions } from '../../lib/supabase/data.ts';
import { pickGreeting } from '../../lib/supabase/greeting.ts';
import { useProfileNames } from '../../lib/supabase/profile.ts';
import { useSignOutMutation } from './api/sign-out.ts';

export const MOBILE_MENU_ADDRESSES = 3;

export default function AccountPanel({ user, id, onClose }: { user: AuthUser; id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const firstName = useProfileNames(user)?.firstName;
  const greeting = useMemo(
    () => pickGreeting(firstName || user.email.split('@')[0] || ''),
    // a new greeting per user (the address) and name change, not per render
    [firstName, user.email],
  );
  const addresses = useQuery(addressesQueryOptions(user.id));
  const signOut = useSignOutMutation();
  const list = (addresses.data ?? []).slice(0, MOBILE_MENU_ADDRESSES);
  return (
    <div className="user-menu__panel" id={id}>
      <p className="user-menu__greeting" data-testid="greeting">{greeting}</p>
      <Link to="/profile" search={{ tab: 'profile' }} onClick={onClose}>{t('auth.nav.profile')}</Link>
      <Link to="/profile" search={{ tab: 'orders' }} onClick={onClose}>{t('auth.nav.orders')}</Link>
      <Link to="/profile" search={{ tab: 'addresses' }} onClick={onClose}>{t('auth.nav.addresses')}</Link>
      <Link to="/profile" search={{ tab: 'settings' }} onClick={onClose}>{t('auth.nav.settings')}</Link>
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
            onClose(); // unmounts this panel: the promise, not mutate()'s callbacks, carries on to the home page
            void signOut
              .mutateAsync()
              .catch(() => undefined)
              .then(() => navigate({ to: '/' }));
          }}
        >
          {t('auth.nav.logout')}
        </button>
      </div>
    </div>
  );
}
