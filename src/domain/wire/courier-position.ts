/**
 * The courier's shared position on the wire (issue 28):
 *   POST   /api/v1/delivery/{token}/position  courierPositionRequestSchema → courierPositionResultSchema
 *   DELETE /api/v1/delivery/{token}/position  (the courier stops sharing: the stored point is erased) → 204
 * (The customer's view, GET …/orders/{orderId}/courier, is in courier-on-map.ts: another page's chunk.)
 */
import { z } from 'zod';
import { AUSTRIA_BOX } from '../courier-position.ts';

export const courierPositionRequestSchema = z.object({
  /**
   * the point's own time (the Geolocation fix's timestamp, ms since the epoch): the server keeps the point with the
   * highest seq, so a late delivery of an older point (the offline outbox) never replaces a newer one
   */
  seq: z.number().int('must be a whole number').min(1, 'must be at least 1').max(8.64e15, 'must be a time in ms'),
  lat: z.number().min(AUSTRIA_BOX.minLat, 'must lie in Austria').max(AUSTRIA_BOX.maxLat, 'must lie in Austria'),
  lng: z.number().min(AUSTRIA_BOX.minLng, 'must lie in Austria').max(AUSTRIA_BOX.maxLng, 'must lie in Austria'),
  /** the fix's accuracy in metres */
  accuracyM: z.number().min(0, 'must not be negative').max(100_000, 'must be at most 100000').optional(),
}).strict();
export type CourierPositionRequest = z.infer<typeof courierPositionRequestSchema>;

export const courierPositionResultSchema = z.object({
  /** false: the server already has a newer point (this one was older and is not kept) */
  stored: z.boolean(),
});
