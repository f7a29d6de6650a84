/**
 * /ops/reviews — the operator's view of the reviews (issue 30): all or only reported ones, newest first; a review is
 * hidden with a reason (it leaves the vendor page and the rating; the customer sees the reason) or shown again. Both
 * are written to the audit trail by the server.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffReviews } from '../../../components/reviews/staff-reviews.tsx';
import type { StaffReview } from '../../../domain/wire/reviews.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { fetchOpsReviews, useHideMutation } from '../api/reviews.ts';
import { opsKeys } from '../keys.ts';

function HideControls({ review }: { review: StaffReview }) {
  const { t } = useTranslation('ops');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const hide = useHideMutation();
  const id = useId();
  const done = hide.isSuccess ? (review.hidden ? t('reviews.wasHidden') : t('reviews.wasShown')) : '';
  return (
    <div className="review__moderation">
      {review.hidden ? (
        <button type="button" className="btn btn--secondary" disabled={hide.isPending}
          onClick={() => hide.mutate({ reviewId: review.id, reason: null })}>
          {t('reviews.show')}
        </button>
      ) : open ? (
        <form onSubmit={(e) => {
          e.preventDefault();
          if (!reason.trim()) return;
          hide.mutate({ reviewId: review.id, reason: reason.trim() }, { onSuccess: () => setOpen(false) });
        }}>
          <label htmlFor={`${id}-reason`}>{t('reviews.hideReason')}</label>
          <textarea id={`${id}-reason`} rows={2} maxLength={500} required value={reason} onChange={(e) => setReason(e.target.value)} />
          <button type="submit" className="btn btn--primary" disabled={hide.isPending}>{t('reviews.hideConfirm')}</button>{' '}
          <button type="button" className="btn btn--secondary" onClick={() => setOpen(false)}>{t('reviews.cancel')}</button>
        </form>
      ) : (
        <button type="button" className="btn btn--secondary" onClick={() => setOpen(true)}>{t('reviews.hide')}</button>
      )}
      <p role="status">{done}</p>
      {hide.isError ? <p role="alert">{t('reviews.moderationFailed')}</p> : null}
    </div>
  );
}

export function ReviewsPage() {
  const { t } = useTranslation('ops');
  useDocumentTitle(`${t('reviews.title')} – ${t('title')}`);
  const [reported, setReported] = useState(false);
  const id = useId();
  return (
    <section aria-labelledby="ops-reviews-title">
      <h1 id="ops-reviews-title">{t('reviews.title')}</h1>
      <p>{t('reviews.intro')}</p>
      <p>
        <input id={`${id}-reported`} type="checkbox" checked={reported} onChange={(e) => setReported(e.target.checked)} />{' '}
        <label htmlFor={`${id}-reported`}>{t('reviews.onlyReported')}</label>
      </p>
      <StaffReviews key={String(reported)} ns="ops" queryKey={opsKeys.reviews(reported)} fetchPage={fetchOpsReviews(reported)}
        actions={(r) => <HideControls review={r} />} />
    </section>
  );
}
