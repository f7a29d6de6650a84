import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { CartLink } from './cart-link.tsx';
import { LanguageSelect } from './language-select.tsx';
import { LocationBox } from './location-box.tsx';
import { LogoMark } from './logo.tsx';

/**
 * Top navigation (spec 2 §2). Feature pieces are passed in by the root route (one-way imports): `status` is the API
 * status badge, `account` the account menu (login button, user menu, greeting; features/auth).
 */
export function TopNav({ status, account }: { status?: ReactNode; account?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="topnav">
      <nav className="topnav__inner" aria-label={t('common.nav.label')}>
        <Link to="/" className="topnav__logo" aria-label={t('common.nav.home')}>
          <LogoMark />
          <span className="topnav__logo-text">{t('common.appName')}</span>
        </Link>
        <LocationBox />
        <span className="topnav__spacer" />
        {status}
        <LanguageSelect />
        {account}
        <CartLink />
      </nav>
    </header>
  );
}
