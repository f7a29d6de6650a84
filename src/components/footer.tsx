import { Link, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CATEGORY_ALIASES } from '../domain/listing.ts';
import type common from '../locales/de/common.json';
import { now } from '../domain/clock.ts';

type Key = keyof (typeof common)['footer'];

/** Every page of the footer, grouped (issue 13): a group's heading key and its links (path, label key). */
const GROUPS: readonly [Key, readonly (readonly [NonNullable<LinkProps['to']>, Key])[]][] = [
  ['company', [['/about', 'about'], ['/careers', 'careers'], ['/press', 'press'], ['/blog', 'blog'], ['/contact', 'contact']]],
  ['partners', [['/restaurant-signup', 'restaurant'], ['/courier', 'courier'], ['/recommend-vendor', 'recommend'], ['/business', 'business']]],
  ['help', [['/help', 'faq'], ['/accessibility', 'accessibility'], ['/ethics-hotline', 'ethics']]],
  ['legal', [['/impressum', 'imprint'], ['/terms', 'terms'], ['/privacy', 'privacy'], ['/cookies', 'cookies']]],
];

/** Category links: each filters the listing (vegetarian and groceries are aliases of two chips, domain/listing.ts). */
const CATEGORIES: readonly (readonly ['pizza' | 'sushi' | 'burger' | keyof typeof CATEGORY_ALIASES, 'pizza' | 'sushi' | 'burger' | (typeof CATEGORY_ALIASES)[keyof typeof CATEGORY_ALIASES]])[] = [
  ['pizza', 'pizza'],
  ['sushi', 'sushi'],
  ['burger', 'burger'],
  ['vegetarian', 'vegetarisch'],
  ['groceries', 'lebensmittel'],
];

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div>
          <p style={{ fontWeight: 800, fontSize: '1.1rem' }}>{t('common.appName')}</p>
          <p>{t('common.footer.tagline')}</p>
          <p className="small">{t('common.footer.vat')}</p>
        </div>
        {GROUPS.map(([group, links]) => (
          <nav key={group} aria-labelledby={`footer-${group}`}>
            <h2 id={`footer-${group}`}>{t(`common.footer.${group}`)}</h2>
            <ul>
              {links.map(([to, key]) => (
                <li key={to}>
                  <Link to={to}>{t(`common.footer.${key}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories">{t('common.footer.categories')}</h2>
          <ul>
            {CATEGORIES.map(([category, chip]) => (
              <li key={category}>
                <Link to="/restaurants" search={{ category }}>
                  {t(`listing.categories.${chip}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="small">
            <a href="https://www.geonames.org/" rel="noopener noreferrer">
              {t('common.footer.geonames')}
            </a>{' '}
            (
            <a href="https://creativecommons.org/licenses/by/4.0/" rel="noopener noreferrer license">
              {t('common.footer.license')}
            </a>
            )
          </p>
          <p className="small">{t('common.footer.copyright', { year: now().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
