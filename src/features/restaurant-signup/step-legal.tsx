/** Step 4, Rechtliches: business licence and tax number, VAT number (optional); the documents come later. */
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field.tsx';
import { PARTNER_DOCUMENTS } from './partner-terms.ts';
import { OptionalMark, fieldId, useSignupField } from './signup-fields.tsx';

export function StepLegal() {
  const { t } = useTranslation('restaurant-signup');
  const { reg, error } = useSignupField();
  return (
    <div className="form-grid">
      <FormField id={fieldId('businessLicense')} label={t('fields.businessLicense')} hint={t('fields.businessLicenseHint')}
        registration={reg('businessLicense')} error={error('businessLicense')} aria-required="true" />
      <div className="form-grid form-grid--two">
        <FormField id={fieldId('taxNumber')} label={t('fields.taxNumber')} registration={reg('taxNumber')} error={error('taxNumber')}
          aria-required="true" />
        <FormField id={fieldId('vatNumber')} label={t('fields.vatNumber')} labelSuffix={<OptionalMark />} hint={t('fields.vatNumberHint')}
          registration={reg('vatNumber')} error={error('vatNumber')} />
      </div>
      <div className="rsignup__note">
        <p>{t('legalNote')}</p>
        <ul>
          {PARTNER_DOCUMENTS.map((d) => (
            <li key={d}>{t(`documents.${d}`)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
