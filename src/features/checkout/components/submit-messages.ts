/** The texts of the submit blockers / on-submit alerts (spec 1 §5), in the user's language. */
import { useTranslation } from 'react-i18next';
import type { FeeBreakdown } from '../../../domain/fees.ts';
import type { Cents } from '../../../domain/money.ts';
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
