/**
 * /desk/reviews — the restaurant's reviews and its replies (issue 30): a lazy chunk inside the signed-in desk (the
 * queue keeps running behind it).
 */
import { createFileRoute } from '@tanstack/react-router';
import { DeskReviews } from '../features/desk/components/desk-reviews.tsx';

export const Route = createFileRoute('/desk/reviews')({
  component: DeskReviews,
});
