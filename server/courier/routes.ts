/**
 * The courier's API (issue 14 item 2), schemas from src/domain/wire/delivery.ts:
 *   GET  /api/v1/delivery/{token}          → DeliveryView
 *   POST /api/v1/delivery/{token}/actions  { actionId, action: 'pickedUp' | 'delivered' } → { view }
 *
 * A malformed, unknown, revoked or expired token gets the same 404 (nothing tells them apart), counted per client:
 * too many → 429 with Retry-After (limits.ts). Bodies over 1 KiB: 413; a body that does not fit its schema: 400
 * naming the field. The token is kept out of the request log. Uses the vendor API's context, so a courier's change
 * reaches the vendor's and the customer's live streams like any vendor-side change.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Order } from '../../src/domain/types.ts';
import {
  deliveryActionRequestSchema, deliveryActionResponseSchema, deliveryViewSchema, type DeliveryView,
} from '../../src/domain/wire/delivery.ts';
import { notFound } from '../errors.ts';
import { TooManyRequestsError } from '../vendor-api/abuse-limits.ts';
import { errorResponses } from '../vendor-api/route-schemas.ts';
import { vendorApiHandle } from '../vendor-api/routes.ts';
import { findVendor } from '../vendor-api/vendors.ts';
import { courierAction } from './actions.ts';
import { CourierLimits } from './limits.ts';
import { findLinkedOrder, type LinkedOrder } from './links.ts';
import { deliveryView } from './view.ts';

const BODY_MAX = 1024;
const tokenParams = z.object({ token: z.string() });
const NOT_FOUND = 'This delivery link is unknown or has expired';

/** The request log shows `/api/v1/delivery/…` instead of the token. */
const redactedUrl = (url: string | undefined) => (url ?? '').replace(/\/delivery\/[^/?#]*/, '/delivery/…');

function limitHook(limits: CourierLimits) {
  return (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    try {
      limits.check(req.ip);
      done();
    } catch (err) {
      done(err as Error);
    }
  };
}

/** Registers the courier routes; needs the vendor API registered first (its context: clock, caches, live streams). */
export async function registerCourier(app: FastifyInstance): Promise<void> {
  const handle = vendorApiHandle(app);
  if (!handle) throw new Error('registerCourier: register the vendor API first');
  const ctx = handle.ctx;
  const limits = new CourierLimits(() => ctx.now().getTime());

  /** The link's order, or the 404 (counted against the client). */
  async function linked(token: string, ip: string): Promise<LinkedOrder & { doc: Order }> {
    const link = await findLinkedOrder(ctx.db, token, ctx.now());
    if (!link) {
      limits.failed(ip);
      throw notFound(NOT_FOUND);
    }
    return link;
  }

  async function viewOf(link: LinkedOrder, order: Order): Promise<DeliveryView> {
    const vendor = await findVendor(ctx, { kind: 'id', id: link.vendorId });
    if (!vendor) throw notFound(NOT_FOUND);
    return deliveryView(order, vendor.vendor);
  }

  await app.register((scope, _opts, done) => {
    scope.setErrorHandler((err: FastifyError, _req, reply) => {
      if (err instanceof TooManyRequestsError) reply.header('retry-after', String(err.retryAfterS));
      throw err;
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const common = {
      logSerializers: { req: (req: { method?: string; url?: string }) => ({ method: req.method, url: redactedUrl(req.url) }) },
      onRequest: limitHook(limits),
    };

    r.get('/api/v1/delivery/:token', {
      ...common,
      schema: {
        tags: ['delivery'],
        summary: "The courier's view of one order (the link's token)",
        description: 'Pickup and delivery address, contact, items, total and cash to collect of the one order the link was made for. '
          + 'Unknown, malformed, revoked or expired (24 h after delivery) token: 404, the same answer for each; '
          + 'too many unknown tokens or requests per client: 429 with Retry-After.',
        params: tokenParams,
        response: { 200: deliveryViewSchema, ...errorResponses },
      },
    }, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const link = await linked(req.params.token, req.ip);
      return viewOf(link, link.doc);
    });

    r.post('/api/v1/delivery/:token/actions', {
      ...common,
      bodyLimit: BODY_MAX,
      schema: {
        tags: ['delivery'],
        summary: 'A courier action: pickedUp (on the way) or delivered',
        description: 'Applied once per actionId (the same id again answers the order as it is, without changing it; the same id '
          + 'for another action: 409). A move the order state machine refuses, or an order the restaurant has not accepted: 409. '
          + 'Bodies over 1 KiB: 413.',
        params: tokenParams,
        body: deliveryActionRequestSchema,
        response: { 200: deliveryActionResponseSchema, ...errorResponses },
      },
    }, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const link = await linked(req.params.token, req.ip);
      const order = await courierAction(ctx, link, req.body);
      return { view: await viewOf(link, order) };
    });
    done();
  });
}
