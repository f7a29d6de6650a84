/** /accessibility (spec 3 §2.7): commitment, six features, technologies, limitations, feedback, last updated. */
import { useTranslation } from 'react-i18next';
import { COMPANY } from '../../domain/company.ts';
import { LegalPage, LegalSection } from './legal-page.tsx';
import { LegalText } from './legal-text.tsx';

const FEATURES = ['keyboard', 'screenReader', 'textSize', 'contrast', 'altText', 'responsive'] as const;

export function AccessibilityPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage
      title={t('accessibility.title')}
      description={t('accessibility.meta.description')}
      path="/accessibility"
      updated={t('accessibility.updated')}
    >
      <LegalSection id="a11y-commitment" title={t('accessibility.commitment.title')}>
        <LegalText k="accessibility.commitment.body" />
      </LegalSection>
      <LegalSection id="a11y-features" title={t('accessibility.features.title')}>
        <ul role="list" className="legal__features">
          {FEATURES.map((id) => (
            <li key={id} className="legal__feature">
              <h3>{t(`accessibility.features.${id}.title` as const)}</h3>
              <p>{t(`accessibility.features.${id}.body` as const)}</p>
            </li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection id="a11y-technologies" title={t('accessibility.technologies.title')}>
        <LegalText k="accessibility.technologies.body" />
      </LegalSection>
      <LegalSection id="a11y-limitations" title={t('accessibility.limitations.title')}>
        <LegalText k="accessibility.limitations.body" />
      </LegalSection>
      <LegalSection id="a11y-feedback" title={t('accessibility.feedback.title')}>
        <LegalText k="accessibility.feedback.body" email={COMPANY.accessibilityEmail.value} />
      </LegalSection>
    </LegalPage>
  );
}
