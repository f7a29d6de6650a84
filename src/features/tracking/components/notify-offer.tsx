/**
 * "Benachrichtigen" (issue 28): one offer on the confirmation and tracking page of an order placed on this device (or
 * opened through its own link): only with the order's access key — or, signed in, for an order of the customer's own
 * account (also on another device, the account's session is the proof) — while the order is not over, where the
 * browser can push and the customer has not blocked notifications. Never on a first visit: there is no order then. The outcome is
 * announced (role=status); the button keeps focus while it works. Once on, the customer can stop them again.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayStatus } from '../../../domain/status.ts';
import { useAuth, useAuthStore } from '../../../lib/supabase/auth-store.ts';
import { accountAccessToken, accountOrderQueryOptions } from '../api/account-order.ts';
import { isSubscribed, pushSupported, subscribeOrderPush, unsubscribeOrderPush, type OrderProof } from '../api/order-push.ts';

export function NotifyOffer({ vendorId, orderId, nr, accessKey, state }: {
  vendorId: string | undefined;
  orderId: string | undefined;
  nr: string;
  accessKey: string | undefined;
  state: string;
}) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<'idle' | 'busy' | 'on' | 'off' | 'denied' | 'failed'>(() => (isSubscribed(nr) ? 'on' : 'idle'));
  const auth = useAuthStore();
  const { status: signIn, user } = useAuth();
  const over = ['delivered', 'cancelled'].includes(displayStatus(state));
  // without the key: is it an order of the signed-in account? (asked only then)
  const byAccount = !accessKey && !!orderId && !over && signIn === 'authenticated' && !!user;
  const accountOrder = useQuery({ ...accountOrderQueryOptions(auth, user?.id ?? '', orderId ?? ''), enabled: byAccount });
  const proven = !!accessKey || (byAccount && accountOrder.data === true);
  if (!vendorId || !orderId || !proven || over || !pushSupported()) return null;
  if (status === 'idle' && Notification.permission === 'denied') return null;

  const proof = async (): Promise<OrderProof> => {
    if (accessKey) return { key: accessKey };
    const token = await accountAccessToken(auth);
    if (!token) throw new Error('the session could not be read');
    return { accountToken: token };
  };
  const subscribe = async () => {
    setStatus('busy');
    try {
      const outcome = await subscribeOrderPush({ vendorId, orderId, nr, proof: await proof(), lang: i18n.language });
      setStatus(outcome === 'on' ? 'on' : outcome === 'denied' ? 'denied' : 'failed');
    } catch {
      setStatus('failed');
    }
  };
  const unsubscribe = async () => {
    setStatus('busy');
    try {
      await unsubscribeOrderPush({ vendorId, orderId, nr, proof: await proof() });
      setStatus('off');
    } catch {
      setStatus('failed');
    }
  };
  const message = {
    idle: '', busy: t('tracking.notifyBusy'), on: t('tracking.notifyOn'), off: t('tracking.notifyOff'), denied: t('tracking.notifyDenied'), failed: t('tracking.notifyFailed'),
  }[status];
  return (
    <section className="card-surface co-card notify-offer" aria-labelledby="notify-offer-title">
      <h2 id="notify-offer-title">{t('tracking.notifyTitle')}</h2>
      {status !== 'on' ? <p className="note">{t('tracking.notifyHint')}</p> : null}
      {status !== 'on' ? (
        <button type="button" className="btn btn--secondary btn--block" onClick={() => void subscribe()} disabled={status === 'busy'} aria-describedby="notify-offer-status">
          {t('tracking.notify')}
        </button>
      ) : (
        <button type="button" className="btn btn--ghost btn--block" onClick={() => void unsubscribe()} aria-describedby="notify-offer-status">
          {t('tracking.notifyStop')}
        </button>
      )}
      <p id="notify-offer-status" role="status" className="note">{message}</p>
    </section>
  );
}
