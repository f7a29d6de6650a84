/**
 * Ratings and reviews from real orders only (issue 30): who may rate when, how a reviewer is named, and the vendor's
 * aggregate. Pure rules shared by the server (which decides) and the app (which shows "rate until …").
 */
import { isFinished } from './status.ts';

/** An order can be rated for 14 days after it was delivered or picked up. */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_WINDOW_MS = REVIEW_WINDOW_DAYS * 24 * 60 * 60 * 1000;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;

/** Delivered, settled and completed orders (handed over or picked up) may be rated. */
export const canBeRated = (state: string): boolean => isFinished(state);

/** The last moment a review may be written or changed. */
export function reviewDeadline(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + REVIEW_WINDOW_MS);
}

export function withinReviewWindow(deliveredAt: Date, now: Date): boolean {
  return now.getTime() <= reviewDeadline(deliveredAt).getTime();
}

/** When the order reached its delivered state: the first finished entry of its history, else its last change. */
export function deliveredAtOf(f: { state: string; ts: string; history?: { state: string; ts: string }[] | undefined }): Date | null {
  const first = f.history?.find((h) => isFinished(h.state));
  if (first) return new Date(first.ts);
  return isFinished(f.state) ? new Date(f.ts) : null;
}

/** "Anna M." from a first and last name; null (shown as "Gast") when there is no first name. */
export function reviewerName(first: string | null | undefined, last: string | null | undefined): string | null {
  const f = (first ?? '').trim().split(/\s+/)[0] ?? '';
  if (!f) return null;
  const initial = Array.from((last ?? '').trim())[0];
  return (initial ? `${f.slice(0, 40)} ${initial.toUpperCase()}.` : f.slice(0, 40));
}

/** Average to one decimal, half up, from whole stars (integer arithmetic: 4.25 → 4.3). */
export function averageOneDecimal(sum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.floor((sum * 10 * 2 + count) / (2 * count)) / 10;
}

/**
 * schema.org data of a vendor page (issue 30): the restaurant with the AggregateRating of its visible reviews (the
 * record's `rating`, which the server computes from them); without reviews no rating is claimed.
 */
export function vendorStructuredData(v: { label: string; type: string; address: string; rating: { value: number; count: number } }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': v.type === 'food' ? 'Restaurant' : 'Store',
    name: v.label,
    address: v.address,
    ...(v.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: averageOneDecimal(v.rating.value, v.rating.count),
            reviewCount: v.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
