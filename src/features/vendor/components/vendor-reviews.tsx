/**
 * The vendor's real reviews (issue 30): average with one decimal, count, distribution of stars, a filter by stars and
 * the newest reviews first with paging, each marked "bestellt am …" with what was ordered. Loaded only when the
 * reviews are opened (a chunk of its own, see reviews-dialog.tsx): the menu's first screen, its LCP and JS stay as
 * they were. Reviewer names, texts and replies are rendered as text, never as HTML. Each review can be reported to the
 * operator ("Melden": a reason and an optional note; the server limits reports per connection).
 */
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewView } from '../../../components/reviews/review-view.tsx';
import { REVIEW_REPORT_REASONS, vendorReviewsPageSchema, type PublicReview } from '../../../domain/wire/reviews.ts';
import { apiFetch, isHttpError } from '../../../lib/api/client.ts';
import { loadParser } from '../../../lib/api/fetch-parsed.ts';
import { useDisplayFormat } from '../../../lib/use-display-format.ts';

const PAGE_SIZE = 10;
type ReportReason = (typeof REVIEW_REPORT_REASONS)[number];

async function fetchReviews(vendorId: string, stars: number | null, pageToken: string | undefined, signal: AbortSignal) {
  const parse = await loadParser(() => Promise.resolve(vendorReviewsPageSchema), 'reviews');
  const data = await apiFetch<unknown>(`/api/v1/vendors/${encodeURIComponent(vendorId)}/reviews`, {
    signal,
    query: { pageSize: PAGE_SIZE, stars: stars ?? undefined, pageToken },
  });
  return parse(data);
}

function ReportReview({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('offensive');
  const [note, setNote] = useState('');
  const id = useId();
  const report = useMutation({
    mutationFn: () => apiFetch<unknown>(`/api/v1/reviews/${encodeURIComponent(reviewId)}/report`, {
      method: 'POST',
      body: { reason, ...(note.trim() ? { note: note.trim() } : {}) },
    }),
    onSuccess: () => setOpen(false),
  });
  const failure = report.isError
    ? isHttpError(report.error) && report.error.status === 429 ? t('vendor.reviews.report.tooMany') : t('vendor.reviews.report.failed')
    : '';
  return (
    <div className="review__report">
      {report.isSuccess ? null : (
        <button type="button" className="btn btn--link" aria-expanded={open} aria-controls={`${id}-form`} onClick={() => setOpen((o) => !o)}>
          {t('vendor.reviews.report.open')}
        </button>
      )}
      {open ? (
        <form id={`${id}-form`} className="review__report-form" onSubmit={(e) => {
          e.preventDefault();
          report.mutate();
        }}>
          <label htmlFor={`${id}-reason`}>{t('vendor.reviews.report.reason')}</label>{' '}
          <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value as ReportReason)}>
            {REVIEW_REPORT_REASONS.map((r) => (
              <option key={r} value={r}>{t(`vendor.reviews.report.reasons.${r}`)}</option>
            ))}
          </select>
          <label htmlFor={`${id}-note`}>{t('vendor.reviews.report.note')}</label>
          <textarea id={`${id}-note`} maxLength={500} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
          <button type="submit" className="btn btn--secondary" disabled={report.isPending}>{t('vendor.reviews.report.send')}</button>
        </form>
      ) : null}
      <p role="status" className="review__report-status">{report.isSuccess ? t('vendor.reviews.report.sent') : ''}</p>
      {failure ? <p role="alert">{failure}</p> : null}
    </div>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className="review" data-testid="review">
      <ReviewView review={review} />
      <ReportReview reviewId={review.id} />
    </li>
  );
}

export default function VendorReviews({ vendorId }: { vendorId: string }) {
  const { t } = useTranslation();
  const format = useDisplayFormat();
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
  const average = format.rating(summary.average);
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
