/** The texts of the submit blockers / on-submit alerts (spec 1 §5) and of placement failures, in the user's language. */
import { useTranslation } from 'react-i18next';
import type { FeeBreakdown } from '../../../domain/fees.ts';
import type { Cents } from '../../../domain/money.ts';
import type { PlaceError } from '../use-place-order.ts';
import type { SubmitBlocker, ZoneCheck } from '../validation.ts';

export function useSubmitMessages({
  zoneCheck,
  fees,
  euro,
}: {
  zoneCheck: ZoneCheck;
  fees: FeeBreakdown;
  euro: (c: Cents) => string;
}): Record<SubmitBlocker, string> {
  const { t } = useTranslation();
  return {
    submitting: t('checkout.submitting'),
    cartEmpty: t('checkout.alerts.cartEmpty'),
    zoneChecking: t('checkout.alerts.zoneChecking'),
    zoneError:
      zoneCheck.state === 'error' && zoneCheck.reason === 'failed'
        ? t('checkout.zone.failed')
        : t('checkout.alerts.zoneError', { code: zoneCheck.state === 'error' ? zoneCheck.postalCode : '' }),
    noZone: t('checkout.alerts.noZone'),
    belowMinimum: t('checkout.alerts.belowMinimum', {
      min: euro(fees.minPrice),
      current: euro(fees.subtotal),
    }),
    termsRequired: t('checkout.errors.termsRequired'),
  };
}

/** The message of a placement that did not (yet) succeed, or null. */
export function usePlaceErrorText(place: { resolving: boolean; error: PlaceError | null }): string | null {
  const { t, i18n } = useTranslation();
  if (place.resolving) return t('offline.checkout.checking');
  switch (place.error?.kind) {
    case undefined:
      return null;
    case 'priceChanged':
      return t('checkout.alerts.priceChanged');
    case 'paused':
      return t('checkout.alerts.vendorPaused', {
        time: new Date(place.error.until).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Vienna' }),
      });
    case 'soldOut':
      return t('checkout.alerts.soldOut', { name: place.error.label });
    case 'offline':
      return t('offline.checkout.offline');
    case 'interrupted':
      return t('offline.checkout.interrupted');
    case 'notPlaced':
      return t('offline.checkout.notPlaced');
    case 'rejected':
    case 'failed':
      return t('checkout.alerts.placeFailed');
  }
}
