/**
 * Delivery/pickup toggle (only when both are supported) and, for delivery, the postal code → zone chips (minimum,
 * fee or free, code, clear) or the "no delivery zone" message with a change link (spec 1 §2, §4 "Vendor page zone").
 */
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toCents } from '../../../domain/money.ts';
import type { DeliveryZone, ServiceKind, Vendor } from '../../../domain/types.ts';
import { useFormatEuro } from '../format.ts';

export interface DeliveryControlsProps {
  vendor: Vendor;
  supported: ServiceKind[];
  orderType: ServiceKind;
  onOrderType: (t: ServiceKind) => void;
  postalCode: string | null;
  onPostalCode: (code: string | null) => void;
  zone: DeliveryZone | null;
}

/** Memoised: the page's handlers are stable, its zone memoised, so the page's re-renders at start leave it alone. */
export const DeliveryControls = memo(function DeliveryControls(p: DeliveryControlsProps) {
  const { t } = useTranslation();
  const euro = useFormatEuro();
  const [editing, setEditing] = useState(false);
  const showForm = p.orderType === 'delivery' && (editing || (!p.postalCode && !p.zone));

  return (
    <section className="delivery-controls" aria-label={t('vendor.delivery.label')}>
      {p.supported.length > 1 ? (
        <div className="segmented" role="group" aria-label={t('vendor.delivery.typeLabel')}>
          {(['delivery', 'pickup'] as const).map((k) => (
            <button key={k} type="button" aria-pressed={p.orderType === k} onClick={() => p.onOrderType(k)}>
              {t(`vendor.orderType.${k}`)}
            </button>
          ))}
        </div>
      ) : null}
      {p.orderType === 'pickup' ? (
        <p className="delivery-controls__pickup">{t('vendor.delivery.pickupAt', { address: p.vendor.address })}</p>
      ) : showForm ? (
        <PostalForm
          initial={p.postalCode ?? ''}
          autoFocus={editing}
          onSubmit={(code) => {
            p.onPostalCode(code);
            setEditing(false);
          }}
          onCancel={p.postalCode ? () => setEditing(false) : undefined}
        />
      ) : p.zone ? (
        <>
        <ul className="zone-chips" aria-label={t('vendor.zone.label')}>
          <li className="zone-chip">{t('vendor.zone.minimum', { amount: euro(toCents(p.zone.minPrice)) })}</li>
          <li className="zone-chip">
            {p.zone.serviceFee > 0
              ? t('vendor.zone.fee', { amount: euro(toCents(p.zone.serviceFee)) })
              : t('vendor.zone.free')}
          </li>
          {p.zone.serviceFee > 0 && p.zone.serviceFeeMax > 0 ? (
            <li className="zone-chip">{t('vendor.zone.freeFrom', { amount: euro(toCents(p.zone.serviceFeeMax)) })}</li>
          ) : null}
          <li className="zone-chip zone-chip--code">
            {t('vendor.zone.postalCode', { code: p.postalCode ?? p.vendor.postalCode })}
            <button
              type="button"
              className="zone-chip__clear"
              aria-label={t('vendor.zone.clear')}
              onClick={() => {
                p.onPostalCode(null);
                setEditing(true);
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        </ul>
        </>
      ) : (
        <p className="no-zone" role="status">
          {t('vendor.zone.none', { code: p.postalCode ?? '' })}{' '}
          <button type="button" className="link-btn" onClick={() => setEditing(true)}>
            {t('vendor.zone.change')}
          </button>
        </p>
      )}
    </section>
  );
});

function PostalForm({
  initial,
  autoFocus,
  onSubmit,
  onCancel,
}: {
  initial: string;
  autoFocus: boolean;
  onSubmit: (code: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  return (
    <form
      className="postal-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const code = value.trim();
        if (!/^\d{4}$/.test(code)) {
          setError(true);
          input.current?.focus();
          return;
        }
        setError(false);
        onSubmit(code);
      }}
    >
      <label htmlFor={id} className="field__label">
        {t('vendor.delivery.postalLabel')}
      </label>
      <div className="postal-form__row">
        <input
          ref={input}
          id={id}
          className="input postal-form__input"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          value={value}
          aria-invalid={error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.target.value.replace(/\D/g, '').slice(0, 4))}
        />
        <button type="submit" className="btn btn--primary">
          {t('vendor.delivery.confirm')}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t('vendor.delivery.cancel')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {t('vendor.delivery.postalInvalid')}
        </p>
      ) : null}
    </form>
  );
}
