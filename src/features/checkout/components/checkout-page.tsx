/**
 * Checkout (spec 1 §2 "Checkout", §4, §5, §9): order type → vendor → contact → address (or pickup) → time → tip and
 * note → payment → consent → submit. The form is react-hook-form (use-checkout-form.ts); the server prices the
 * order and its answer decides the amount shown on the confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { defaultPaymentMethod, offeredDeliveryTypes, paymentMethods, supportedDeliveryTypes } from '../../../domain/delivery-types.ts';
import { computeFees } from '../../../domain/fees.ts';
import { availability as vendorAvailability } from '../../../domain/opening-hours.ts';
import { preorderSlots } from '../../../domain/time-slots.ts';
import { busyExtraMinutes } from '../../../domain/busy.ts';
import type { ServiceKind } from '../../../domain/types.ts';
import { setOrderType, useCart } from '../../../lib/cart/cart.ts';
import { openAuthModal, useAuth } from '../../../lib/supabase/auth-store.ts';
import { SavedAddresses } from '../account.tsx';
import { checkoutAddressChosen } from '../storage.ts';
import { checkoutVendorQueryOptions } from '../api/checkout-vendor.ts';
import { parseTip } from '../checkout-form.ts';
import { useFormat } from '../format.ts';
import { useCheckoutForm } from '../use-checkout-form.ts';
import { useCheckoutSubmit } from '../use-checkout-submit.ts';
import { useDeliveryZone } from '../use-delivery-zone.ts';
import { usePlaceOrder, type OnPlaced } from '../use-place-order.ts';
import { submitBlocker } from '../validation.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { DeliveryAddressFields, PersonalInfoFields } from './contact-fields.tsx';
import { EmptyCart } from './empty-cart.tsx';
import { TipAndNoteFields } from './extras-fields.tsx';
import { ConsentFields, PaymentFields, TimeField } from './options-fields.tsx';
import { usePlaceErrorText, useSubmitMessages } from './submit-messages.ts';
import { OutOfHoursDialog, VendorCard, vendorAddress } from './vendor-card.tsx';
import './checkout.css';
import { now as clockNow } from '../../../domain/clock.ts';

export interface CheckoutPageProps {
  onPlaced: OnPlaced;
}

export function CheckoutPage({ onPlaced }: CheckoutPageProps) {
  const { t } = useTranslation();
  const { euro } = useFormat();
  const cart = useCart();
  const vendorId = cart.vendorId;
  const vendorQuery = useQuery({ ...checkoutVendorQueryOptions(vendorId ?? ''), enabled: !!vendorId });
  const vendor = vendorQuery.data;
  const { user } = useAuth();
  const [now] = useState(clockNow);

  const tags = vendor?.tags ?? cart.vendorTags;
  const supported = vendor ? offeredDeliveryTypes(vendor, now) : supportedDeliveryTypes(tags);
  const orderType: ServiceKind = supported.includes(cart.orderType) ? cart.orderType : (supported[0] ?? 'delivery');
  useEffect(() => {
    if (orderType !== cart.orderType) setOrderType(orderType); // only one type supported: it is forced
  }, [orderType, cart.orderType]);

  // read before the form keeps its first draft: whether the address fields start from the customer's own choice
  const [addressChosen] = useState(checkoutAddressChosen);
  const form = useCheckoutForm({ orderType, user });
  const { check: zoneCheck, zone } = useDeliveryZone({
    form,
    orderType,
    vendor: vendorId ? { status: vendorQuery.status, data: vendor } : null,
  });
  const [tipText, chosenPayment, termsAccepted, typedPostalCode] = useWatch({ control: form.control, name: ['tip', 'payment', 'termsAccepted', 'postalCode'] });
  const methods = paymentMethods(tags);
  const payment = methods.includes(chosenPayment) ? chosenPayment : defaultPaymentMethod(methods, null);
  const fees = computeFees({ subtotal: cart.subtotalCents, zone, orderType, tags, tip: parseTip(tipText) ?? 0 });
  const avail = vendor ? vendorAvailability(vendor, now) : null;
  const slots = useMemo(() => (vendor ? preorderSlots(vendor, now, { days: 3, extraMinutes: busyExtraMinutes(vendor, now) }) : []), [vendor, now]);

  const place = usePlaceOrder(onPlaced);
  const blocker = submitBlocker({
    cartEmpty: cart.lines.length === 0 || !vendorId,
    termsAccepted,
    orderType,
    zoneCheck,
    hasZone: zone !== null,
    minimumBlocks: fees.minimumBlocks,
    submitting: place.submitting,
  });
  const blockerMessages = useSubmitMessages({ zoneCheck, fees, euro });
  const placeError = usePlaceErrorText(place);
  const submit = useCheckoutSubmit({
    form,
    vendorId: vendorId ?? '',
    vendor,
    orderType,
    signedIn: !!user,
    blocker,
    blockerMessages,
    lines: cart.lines,
    fees,
    payment,
    place,
  });

  if (cart.lines.length === 0 || !vendorId) {
    return (
      <EmptyCart pageClass="checkout-page" title={t('checkout.title')} message={t('checkout.alerts.cartEmpty')} testId="checkout-empty" />
    );
  }

  const firstSlot = slots.find((s) => s.getTime() > now.getTime()) ?? null;
  const info = place.resolving || place.error?.kind === 'interrupted';

  return (
    <div className="page checkout-page">
      <h1>{t('checkout.title')}</h1>
      <div className="checkout-grid">
        <form noValidate onSubmit={submit.onSubmit} className="checkout-form" aria-label={t('checkout.title')}>
          {supported.length > 1 ? <OrderTypeChoice value={orderType} /> : null}
          <VendorCard vendor={vendor} fallbackName={cart.vendorName ?? ''} availability={avail} orderType={orderType}
            postalCode={orderType === 'delivery' && zoneCheck.state === 'valid' ? typedPostalCode.trim() : null} />
          {user ? (
            <p className="note" data-testid="signed-in-note">{t('auth.checkout.signedInNote', { email: user.email })}</p>
          ) : (
            <p className="note">
              {t('checkout.guestNote')}{' '}
              <button type="button" className="auth-link" onClick={() => openAuthModal('login')}>
                {t('auth.checkout.loginPrompt')}
              </button>
            </p>
          )}
          <PersonalInfoFields form={form} readOnly={!!user} />
          {orderType === 'delivery' ? (
            <>
              {user ? <SavedAddresses user={user} form={form} keepTyped={addressChosen} /> : null}
              <DeliveryAddressFields form={form} zone={zoneCheck} />
            </>
          ) : (
            <section className="card-surface co-card form-section" aria-labelledby="pickup-heading">
              <h2 id="pickup-heading" className="form-section__title">{t('checkout.pickupAt')}</h2>
              <p data-testid="pickup-address">{vendor ? `${vendor.label}, ${vendorAddress(vendor)}` : cart.vendorName}</p>
            </section>
          )}
          <div className="card-surface co-card form-section">
            <TimeField form={form} orderType={orderType} slots={slots} asapAllowed={avail !== 'preorder'} />
          </div>
          <TipAndNoteFields form={form} />
          <PaymentFields form={form} methods={methods} value={payment} />
          <ConsentFields form={form} />
          <div className="checkout-submit">
            <div role="alert" className="alert-slot" data-testid="checkout-alert">
              {submit.alert || placeError ? (
                <p className={`alert ${info ? 'alert--info' : 'alert--error'}`} data-kind={place.resolving ? 'checking' : place.error?.kind}>
                  {placeError ?? submit.alert}
                  {place.error?.detail ? <span className="notice__detail"> ({place.error.detail})</span> : null}
                </p>
              ) : null}
            </div>
            <button type="submit" className="btn btn--primary btn--block" disabled={blocker !== null} aria-describedby="submit-hint">
              {place.submitting ? t('checkout.submitting') : t('checkout.submit', { total: euro(fees.total) })}
            </button>
            <p id="submit-hint" className="note" role="status" data-testid="submit-hint">
              {blocker && blocker !== 'submitting' ? blockerMessages[blocker] : ''}
            </p>
          </div>
        </form>
        <CheckoutSummary lines={cart.lines} fees={fees} orderType={orderType} hasZone={zone !== null} />
      </div>
      <OutOfHoursDialog kind={submit.outOfHours} firstSlot={firstSlot} onClose={submit.closeOutOfHours} onChooseSlot={submit.chooseSlot} />
    </div>
  );
}

function OrderTypeChoice({ value }: { value: ServiceKind }) {
  const { t } = useTranslation();
  return (
    <fieldset className="card-surface co-card form-section">
      <legend className="form-section__title">{t('checkout.orderType')}</legend>
      <div className="co-segmented">
        {(['delivery', 'pickup'] as const).map((k) => (
          <label key={k} className={`co-segmented__option${value === k ? ' is-selected' : ''}`}>
            <input type="radio" name="orderType" value={k} checked={value === k} onChange={() => setOrderType(k)} />
            <span>{k === 'delivery' ? t('cart.delivery') : t('cart.pickup')}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
