/**
 * The restaurant's reviews (issue 30): GET /api/v1/desk/reviews (every review of its orders, newest first, hidden ones
 * with the operator's reason) and its one public reply per review, PUT /api/v1/desk/reviews/{id}/reply (again =
 * changed). A reply answers the review, which replaces it in the cached pages.
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { staffReviewSchema, staffReviewsPageSchema } from '../../../domain/wire/reviews.ts';
import { replaceReview, type StaffReviewsPage } from '../../../components/reviews/staff-reviews.tsx';
import { deskKeys } from '../keys.ts';
import { deskFetch } from './desk-fetch.ts';

export const fetchDeskReviews = (pageToken: string | undefined, signal: AbortSignal) =>
  deskFetch('/api/v1/desk/reviews', staffReviewsPageSchema, { signal, query: { pageSize: 20, pageToken } });

export function useReplyMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) =>
      deskFetch(`/api/v1/desk/reviews/${encodeURIComponent(reviewId)}/reply`, staffReviewSchema, { method: 'PUT', body: { text } }),
    networkMode: 'always',
    onSuccess: (review) => qc.setQueryData<InfiniteData<StaffReviewsPage>>(deskKeys.reviews(), (d) => replaceReview(d, review)),
  });
}
