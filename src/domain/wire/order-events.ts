/**
 * Order events (spec 1 §7): every change of an order appends one. GET …/orders:poll answers a page of them
 * (`orderEventsPageSchema`); GET …/orders:monitor sends each as the `data:` of an `event: order` Server-Sent Event
 * (`orderEventSchema`). Customers follow one order (its uuid), the vendor all of its orders.
 */
import { z } from 'zod';
import { isoTime, whole } from './fields.ts';
import { fulfillmentStateSchema } from './order.ts';

/**
 * What an order event says: `created` (placed), `state` (the fulfillment state changed), `updated` (the estimates
 * changed without a state change) and `delayed` (the restaurant announced a delay from the desk: the order's new
 * times are in its fulfillment, `fulfillment.delay` says by how many minutes in all). A client that does not know a
 * kind reads the order again, as for `updated`.
 */
export const orderEventTypeSchema = z.enum(['created', 'state', 'updated', 'delayed']);
export type OrderEventType = z.infer<typeof orderEventTypeSchema>;

export const orderEventSchema = z.object({
  /** position in the event log; the SSE `id:` */
  seq: whole(0, Number.MAX_SAFE_INTEGER),
  type: orderEventTypeSchema,
  /** uuid of the order */
  orderId: z.string(),
  /** vendors/{vendorId}/orders/{orderId} */
  name: z.string(),
  nr: z.string(),
  /** the order's state after the event */
  state: fulfillmentStateSchema,
  createTime: isoTime,
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** The answer of a long poll: the events after the cursor (maybe none) and the cursor to send next. */
export const orderEventsPageSchema = z.object({
  events: z.array(orderEventSchema),
  nextPageToken: z.string(),
});
export type OrderEventsPage = z.infer<typeof orderEventsPageSchema>;
