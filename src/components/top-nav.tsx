import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { CartLink } from './cart-link.tsx';
import { LanguageSelect } from './language-select.tsx';
import { LocationBox } from './location-box.tsx';
import { LogoMark } from './logo.tsx';
import { UserMenu } from '../features/auth/user-menu.tsx';

/** Top navigation (spec 2 §2) with the account menu (login button, user menu, greeting; features/auth). */
/** `status` is the API status badge (a feature component, passed in by the root route: one-way imports). */
export function TopNav({ status }: { status?: ReactNode }) {
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
        <UserMenu />
        <CartLink />
      </nav>
    </header>
  );
}
