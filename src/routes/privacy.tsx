import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../components/info-page.tsx';

export const Route = createFileRoute('/privacy')({ component: PrivacyPage });

function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t('pages.privacy.title')}>
      <p>{t('pages.privacy.intro')}</p>
      <p>{t('pages.privacy.summary')}</p>
    </InfoPage>
  );
}
