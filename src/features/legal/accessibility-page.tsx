/** /accessibility (spec 3 §2.7): commitment, six features, technologies, limitations, feedback, last updated. */
import { useTranslation } from 'react-i18next';
import { COMPANY } from '../../domain/company.ts';
import { LegalPage, LegalSection } from './legal-page.tsx';
import { LegalText } from './legal-text.tsx';

const FEATURES = ['keyboard', 'screenReader', 'textSize', 'contrast', 'altText', 'responsive'] as const;

/** the sections after the features that are one text each */
const TEXT_SECTIONS = ['technologies', 'limitations', 'feedback'] as const;

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
      {TEXT_SECTIONS.map((id) => (
        <LegalSection key={id} id={`a11y-${id}`} title={t(`accessibility.${id}.title` as const)}>
          <LegalText k={`accessibility.${id}.body` as const} email={COMPANY.accessibilityEmail.value} />
        </LegalSection>
      ))}
    </LegalPage>
  );
}
