/**
 * Reviews in the back office (issue 30): GET /api/v1/ops/reviews (all, or only reported ones), POST …/{id}/hide with a
 * reason and POST …/{id}/show (both in the audit trail; the customer sees the reason). The answer replaces the review
 * in both cached lists.
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { replaceReview, type StaffReviewsPage } from '../../../components/reviews/staff-reviews.tsx';
import { staffReviewSchema, staffReviewsPageSchema } from '../../../domain/wire/reviews.ts';
import { opsKeys } from '../keys.ts';
import { opsFetch } from './ops-fetch.ts';

export const fetchOpsReviews = (reported: boolean) => (pageToken: string | undefined, signal: AbortSignal) =>
  opsFetch('/api/v1/ops/reviews', staffReviewsPageSchema, { signal, query: { reported: reported ? '1' : undefined, pageSize: 20, pageToken } });

export function useHideMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string | null }) =>
      opsFetch(`/api/v1/ops/reviews/${encodeURIComponent(reviewId)}/${reason === null ? 'show' : 'hide'}`, staffReviewSchema, {
        method: 'POST',
        ...(reason === null ? {} : { body: { reason } }),
      }),
    onSuccess: (review) => {
      for (const reported of [false, true]) {
        qc.setQueryData<InfiniteData<StaffReviewsPage>>(opsKeys.reviews(reported), (d) => replaceReview(d, review));
      }
    },
  });
}
