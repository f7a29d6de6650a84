/**
 * Step 5, Bestätigung: what was entered (to check before sending; Back changes it), the conditions and the two
 * boxes that must be ticked — the terms and the commission agreement.
 */
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConsentLinks } from '../../components/checkbox-field.tsx';
import { FactList, type Fact } from '../../components/page-section.tsx';
import { COUNTRIES, CUISINES, type Country, type Cuisine, type WeekdayKey } from '../../domain/forms/constants.ts';
import type { RestaurantSignupForm } from '../../domain/forms/restaurant.ts';
import { summarizeOpeningHours } from './hours-summary.ts';
import { COMMISSION_PERCENT } from './partner-terms.ts';
import { CheckField } from './signup-fields.tsx';

const isCuisine = (v: string): v is Cuisine => (CUISINES as readonly string[]).includes(v);
const isCountry = (v: string | undefined): v is Country => (COUNTRIES as readonly (string | undefined)[]).includes(v);

export function StepConfirm() {
  const { t } = useTranslation('restaurant-signup');
  return (
    <div className="form-grid">
      <p>{t('confirm.intro')}</p>
      <SignupSummary />
      <CheckField name="acceptTerms" label={t('confirm.acceptTerms')} />
      <ConsentLinks terms={t('confirm.termsLink')} />
      <CheckField name="acceptCommission" label={t('confirm.acceptCommission', { percent: COMMISSION_PERCENT })} />
    </div>
  );
}

function SignupSummary() {
  const { t } = useTranslation('restaurant-signup');
  const { t: tf } = useTranslation('forms');
  const v = useFormContext<RestaurantSignupForm>().getValues();
  const none = t('confirm.none');
  const day = (d: WeekdayKey) => tf(`weekdays.${d}`);
  const country = isCountry(v.country) ? tf(`countries.${v.country}`) : none;
  const hours = (
    <ul className="rsignup-summary__hours" data-testid="hours-summary">
      {summarizeOpeningHours(v.openingHours).map((run) => (
        <li key={run.first}>
          {run.first === run.last ? day(run.first) : t('confirm.dayRange', { first: day(run.first), last: day(run.last) })}
          {': '}
          {run.hours ? `${run.hours.open}–${run.hours.close}` : t('confirm.closed')}
        </li>
      ))}
    </ul>
  );
  const facts: Fact[] = [
    { term: t('fields.restaurantName'), value: v.restaurantName.trim() },
    { term: t('confirm.owner'), value: `${v.ownerFirstName.trim()} ${v.ownerLastName.trim()}` },
    { term: t('confirm.contact'), value: [v.email, v.phone, v.website].map((s) => s?.trim()).filter(Boolean).join(' · ') },
    { term: t('confirm.address'), value: `${v.street.trim()} ${v.buildingNumber.trim()}, ${v.postalCode.trim()} ${v.city.trim()}, ${country}` },
    { term: t('confirm.cuisine'), value: isCuisine(v.cuisine) ? tf(`cuisines.${v.cuisine}`) : none },
    { term: t('confirm.legal'), value: [v.businessLicense, v.taxNumber, v.vatNumber].map((s) => s?.trim() || none).join(' / ') },
    { term: t('confirm.hours'), value: hours },
  ];
  return (
    <section className="rsignup-summary" aria-labelledby="rs-summary-title">
      <h3 id="rs-summary-title">{t('confirm.summary')}</h3>
      <FactList facts={facts} grouped />
    </section>
  );
}
