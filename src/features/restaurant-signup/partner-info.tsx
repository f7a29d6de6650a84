/**
 * What a partner gets (spec 3 §2.3, §9): the conditions at a glance next to the form and the benefits section
 * below it. The numbers come from partner-terms.ts.
 */
import { useTranslation } from 'react-i18next';
import { FactList, PageSection, type Fact } from '../../components/page-section.tsx';
import {
  COMMISSION_PERCENT, DOCUMENT_CHECK_DAYS, PARTNER_DOCUMENTS, PAYOUT_WEEKDAY, RECOMMENDED_MIN_ORDER_EUR, REVIEW_WORKING_DAYS,
} from './partner-terms.ts';

export function PartnerFacts() {
  const { t } = useTranslation('restaurant-signup');
  const { t: tf } = useTranslation('forms');
  const weekday = tf(`weekdays.${PAYOUT_WEEKDAY}`);
  const documents = (
    <>
      <ul>
        {PARTNER_DOCUMENTS.map((d) => (
          <li key={d}>{t(`documents.${d}`)}</li>
        ))}
      </ul>
      <p className="small muted">{t('facts.documentsNote')}</p>
    </>
  );
  const facts: Fact[] = [
    { term: t('facts.commission'), value: t('facts.commissionValue', { percent: COMMISSION_PERCENT }) },
    { term: t('facts.baseFee'), value: t('facts.baseFeeValue') },
    { term: t('facts.payout'), value: t('facts.payoutValue', { weekday }) },
    { term: t('facts.minOrder'), value: t('facts.minOrderValue', RECOMMENDED_MIN_ORDER_EUR) },
    { term: t('facts.review'), value: t('facts.reviewValue', { ...REVIEW_WORKING_DAYS, docMin: DOCUMENT_CHECK_DAYS.min, docMax: DOCUMENT_CHECK_DAYS.max }) },
    { term: t('facts.documents'), value: documents },
  ];
  return (
    <PageSection as="aside" id="rs-facts-title" title={t('facts.title')} className="rsignup-facts card-surface" testId="partner-facts">
      <FactList facts={facts} grouped />
    </PageSection>
  );
}

const BENEFITS = ['reach', 'fair', 'payout', 'control'] as const;

export function PartnerBenefits() {
  const { t } = useTranslation('restaurant-signup');
  const { t: tf } = useTranslation('forms');
  const values = { percent: COMMISSION_PERCENT, weekday: tf(`weekdays.${PAYOUT_WEEKDAY}`) };
  return (
    <PageSection id="rs-benefits-title" title={t('benefits.title')} className="rsignup-benefits">
      <ul className="rsignup-benefits__list">
        {BENEFITS.map((b) => (
          <li key={b} className="card-surface">
            <h3>{t(`benefits.${b}.title`)}</h3>
            <p>{t(`benefits.${b}.text`, values)}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
