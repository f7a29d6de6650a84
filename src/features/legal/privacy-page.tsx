/** /privacy (spec 3 §2.7): sections 1–5, the courier's location (issue 28) and the local data wipe. */
import { useTranslation } from 'react-i18next';
import { COMPANY } from '../../domain/company.ts';
import { LegalPage, LegalSection } from './legal-page.tsx';
import { LegalText } from './legal-text.tsx';
import { WipeSection } from './wipe-section.tsx';

const SECTIONS = ['controller', 'data', 'browser', 'recipients', 'rights', 'courier'] as const;

export function PrivacyPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage title={t('privacy.title')} description={t('privacy.meta.description')} path="/privacy" updated={t('privacy.updated')}>
      <p>{t('privacy.intro')}</p>
      {SECTIONS.map((id) => (
        <LegalSection key={id} id={`privacy-${id}`} title={t(`privacy.sections.${id}.title` as const)}>
          <LegalText k={`privacy.sections.${id}.body` as const} email={COMPANY.privacyEmail.value} />
        </LegalSection>
      ))}
      <WipeSection />
    </LegalPage>
  );
}
