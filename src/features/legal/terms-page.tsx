/** /terms (spec 3 §2.7): the 11 articles of the customer terms; § 6 holds the cancellation rule of spec 3 §9. */
import { useTranslation } from 'react-i18next';
import { COMPANY } from '../../domain/company.ts';
import { LegalPage, LegalSection } from './legal-page.tsx';
import { LegalText } from './legal-text.tsx';

export const TERMS_ARTICLES = [
  'definitions',
  'operator',
  'scope',
  'liability',
  'contract',
  'cancellation',
  'payment',
  'data',
  'complaints',
  'newsletter',
  'access',
] as const;

export function TermsPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage title={t('terms.title')} metaTitle={t('terms.meta.title')} description={t('terms.meta.description')} path="/terms" updated={t('terms.updated')}>
      <p>{t('terms.intro')}</p>
      {TERMS_ARTICLES.map((id) => (
        <LegalSection key={id} id={`terms-${id}`} title={t(`terms.articles.${id}.title` as const)}>
          <LegalText k={`terms.articles.${id}.body` as const} email={COMPANY.helpEmail.value} />
        </LegalSection>
      ))}
    </LegalPage>
  );
}
