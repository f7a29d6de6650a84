import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

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
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('common.footer.legal')}</h2>
          <ul>
            <li>
              <Link to="/terms">{t('common.footer.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('common.footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/recommend-vendor">{t('common.footer.recommend')}</Link>
            </li>
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
          <p className="small">{t('common.footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
