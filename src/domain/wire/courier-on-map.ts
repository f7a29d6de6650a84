/**
 * GET /api/v1/vendors/{vendor}/orders/{orderId}/courier (issue 28): the courier's latest point and the arrival
 * estimate, for the customer's tracking. (Its own file: it loads with the tracking page, the courier's request
 * schema with the courier page.)
 */
import { z } from 'zod';

export const courierOnMapSchema = z.object({
  /** the order's fulfillment state (a FulfillmentState; plain text here so this schema needs nothing else of the wire chunk) */
  state: z.string().max(40),
  /** only while the order is on the way and the courier shares the position */
  courier: z.object({
    lat: z.number(),
    lng: z.number(),
    /** when the point was taken (never later than the server's now) */
    at: z.string().max(40),
    /** to the delivery address; absent when the address has no known point */
    arrival: z.object({ distanceKm: z.number(), minutes: z.number(), source: z.enum(['routing', 'fallback']) }).optional(),
  }).nullable(),
});
export type CourierOnMap = z.infer<typeof courierOnMapSchema>;
