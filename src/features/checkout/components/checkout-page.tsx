/**
 * Checkout (spec 1 §2 "Checkout", §4, §5, §9). Guest form → zone check → time → payment → consent → submit.
 * The server prices the order; its answer decides the amount shown on the confirmation.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultPaymentMethod, paymentMethods, supportedDeliveryTypes } from '../../../domain/delivery-types.ts';
import { computeFees } from '../../../domain/fees.ts';
import { availability as vendorAvailability, isOpenAt } from '../../../domain/opening-hours.ts';
import { preorderSlots } from '../../../domain/time-slots.ts';
import type { PaymentMethod, PlaceOrderResponse, ServiceKind } from '../../../domain/types.ts';
import { setCartZone, setOrderType, useCart } from '../../../lib/cart/cart.ts';
import { checkoutVendorQueryOptions } from '../api/vendor.ts';
import { postalCityQueryOptions } from '../api/postal.ts';
import { buildPlaceOrderRequest } from '../build-order.ts';
import { useFormat } from '../format.ts';
import {
  clearPreferredPayment,
  loadCheckoutDraft,
  loadCheckoutForm,
  loadPreferredPayment,
  saveCheckoutDraft,
  savePreferredPayment,
  saveCheckoutForm,
} from '../storage.ts';
import { usePlaceOrder } from '../use-place-order.ts';
import {
  firstInvalidField,
  normaliseScheduledTime,
  submitBlocker,
  validateCheckoutForm,
  type CheckoutField,
  type CheckoutForm,
  type FieldErrors,
} from '../validation.ts';
import { checkZone } from '../zone-check.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { EmptyCart } from './empty-cart.tsx';
import { DeliveryAddressFields, fieldId, PersonalInfoFields } from './contact-fields.tsx';
import { ConsentFields, PaymentFields, TimeField } from './options-fields.tsx';
import { useSubmitMessages } from './submit-messages.ts';
import { OutOfHoursDialog, VendorCard, vendorAddress } from './vendor-card.tsx';
import { SavedAddresses, useCheckoutAccount } from '../account.tsx';
import { storeOrderForUser, type OrderSnapshot } from '../save-user-order.ts';
import { openAuthModal } from '../../../lib/supabase/auth-store.ts';
import './checkout.css';

export interface CheckoutPageProps {
  onPlaced: (res: PlaceOrderResponse, vendorId: string) => Promise<void> | void;
}

export function CheckoutPage({ onPlaced }: CheckoutPageProps) {
  const { t, i18n } = useTranslation();
  const { euro } = useFormat();
  const cart = useCart();
  const vendorId = cart.vendorId;
  const queryClient = useQueryClient();
  const vendorQuery = useQuery({ ...checkoutVendorQueryOptions(vendorId ?? '', queryClient), enabled: !!vendorId });
  const vendor = vendorQuery.data;

  // a draft of this tab (kept across reloads, e.g. accepting an app update) wins over the saved contact data
  const [form, setForm] = useState<CheckoutForm>(() => loadCheckoutDraft() ?? loadCheckoutForm());
  useEffect(() => {
    saveCheckoutDraft(form);
  }, [form]);
  // signed-in users (issue 5): personal data from the profile, saved addresses, the order stored in the account
  const user = useCheckoutAccount(setForm);
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [outOfHours, setOutOfHours] = useState<'closed' | 'preorder' | null>(null);
  const [now] = useState(() => new Date());

  const tags = vendor?.tags ?? cart.vendorTags;
  const supported = supportedDeliveryTypes(tags);
  const orderType: ServiceKind = supported.includes(cart.orderType) ? cart.orderType : (supported[0] ?? 'delivery');
  useEffect(() => {
    if (orderType !== cart.orderType) setOrderType(orderType); // only one type supported: it is forced
  }, [orderType, cart.orderType]);

  const methods = paymentMethods(tags);
  const [payment, setPayment] = useState<PaymentMethod>(() => defaultPaymentMethod(methods, loadPreferredPayment()));
  const [remember, setRemember] = useState(() => loadPreferredPayment() !== null);
  const chosenPayment = methods.includes(payment) ? payment : defaultPaymentMethod(methods, null);

  const zoneResult = checkZone(form.postalCode, {
    // known zones stay usable when a refetch fails (offline); the server checks the zone again on placement
    status: !vendorId ? 'error' : vendor ? 'success' : vendorQuery.status,
    data: vendor,
  });
  const zoneCheck = orderType === 'delivery' ? zoneResult.check : ({ state: 'idle' } as const);
  const zone = orderType === 'delivery' ? zoneResult.zone : null;
  const zoneJson = JSON.stringify(zone);
  useEffect(() => {
    if (orderType !== 'delivery') return;
    if (zoneResult.check.state === 'valid' && JSON.stringify(cart.zone) !== zoneJson) setCartZone(zone);
    if (zoneResult.check.state === 'error' && cart.zone !== null) setCartZone(null);
    // zoneJson stands for zone (a new object on every render)
  }, [orderType, zoneResult.check.state, zoneJson, cart.zone]);

  // the city of a valid postal code is filled in when the field is still empty
  const cityQuery = useQuery({
    ...postalCityQueryOptions(form.postalCode.trim()),
    enabled: zoneCheck.state === 'valid' && form.city.trim() === '',
  });
  useEffect(() => {
    const city = cityQuery.data;
    if (city) setForm((f) => (f.city.trim() === '' ? { ...f, city } : f));
  }, [cityQuery.data]);

  const fees = computeFees({ subtotal: cart.subtotalCents, zone, orderType, tags });
  const avail = vendor ? vendorAvailability(vendor, now) : null;
  const slots = useMemo(
    () => (vendor ? preorderSlots(vendor.openingHours, now, { days: 3 }) : []),
    [vendor, now],
  );

  const snapshot = useRef<OrderSnapshot | null>(null);
  snapshot.current = {
    form,
    orderType,
    lines: cart.lines,
    subtotal: fees.subtotal,
    deliveryFee: fees.deliveryFee,
    total: fees.total,
    payment: chosenPayment,
    vendorName: vendor?.label ?? cart.vendorName ?? null,
  };
  const placedWithAccount = useCallback(
    async (res: PlaceOrderResponse, placedVendorId: string) => {
      if (snapshot.current) await storeOrderForUser(snapshot.current, res, placedVendorId);
      await onPlaced(res, placedVendorId);
    },
    [onPlaced],
  );
  const place = usePlaceOrder(placedWithAccount);
  const blocker = submitBlocker({
    cartEmpty: cart.lines.length === 0 || !vendorId,
    termsAccepted: form.termsAccepted,
    orderType,
    zoneCheck,
    hasZone: zone !== null,
    minimumBlocks: fees.minimumBlocks,
    submitting: place.submitting,
  });
  const messages = useSubmitMessages({ zoneCheck, fees, euro });
  const errors: FieldErrors = submitted ? validateCheckoutForm(form, orderType) : {};

  const change = (field: CheckoutField, value: string | boolean) => {
    setForm((f) => ({ ...f, [field]: value }));
    setAlert(null);
  };

  if (cart.lines.length === 0 || !vendorId) {
    return (
      <EmptyCart pageClass="checkout-page" title={t('checkout.title')} message={t('checkout.alerts.cartEmpty')} testId="checkout-empty" />
    );
  }

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (blocker && blocker !== 'termsRequired') {
      if (blocker !== 'submitting') setAlert(messages[blocker]);
      return;
    }
    const errs = validateCheckoutForm(form, orderType);
    const first = firstInvalidField(errs);
    if (first) {
      setAlert(
        orderType === 'delivery' && (errs.postalCode || errs.city)
          ? t('checkout.alerts.addressIncomplete')
          : t('checkout.alerts.fixErrors'),
      );
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    const at = new Date();
    const time = normaliseScheduledTime(form.preferredTime, at);
    if (vendor) {
      const a = vendorAvailability(vendor, at);
      if (a === 'closed') return setOutOfHours('closed');
      if (time ? !isOpenAt(vendor.openingHours, new Date(time)) : a !== 'open') return setOutOfHours('preorder');
    }
    setAlert(null);
    saveCheckoutForm(form);
    if (remember) savePreferredPayment(chosenPayment);
    else clearPreferredPayment();
    void place.submit(vendorId, (requestId) =>
      buildPlaceOrderRequest({
        form,
        orderType,
        lines: cart.lines,
        payment: chosenPayment,
        vendor: { postalCode: vendor?.postalCode ?? '', city: vendor?.city ?? '' },
        time,
        requestId,
        clientTotal: fees.total,
        locale: i18n.language,
      }),
    );
  };

  const placeError = place.resolving
    ? t('offline.checkout.checking')
    : place.error
      ? place.error.kind === 'priceChanged'
        ? t('checkout.alerts.priceChanged')
        : place.error.kind === 'offline'
          ? t('offline.checkout.offline')
          : place.error.kind === 'interrupted'
            ? t('offline.checkout.interrupted')
            : place.error.kind === 'notPlaced'
              ? t('offline.checkout.notPlaced')
              : t('checkout.alerts.placeFailed')
      : null;
  const firstSlot = slots.find((s) => s.getTime() > Date.now()) ?? null;

  return (
    <div className="page checkout-page">
      <h1>{t('checkout.title')}</h1>
      <div className="checkout-grid">
        <form noValidate onSubmit={handleSubmit} className="checkout-form" aria-label={t('checkout.title')}>
          {supported.length > 1 ? (
            <fieldset className="card-surface co-card form-section">
              <legend className="form-section__title">{t('checkout.orderType')}</legend>
              <div className="co-segmented">
                {(['delivery', 'pickup'] as const).map((k) => (
                  <label key={k} className={`co-segmented__option${orderType === k ? ' is-selected' : ''}`}>
                    <input type="radio" name="orderType" value={k} checked={orderType === k} onChange={() => setOrderType(k)} />
                    <span>{k === 'delivery' ? t('cart.delivery') : t('cart.pickup')}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <VendorCard vendor={vendor} fallbackName={cart.vendorName ?? ''} availability={avail} orderType={orderType} />
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
          <PersonalInfoFields form={form} errors={errors} onChange={change} readOnly={!!user} />
          {orderType === 'delivery' ? (
            <>
              {user ? <SavedAddresses user={user} form={form} setForm={setForm} /> : null}
              <DeliveryAddressFields form={form} errors={errors} onChange={change} zone={zoneCheck} />
            </>
          ) : (
            <section className="card-surface co-card form-section" aria-labelledby="pickup-heading">
              <h2 id="pickup-heading" className="form-section__title">{t('checkout.pickupAt')}</h2>
              <p data-testid="pickup-address">
                {vendor ? `${vendor.label}, ${vendorAddress(vendor)}` : cart.vendorName}
              </p>
            </section>
          )}
          <div className="card-surface co-card form-section">
            <TimeField orderType={orderType} value={form.preferredTime} slots={slots}
              asapAllowed={avail !== 'preorder'} onChange={(v) => change('preferredTime', v)} />
          </div>
          <PaymentFields methods={methods} value={chosenPayment} onChange={setPayment} remember={remember} onRemember={setRemember} />
          <ConsentFields terms={form.termsAccepted} marketing={form.marketingConsent} errors={errors}
            onTerms={(v) => change('termsAccepted', v)} onMarketing={(v) => change('marketingConsent', v)} />
          <div className="checkout-submit">
            <div role="alert" className="alert-slot" data-testid="checkout-alert">
              {alert || placeError ? (
                <p className={`alert ${place.resolving || place.error?.kind === 'interrupted' ? 'alert--info' : 'alert--error'}`} data-kind={place.resolving ? 'checking' : place.error?.kind}>
                  {placeError ?? alert}
                  {place.error?.detail ? <span className="notice__detail"> ({place.error.detail})</span> : null}
                </p>
              ) : null}
            </div>
            <button type="submit" className="btn btn--primary btn--block" disabled={blocker !== null}
              aria-describedby="submit-hint">
              {place.submitting ? t('checkout.submitting') : t('checkout.submit', { total: euro(fees.total) })}
            </button>
            <p id="submit-hint" className="note" role="status" data-testid="submit-hint">
              {blocker && blocker !== 'submitting' ? messages[blocker] : ''}
            </p>
          </div>
        </form>
        <CheckoutSummary lines={cart.lines} fees={fees} orderType={orderType} hasZone={zone !== null} />
      </div>
      <OutOfHoursDialog
        kind={outOfHours}
        firstSlot={firstSlot}
        onClose={() => setOutOfHours(null)}
        onChooseSlot={(d) => {
          change('preferredTime', d.toISOString());
          setOutOfHours(null);
        }}
      />
    </div>
  );
}
