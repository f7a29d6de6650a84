/**
 * The vendor desk (issue 14): every request and answer of /api/v1/desk/** (server/desk, desk API in
 * server/desk/API.md) and the `error.details` of the :placeOrder refusals the desk's pause and sold-out switches cause.
 * The server validates requests with these schemas; the desk app parses the answers with them.
 */
import { z } from 'zod';
import { isoTime, nonEmpty, str, uuid, whole } from './fields.ts';
import { apiErrorSchema, orderSchema, refuseReasonSchema } from './order.ts';
import { orderEventTypeSchema } from './order-events.ts';

/** An order as the desk sees it: the full order (view 2), `fulfillment.cancellation` when cancelled. */
export const deskOrderSchema = orderSchema;
export type DeskOrder = z.infer<typeof deskOrderSchema>;

/** Preparation times the desk offers when accepting, in minutes. */
export const PREP_MINUTES = [10, 15, 20, 30, 45] as const;
export const prepMinutesSchema = z.literal(PREP_MINUTES, { error: `must be one of ${PREP_MINUTES.join(', ')}` });

/** Minutes the desk may add to an accepted order's estimates at a time (issue 28). */
export const DELAY_MINUTES = [10, 20] as const;
export const delayMinutesSchema = z.literal(DELAY_MINUTES, { error: `must be one of ${DELAY_MINUTES.join(', ')}` });
export type DelayMinutes = (typeof DELAY_MINUTES)[number];

export const deskActionSchema = z.enum(['accept', 'refuse', 'start', 'ready', 'handover', 'delivered', 'pickedUp', 'delay'], {
  error: 'must be one of accept, refuse, start, ready, handover, delivered, pickedUp, delay',
});
export type DeskAction = z.infer<typeof deskActionSchema>;

/**
 * POST /api/v1/desk/actions. `actionId` is the client's id of this action (a fresh uuid per tap, kept with the
 * queued action): the same actionId again answers the first answer. accept needs prepMinutes, refuse needs reason,
 * delay needs delayMinutes (10 or 20; only an accepted order or one in preparation).
 */
export const deskActionBodySchema = z
  .object({
    actionId: uuid,
    orderId: uuid,
    action: deskActionSchema,
    prepMinutes: prepMinutesSchema.optional(),
    reason: refuseReasonSchema.optional(),
    delayMinutes: delayMinutesSchema.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action === 'accept' && b.prepMinutes === undefined) {
      ctx.addIssue({ code: 'custom', path: ['prepMinutes'], message: `is required to accept (one of ${PREP_MINUTES.join(', ')})` });
    }
    if (b.action === 'refuse' && b.reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'is required to refuse (too_busy, closing_soon, sold_out, outside_area or other)' });
    }
    if (b.action === 'delay' && b.delayMinutes === undefined) {
      ctx.addIssue({ code: 'custom', path: ['delayMinutes'], message: `is required to delay (one of ${DELAY_MINUTES.join(', ')})` });
    }
  });
export type DeskActionBody = z.infer<typeof deskActionBodySchema>;

/** The answer of POST /api/v1/desk/actions (also of a repeated actionId: the first answer). */
export const deskActionResponseSchema = z.object({ order: deskOrderSchema });

export const orderTypeSchema = z.enum(['delivery', 'pickup']);

/** GET /api/v1/desk/me: the signed-in desk account's vendor. */
export const deskMeSchema = z.object({
  email: z.string(),
  vendor: z.object({
    /** uuid */
    id: z.string(),
    /** vendors/{id} */
    name: z.string(),
    /** the restaurant's display name */
    label: z.string(),
    slug: z.string(),
    address: z.string(),
    postalCode: z.string(),
    city: z.string(),
    phone: z.string().optional(),
    /** e.g. "20-30" (minutes): added to the preparation time for a delivery's estimate */
    deliveryTime: z.string(),
    isOpen: z.boolean(),
    /** ISO time until which the vendor takes no new orders; null = not paused */
    pausedUntil: isoTime.nullable(),
    orderTypes: z.array(orderTypeSchema),
  }),
});
export type DeskMe = z.infer<typeof deskMeSchema>;

/**
 * GET /api/v1/desk/orders: every order not yet finished (not DELIVERED/SETTLED/COMPLETED/CANCELED) and the finished
 * ones of the last 12 hours, oldest first. `cursor` is the event seq to follow the live stream from.
 */
export const deskOrdersPageSchema = z.object({
  orders: z.array(deskOrderSchema),
  /** the server's clock (ISO), for the time left until expireTime */
  serverTime: isoTime,
  cursor: whole(0, Number.MAX_SAFE_INTEGER),
});
export type DeskOrdersPage = z.infer<typeof deskOrdersPageSchema>;

/** One desk event: the SSE `data:` of GET /api/v1/desk/events (`id:` = seq) and an entry of the long poll. */
export const deskEventSchema = z.object({
  seq: whole(0, Number.MAX_SAFE_INTEGER),
  type: orderEventTypeSchema,
  /** the order after the event */
  order: deskOrderSchema,
});
export type DeskEvent = z.infer<typeof deskEventSchema>;

/** GET /api/v1/desk/events:poll: the events after the cursor (maybe none) and the cursor to send next. */
export const deskEventsPageSchema = z.object({
  events: z.array(deskEventSchema),
  cursor: whole(0, Number.MAX_SAFE_INTEGER),
});

export const PAUSE_MINUTES = [0, 15, 30, 60] as const;

/** PUT /api/v1/desk/pause: 0 resumes. */
export const deskPauseBodySchema = z.object({
  minutes: z.literal(PAUSE_MINUTES, { error: `must be one of ${PAUSE_MINUTES.join(', ')}` }),
});
export const deskPauseResponseSchema = z.object({ pausedUntil: isoTime.nullable() });

/** GET /api/v1/desk/catalog: the delivery catalog's products with their sold-out switch. */
export const deskCatalogSchema = z.object({
  groups: z.array(
    z.object({
      slug: z.string(),
      label: z.string(),
      products: z.array(z.object({ id: z.string(), label: z.string(), pr: z.number(), soldOut: z.boolean() })),
    }),
  ),
});
export type DeskCatalog = z.infer<typeof deskCatalogSchema>;

/** PUT /api/v1/desk/products/{productId}/sold-out */
export const deskSoldOutBodySchema = z.object({ soldOut: z.boolean({ error: 'must be true or false' }) });
export const deskSoldOutResponseSchema = z.object({ productId: z.string(), soldOut: z.boolean() });

/** POST /api/v1/desk/orders/{orderId}/courier-link */
export const deskCourierLinkSchema = z.object({
  /** path of the courier view, e.g. "/delivery/<token>" (the app prefixes its own origin) */
  url: z.string(),
  expiresAt: isoTime.nullable(),
});

/** GET /api/v1/desk/push/key (404 "Push is not configured" without VAPID keys) */
export const deskPushKeySchema = z.object({ publicKey: z.string() });

/** POST / DELETE /api/v1/desk/push/subscriptions: the browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: str(2000).regex(/^https:\/\/[^\s"'<>]+$/, 'must be an https URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: nonEmpty(200), auth: nonEmpty(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/**
 * The payload of a web push to the desk (the service worker shows title/body, German): a new order, or one that has
 * waited a minute unanswered (issue 32: the escalation to the restaurant's other devices, alerting again).
 */
export const deskPushPayloadSchema = z.object({
  type: z.enum(['new-order', 'order-waiting']),
  vendorId: z.string(),
  orderId: z.string(),
  orderNr: z.string(),
  title: z.string(),
  body: z.string(),
});
export type DeskPushPayload = z.infer<typeof deskPushPayloadSchema>;

/** POST /api/v1/desk/orders/{orderId}/escalate: the asking device's own push endpoint, left out (issue 32). */
export const deskEscalateBodySchema = z.object({ endpoint: z.string().max(2048).optional() });
/** …/escalate's answer: how many of the other devices were pushed. */
export const deskEscalateResponseSchema = z.object({ sent: z.number().int().nonnegative() });

/** GET /dev/desk-accounts?format=json (demo mode only): the seeded desk sign-ins. */
export const demoDeskAccountsSchema = z.object({
  accounts: z.array(z.object({ vendorId: z.string(), vendorLabel: z.string(), email: z.string(), password: z.string() })),
});

/** `error.details` of the 409 of :placeOrder for a paused vendor or a sold-out product. */
export const orderRefusalDetailsSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('VENDOR_PAUSED'), pausedUntil: isoTime }),
  z.object({ reason: z.literal('PRODUCT_SOLD_OUT'), productId: z.string(), label: z.string().optional() }),
]);
export type OrderRefusalDetails = z.infer<typeof orderRefusalDetailsSchema>;

/** The 409 of :placeOrder for a paused vendor or a sold-out product. */
export const orderRefusedErrorSchema = z.object({
  error: apiErrorSchema.shape.error.extend({ details: orderRefusalDetailsSchema }),
});
