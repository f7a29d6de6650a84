/**
 * The vendor desk API under /api/v1/desk (issue 14; what a schema cannot say: server/desk/API.md). Every route needs
 * a desk account's access token (auth.ts), checked in a preValidation hook — after the app's input guard, before
 * the body's schema, so an unauthenticated request with a well-formed body is 401 — and the vendor is looked up from
 * vendor.desk_accounts on every call. Bodies and answers are the shared schemas of src/domain/wire/desk.ts; bodies are at most 4 KiB.
 * Also: the expiry job (expiry.ts), new-order web pushes (push.ts) and, in demo mode, the demo desk accounts and
 * POST /dev/orders/{orderId}/expire-now (dev-expire.ts).
 */

import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { supportedDeliveryTypes } from '../../src/domain/delivery-types.ts';
import {
  deskActionBodySchema, deskActionResponseSchema, deskEscalateBodySchema, deskEscalateResponseSchema, deskCatalogSchema, deskCourierLinkSchema, deskEventsPageSchema, deskMeSchema,
  deskOrdersPageSchema, deskPauseBodySchema, deskPauseResponseSchema, deskPushKeySchema, deskSoldOutBodySchema, deskSoldOutResponseSchema,
  pushSubscriptionSchema, type DeskMe,
} from '../../src/domain/wire/desk.ts';
import { UUID_PATTERN } from '../../src/domain/wire/patterns.ts';
import type { AppDeps } from '../deps.ts';
import { deskOf } from '../auth/authenticate.ts';
import { demoRoutesEnabled } from '../config.ts';
import { createCourierLink } from '../courier/links.ts';
import { conflict, notFound } from '../errors.ts';
import { closeSignal, sseSink } from '../vendor-api/order-routes.ts';
import { errorResponses } from '../vendor-api/route-schemas.ts';
import { vendorApiHandle } from '../vendor-api/routes.ts';
import { sendJson } from '../vendor-api/send-json.ts';
import { findVendor } from '../vendor-api/vendors.ts';
import { deskAction } from './actions.ts';
import { AutoAcceptJob } from './auto-accept.ts';
import { registerDeskDayRoutes } from './day-routes.ts';
import { ensureDemoDeskAccounts, registerDemoDeskAccounts } from './demo-accounts.ts';
import { registerDevExpireNow } from './dev-expire.ts';
import { ExpiryJob } from './expiry.ts';
import { deskOrdersJson, pollDeskEvents, streamDeskEvents } from './feed.ts';
import { DeskPush } from './push.ts';
import { activePause, deskCatalog, recordPresence, setPause, setSoldOut } from './switches.ts';

const D = '/api/v1/desk';
const security: { [scheme: string]: string[] }[] = [{ deskToken: [] }];
const BODY_LIMIT = 4096;

const cursorQuery = z
  .string({ error: 'cursor must be given once' })
  .regex(/^\d{1,15}$/, 'cursor must be a non-negative integer (the cursor of the last answer)')
  .optional()
  .transform((s) => (s === undefined ? undefined : Number(s)));
const secondsQuery = (key: string, def: number, max: number) =>
  z
    .string({ error: `${key} must be given once` })
    .regex(/^\d{1,3}$/, `${key} must be a whole number of seconds between 0 and ${max}`)
    .optional()
    .transform((s) => (s === undefined ? def : Number(s)))
    .refine((n) => n <= max, `${key} must be a whole number of seconds between 0 and ${max}`);
const uuidParam = (key: string) =>
  z.string().regex(UUID_PATTERN, `${key} must be a uuid`);

export interface DeskHandle {
  push: DeskPush;
  expiry: ExpiryJob;
  /** issue 32: auto-accept (at once on the node that took the order, and a sweep at the expiry job's interval) */
  autoAccept: AutoAcceptJob;
}
declare module 'fastify' {
  interface FastifyInstance {
    /** the desk's push sender and expiry job (decorated by deskModule) */
    deskJobs: DeskHandle;
  }
}
/** Everything of the desk; registered after the vendor API (its context: database, clock, caches, event bus). */
export const deskModule = fp<AppDeps>(
  async (app, deps) => {
    const handle = vendorApiHandle(app);
    if (!handle) throw new Error('the desk: register the vendor API first');
    const ctx = handle.ctx;
    const push = new DeskPush(ctx, app.orderPush.keys);
    const expiry = new ExpiryJob(ctx, deps.config.ORDER_EXPIRY_INTERVAL_MS, (err) => {
      app.log.error({ err }, 'order expiry job failed');
    });
    ctx.onOrderEvent.push((e) => {
      if (e.type === 'created') push.notifyNewOrder(e.vendorId, e.orderId);
    });
    const autoAccept = new AutoAcceptJob(ctx, deps.config.ORDER_EXPIRY_INTERVAL_MS, (err) => {
      app.log.error({ err }, 'auto-accept failed');
    });
    app.addHook('onReady', async () => {
      if (demoRoutesEnabled(deps.config)) await ensureDemoDeskAccounts(deps.db);
      expiry.start();
      autoAccept.start();
    });
    app.addHook('onClose', async () => {
      await expiry.stop();
      await autoAccept.stop();
      await push.settled();
    });
    app.decorate('deskJobs', { push, expiry, autoAccept });
    registerDemoDeskAccounts(app, deps.config, deps.db);
    registerDevExpireNow(app, deps.config, ctx);

    await app.register((scope, _opts, done) => {
      // after the app's input guard (bad characters → 400), before the body's schema: unauthenticated → 401 first
      scope.addHook('preValidation', app.authenticate.desk);
      const r = scope.withTypeProvider<ZodTypeProvider>();
      const doc = (summary: string) => ({ tags: ['desk'], summary, security });

      registerDeskDayRoutes(scope, ctx, doc, BODY_LIMIT);

      r.get(`${D}/me`, { schema: { ...doc("The desk account's restaurant"), response: { 200: deskMeSchema, ...errorResponses } } }, async (req) => {
        const desk = deskOf(req);
        const rec = await findVendor(ctx, { kind: 'id', id: desk.vendorId });
        if (!rec) throw notFound('The restaurant of this desk account no longer exists');
        const v = rec.vendor;
        const me: DeskMe = {
          email: desk.email,
          vendor: {
            id: v.id, name: v.name, label: v.label, slug: v.slug, address: v.address, postalCode: v.postalCode, city: v.city,
            ...(v.phone ? { phone: v.phone } : {}), deliveryTime: v.deliveryTime, isOpen: v.isOpen,
            pausedUntil: activePause(v.pausedUntil, ctx.now()), orderTypes: supportedDeliveryTypes(v.tags),
          },
        };
        return me;
      });

      r.get(`${D}/orders`, { schema: { ...doc('Open orders and those finished in the last 12 h, oldest first'), response: { 200: deskOrdersPageSchema, ...errorResponses } } },
        async (req, reply) => sendJson(reply, await deskOrdersJson(ctx, deskOf(req).vendorId)));

      r.get(`${D}/events`, {
        schema: {
          ...doc('Order events as Server-Sent Events (id: seq, event: order, data: {seq, type, order})'),
          querystring: z.object({ cursor: cursorQuery, keepAlive: secondsQuery('keepAlive', 15, 60) }),
          response: { 200: { description: 'event: order, data: a desk event (deskEventSchema)', content: { 'text/event-stream': { schema: z.string() } } }, ...errorResponses },
        },
      }, async (req, reply) => {
        const lastEventId = req.headers['last-event-id'];
        await streamDeskEvents(ctx, {
          vendorId: deskOf(req).vendorId, cursor: req.query.cursor, keepAlive: Math.max(1, req.query.keepAlive),
          lastEventId: typeof lastEventId === 'string' ? lastEventId : undefined, signal: closeSignal(reply),
        }, sseSink(reply));
        return reply;
      });

      r.get(`${D}/events::poll`, {
        schema: {
          ...doc('Long poll for order events (the fallback of the stream)'),
          querystring: z.object({ cursor: cursorQuery, timeout: secondsQuery('timeout', 30, 60) }),
          response: { 200: deskEventsPageSchema, ...errorResponses },
        },
      }, async (req, reply) =>
        sendJson(reply, await pollDeskEvents(ctx, { vendorId: deskOf(req).vendorId, cursor: req.query.cursor, timeout: req.query.timeout, signal: closeSignal(reply) })));

      r.post(`${D}/actions`, {
        bodyLimit: BODY_LIMIT,
        schema: { ...doc('Accept, refuse or move an order (idempotent per actionId)'), body: deskActionBodySchema, response: { 200: deskActionResponseSchema, ...errorResponses } },
      }, async (req, reply) => sendJson(reply, (await deskAction(ctx, deskOf(req), req.body)).json));

      r.put(`${D}/pause`, {
        bodyLimit: BODY_LIMIT,
        schema: { ...doc('Pause new orders for 15, 30 or 60 minutes (0 resumes)'), body: deskPauseBodySchema, response: { 200: deskPauseResponseSchema, ...errorResponses } },
      }, async (req) => ({ pausedUntil: await setPause(ctx, deskOf(req), req.body.minutes) }));

      r.get(`${D}/catalog`, { schema: { ...doc("The menu's products with their sold-out switch"), response: { 200: deskCatalogSchema, ...errorResponses } } },
        async (req) => deskCatalog(ctx, deskOf(req)));

      r.put(`${D}/products/:productId/sold-out`, {
        bodyLimit: BODY_LIMIT,
        schema: {
          ...doc('Mark a product sold out (or available again)'), params: z.object({ productId: z.string().min(1).max(100, 'productId must be at most 100 characters') }),
          body: deskSoldOutBodySchema, response: { 200: deskSoldOutResponseSchema, ...errorResponses },
        },
      }, async (req) => {
        await setSoldOut(ctx, deskOf(req), req.params.productId, req.body.soldOut);
        return { productId: req.params.productId, soldOut: req.body.soldOut };
      });

      r.post(`${D}/presence`, { schema: { ...doc('The desk is open (every 30 s)'), response: { 204: z.null(), ...errorResponses } } }, async (req, reply) => {
        await recordPresence(ctx, deskOf(req));
        return reply.status(204).send(null);
      });

      r.post(`${D}/orders/:orderId/courier-link`, {
        schema: { ...doc('The courier link of a delivery order (a new token; the previous one stops working)'), params: z.object({ orderId: uuidParam('orderId') }), response: { 200: deskCourierLinkSchema, ...errorResponses } },
      }, async (req) => {
        const link = await createCourierLink(ctx.db, { vendorId: deskOf(req).vendorId, orderId: req.params.orderId.toLowerCase() });
        return { url: link.url, expiresAt: link.expiresAt };
      });

      r.post(`${D}/orders/:orderId/escalate`, {
        bodyLimit: BODY_LIMIT,
        schema: {
          ...doc('An order rung for a minute without an answer: pushed to the restaurant\'s other devices (issue 32)'),
          params: z.object({ orderId: uuidParam('orderId') }), body: deskEscalateBodySchema, response: { 200: deskEscalateResponseSchema, ...errorResponses },
        },
      }, async (req) => {
        const r = await push.escalate(deskOf(req).vendorId, req.params.orderId.toLowerCase(), req.body.endpoint);
        if (r === 'gone') throw notFound('Order not found');
        if (r === 'answered') throw conflict('The order no longer waits for an answer');
        return { sent: r.sent };
      });

      r.get(`${D}/push/key`, { schema: { ...doc('The VAPID public key (404 when push is not configured)'), response: { 200: deskPushKeySchema, ...errorResponses } } }, (_req, reply) => {
        const key = push.publicKey;
        if (!key) throw notFound('Push is not configured');
        void reply.send({ publicKey: key });
      });

      r.post(`${D}/push/subscriptions`, {
        bodyLimit: BODY_LIMIT,
        schema: { ...doc('Subscribe this desk to new-order pushes'), body: pushSubscriptionSchema, response: { 201: z.object({}), ...errorResponses } },
      }, async (req, reply) => {
        if (!push.publicKey) throw notFound('Push is not configured');
        await push.subscribe(deskOf(req), req.body);
        return reply.status(201).send({});
      });

      r.delete(`${D}/push/subscriptions`, {
        bodyLimit: BODY_LIMIT,
        schema: { ...doc('Unsubscribe'), body: pushSubscriptionSchema.pick({ endpoint: true }).loose(), response: { 204: z.null(), ...errorResponses } },
      }, async (req, reply) => {
        await push.unsubscribe(deskOf(req), req.body.endpoint);
        return reply.status(204).send(null);
      });
      done();
    });
  },
  { name: 'lieferzone-desk', fastify: '5.x' },
);
