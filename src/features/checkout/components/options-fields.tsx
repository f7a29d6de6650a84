/** Time choice (as soon as possible or a 15-minute pre-order slot), payment method, consents (spec 1 §2, §5, §9). */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod, ServiceKind } from '../../../domain/types.ts';
import { useFormat } from '../format.ts';
import type { FieldErrors } from '../validation.ts';
import { fieldId } from './contact-fields.tsx';

export function TimeField({
  orderType,
  value,
  slots,
  onChange,
  asapAllowed,
}: {
  orderType: ServiceKind;
  value: string;
  slots: Date[];
  onChange: (iso: string) => void;
  asapAllowed: boolean;
}) {
  const { t } = useTranslation();
  const { slot } = useFormat();
  const id = fieldId('preferredTime');
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {orderType === 'pickup' ? t('checkout.pickupTime') : t('checkout.preferredTime')}
        <span className="field__optional"> ({t('checkout.optional')})</span>
      </label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
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

export function PaymentFields({
  methods,
  value,
  onChange,
  remember,
  onRemember,
}: {
  methods: PaymentMethod[];
  value: PaymentMethod;
  onChange: (m: PaymentMethod) => void;
  remember: boolean;
  onRemember: (v: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="card-surface co-card form-section">
      <legend className="form-section__title">{t('checkout.payment.title')}</legend>
      <div className="radio-list">
        {methods.map((m) => (
          <label key={m} className="radio-card">
            <input type="radio" name="payment" value={m} checked={value === m} onChange={() => onChange(m)} />
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
        <input type="checkbox" checked={remember} onChange={(e) => onRemember(e.target.checked)} />
        <span>{t('checkout.rememberPreferences')}</span>
      </label>
    </fieldset>
  );
}

export function ConsentFields({
  terms,
  marketing,
  onTerms,
  onMarketing,
  errors,
}: {
  terms: boolean;
  marketing: boolean;
  onTerms: (v: boolean) => void;
  onMarketing: (v: boolean) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const id = fieldId('termsAccepted');
  const errId = `${id}-error`;
  return (
    <fieldset className="card-surface co-card form-section">
      <legend className="form-section__title">{t('checkout.consent.title')}</legend>
      <div className={`check${errors.termsAccepted ? ' check--invalid' : ''}`}>
        <input
          id={id}
          type="checkbox"
          checked={terms}
          required
          aria-invalid={errors.termsAccepted ? true : undefined}
          aria-describedby={errors.termsAccepted ? errId : undefined}
          onChange={(e) => onTerms(e.target.checked)}
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
      {errors.termsAccepted ? (
        <p id={errId} className="field__error">
          {t(errors.termsAccepted)}
        </p>
      ) : null}
      <label className="check">
        <input type="checkbox" checked={marketing} onChange={(e) => onMarketing(e.target.checked)} />
        <span>{t('checkout.consent.marketing')}</span>
      </label>
    </fieldset>
  );
}
