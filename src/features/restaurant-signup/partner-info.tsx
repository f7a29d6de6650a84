/**
 * What a partner gets (spec 3 §2.3, §9): the conditions at a glance next to the form and the benefits section
 * below it. The numbers come from partner-terms.ts.
 */
import { useTranslation } from 'react-i18next';
import {
  COMMISSION_PERCENT, DOCUMENT_CHECK_DAYS, PARTNER_DOCUMENTS, PAYOUT_WEEKDAY, RECOMMENDED_MIN_ORDER_EUR, REVIEW_WORKING_DAYS,
} from './partner-terms.ts';

export function PartnerFacts() {
  const { t } = useTranslation('restaurant-signup');
  const { t: tf } = useTranslation('forms');
  const weekday = tf(`weekdays.${PAYOUT_WEEKDAY}`);
  const facts: [string, string][] = [
    [t('facts.commission'), t('facts.commissionValue', { percent: COMMISSION_PERCENT })],
    [t('facts.baseFee'), t('facts.baseFeeValue')],
    [t('facts.payout'), t('facts.payoutValue', { weekday })],
    [t('facts.minOrder'), t('facts.minOrderValue', RECOMMENDED_MIN_ORDER_EUR)],
    [t('facts.review'), t('facts.reviewValue', { ...REVIEW_WORKING_DAYS, docMin: DOCUMENT_CHECK_DAYS.min, docMax: DOCUMENT_CHECK_DAYS.max })],
  ];
  return (
    <aside className="rsignup-facts card-surface" aria-labelledby="rs-facts-title" data-testid="partner-facts">
      <h2 id="rs-facts-title">{t('facts.title')}</h2>
      <dl>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('facts.documents')}</dt>
          <dd>
            <ul>
              {PARTNER_DOCUMENTS.map((d) => (
                <li key={d}>{t(`documents.${d}`)}</li>
              ))}
            </ul>
            <p className="small muted">{t('facts.documentsNote')}</p>
          </dd>
        </div>
      </dl>
    </aside>
  );
}

const BENEFITS = ['reach', 'fair', 'payout', 'control'] as const;

export function PartnerBenefits() {
  const { t } = useTranslation('restaurant-signup');
  const { t: tf } = useTranslation('forms');
  const values = { percent: COMMISSION_PERCENT, weekday: tf(`weekdays.${PAYOUT_WEEKDAY}`) };
  return (
    <section className="rsignup-benefits" aria-labelledby="rs-benefits-title">
      <h2 id="rs-benefits-title">{t('benefits.title')}</h2>
      <ul className="rsignup-benefits__list">
        {BENEFITS.map((b) => (
          <li key={b} className="card-surface">
            <h3>{t(`benefits.${b}.title`)}</h3>
            <p>{t(`benefits.${b}.text`, values)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
