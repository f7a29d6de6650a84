/** Step 1, Grunddaten: restaurant name, owner, e-mail, phone, website (optional). */
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field.tsx';
import { OptionalMark, fieldId, useSignupField } from './signup-fields.tsx';

export function StepBasics() {
  const { t } = useTranslation('restaurant-signup');
  const { reg, error } = useSignupField();
  return (
    <div className="form-grid">
      <FormField id={fieldId('restaurantName')} label={t('fields.restaurantName')} registration={reg('restaurantName')}
        error={error('restaurantName')} autoComplete="organization" aria-required="true" />
      <div className="form-grid form-grid--two">
        <FormField id={fieldId('ownerFirstName')} label={t('fields.ownerFirstName')} registration={reg('ownerFirstName')}
          error={error('ownerFirstName')} autoComplete="given-name" aria-required="true" />
        <FormField id={fieldId('ownerLastName')} label={t('fields.ownerLastName')} registration={reg('ownerLastName')}
          error={error('ownerLastName')} autoComplete="family-name" aria-required="true" />
      </div>
      <div className="form-grid form-grid--two">
        <FormField id={fieldId('email')} type="email" label={t('fields.email')} registration={reg('email')}
          error={error('email')} autoComplete="email" aria-required="true" />
        <FormField id={fieldId('phone')} type="tel" label={t('fields.phone')} registration={reg('phone')}
          error={error('phone')} autoComplete="tel" aria-required="true" />
      </div>
      <FormField id={fieldId('website')} label={t('fields.website')} labelSuffix={<OptionalMark />} hint={t('fields.websiteHint')}
        registration={reg('website')} error={error('website')} inputMode="url" autoComplete="url" />
    </div>
  );
}
