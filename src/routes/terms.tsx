import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../components/info-page.tsx';

export const Route = createFileRoute('/terms')({ component: TermsPage });

function TermsPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t('pages.terms.title')}>
      <p>{t('pages.terms.intro')}</p>
      <p>{t('pages.terms.summary')}</p>
    </InfoPage>
  );
}
