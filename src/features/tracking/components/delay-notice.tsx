/**
 * A delay the restaurant announced from the desk (issue 28): "Verspätung vom Restaurant: +10 Min. – neue Lieferzeit
 * ca. 12:55" (Vienna time). The polite live region is always there, empty until a delay arrives, so a screen reader
 * hears the delay once when it comes in (a reload shows it without announcing it; other updates leave it unchanged).
 */
import { useTranslation } from 'react-i18next';
import type { Fulfillment } from '../../../domain/types.ts';
import { isFinished } from '../../../domain/status.ts';
import { useDisplayFormat } from '../../../lib/use-display-format.ts';

export function DelayNotice({ fulfillment, pickup }: { fulfillment: Fulfillment; pickup: boolean }) {
  const { t } = useTranslation();
  const { locale } = useDisplayFormat();
  const delay = fulfillment.delay;
  const iso = pickup ? fulfillment.packaging?.time : (fulfillment.delivery?.time ?? fulfillment.packaging?.time);
  const at = iso ? new Date(iso) : null;
  const shown = !!delay && !!at && Number.isFinite(at.getTime()) && !isFinished(fulfillment.state) && fulfillment.state !== 'CANCELED';
  const time = shown ? at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Vienna' }) : '';
  return (
    <div className="tracking-delay-region" aria-live="polite" aria-atomic="true" data-testid="delay-region">
      {shown ? (
        <p className="alert alert--warning tracking-delay" data-testid="delay-notice" data-minutes={delay.minutes}>
          <strong>{t('tracking.delay.title', { minutes: delay.minutes })}</strong>{' '}
          {pickup ? t('tracking.delay.newPickupTime', { time }) : t('tracking.delay.newTime', { time })}
        </p>
      ) : null}
    </div>
  );
}
