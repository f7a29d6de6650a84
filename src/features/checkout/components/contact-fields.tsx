/** Personal info (first/last name, phone, e-mail) and the delivery address (spec 1 §2, §5). */
import { useTranslation } from 'react-i18next';
import type { ZoneCheck } from '../validation.ts';
import { LocateButton } from '../../../components/locate-button.tsx';
import { StreetField } from './street-field.tsx';
import { TextField, type CheckoutFormApi } from './text-field.tsx';

/** `readOnly`: a signed-in user's name, phone and e-mail come from the profile (spec 1 §2). */
export function PersonalInfoFields({ form, readOnly }: { form: CheckoutFormApi; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="card-surface co-card form-section">
      <legend className="form-section__title">{t('checkout.personalInfo')}</legend>
      <div className="form-grid">
        <TextField form={form} name="firstName" readOnly={readOnly} label={t('checkout.fields.firstName')} required
          autoComplete="given-name" maxLength={100} />
        <TextField form={form} name="lastName" readOnly={readOnly} label={t('checkout.fields.lastName')} required
          autoComplete="family-name" maxLength={100} />
        <TextField form={form} name="phone" readOnly={readOnly} label={t('checkout.fields.phone')} required type="tel"
          autoComplete="tel" inputMode="tel" maxLength={30} />
        <TextField form={form} name="email" readOnly={readOnly} label={t('checkout.fields.email')} required type="email"
          autoComplete="email" maxLength={200} />
      </div>
    </fieldset>
  );
}

const noSpaces = (v: string) => v.replace(/\s/g, '');

export function DeliveryAddressFields({ form, zone }: { form: CheckoutFormApi; zone: ZoneCheck }) {
  const { t } = useTranslation();
  return (
    <fieldset className="card-surface co-card form-section">
      <legend className="form-section__title">{t('checkout.deliveryAddress')}</legend>
      <LocateButton showLabel className="co-locate"
        onFound={(code) => form.setValue('postalCode', code, { shouldValidate: true, shouldDirty: true })} />
      <div className="form-grid">
        <div>
          <TextField form={form} name="postalCode" label={t('checkout.fields.postalCode')} required inputMode="numeric"
            autoComplete="postal-code" maxLength={4} pattern="[0-9]{4}" setValueAs={noSpaces} />
          <ZoneStatus zone={zone} />
        </div>
        <TextField form={form} name="city" label={t('checkout.fields.city')} required autoComplete="address-level2" maxLength={100} />
        <StreetField form={form} />
        <TextField form={form} name="houseNumber" label={t('checkout.fields.houseNumber')} required maxLength={20} />
        <TextField form={form} name="apartment" label={t('checkout.fields.apartment')} required maxLength={20} />
        <TextField form={form} name="doorbell" label={t('checkout.fields.doorbell')} required maxLength={100} />
        <TextField form={form} name="floor" label={t('checkout.fields.floor')} maxLength={20} />
        <TextField form={form} name="staircase" label={t('checkout.fields.staircase')} maxLength={20} />
      </div>
      <TextField form={form} name="entranceNotes" label={t('checkout.fields.entranceNotes')} maxLength={300} />
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
