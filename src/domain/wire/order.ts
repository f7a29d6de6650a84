/**
 * A placed order as the vendor order system answers it (spec 1 §3 "Order placed with the vendor system"):
 * GET /api/v1/vendors/{vendorId}/orders/{orderId} (view 2 `orderSchema`, view 1 `orderBasicSchema`), the :placeOrder
 * answer and the vendor's order list. Money is euro on the wire; the domain rules compute in cents (money.ts).
 */
import { z } from 'zod';
import { isoTime, str, whole } from './fields.ts';

/** Every fulfillment state in its forward order; CANCELED is terminal and listed last (spec 1 §4). */
export const fulfillmentStateSchema = z.enum([
  'PENDING', 'RECEIVED', 'ACCEPTED', 'PROCESSING', 'SOURCING', 'SOURCED', 'ASSEMBLING', 'ASSEMBLED', 'PICKING',
  'PICKED', 'PACKING', 'PACKED', 'PROCESSED', 'SHIPPING', 'SHIPPED', 'DELIVERING', 'DELIVERED', 'SETTLED',
  'COMPLETED', 'CANCELED',
]);
export type FulfillmentState = z.infer<typeof fulfillmentStateSchema>;

/** Chosen values of one option of an order line (value slug, quantity; label and euro price as priced). */
export const orderLineOptionSchema = z.object({
  slug: z.string(),
  label: z.string().optional(),
  vals: z.array(z.object({ slug: z.string(), label: z.string().optional(), qty: z.number(), pr: z.number().optional() })),
});
export type OrderLineOption = z.infer<typeof orderLineOptionSchema>;

export const orderLineEntrySchema = z.object({
  type: z.literal('product'),
  productId: z.string(),
  label: z.string().optional(),
  /** euro, unit base price (from the server's catalog) */
  pr: z.number().optional(),
  vatP: z.number().optional(),
  opts: z.array(orderLineOptionSchema).optional(),
});

export const orderLineSchema = z.object({
  entry: orderLineEntrySchema,
  qty: z.number(),
  /** euro, line total as the server priced it */
  total: z.number().optional(),
  note: z.string().optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Where in the building the door is (each part optional), for an order's delivery and the courier's address. */
export const buildingDetails = {
  house: z.string().optional(),
  stair: z.string().optional(),
  floor: z.string().optional(),
  door: z.string().optional(),
};

export const orderLocationSchema = z.object({
  addrLines: z.array(z.string()),
  city: z.string(),
  postalCode: z.string(),
  formatted: z.string().optional(),
});

export const orderDeliverySchema = z.object({
  /** customer name */
  label: z.string(),
  loc: orderLocationSchema.optional(),
  pickUp: z.boolean(),
  mobile: z.string(),
  email: z.string(),
  note: z.string().optional(),
  /** ISO date-time of a pre-order; null/absent = as soon as possible */
  time: isoTime.nullable().optional(),
  ...buildingDetails,
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

export const paymentMethodSchema = z.enum(['cash', 'atm']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const orderPaymentSchema = z.object({
  sys: z.literal('offline'),
  method: paymentMethodSchema,
  ccy: z.literal('EUR'),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const chargeTypeSchema = z.enum(['service-fee', 'min-order-fee', 'tip']);
export type ChargeType = z.infer<typeof chargeTypeSchema>;

export const orderAmountSchema = z.object({
  ccy: z.literal('EUR'),
  /** euro: sum of line totals */
  val: z.number(),
  charges: z.array(z.object({ type: chargeTypeSchema, val: z.number() })),
  discounts: z.array(z.object({ type: z.string(), val: z.number() })),
  /** euro: val + charges - discounts */
  total: z.number(),
  /** VAT included in the total, by rate */
  vat: z.array(z.object({ rate: z.number(), val: z.number() })),
});
export type OrderAmount = z.infer<typeof orderAmountSchema>;

export const orderViaSchema = z.object({
  channel: z.literal('web'),
  brand: z.string(),
  client: z.object({ name: z.string(), version: z.string() }).optional(),
  locale: z.string().optional(),
  device: z.object({ type: z.string().optional(), platform: z.string().optional() }).optional(),
});
export type OrderVia = z.infer<typeof orderViaSchema>;

const estimateSchema = z.object({ time: isoTime.nullable().optional() });

/** Why the restaurant refused an order (the desk's list). */
export const refuseReasonSchema = z.enum(['too_busy', 'closing_soon', 'sold_out', 'outside_area', 'other'], {
  error: 'must be one of too_busy, closing_soon, sold_out, outside_area, other',
});
export type RefuseReason = z.infer<typeof refuseReasonSchema>;

/** Why an order was cancelled: a refusal reason (by the vendor) or NOT_CONFIRMED (by the system at expireTime). */
export const cancelReasonSchema = z.union([refuseReasonSchema, z.literal('NOT_CONFIRMED')]);

/** Set with the CANCELED state by the desk's refusal or the expiry job (absent on older orders and other cancels). */
export const cancellationSchema = z.object({
  reason: cancelReasonSchema,
  by: z.enum(['vendor', 'system']),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

/** A delay the restaurant announced from the desk (each +10 or +20 minutes; `minutes` is their sum). */
export const delaySchema = z.object({ minutes: whole(1, 1440), ts: isoTime });

export const fulfillmentSchema = z.object({
  state: fulfillmentStateSchema,
  /** ISO time of the last state change */
  ts: isoTime,
  delivery: estimateSchema.optional(),
  packaging: estimateSchema.optional(),
  history: z.array(z.object({ state: fulfillmentStateSchema, ts: isoTime })).optional(),
  cancellation: cancellationSchema.optional(),
  /** set by the desk's delay (issue 28): the minutes added to the estimates in all, and when the last was added */
  delay: delaySchema.optional(),
  /** issue 32: accepted by the desk's auto-accept (the restaurant may still refuse within AUTO_ACCEPT_REFUSE_MS) */
  autoAccepted: z.literal(true).optional(),
});
export type Fulfillment = z.infer<typeof fulfillmentSchema>;

/** The full order (view 2). */
export const orderSchema = z.object({
  /** vendors/{vendorId}/orders/{orderId} */
  name: z.string(),
  /** uuid */
  id: z.string(),
  /** the order number */
  nr: z.string(),
  /** vendors/{vendorId} */
  vendor: z.string(),
  requestId: z.string(),
  createTime: isoTime,
  expireTime: isoTime,
  delivery: orderDeliverySchema,
  payment: orderPaymentSchema,
  amount: orderAmountSchema,
  lines: z.array(orderLineSchema),
  via: orderViaSchema.optional(),
  fulfillment: fulfillmentSchema,
});
export type Order = z.infer<typeof orderSchema>;

/** View 1 (tracking, orders:lookup): no contact data, lines or amounts. */
export const orderBasicSchema = orderSchema
  .pick({ name: true, id: true, nr: true, vendor: true, createTime: true, expireTime: true, fulfillment: true })
  .extend({ delivery: orderDeliverySchema.pick({ pickUp: true, time: true }) });
export type OrderBasic = z.infer<typeof orderBasicSchema>;

/** The answer of POST /api/v1/vendors/{id}:placeOrder. */
export const placeOrderResponseSchema = z.object({
  /** vendors/{vendorId}/orders/{orderId} */
  name: z.string(),
  order: orderSchema,
  /**
   * The order's own access key (issue 30), only in the answer that created the order: the customer keeps it (the
   * guest's proof of the order, sent as the header x-order-key); a retry's answer has none.
   */
  accessKey: z.string().optional(),
});

/** GET /api/v1/vendors/{id}/orders (vendor): newest first; view 1 entries carry the basic fields only. */
export const orderListSchema = z.object({
  orders: z.array(z.union([orderSchema, orderBasicSchema])),
  nextPageToken: z.string().optional(),
});

/** Every error answer of the API: `{ error: { code, message, status } }` (+ `details` where stated). */
export const apiErrorSchema = z.object({
  error: z
    .object({
      /** the HTTP status */
      code: whole(100, 599),
      /** precise, user-presentable English text */
      message: str(2000),
      /** Google-API status word, e.g. INVALID_ARGUMENT, UNAUTHENTICATED, NOT_FOUND */
      status: z.string().optional(),
    })
    .loose(),
});

/** The 409 of :placeOrder when the client's total differs from the server's: `error.details`. */
const priceChangedDetailsSchema = z.object({
  reason: z.literal('PRICE_CHANGED'),
  clientTotal: z.number(),
  amount: orderAmountSchema,
  lines: z.array(orderLineSchema),
});

/** The 409 of :placeOrder when prices changed: the error with the server's amount and lines in `details`. */
export const priceChangedErrorSchema = z.object({
  error: apiErrorSchema.shape.error.extend({ details: priceChangedDetailsSchema }),
});
export type PriceChangedErrorBody = z.infer<typeof priceChangedErrorSchema>;
