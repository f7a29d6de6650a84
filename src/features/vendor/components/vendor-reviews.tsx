/**
 * The vendor's real reviews (issue 30): average with one decimal, count, distribution of stars, a filter by stars and
 * the newest reviews first with paging, each marked "bestellt am …" with what was ordered. Loaded only when the
 * reviews are opened (a chunk of its own, see reviews-dialog.tsx): the menu's first screen, its LCP and JS stay as
 * they were. Reviewer names, texts and replies are rendered as text, never as HTML.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vendorReviewsPageSchema, type PublicReview } from '../../../domain/wire/reviews.ts';
import { apiFetch } from '../../../lib/api/client.ts';
import { loadParser } from '../../../lib/api/fetch-parsed.ts';

const PAGE_SIZE = 10;

async function fetchReviews(vendorId: string, stars: number | null, pageToken: string | undefined, signal: AbortSignal) {
  const parse = await loadParser(() => Promise.resolve(vendorReviewsPageSchema), 'reviews');
  const data = await apiFetch<unknown>(`/api/v1/vendors/${encodeURIComponent(vendorId)}/reviews`, {
    signal,
    query: { pageSize: PAGE_SIZE, stars: stars ?? undefined, pageToken },
  });
  return parse(data);
}

function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className="review__stars" role="img" aria-label={label}>
      {'★'.repeat(value)}
      {'☆'.repeat(5 - value)}
    </span>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Vienna' });
  return (
    <li className="review" data-testid="review">
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
    </li>
  );
}

export default function VendorReviews({ vendorId }: { vendorId: string }) {
  const { t, i18n } = useTranslation();
  const [stars, setStars] = useState<number | null>(null);
  const filterId = useId();
  const q = useInfiniteQuery({
    queryKey: ['vendor-reviews', vendorId, stars],
    queryFn: ({ pageParam, signal }) => fetchReviews(vendorId, stars, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPageToken,
    staleTime: 30_000,
  });

  if (q.isPending) return <p role="status">{t('vendor.reviews.loading')}</p>;
  if (q.isError) return <p role="alert">{t('vendor.reviews.error')}</p>;
  const summary = q.data.pages[0]?.summary;
  const reviews = q.data.pages.flatMap((p) => p.reviews);
  if (!summary || (summary.count === 0 && stars === null)) return <p className="reviews-empty">{t('vendor.reviews.none')}</p>;
  const average = summary.average.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section className="vendor-reviews" aria-label={t('vendor.reviews.heading')}>
      <p className="reviews-summary" data-testid="reviews-summary">
        {t('vendor.reviews.summary', { rating: average, count: summary.count })}
      </p>
      <p className="reviews-note">{t('vendor.reviews.verifiedNote')}</p>
      <ul className="reviews-distribution" aria-label={t('vendor.reviews.distribution')}>
        {[5, 4, 3, 2, 1].map((s) => {
          const n = summary.distribution[s - 1] ?? 0;
          const pct = summary.count > 0 ? Math.round((n / summary.count) * 100) : 0;
          return (
            <li key={s} className="reviews-distribution__row">
              <span>{t('vendor.reviews.starsShort', { count: s })}</span>
              <span className="reviews-distribution__bar" aria-hidden="true">
                <span style={{ width: `${pct}%` }} />
              </span>
              <span>{t('vendor.reviews.countOf', { count: n })}</span>
            </li>
          );
        })}
      </ul>
      <p className="reviews-filter">
        <label htmlFor={filterId}>{t('vendor.reviews.filter')}</label>{' '}
        <select id={filterId} value={stars ?? ''} onChange={(e) => setStars(e.target.value ? Number(e.target.value) : null)}>
          <option value="">{t('vendor.reviews.filterAll')}</option>
          {[5, 4, 3, 2, 1].map((s) => (
            <option key={s} value={s}>
              {t('vendor.reviews.starsShort', { count: s })}
            </option>
          ))}
        </select>
      </p>
      {reviews.length === 0 ? <p>{t('vendor.reviews.noneWithStars')}</p> : null}
      <ul className="reviews-list">
        {reviews.map((r) => (
          <ReviewItem key={r.id} review={r} />
        ))}
      </ul>
      {q.hasNextPage ? (
        <button type="button" className="btn btn--secondary" disabled={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
          {t('vendor.reviews.more')}
        </button>
      ) : null}
    </section>
  );
}
