/** Step 2, Adresse: street, building number, postal code, city, country (Österreich by default). */
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field.tsx';
import { COUNTRIES } from '../../domain/forms/constants.ts';
import { SelectField, fieldId, useSignupField } from './signup-fields.tsx';

export function StepAddress() {
  const { t } = useTranslation('restaurant-signup');
  const { t: tf } = useTranslation('forms');
  const { reg, error } = useSignupField();
  return (
    <div className="form-grid">
      <div className="form-grid rsignup__street">
        <FormField id={fieldId('street')} label={t('fields.street')} registration={reg('street')} error={error('street')}
          autoComplete="address-line1" aria-required="true" />
        <FormField id={fieldId('buildingNumber')} label={t('fields.buildingNumber')} registration={reg('buildingNumber')}
          error={error('buildingNumber')} aria-required="true" />
      </div>
      <div className="form-grid form-grid--two">
        <FormField id={fieldId('postalCode')} label={t('fields.postalCode')} registration={reg('postalCode')} error={error('postalCode')}
          inputMode="numeric" autoComplete="postal-code" aria-required="true" />
        <FormField id={fieldId('city')} label={t('fields.city')} registration={reg('city')} error={error('city')}
          autoComplete="address-level2" aria-required="true" />
      </div>
      <SelectField name="country" label={t('fields.country')}>
        {COUNTRIES.map((c) => (
          <option key={c} value={c}>
            {tf(`countries.${c}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
