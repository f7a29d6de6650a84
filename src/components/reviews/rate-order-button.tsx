/**
 * "Bestellung bewerten" (issue 30): on the tracking page and in the order history. Opens the rating form (a chunk of
 * its own, rate-order-dialog.tsx, loaded when pressed) for a delivered or picked-up order; before that it says when
 * rating becomes possible.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFinished } from '../../domain/status.ts';
import { UUID_PATTERN } from '../../domain/wire/patterns.ts';

const RateOrderDialog = lazy(() => import('./rate-order-dialog.tsx'));

export function RateOrderButton({ vendorId, orderId, state, accessKey, className = 'btn btn--secondary btn--block' }: {
  vendorId: string | undefined;
  orderId: string | undefined;
  state: string;
  /** the order's access key kept on this device (a guest's proof); an account's orders go without */
  accessKey?: string | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const possible = !!vendorId && !!orderId && UUID_PATTERN.test(vendorId) && UUID_PATTERN.test(orderId) && isFinished(state);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          if (possible) setOpen(true);
          else setNote(t('tracking.rateAfterDelivery'));
        }}
      >
        {t('tracking.rate')}
      </button>
      <p role="status" className="note">
        {note}
      </p>
      {open && vendorId && orderId ? (
        <Suspense fallback={<p role="status">{t('tracking.loading')}</p>}>
          <RateOrderDialog vendorId={vendorId} orderId={orderId} accessKey={accessKey} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
