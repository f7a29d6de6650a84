/**
 * Order routes of the vendor API: the vendor's order list, one order, the lookup of a placement by requestId, the
 * event long poll and stream, and the vendor-side order actions and PATCH. Thin handlers over the use cases of
 * order-reads.ts, order-actions.ts and events.ts (see routes.ts for the conventions).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderEventsPageSchema } from '../../src/domain/wire/order-events.ts';
import { orderBasicSchema, orderListSchema, orderSchema } from '../../src/domain/wire/order.ts';
import { orderActionBodySchema } from '../../src/domain/wire/vendor-admin.ts';
import { bearerToken } from './auth.ts';
import type { VendorApiContext } from './context.ts';
import { monitorEvents, pollEvents, type EventStreamSink } from './events.ts';
import { ORDER_ACTIONS, orderAction, patchOrder, type OrderActionName } from './order-actions.ts';
import { getOrderJson, listOrdersJson, lookupOrderByRequestJson } from './order-reads.ts';
import {
  errorResponses, lookupQuery, monitorQuery, orderListQuery, orderParams, pollQuery, updateMaskQuery, vendorParams, viewQuery,
} from './route-schemas.ts';
import { sendJson } from './send-json.ts';

const ORDERS = '/api/v1/vendors/:vendor/orders';
const vendorSecurity: { [scheme: string]: string[] }[] = [{ vendorToken: [] }];
const eitherToken: { [scheme: string]: string[] }[] = [{}, { customerToken: [] }, { vendorToken: [] }];

/** Aborts when the client goes away (the response's 'close'), also when it went away before this was called. */
export function closeSignal(reply: FastifyReply): AbortSignal {
  const ac = new AbortController();
  reply.raw.once('close', () => {
    ac.abort();
  });
  if (reply.raw.destroyed || reply.raw.socket?.destroyed) ac.abort();
  return ac.signal;
}

/** The monitor's Server-Sent Events go straight to the raw response, once every check has passed. */
export function sseSink(reply: FastifyReply): EventStreamSink {
  const res = reply.raw;
  return {
    open() {
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
    },
    write(chunk) {
      if (!res.writableEnded && !res.destroyed) res.write(chunk);
    },
    end() {
      if (reply.sent && !res.writableEnded) res.end();
    },
    fail(err) {
      reply.log.error({ err }, 'order monitor stream failed');
    },
  };
}

export function registerOrderRoutes(app: FastifyInstance, ctx: VendorApiContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(ORDERS, {
    schema: {
      tags: ['vendor'], summary: "The vendor's orders, newest first", security: vendorSecurity,
      params: vendorParams, querystring: orderListQuery, response: { 200: orderListSchema, ...errorResponses },
    },
  }, async (req, reply) =>
    sendJson(reply, await listOrdersJson(ctx, { vendorId: req.params.vendor, token: bearerToken(req.headers.authorization), ...req.query })));

  r.get(`${ORDERS}::poll`, {
    schema: {
      tags: ['orders'], summary: 'Long poll for order events (a customer names orderId)', security: eitherToken,
      params: vendorParams, querystring: pollQuery, response: { 200: orderEventsPageSchema, ...errorResponses },
    },
  }, async (req, reply) => {
    const page = await pollEvents(ctx, {
      vendorId: req.params.vendor, token: bearerToken(req.headers.authorization), clientIp: req.ip, signal: closeSignal(reply), ...req.query,
    });
    reply.header('cache-control', 'no-store');
    return page;
  });

  r.get(`${ORDERS}::monitor`, {
    schema: {
      tags: ['orders'], summary: 'Order events as Server-Sent Events (a customer names orderId)', security: eitherToken,
      params: vendorParams, querystring: monitorQuery,
      response: {
        200: { description: 'event: order, data: an order event (orderEventSchema); `: keep-alive` comments', content: { 'text/event-stream': { schema: z.string() } } },
        ...errorResponses,
      },
    },
  }, async (req, reply) => {
    const lastEventId = req.headers['last-event-id'];
    await monitorEvents(ctx, {
      vendorId: req.params.vendor, token: bearerToken(req.headers.authorization), clientIp: req.ip, signal: closeSignal(reply),
      lastEventId: typeof lastEventId === 'string' ? lastEventId : undefined, ...req.query,
    }, sseSink(reply));
    return reply;
  });

  r.get(`${ORDERS}::lookup`, {
    schema: {
      tags: ['orders'], summary: 'The order a placement with this requestId created (view 1)',
      params: vendorParams, querystring: lookupQuery, response: { 200: orderBasicSchema, ...errorResponses },
    },
  }, async (req, reply) =>
    sendJson(reply, await lookupOrderByRequestJson(ctx, { vendorId: req.params.vendor, requestId: req.query.requestId, clientIp: req.ip })));

  r.get(`${ORDERS}/:order`, {
    schema: {
      tags: ['orders'], summary: 'One order (view 2 full, view 1 for tracking)', security: eitherToken,
      params: orderParams, querystring: viewQuery, response: { 200: z.union([orderSchema, orderBasicSchema]), ...errorResponses },
    },
  }, async (req, reply) =>
    sendJson(reply, await getOrderJson(ctx, { vendorId: req.params.vendor, order: req.params.order, view: req.query.view, token: bearerToken(req.headers.authorization) })));

  for (const action of Object.keys(ORDER_ACTIONS) as OrderActionName[]) {
    r.post(`${ORDERS}/:order(^[^:]*)::${action}`, {
      schema: {
        tags: ['vendor'], summary: `:${action} — to ${ORDER_ACTIONS[action].target} (or a state the body names: ${ORDER_ACTIONS[action].allowed.join(', ')})`,
        security: vendorSecurity, params: orderParams, body: orderActionBodySchema, response: { 200: orderSchema, ...errorResponses },
      },
    }, async (req, reply) => {
      const res = await orderAction(ctx, {
        vendorId: req.params.vendor, order: req.params.order, action, token: bearerToken(req.headers.authorization), body: req.body,
      });
      return sendJson(reply, res.body);
    });
  }

  r.patch(`${ORDERS}/:order`, {
    schema: {
      tags: ['vendor'], summary: 'Change the estimates or the state (updateMask=delivery.time,packaging.time,state)', security: vendorSecurity,
      params: orderParams, querystring: updateMaskQuery(500), body: orderActionBodySchema, response: { 200: orderSchema, ...errorResponses },
    },
  }, async (req, reply) => {
    const res = await patchOrder(ctx, {
      vendorId: req.params.vendor, order: req.params.order, token: bearerToken(req.headers.authorization), updateMask: req.query.updateMask, body: req.body,
    });
    return sendJson(reply, res.body);
  });
}
