/**
 * The courier view of one order (issue 14 item 2): GET /api/v1/delivery/{token} and
 * POST /api/v1/delivery/{token}/actions. Only what the courier needs for this one order; money in euro on the wire.
 */
import { z } from 'zod';
import { isoTime, uuid } from './fields.ts';
import { buildingDetails, fulfillmentStateSchema, paymentMethodSchema } from './order.ts';

export const deliveryAddressSchema = z.object({
  addrLines: z.array(z.string()),
  postalCode: z.string(),
  city: z.string(),
  ...buildingDetails,
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const deliveryViewSchema = z.object({
  /** the order number */
  nr: z.string(),
  orderType: z.enum(['delivery', 'pickup']),
  state: fulfillmentStateSchema,
  /** ISO time of the last state change */
  stateTime: isoTime,
  pickup: z.object({
    vendorName: z.string(),
    address: z.string(),
    postalCode: z.string(),
    city: z.string(),
    phone: z.string().optional(),
  }),
  customer: z.object({
    name: z.string(),
    phone: z.string(),
    /** absent for a pickup order */
    address: deliveryAddressSchema.optional(),
    /** the customer's note for the delivery */
    note: z.string().optional(),
  }),
  items: z.array(z.object({ name: z.string(), qty: z.number() })),
  /** euro, the order's total */
  total: z.number(),
  paymentMethod: paymentMethodSchema,
  /** euro to collect at the door: the total when the customer pays cash, else null */
  cashToCollect: z.number().nullable(),
  /** the promised delivery time (ISO), if any */
  deliveryTime: isoTime.nullable(),
  /** when the link stops working (24 h after delivery); null while under way */
  expiresAt: isoTime.nullable(),
});
export type DeliveryView = z.infer<typeof deliveryViewSchema>;

export const courierActionSchema = z.enum(['pickedUp', 'delivered']);
export type CourierAction = z.infer<typeof courierActionSchema>;

export const deliveryActionRequestSchema = z.object({
  /** the client's id of this action: the same id again is applied once */
  actionId: uuid,
  action: courierActionSchema,
}).strict();

export const deliveryActionResponseSchema = z.object({ view: deliveryViewSchema });
export type DeliveryActionResponse = z.infer<typeof deliveryActionResponseSchema>;
