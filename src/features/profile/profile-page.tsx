/**
 * /profile (spec 2 §2): tabs profile, orders, addresses, workplaces (label "Arbeitsplatz"), settings selected by
 * the query `tab`; statistics (total orders, total spent). Signed-out visitors never get here, and one who signs out
 * on this page is sent home: both by the `_authed` route guard (routes/_authed.tsx, run again on sign-out).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toCents } from '../../domain/money.ts';
import { formatEuro } from '../../domain/display.ts';
import { localeOf } from '../../i18n/languages.ts';
import { useAuth } from '../../lib/supabase/auth-store.ts';
import { accountKeys } from '../../lib/supabase/account-keys.ts';
import { fetchOrderStatistics } from './api/account-data.ts';
import { AddressesTab } from './addresses-tab.tsx';
import { OrdersTab } from './orders-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { PROFILE_TABS, type ProfileTabName } from './search-schema.ts';
import { SettingsTab } from './settings-tab.tsx';
import { WorkplacesTab } from './workplaces-tab.tsx';
import './profile.css';

export function ProfilePage({ tab }: { tab: ProfileTabName }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();

  const stats = useQuery({
    queryKey: accountKeys.stats(user?.id ?? ''),
    queryFn: fetchOrderStatistics,
    enabled: !!user,
  });

  if (!user) return null;
  return (
    <div className="page profile-page">
      <h1>{t('profile.title')}</h1>
      <section aria-label={t('profile.stats.label')}>
        <dl className="profile-stats" data-testid="profile-stats">
          <div>
            <dt>{t('profile.stats.totalOrders')}</dt>
            <dd data-testid="stat-total-orders">{stats.data ? stats.data.totalOrders : '–'}</dd>
          </div>
          <div>
            <dt>{t('profile.stats.totalSpent')}</dt>
            <dd data-testid="stat-total-spent">{stats.data ? formatEuro(toCents(stats.data.totalSpent), localeOf(i18n.language)) : '–'}</dd>
          </div>
        </dl>
      </section>
      <nav className="profile-tabs" aria-label={t('profile.tabsLabel')}>
        {PROFILE_TABS.map((name) => (
          <Link key={name} to="/profile" search={{ tab: name }} aria-current={tab === name ? 'page' : undefined}>
            {t(`profile.tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {tab === 'profile' ? <ProfileTab user={user} /> : null}
      {tab === 'orders' ? <OrdersTab userId={user.id} /> : null}
      {tab === 'addresses' ? <AddressesTab userId={user.id} /> : null}
      {tab === 'workplaces' ? <WorkplacesTab userId={user.id} /> : null}
      {tab === 'settings' ? <SettingsTab /> : null}
    </div>
  );
}
