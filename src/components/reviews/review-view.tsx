/**
 * One review as text (issue 30): reviewer ("Gast" for a guest), stars for the food and the delivery, "bestellt am …"
 * with the products, the text and the restaurant's reply. Shared by the vendor page, the desk and the back office;
 * every text is rendered as text, never as HTML.
 */
import { useTranslation } from 'react-i18next';
import type { PublicReview } from '../../domain/wire/reviews.ts';
import { useDisplayFormat } from '../../lib/use-display-format.ts';

function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className="review__stars" role="img" aria-label={label}>
      {'★'.repeat(value)}
      {'☆'.repeat(5 - value)}
    </span>
  );
}

export function useReviewDate(): (iso: string) => string {
  const { day } = useDisplayFormat();
  return (iso: string) => day(new Date(iso));
}

export function ReviewView({ review }: { review: PublicReview }) {
  const { t } = useTranslation();
  const date = useReviewDate();
  return (
    <>
      <p className="review__head">
        <strong>{review.reviewer ?? t('vendor.reviews.guest')}</strong>{' '}
        <Stars value={review.foodStars} label={t('vendor.reviews.stars', { count: review.foodStars })} />
      </p>
      {review.deliveryStars !== null ? (
        <p className="review__meta">
          {t('vendor.reviews.delivery')}{' '}
          <Stars value={review.deliveryStars} label={t('vendor.reviews.stars', { count: review.deliveryStars })} />
        </p>
      ) : null}
      <p className="review__meta">
        {t('vendor.reviews.orderedOn', { date: date(review.orderedAt) })}
        {review.products.length > 0 ? ` · ${review.products.join(', ')}` : ''}
      </p>
      {review.text ? <p className="review__text">{review.text}</p> : null}
      {review.reply ? (
        <div className="review__reply">
          <p className="review__meta">
            <strong>{t('vendor.reviews.reply')}</strong> · {date(review.reply.at)}
          </p>
          <p className="review__text">{review.reply.text}</p>
        </div>
      ) : null}
    </>
  );
}
