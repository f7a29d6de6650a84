/** /ops/reviews — reviews of real orders: hide with a reason, show again (issue 30). */
import { createFileRoute } from '@tanstack/react-router';
import { ReviewsPage } from '../features/ops/components/reviews-page.tsx';

export const Route = createFileRoute('/ops/reviews')({
  component: ReviewsPage,
});
