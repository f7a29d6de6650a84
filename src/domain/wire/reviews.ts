/**
 * Ratings and reviews (issue 30): every request and answer of the review routes (server/reviews). The server validates
 * requests with these schemas; the app parses the answers with them. Texts are plain text (the app never renders them
 * as HTML).
 */
import { z } from 'zod';
import { REVIEW_REPLY_MAX, REVIEW_TEXT_MAX } from '../reviews.ts';
import { isoTime, nonEmpty, str, uuid, whole } from './fields.ts';

const stars = whole(1, 5);

/** POST (create) and PATCH (change) /api/v1/vendors/{vendorId}/orders/{orderId}/review */
export const reviewBodySchema = z.strictObject({
  foodStars: stars,
  /** deliveries only; a picked-up order has no delivery to rate */
  deliveryStars: stars.optional(),
  text: z.string().trim().max(REVIEW_TEXT_MAX, `must be at most ${REVIEW_TEXT_MAX} characters`).optional(),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const reviewReplySchema = z.object({ text: z.string(), at: isoTime });

/** A review as everybody sees it on the vendor page. */
export const publicReviewSchema = z.object({
  id: uuid,
  foodStars: stars,
  deliveryStars: stars.nullable(),
  text: z.string().nullable(),
  /** "Anna M."; null = a guest ("Gast") */
  reviewer: z.string().nullable(),
  /** when the order was placed ("bestellt am …") and what was in it (product names) */
  orderedAt: isoTime,
  products: z.array(z.string()),
  createdAt: isoTime,
  updatedAt: isoTime,
  reply: reviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewSummarySchema = z.object({
  count: z.number().int(),
  /** one decimal; 0 without reviews */
  average: z.number(),
  /** counts of 1, 2, 3, 4, 5 stars */
  distribution: z.array(z.number().int()).length(5),
  /** average delivery stars (one decimal) over the reviews that rated the delivery; null when none did */
  deliveryAverage: z.number().nullable(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** GET /api/v1/vendors/{vendorId}/reviews?stars=&pageSize=&pageToken= — newest first. */
export const vendorReviewsPageSchema = z.object({
  summary: reviewSummarySchema,
  reviews: z.array(publicReviewSchema),
  nextPageToken: z.string().optional(),
});

/** The caller's own review of an order (GET/POST/PATCH …/orders/{orderId}/review). */
export const ownReviewSchema = publicReviewSchema.extend({
  orderId: uuid,
  vendorId: uuid,
  /** the last moment it may be changed */
  editableUntil: isoTime,
  /** set when the operator hid it: the customer is told why */
  hidden: z.object({ at: isoTime, reason: z.string() }).nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** GET …/orders/{orderId}/review: whether and until when the order can be rated, and the review if there is one. */
export const reviewStatusSchema = z.object({
  rateable: z.boolean(),
  /** why not (English, for logs); the app words it from `reason` */
  reason: z.enum(['not_delivered', 'window_over']).nullable(),
  deliveredAt: isoTime.nullable(),
  editableUntil: isoTime.nullable(),
  pickUp: z.boolean(),
  review: ownReviewSchema.nullable(),
});
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** PUT /api/v1/desk/reviews/{reviewId}/reply */
export const reviewReplyBodySchema = z.strictObject({ text: nonEmpty(REVIEW_REPLY_MAX) });

/** A review as the desk and the back office see it. */
export const staffReviewSchema = publicReviewSchema.extend({
  orderId: uuid,
  orderNr: z.string(),
  vendorId: uuid,
  hidden: z.object({ at: isoTime, reason: z.string() }).nullable(),
  reports: z.number().int(),
});
export type StaffReview = z.infer<typeof staffReviewSchema>;
export const staffReviewsPageSchema = z.object({ reviews: z.array(staffReviewSchema), nextPageToken: z.string().optional() });

/** POST /api/v1/ops/reviews/{reviewId}/hide */
export const reviewHideBodySchema = z.strictObject({ reason: nonEmpty(500) });

export const REVIEW_REPORT_REASONS = ['offensive', 'spam', 'not_genuine', 'personal_data', 'other'] as const;
/** POST /api/v1/reviews/{reviewId}/report */
export const reviewReportBodySchema = z.strictObject({
  reason: z.enum(REVIEW_REPORT_REASONS, { error: `must be one of ${REVIEW_REPORT_REASONS.join(', ')}` }),
  note: str(500).optional(),
});
export const reviewReportedSchema = z.object({ status: z.literal('reported') });
