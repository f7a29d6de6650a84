/** Personal info (first/last name, phone, e-mail) and the delivery address of a guest (spec 1 §2, §5). */
import { useTranslation } from 'react-i18next';
import type { CheckoutField, CheckoutForm, FieldErrors, ZoneCheck } from '../validation.ts';
import { TextField } from './text-field.tsx';

export interface FieldsProps {
  form: CheckoutForm;
  errors: FieldErrors;
  onChange: (field: CheckoutField, value: string) => void;
}

export const fieldId = (f: CheckoutField) => `checkout-${f}`;

/** `readOnly`: a signed-in user's name, phone and e-mail come from the profile (spec 1 §2). */
export function PersonalInfoFields({ form, errors, onChange, readOnly }: FieldsProps & { readOnly?: boolean }) {
  const { t } = useTranslation();
  const err = (f: CheckoutField) => (errors[f] ? t(errors[f]) : undefined);
  return (
    <fieldset className="card-surface co-card form-section">
      <legend className="form-section__title">{t('checkout.personalInfo')}</legend>
      <div className="form-grid">
        <TextField readOnly={readOnly} id={fieldId('firstName')} label={t('checkout.fields.firstName')} required autoComplete="given-name"
          maxLength={100} value={form.firstName} onValueChange={(v) => onChange('firstName', v)} error={err('firstName')} />
        <TextField readOnly={readOnly} id={fieldId('lastName')} label={t('checkout.fields.lastName')} required autoComplete="family-name"
          maxLength={100} value={form.lastName} onValueChange={(v) => onChange('lastName', v)} error={err('lastName')} />
        <TextField readOnly={readOnly} id={fieldId('phone')} label={t('checkout.fields.phone')} required type="tel" autoComplete="tel"
          inputMode="tel" maxLength={30} value={form.phone} onValueChange={(v) => onChange('phone', v)} error={err('phone')} />
        <TextField readOnly={readOnly} id={fieldId('email')} label={t('checkout.fields.email')} required type="email" autoComplete="email"
          maxLength={200} value={form.email} onValueChange={(v) => onChange('email', v)} error={err('email')} />
      </div>
    </fieldset>
  );
}

export function DeliveryAddressFields({ form, errors, onChange, zone }: FieldsProps & { zone: ZoneCheck }) {
  const { t } = useTranslation();
  const err = (f: CheckoutField) => (errors[f] ? t(errors[f]) : undefined);
  return (
    <fieldset className="card-surface co-card form-section">
      <legend className="form-section__title">{t('checkout.deliveryAddress')}</legend>
      <div className="form-grid">
        <div>
          <TextField id={fieldId('postalCode')} label={t('checkout.fields.postalCode')} required inputMode="numeric"
            autoComplete="postal-code" maxLength={4} pattern="[0-9]{4}" value={form.postalCode}
            onValueChange={(v) => onChange('postalCode', v.replace(/\s/g, ''))} error={err('postalCode')} />
          <ZoneStatus zone={zone} />
        </div>
        <TextField id={fieldId('city')} label={t('checkout.fields.city')} required autoComplete="address-level2"
          maxLength={100} value={form.city} onValueChange={(v) => onChange('city', v)} error={err('city')} />
        <TextField id={fieldId('street')} label={t('checkout.fields.street')} required autoComplete="address-line1"
          maxLength={150} value={form.street} onValueChange={(v) => onChange('street', v)} error={err('street')} />
        <TextField id={fieldId('houseNumber')} label={t('checkout.fields.houseNumber')} required maxLength={20}
          value={form.houseNumber} onValueChange={(v) => onChange('houseNumber', v)} error={err('houseNumber')} />
        <TextField id={fieldId('apartment')} label={t('checkout.fields.apartment')} required maxLength={20}
          value={form.apartment} onValueChange={(v) => onChange('apartment', v)} error={err('apartment')} />
        <TextField id={fieldId('doorbell')} label={t('checkout.fields.doorbell')} required maxLength={100}
          value={form.doorbell} onValueChange={(v) => onChange('doorbell', v)} error={err('doorbell')} />
        <TextField id={fieldId('floor')} label={t('checkout.fields.floor')} maxLength={20}
          value={form.floor} onValueChange={(v) => onChange('floor', v)} />
        <TextField id={fieldId('staircase')} label={t('checkout.fields.staircase')} maxLength={20}
          value={form.staircase} onValueChange={(v) => onChange('staircase', v)} />
      </div>
      <TextField id={fieldId('entranceNotes')} label={t('checkout.fields.entranceNotes')} maxLength={300}
        value={form.entranceNotes} onValueChange={(v) => onChange('entranceNotes', v)} />
    </fieldset>
  );
}

function ZoneStatus({ zone }: { zone: ZoneCheck }) {
  const { t } = useTranslation();
  let text = '';
  let tone = 'info';
  if (zone.state === 'checking') text = t('checkout.zone.checking');
  else if (zone.state === 'valid') {
    text = t('checkout.zone.valid');
    tone = 'success';
  } else if (zone.state === 'error') {
    text = zone.reason === 'failed' ? t('checkout.zone.failed') : t('checkout.zone.noZone', { code: zone.postalCode });
    tone = 'error';
  }
  return (
    <p className={`zone-status zone-status--${tone}`} role="status" data-testid="zone-status" data-state={zone.state}>
      {text}
    </p>
  );
}
