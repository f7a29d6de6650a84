import { Link, createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../components/info-page.tsx';

export const Route = createFileRoute('/recommend-vendor')({ component: RecommendVendorPage });

function RecommendVendorPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t('pages.recommend.title')}>
      <p>{t('pages.recommend.intro')}</p>
      <p>{t('pages.recommend.summary')}</p>
      <p>
        <Link to="/restaurants" className="btn btn--primary">
          {t('pages.recommend.browse')}
        </Link>
      </p>
    </InfoPage>
  );
}
