/**
 * Web Push for customers (issue 28), shapes in src/domain/wire/order-push.ts:
 *   GET    /api/v1/push/key                                               the VAPID public key (404 when push is off)
 *   POST   /api/v1/vendors/{vendor}/orders/{orderId}/push-subscriptions   subscribe this browser to the order's changes
 *   DELETE /api/v1/vendors/{vendor}/orders/{orderId}/push-subscriptions   unsubscribe it
 * The order is proven by its access key (header x-order-key, vendor-api/order-key.ts), never by its number or uuid —
 * or, for an order of a signed-in customer's account, by their session (Authorization: Bearer, the order's account is
 * the token's user), also on another device that never had the key. A signed-in customer's subscription keeps their
 * user id (migration 0027: it belongs to the order and to the account).
 * An anonymous write: at most SUBSCRIBES_PER_IP per client IP and hour, bodies at most 4 KiB, MAX_SUBSCRIPTIONS_PER_ORDER
 * per order. Registered before the desk, which signs its pushes with the same keys (vapid.ts).
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isFinished } from '../../src/domain/status.ts';
import { orderPushSubscribeSchema, orderPushUnsubscribeSchema, pushKeySchema } from '../../src/domain/wire/order-push.ts';
import type { AppDeps } from '../deps.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { RateLimiter } from '../rate-limit.ts';
import { TooManyRequestsError, waitText } from '../vendor-api/abuse-limits.ts';
import { UUID_RE } from '../vendor-api/ids.ts';
import { ORDER_KEY_HEADER, orderKeyMatches, orderKeyOf } from '../vendor-api/order-key.ts';
import { errorResponses } from '../vendor-api/route-schemas.ts';
import { vendorApiHandle } from '../vendor-api/routes.ts';
import { requirePublishedVendor } from '../vendor-api/vendors.ts';
import { findOrderAccess } from './repositories/orders.ts';
import { OrderPush } from './sender.ts';
import { VapidKeys } from './vapid.ts';

const BODY_LIMIT = 4096;
const HOUR_MS = 60 * 60_000;
/** subscribes and unsubscribes per client IP and hour */
export const SUBSCRIBES_PER_IP = 10;

declare module 'fastify' {
  interface FastifyInstance {
    /** customers' web push and the VAPID keys every push is signed with (orderPushModule) */
    orderPush: { push: OrderPush; keys: VapidKeys };
  }
}

export const orderPushModule = fp<AppDeps>(
  async (app, deps) => {
    const handle = vendorApiHandle(app);
    if (!handle) throw new Error('the order push: register the vendor API first');
    const { ctx } = handle;
    const keys = new VapidKeys(deps.config, deps.db);
    const push = new OrderPush(ctx, keys, (err) => app.log.warn({ err }, 'customer web push failed'));
    app.decorate('orderPush', { push, keys });
    ctx.onOrderEvent.push((e) => {
      if (e.type === 'state') push.onOrderChanged(e.vendorId, e.orderId);
      else if (e.type === 'delayed') push.notifyChange(e.vendorId, e.orderId, 'delayed');
    });
    app.addHook('onReady', async () => {
      await keys.load();
    });
    app.addHook('onClose', async () => {
      await push.settled();
    });
    const perIp = new RateLimiter(HOUR_MS, () => ctx.now().getTime());

    /**
     * The order behind a subscription, proven by its access key or — an order of a signed-in customer's account — by
     * that account's session; a new subscription is 409 once the order is over.
     */
    const provenOrder = async (req: FastifyRequest, vendorRef: string, orderRef: string, subscribing: boolean): Promise<string> => {
      const wait = perIp.blockedFor(req.ip, SUBSCRIBES_PER_IP);
      if (wait > 0) throw new TooManyRequestsError(wait, `Too many push subscriptions from this connection: at most ${SUBSCRIBES_PER_IP} per hour. Please try again in ${waitText(wait)}.`);
      perIp.hit(req.ip);
      if (!push.publicKey) throw notFound('Push is not configured');
      const vendor = await requirePublishedVendor(ctx, vendorRef);
      if (!UUID_RE.test(orderRef)) throw forbidden("Notifications for an order need the order's own link; the order number alone is not enough");
      const o = await findOrderAccess(ctx.db, vendor.id, orderRef.toLowerCase());
      if (!o) throw notFound(`Order "${orderRef}" not found at this restaurant`);
      const key = orderKeyOf(req.headers[ORDER_KEY_HEADER]);
      const user = req.customer?.userId ?? null;
      if (key) {
        if (!o.keyHash) throw forbidden(`Order ${o.nr} was placed before orders had their own access key: it has no notifications`);
        if (!orderKeyMatches(key, o.keyHash)) throw forbidden(`The access key does not belong to order ${o.nr}`);
      } else if (user && o.account) {
        if (o.account.toLowerCase() !== user) throw forbidden(`Order ${o.nr} belongs to another account: only that account is notified without the order's access key`);
      } else if (user) {
        throw forbidden(`Order ${o.nr} is not in your account: its notifications need the order's access key (header ${ORDER_KEY_HEADER})`);
      } else {
        if (!o.keyHash) throw forbidden(`Order ${o.nr} was placed before orders had their own access key: it has no notifications`);
        throw forbidden(`Notifications for order ${o.nr} need the order's access key (header ${ORDER_KEY_HEADER}) or the signed-in account it was placed with; its id alone is not enough`);
      }
      if (subscribing && (isFinished(o.state) || o.state === 'CANCELED')) throw conflict(`Order ${o.nr} is over: there is nothing left to notify`);
      return o.id;
    };

    await app.register((scope, _opts, done) => {
      scope.addHook('onError', (_req, reply, err, next) => {
        if (err instanceof TooManyRequestsError) reply.header('retry-after', String(err.retryAfterS));
        next();
      });
      const r = scope.withTypeProvider<ZodTypeProvider>();
      r.get('/api/v1/push/key', {
        schema: { tags: ['push'], summary: 'The VAPID public key browsers subscribe with (404 when push is off)', response: { 200: pushKeySchema, ...errorResponses } },
      }, (_req, reply) => {
        const publicKey = push.publicKey;
        if (!publicKey) throw notFound('Push is not configured');
        void reply.send({ publicKey });
      });
      const PATH = '/api/v1/vendors/:vendor/orders/:order/push-subscriptions';
      const params = z.object({ vendor: z.string().max(500), order: z.string().max(500) });
      r.post(PATH, {
        bodyLimit: BODY_LIMIT,
        preHandler: app.authenticate.customer,
        schema: {
          tags: ['push'], summary: "Notify this browser of the order's changes (header x-order-key: the order's access key; or the account's session for an account's order)",
          security: [{}, { customerToken: [] }], params, body: orderPushSubscribeSchema, response: { 201: z.object({}), ...errorResponses },
        },
      }, async (req, reply) => {
        const orderId = await provenOrder(req, req.params.vendor, req.params.order, true);
        await push.subscribe(orderId, req.body.subscription, req.body.lang, req.customer?.userId ?? null);
        return reply.status(201).send({});
      });
      r.delete(PATH, {
        bodyLimit: BODY_LIMIT,
        preHandler: app.authenticate.customer,
        schema: {
          tags: ['push'], summary: "Stop notifying this browser (header x-order-key, or the account's session)",
          security: [{}, { customerToken: [] }], params, body: orderPushUnsubscribeSchema, response: { 204: z.null(), ...errorResponses },
        },
      }, async (req, reply) => {
        const orderId = await provenOrder(req, req.params.vendor, req.params.order, false);
        await push.unsubscribe(orderId, req.body.endpoint);
        return reply.status(204).send(null);
      });
      done();
    });
  },
  { name: 'lieferzone-order-push', fastify: '5.x' },
);

