/**
 * Submitting checkout (spec 1 §4 "Order placement", §5 "On submit alerts"): a blocked submit says why; invalid fields
 * get their messages, focus and one alert; outside the opening hours (now, or at the chosen time) the out-of-hours
 * dialog replaces placing the order; otherwise the contact data (and, if asked, the payment method) is kept for next
 * time and the order is placed with the tip, the note and the `via` block.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '../../domain/cart.ts';
import type { FeeBreakdown } from '../../domain/fees.ts';
import { availability, isOpenAt } from '../../domain/opening-hours.ts';
import type { PaymentMethod, ServiceKind } from '../../domain/types.ts';
import type { CheckoutVendor } from './api/checkout-vendor.ts';
import { buildPlaceOrderRequest } from './build-order.ts';
import type { CheckoutField, CheckoutForm } from './checkout-form.ts';
import type { CheckoutFormApi } from './components/text-field.tsx';
import { browserDeviceSignals, describeDevice } from './device.ts';
import { orderVia } from './order-via.ts';
import { clearPreferredPayment, saveCheckoutForm, savePreferredPayment } from './storage.ts';
import type { usePlaceOrder } from './use-place-order.ts';
import { invalidFormAlert, normaliseScheduledTime, type SubmitBlocker } from './validation.ts';
import { now } from '../../domain/clock.ts';

export interface CheckoutSubmitInput {
  form: CheckoutFormApi;
  vendorId: string;
  vendor: CheckoutVendor | undefined;
  orderType: ServiceKind;
  signedIn: boolean;
  blocker: SubmitBlocker | null;
  blockerMessages: Record<SubmitBlocker, string>;
  lines: CartLine[];
  fees: FeeBreakdown;
  payment: PaymentMethod;
  place: ReturnType<typeof usePlaceOrder>;
}

export function useCheckoutSubmit(i: CheckoutSubmitInput) {
  const { t, i18n } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const [outOfHours, setOutOfHours] = useState<'closed' | 'preorder' | null>(null);
  const { subscribe, handleSubmit, setValue } = i.form;

  // an alert about the last submit goes as soon as anything is changed
  useEffect(() => subscribe({ formState: { values: true }, callback: () => setAlert(null) }), [subscribe]);

  const onValid = (values: CheckoutForm) => {
    const at = now();
    const time = normaliseScheduledTime(values.preferredTime, at);
    if (i.vendor) {
      const now = availability(i.vendor, at);
      const warning = now === 'closed' ? 'closed' : (time ? !isOpenAt(i.vendor, new Date(time)) : now !== 'open') ? 'preorder' : null;
      if (warning) {
        setOutOfHours(warning);
        return;
      }
    }
    setAlert(null);
    saveCheckoutForm(values);
    if (values.rememberPayment) savePreferredPayment(i.payment);
    else clearPreferredPayment();
    const via = orderVia({ locale: i18n.language, device: describeDevice(browserDeviceSignals()) });
    void i.place.submit(i.vendorId, (requestId) =>
      buildPlaceOrderRequest({
        form: values,
        orderType: i.orderType,
        lines: i.lines,
        payment: i.payment,
        vendor: { postalCode: i.vendor?.postalCode ?? '', city: i.vendor?.city ?? '' },
        time,
        requestId,
        clientTotal: i.fees.total,
        tip: i.fees.tip,
        via,
      }),
    );
  };

  const onInvalid = (errors: FieldErrors<CheckoutForm>) => {
    const invalid = Object.keys(errors) as CheckoutField[];
    setAlert(t(invalidFormAlert(invalid, { orderType: i.orderType, signedIn: i.signedIn })));
  };

  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    if (i.blocker && i.blocker !== 'termsRequired') {
      e.preventDefault();
      if (i.blocker !== 'submitting') setAlert(i.blockerMessages[i.blocker]);
      return;
    }
    void handleSubmit(onValid, onInvalid)(e);
  };

  return {
    onSubmit,
    alert,
    outOfHours,
    closeOutOfHours: () => setOutOfHours(null),
    chooseSlot: (d: Date) => {
      setValue('preferredTime', d.toISOString());
      setOutOfHours(null);
    },
  };
}
