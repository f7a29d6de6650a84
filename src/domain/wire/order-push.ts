/** Web Push for customers (issue 28): the wire shapes of subscribing to an order's changes. */
import { z } from 'zod';
import { pushSubscriptionSchema } from './desk.ts';

/** POST /api/v1/vendors/{vendor}/orders/{order}/push-subscriptions (header x-order-key) */
export const orderPushSubscribeSchema = z.object({
  subscription: pushSubscriptionSchema,
  /** the language of the notifications (the app's language when subscribing) */
  lang: z.enum(['de', 'en', 'tr'], { error: 'lang must be de, en or tr' }),
});

/** DELETE …/push-subscriptions (header x-order-key) */
export const orderPushUnsubscribeSchema = z.object({ endpoint: pushSubscriptionSchema.shape.endpoint });

/** GET /api/v1/push/key (404 "Push is not configured") */
export const pushKeySchema = z.object({ publicKey: z.string() });
