/**
 * The rating form of one order (issue 30): stars for the food and, for deliveries, for the delivery, an optional text
 * (up to 1,000 characters); once per order, changeable for 14 days after delivery. A guest proves the order with its
 * access key (kept on the device that placed it, or from the order's own link: header x-order-key); a signed-in
 * customer's access token is sent with it, so an order in the account is rated as theirs.
 * Shows the customer when the operator hid their review, and why.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog.tsx';
import { REVIEW_TEXT_MAX } from '../../domain/reviews.ts';
import { ownReviewSchema, reviewStatusSchema, type ReviewBody } from '../../domain/wire/reviews.ts';
import { errorText } from '../../i18n/error-text.ts';
import { apiFetch } from '../../lib/api/client.ts';
import { isHttpError } from '../../lib/api/errors.ts';
import { loadParser } from '../../lib/api/fetch-parsed.ts';
import { useAuthStore, type AuthStore } from '../../lib/supabase/auth-store.ts';
import { useDisplayFormat } from '../../lib/use-display-format.ts';

/** The signed-in customer's access token (an order in the account is rated as theirs), null for a guest. */
async function accountToken(auth: AuthStore): Promise<string | null> {
  if (auth.getState().status !== 'authenticated') return null;
  const session = await (await auth.connect()).auth.getSession().catch(() => null);
  return session?.data.session?.access_token ?? null;
}

/** The proofs a rating request carries: the account's token and the order's access key, each when there is one. */
async function proofHeaders(auth: AuthStore, accessKey: string | undefined): Promise<Record<string, string>> {
  const token = await accountToken(auth);
  return { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(accessKey ? { 'x-order-key': accessKey } : {}) };
}

const path = (vendorId: string, orderId: string) => `/api/v1/vendors/${encodeURIComponent(vendorId)}/orders/${encodeURIComponent(orderId)}/review`;

function StarInput({ legend, value, onChange, name }: { legend: string; value: number; onChange: (n: number) => void; name: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="rate-stars">
      <legend>{legend}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className="rate-stars__option">
          <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} required />
          <span aria-hidden="true">{n <= value ? '★' : '☆'}</span>
          <span className="sr-only">{t('vendor.reviews.stars', { count: n })}</span>
        </label>
      ))}
    </fieldset>
  );
}

export default function RateOrderDialog({ vendorId, orderId, accessKey, onClose }: {
  vendorId: string;
  orderId: string;
  accessKey?: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const auth = useAuthStore();
  const queryClient = useQueryClient();
  const ids = { food: useId(), delivery: useId(), text: useId() };
  const key = ['review-status', vendorId, orderId];
  const status = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const parse = await loadParser(() => Promise.resolve(reviewStatusSchema), 'review status');
      return parse(await apiFetch<unknown>(path(vendorId, orderId), { signal, headers: await proofHeaders(auth, accessKey) }));
    },
    staleTime: 0,
    retry: false,
  });
  const review = status.data?.review ?? null;
  const [food, setFood] = useState<number | null>(null);
  const [delivery, setDelivery] = useState<number | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  // 403: without the order's key only the account can rate it; with a key, the order is in an account
  const forbiddenText = accessKey ? t('tracking.rateForbidden') : t('tracking.rateNoKey');
  const foodValue = food ?? review?.foodStars ?? 0;
  const deliveryValue = delivery ?? review?.deliveryStars ?? 0;
  const textValue = text ?? review?.text ?? '';

  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    if (!status.data || foodValue < 1) return;
    setSending(true);
    setOutcome(null);
    const body: ReviewBody = {
      foodStars: foodValue,
      ...(!status.data.pickUp && deliveryValue > 0 ? { deliveryStars: deliveryValue } : {}),
      ...(textValue.trim() ? { text: textValue.trim() } : {}),
    };
    try {
      const headers = await proofHeaders(auth, accessKey);
      const parse = await loadParser(() => Promise.resolve(ownReviewSchema), 'review');
      const saved = parse(await apiFetch<unknown>(path(vendorId, orderId), { method: review ? 'PATCH' : 'POST', body, headers }));
      queryClient.setQueryData(key, { ...status.data, review: saved });
      void queryClient.invalidateQueries({ queryKey: ['vendor-reviews', vendorId] });
      setOutcome({ ok: true, text: t('tracking.rateThanks') });
    } catch (err) {
      const code = isHttpError(err) ? err.status : 0;
      setOutcome({ ok: false, text: code === 403 ? forbiddenText : code === 409 ? t('tracking.rateNotPossible') : errorText(t, err) });
    } finally {
      setSending(false);
    }
  };

  // the language's one date format (en-GB, tr-TR, de-AT; Vienna's day), as the reviews' dates
  const until = status.data?.editableUntil ? format.day(new Date(status.data.editableUntil)) : '';
  return (
    <Dialog open onClose={onClose} title={t('tracking.rate')} closeLabel={t('tracking.rateClose')}>
      {status.isPending ? <p role="status">{t('tracking.loading')}</p> : null}
      {status.isError ? <p role="alert">{isHttpError(status.error) && status.error.status === 403 ? forbiddenText : errorText(t, status.error)}</p> : null}
      {status.data && !status.data.rateable && !review ? (
        <p role="status">{status.data.reason === 'window_over' ? t('tracking.rateWindowOver') : t('tracking.rateAfterDelivery')}</p>
      ) : null}
      {review?.hidden ? (
        <p className="alert" role="status">{t('tracking.rateHidden', { reason: review.hidden.reason })}</p>
      ) : null}
      {status.data?.rateable ? (
        <form onSubmit={(e) => void submit(e)} className="rate-form">
          <p className="note">{t('tracking.rateUntil', { date: until })}</p>
          <StarInput legend={t('tracking.rateFood')} name={ids.food} value={foodValue} onChange={setFood} />
          {!status.data.pickUp ? <StarInput legend={t('tracking.rateDelivery')} name={ids.delivery} value={deliveryValue} onChange={setDelivery} /> : null}
          <label htmlFor={ids.text}>{t('tracking.rateText')}</label>
          <textarea id={ids.text} value={textValue} maxLength={REVIEW_TEXT_MAX} rows={4} onChange={(e) => setText(e.target.value)} />
          <p className="note">{t('tracking.rateTextHint', { count: REVIEW_TEXT_MAX - textValue.length })}</p>
          <button type="submit" className="btn btn--primary" disabled={sending || foodValue < 1}>
            {review ? t('tracking.rateChange') : t('tracking.rateSend')}
          </button>
        </form>
      ) : null}
      <p role={outcome && !outcome.ok ? 'alert' : 'status'} className="note">{outcome?.text ?? ''}</p>
    </Dialog>
  );
}
