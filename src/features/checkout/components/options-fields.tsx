/** Time choice (as soon as possible or a 15-minute pre-order slot), payment method, consents (spec 1 §2, §5, §9). */
import { Link } from '@tanstack/react-router';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod, ServiceKind } from '../../../domain/types.ts';
import { useFormat } from '../format.ts';
import { fieldId, useFieldError, type CheckoutFormApi } from './text-field.tsx';

export function TimeField({
  form,
  orderType,
  slots,
  asapAllowed,
}: {
  form: CheckoutFormApi;
  orderType: ServiceKind;
  slots: Date[];
  asapAllowed: boolean;
}) {
  const { t } = useTranslation();
  const { slot } = useFormat();
  const value = useWatch({ control: form.control, name: 'preferredTime' });
  const id = fieldId('preferredTime');
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {orderType === 'pickup' ? t('checkout.pickupTime') : t('checkout.preferredTime')}
        <span className="field__optional"> ({t('checkout.optional')})</span>
      </label>
      <select id={id} className="select" {...form.register('preferredTime')}>
        {asapAllowed || value === '' ? <option value="">{t('checkout.asap')}</option> : null}
        {slots.map((d) => (
          <option key={d.toISOString()} value={d.toISOString()}>
            {slot(d)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** `value`: the chosen method, already one of `methods` (a remembered method the vendor does not take is not). */
export function PaymentFields({ form, methods, value }: { form: CheckoutFormApi; methods: PaymentMethod[]; value: PaymentMethod }) {
  const { t } = useTranslation();
  return (
    <fieldset className="card-surface co-card form-section">
      <legend className="form-section__title">{t('checkout.payment.title')}</legend>
      <div className="radio-list">
        {methods.map((m) => (
          <label key={m} className="radio-card">
            <input type="radio" name="payment" value={m} checked={value === m}
              onChange={() => form.setValue('payment', m, { shouldDirty: true })} />
            <span>{m === 'cash' ? t('checkout.payment.cash') : t('checkout.payment.atm')}</span>
          </label>
        ))}
        <label className="radio-card radio-card--disabled">
          <input type="radio" name="payment" value="online" disabled aria-describedby="payment-online-note" />
          <span>{t('checkout.payment.online')}</span>
          <span id="payment-online-note" className="note">
            {' '}
            {t('checkout.payment.onlineUnavailable')}
          </span>
        </label>
      </div>
      <label className="check">
        <input type="checkbox" {...form.register('rememberPayment')} />
        <span>{t('checkout.rememberPreferences')}</span>
      </label>
    </fieldset>
  );
}

export function ConsentFields({ form }: { form: CheckoutFormApi }) {
  const { t } = useTranslation();
  const id = fieldId('termsAccepted');
  const errId = `${id}-error`;
  const error = useFieldError(form, 'termsAccepted');
  return (
    <fieldset className="card-surface co-card form-section">
      <legend className="form-section__title">{t('checkout.consent.title')}</legend>
      <div className={`check${error ? ' check--invalid' : ''}`}>
        <input
          id={id}
          type="checkbox"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errId : undefined}
          {...form.register('termsAccepted')}
        />
        <label htmlFor={id}>
          {t('checkout.consent.termsBefore')}{' '}
          <Link to="/terms" target="_blank">
            {t('checkout.consent.terms')}
          </Link>{' '}
          {t('checkout.consent.and')}{' '}
          <Link to="/privacy" target="_blank">
            {t('checkout.consent.privacy')}
          </Link>
          {t('checkout.consent.termsAfter')}
          <span aria-hidden="true"> *</span>
        </label>
      </div>
      {error ? (
        <p id={errId} className="field__error">
          {error}
        </p>
      ) : null}
      <label className="check">
        <input type="checkbox" {...form.register('marketingConsent')} />
        <span>{t('checkout.consent.marketing')}</span>
      </label>
    </fieldset>
  );
}
