/**
 * The reviews as the restaurant's desk and the back office see them (issue 30): newest first with paging, each with
 * its order number, its reports and, when the operator hid it, the reason; `actions` renders the caller's controls
 * (the desk's reply, the operator's hide/show). Texts come from the caller's namespace (`desk` or `ops`, keys
 * `reviews.*`); every review text is rendered as text.
 */
import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffReview } from '../../domain/wire/reviews.ts';
import { ReviewView, useReviewDate } from './review-view.tsx';

export interface StaffReviewsPage {
  reviews: StaffReview[];
  nextPageToken?: string | undefined;
}

/** The cached pages with one review replaced by its changed version (the answer of a reply, hide or show). */
export function replaceReview(data: InfiniteData<StaffReviewsPage> | undefined, review: StaffReview): InfiniteData<StaffReviewsPage> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, reviews: p.reviews.map((r) => (r.id === review.id ? review : r)) })) };
}

export function StaffReviews({ ns, queryKey, fetchPage, actions }: {
  ns: 'desk' | 'ops';
  queryKey: QueryKey;
  fetchPage: (pageToken: string | undefined, signal: AbortSignal) => Promise<StaffReviewsPage>;
  actions: (review: StaffReview) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  const date = useReviewDate();
  const q = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPageToken,
  });
  if (q.isPending) return <p role="status">{t('reviews.loading')}</p>;
  if (q.isError) {
    return (
      <div role="alert" className="alert alert--error">
        <p>{t('reviews.failed')}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void q.refetch()}>{t('reviews.retry')}</button>
      </div>
    );
  }
  const reviews = q.data.pages.flatMap((p) => p.reviews);
  if (reviews.length === 0) return <p>{t('reviews.none')}</p>;
  return (
    <>
      <ul className="reviews-list staff-reviews">
        {reviews.map((r) => (
          <li key={r.id} className="review card-surface" data-testid="staff-review" aria-label={t('reviews.item', { nr: r.orderNr })}>
            <p className="review__meta">
              {t('reviews.order', { nr: r.orderNr })}
              {r.reports > 0 ? ` · ${t('reviews.reports', { count: r.reports })}` : ''}
            </p>
            {r.hidden ? (
              <p className="review__hidden">
                <strong>{t('reviews.hidden', { date: date(r.hidden.at) })}</strong> {r.hidden.reason}
              </p>
            ) : null}
            <ReviewView review={r} />
            {actions(r)}
          </li>
        ))}
      </ul>
      {q.hasNextPage ? (
        <button type="button" className="btn btn--secondary" disabled={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
          {t('reviews.more')}
        </button>
      ) : null}
    </>
  );
}
