import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function NotFound() {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (l) => l.pathname });
  useDocumentTitle(t('common.notFound.title'));
  return (
    <div className="page page--narrow center-box">
      <h1>{t('common.notFound.title')}</h1>
      <p className="muted">{t('common.notFound.text', { path: pathname })}</p>
      <div className="row" style={{ justifyContent: 'center' }}>
        <Link to="/" className="btn btn--primary">
          {t('common.notFound.home')}
        </Link>
        <Link to="/restaurants" className="btn btn--secondary">
          {t('common.notFound.restaurants')}
        </Link>
      </div>
    </div>
  );
}
