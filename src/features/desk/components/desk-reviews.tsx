/**
 * The desk's "Bewertungen" view (issue 30): the restaurant's reviews, newest first, and its one public reply per review
 * (written or changed in place; shown on the vendor page under the review). Its own lazy chunk (/desk/reviews).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffReviews } from '../../../components/reviews/staff-reviews.tsx';
import { REVIEW_REPLY_MAX } from '../../../domain/reviews.ts';
import type { StaffReview } from '../../../domain/wire/reviews.ts';
import { fetchDeskReviews, useReplyMutation } from '../api/reviews.ts';
import { deskKeys } from '../keys.ts';

function ReplyForm({ review }: { review: StaffReview }) {
  const { t } = useTranslation('desk');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(review.reply?.text ?? '');
  const reply = useReplyMutation();
  const id = useId();
  const saved = reply.isSuccess && !open;
  return (
    <div className="review__reply-form">
      {open ? (
        <form onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) return;
          reply.mutate({ reviewId: review.id, text: text.trim() }, { onSuccess: () => setOpen(false) });
        }}>
          <label htmlFor={`${id}-text`}>{t('reviews.replyLabel')}</label>
          <textarea id={`${id}-text`} rows={3} maxLength={REVIEW_REPLY_MAX} required value={text} onChange={(e) => setText(e.target.value)} />
          <button type="submit" className="btn btn--primary" disabled={reply.isPending}>{t('reviews.publish')}</button>{' '}
          <button type="button" className="btn btn--secondary" onClick={() => setOpen(false)}>{t('reviews.cancel')}</button>
        </form>
      ) : (
        <button type="button" className="btn btn--secondary" onClick={() => {
          setText(review.reply?.text ?? '');
          setOpen(true);
        }}>
          {review.reply ? t('reviews.editReply') : t('reviews.reply')}
        </button>
      )}
      <p role="status">{saved ? t('reviews.replied') : ''}</p>
      {reply.isError ? <p role="alert">{t('reviews.replyFailed')}</p> : null}
    </div>
  );
}

export function DeskReviews() {
  const { t } = useTranslation('desk');
  return (
    <section aria-labelledby="desk-reviews-title">
      <h2 id="desk-reviews-title">{t('reviews.title')}</h2>
      <p className="note">{t('reviews.intro')}</p>
      <StaffReviews ns="desk" queryKey={deskKeys.reviews()} fetchPage={fetchDeskReviews} actions={(r) => <ReplyForm review={r} />} />
    </section>
  );
}
