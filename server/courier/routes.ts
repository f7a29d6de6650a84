/**
 * The courier's API (issue 14 item 2), schemas from src/domain/wire/delivery.ts:
 *   GET  /api/v1/delivery/{token}          → DeliveryView
 *   POST /api/v1/delivery/{token}/actions  { actionId, action: 'pickedUp' | 'delivered' } → { view }
 *   POST   /api/v1/delivery/{token}/position  { seq, lat, lng, accuracyM? } → { stored }   (issue 28, positions.ts)
 *   DELETE /api/v1/delivery/{token}/position  the courier stops sharing: the stored point is erased → 204
 *   GET    /api/v1/vendors/{vendor}/orders/{orderId}/courier  the customer's view of the courier (while on the way)
 *
 * A malformed, unknown, revoked or expired token gets the same 404 (nothing tells them apart), counted per client:
 * too many → 429 with Retry-After (limits.ts). Bodies over 1 KiB: 413; a body that does not fit its schema: 400
 * naming the field. The token is kept out of the request log. Uses the vendor API's context, so a courier's change
 * reaches the vendor's and the customer's live streams like any vendor-side change.
 */
import type { FastifyError, FastifyReply, FastifyRequest, HookHandlerDoneFunction, FastifyPluginAsync } from 'fastify';
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
import { findVendor, requireVendor } from '../vendor-api/vendors.ts';
import { bearerToken, isVendorToken } from '../vendor-api/auth.ts';
import { readOrder, resolveOrderRef } from '../vendor-api/order-reads.ts';
import { forbidden } from '../errors.ts';
import { osrmRide } from '../geo/routing.ts';
import { courierOnMapSchema } from '../../src/domain/wire/courier-on-map.ts';
import { courierPositionRequestSchema, courierPositionResultSchema } from '../../src/domain/wire/courier-position.ts';
import { courierAction } from './actions.ts';
import { courierOnMap, erasePosition, sharePosition, type RideLookup } from './positions.ts';
import { CourierLimits } from './limits.ts';
import { findLinkedOrder, type LinkedOrder } from './links.ts';
import { deliveryView } from './view.ts';

const BODY_MAX = 1024;
/** A position is a few numbers: anything longer is not one. */
const POSITION_BODY_MAX = 256;
const RIDE_CACHE_MAX = 500;
const tokenParams = z.object({ token: z.string() });
const NOT_FOUND = 'This delivery link is unknown or has expired';

/** The request log shows `/api/v1/delivery/…` instead of the token. */
const redactedUrl = (url: string | undefined) => (url ?? '').replace(/\/delivery\/[^/?#]*/, '/delivery/…');

function limitHook(limits: CourierLimits, only: 'all' | 'failures' = 'all') {
  return (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    try {
      if (only === 'failures') limits.checkFailures(req.ip);
      else limits.check(req.ip);
      done();
    } catch (err) {
      done(err as Error);
    }
  };
}

/** Registers the courier routes; needs the vendor API registered first (its context: clock, caches, live streams). */
export const courierModule: FastifyPluginAsync = async (app, _opts) => {
  const handle = vendorApiHandle(app);
  if (!handle) throw new Error('the courier link: register the vendor API first');
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

  // the routing service's rides, by the two points (a customer's page asks every 10 s for the same point)
  const rides = new Map<string, { metres: number; seconds: number }>();
  const ride: RideLookup | null = ctx.config.ROUTING_URL
    ? async (from, to) => {
        const key = `${from.lat},${from.lng};${to.lat},${to.lng}`;
        const hit = rides.get(key);
        if (hit) return hit;
        const r = await osrmRide(ctx.config.ROUTING_URL, from, to);
        if (rides.size >= RIDE_CACHE_MAX) rides.clear();
        const v = { metres: r.distanceKm * 1000, seconds: r.rideMinutes * 60 };
        rides.set(key, v);
        return v;
      }
    : null;

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

    const positionOpts = { ...common, onRequest: limitHook(limits, 'failures'), bodyLimit: POSITION_BODY_MAX };
    r.post('/api/v1/delivery/:token/position', {
      ...positionOpts,
      schema: {
        tags: ['delivery'],
        summary: "The courier's latest position while the order is on the way",
        description: 'Only between pickup and delivery (SHIPPING, SHIPPED, DELIVERING); any other state: 409 naming it. Only the '
          + 'latest point is kept (one per order): a point whose seq (its fix time, ms) is not higher than the stored one '
          + 'answers stored: false. Coordinates in Austria only (400 naming the field); bodies over 256 bytes: 413; more than '
          + '30 points a minute for one order: 429 with Retry-After.',
        params: tokenParams,
        body: courierPositionRequestSchema,
        response: { 200: courierPositionResultSchema, ...errorResponses },
      },
    }, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const link = await linked(req.params.token, req.ip);
      limits.position(link.orderId);
      return sharePosition(ctx, link, req.body);
    });

    r.delete('/api/v1/delivery/:token/position', {
      ...positionOpts,
      schema: {
        tags: ['delivery'],
        summary: 'The courier stops sharing: the stored position is erased',
        params: tokenParams,
        response: { 204: z.null().describe('erased (or there was none)'), ...errorResponses },
      },
    }, async (req, reply) => {
      const link = await linked(req.params.token, req.ip);
      await erasePosition(ctx.db, link);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    });
    done();
  });

  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/vendors/:vendor/orders/:order/courier', {
    schema: {
      tags: ['orders'],
      summary: "The courier's latest position and arrival estimate (the customer's tracking map)",
      description: 'Same authorisation as the full order view: the order id (uuid) is the proof; by order number only with '
        + 'the vendor token (403 otherwise). courier is null unless the order is on the way and its courier shares the '
        + 'position. The arrival estimate uses the routing service when ROUTING_URL is set, else the straight line.',
      params: z.object({ vendor: z.string(), order: z.string() }),
      response: { 200: courierOnMapSchema, ...errorResponses },
    },
  }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const vendor = await requireVendor(ctx, req.params.vendor);
    const ref = resolveOrderRef(req.params.order);
    if (ref.kind === 'nr' && !isVendorToken(bearerToken(req.headers.authorization), vendor.secretTokenHash, ctx.config.PUBLIC_API_TOKEN)) {
      throw forbidden("The courier's position by order number needs the vendor token; use the order id (uuid)");
    }
    const order = await readOrder(ctx, vendor.id, ref);
    if (!order) throw notFound(`Order "${req.params.order.slice(0, 100)}" not found`);
    return courierOnMap(ctx.db, order, ride);
  });
};
