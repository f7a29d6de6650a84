/**
 * Vendor order system API under /api (spec 1 §3, §7). Every route declares its schemas — path, query, body and
 * answers, from the shared wire schemas of src/domain/wire — so requests arrive validated and typed, and the
 * OpenAPI document (openapi.ts) describes them. Handlers are thin: they hand plain values (path ids, parsed query,
 * body, bearer token, client IP) to a use case and send the JSON text it answers. Errors are ApiError →
 * {error:{code,message,status}} via the app's error handler.
 *
 * Google-style custom methods (`{id}:placeOrder`, `{id}:import`, `orders:poll`, `{orderId}:confirm` …) are routes of
 * their own: a parameter that stops at the colon (`:vendor(^[^:]*)::placeOrder`) and the escaped literal colon.
 * The order routes are in order-routes.ts. Customer endpoints are limited per client IP (abuse-limits.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogSchema } from '../../src/domain/wire/catalog.ts';
import { orderRefusedErrorSchema } from '../../src/domain/wire/desk.ts';
import { placeOrderResponseSchema, priceChangedErrorSchema } from '../../src/domain/wire/order.ts';
import { placeOrderRequestSchema } from '../../src/domain/wire/place-order-request.ts';
import { vendorImportBodySchema, vendorPatchBodySchema } from '../../src/domain/wire/vendor-admin.ts';
import { vendorBasicSchema, vendorCategoryCountsSchema, vendorListSchema, vendorSchema } from '../../src/domain/wire/vendor.ts';
import type { AppDeps } from '../deps.ts';
import { OrderRefusedError } from '../desk/refusals.ts';
import { TooManyRequestsError } from './abuse-limits.ts';
import { bearerToken } from './auth.ts';
import { createContext, type VendorApiContext } from './context.ts';
import { DemoKitchen } from './demo-kitchen.ts';
import { categoryCountsJson, listVendorsJson } from './listing.ts';
import { registerOpenApiRoute } from './openapi.ts';
import { PriceChangedError } from './order-checks.ts';
import { registerOrderRoutes } from './order-routes.ts';
import { placeOrder } from './place-order.ts';
import {
  catalogParams, categoryCountsQuery, errorResponses, listingQuery, resourceNameParams, updateMaskQuery, vendorParams, viewQuery,
} from './route-schemas.ts';
import { sendJson } from './send-json.ts';
import { importVendor, patchVendor } from './vendor-admin.ts';
import { catalogJson, vendorDetailJson } from './vendors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** :placeOrder's body exactly as sent, before its schema trimmed it: the idempotency fingerprint is taken of it */
    sentBody?: unknown;
  }
}

/** Exposed for tests and the app's shutdown: the context and the kitchen (when running). */
export interface VendorApiHandle {
  ctx: VendorApiContext;
  kitchen: DemoKitchen | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the vendor API's context and kitchen (decorated by vendorApiModule) */
    vendorApi: VendorApiHandle;
  }
}
export function vendorApiHandle(app: FastifyInstance): VendorApiHandle | undefined {
  return app.hasDecorator('vendorApi') ? app.vendorApi : undefined;
}

const VENDOR_ID = '/api/v1/vendors/:vendor(^[^:]*)';
const vendorSecurity: { [scheme: string]: string[] }[] = [{ vendorToken: [] }];

/**
 * Registers the vendor API as an encapsulated plugin: its hooks (the demo kitchen, closing streams, retry-after on
 * 429) belong to its routes only. Answers the handle tests use.
 */
export const vendorApiModule = fp<AppDeps>(
  async (app, deps) => {
    const ctx = createContext({ db: deps.db, config: deps.config, now: deps.now });
    const kitchen = deps.config.DEMO_KITCHEN ? new DemoKitchen(ctx, deps.config.DEMO_KITCHEN_SPEED) : null;
    app.decorate('vendorApi', { ctx, kitchen });
    await app.register((api, _opts, done) => {
      vendorApiRoutes(api, deps, { ctx, kitchen });
      done();
    });
  },
  { name: 'lieferzone-vendor-api', fastify: '5.x' },
);

function vendorApiRoutes(app: FastifyInstance, deps: AppDeps, { ctx, kitchen }: VendorApiHandle): void {
  if (kitchen) {
    app.addHook('onReady', async () => {
      await kitchen.start();
    });
  }
  // release long polls and monitor streams before the server waits for open requests
  app.addHook('preClose', (done) => {
    ctx.bus.close();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    kitchen?.stop();
    done();
  });
  // a 429 of the per-client limits tells when to come back (the app's error handler writes the body)
  app.addHook('onError', (_req, reply, err, done) => {
    if (err instanceof TooManyRequestsError) reply.header('retry-after', String(err.retryAfterS));
    done();
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  registerOpenApiRoute(app);

  r.get('/api/Info', {
    schema: {
      tags: ['meta'],
      summary: 'Name, version and time of the vendor order system',
      response: { 200: z.object({ motd: z.string(), name: z.string(), version: z.string(), time: z.string(), demoKitchen: z.boolean() }) },
    },
  }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return {
      motd: 'Lieferzone vendor order system: bestellen bei Restaurants und Geschäften in ganz Österreich',
      name: 'lieferzone-vendor-api',
      version: 'v1',
      time: ctx.now().toISOString(),
      demoKitchen: Boolean(kitchen),
    };
  });

  // ---- vendors -------------------------------------------------------------------------------------------
  r.get('/api/v1/vendors', {
    schema: { tags: ['vendors'], summary: 'List vendors (filter, orderBy, keyset pages)', querystring: listingQuery, response: { 200: vendorListSchema, ...errorResponses } },
  }, async (req, reply) => sendJson(reply, await listVendorsJson(ctx, req.query)));

  r.get('/api/v1/vendors::categoryCounts', {
    schema: { tags: ['vendors'], summary: 'Per listing category chip, how many vendors the filter lists', querystring: categoryCountsQuery, response: { 200: vendorCategoryCountsSchema, ...errorResponses } },
  }, async (req, reply) => sendJson(reply, await categoryCountsJson(ctx, req.query)));

  r.get('/api/v1/vendors/:vendor', {
    schema: { tags: ['vendors'], summary: 'One vendor (FULL adds the delivery menu)', params: vendorParams, querystring: viewQuery, response: { 200: vendorBasicSchema, ...errorResponses } },
  }, async (req, reply) => sendJson(reply, await vendorDetailJson(ctx, req.params.vendor, req.query.view)));

  r.get('/api/v1/vendors/vendors/:id', {
    schema: { tags: ['vendors'], summary: 'One vendor by its resource name vendors/{id}, unencoded', params: resourceNameParams, querystring: viewQuery, response: { 200: vendorBasicSchema, ...errorResponses } },
  }, async (req, reply) => sendJson(reply, await vendorDetailJson(ctx, req.params.id, req.query.view)));

  r.get('/api/v1/vendors/:vendor/catalogs', {
    schema: { tags: ['vendors'], summary: 'The delivery catalog', params: vendorParams, response: { 200: catalogSchema, ...errorResponses } },
  }, async (req, reply) => sendJson(reply, await catalogJson(ctx, req.params.vendor, 'delivery')));

  r.get('/api/v1/vendors/:vendor/catalogs/:catalog', {
    schema: { tags: ['vendors'], summary: 'One catalog (pickup falls back to delivery)', params: catalogParams, response: { 200: catalogSchema, ...errorResponses } },
  }, async (req, reply) => sendJson(reply, await catalogJson(ctx, req.params.vendor, req.params.catalog)));

  r.post(`${VENDOR_ID}::placeOrder`, {
    schema: {
      tags: ['orders'],
      summary: 'Place an order (priced by the server; idempotent per requestId)',
      description: "Send the public token or none as a guest, or a signed-in customer's access token: the order then also goes into that account's order history.",
      security: [{}, { customerToken: [] }],
      params: vendorParams,
      body: placeOrderRequestSchema,
      response: { 200: placeOrderResponseSchema, 409: z.union([priceChangedErrorSchema, orderRefusedErrorSchema]), ...errorResponses },
    },
    preValidation: (req, _reply, done) => {
      req.sentBody = req.body;
      done();
    },
    // after the body's schema, as before: a malformed order is 400 whatever the token
    preHandler: app.authenticate.customer,
  }, async (req, reply) => {
    const user = req.customer;
    try {
      const res = await placeOrder(ctx, { vendorId: req.params.vendor, body: req.body, rawBody: req.sentBody, clientIp: req.ip, user });
      return await sendJson(reply, res.body);
    } catch (err) {
      if (err instanceof PriceChangedError || err instanceof OrderRefusedError) return reply.status(409).send(err.body());
      throw err;
    }
  });

  r.post(`${VENDOR_ID}::import`, {
    schema: {
      tags: ['vendor'], summary: 'Replace the vendor record and/or its catalogs', security: vendorSecurity,
      params: vendorParams, body: vendorImportBodySchema, response: { 200: vendorSchema, ...errorResponses },
    },
  }, async (req, reply) =>
    sendJson(reply, await importVendor(ctx, { vendorId: req.params.vendor, token: bearerToken(req.headers.authorization), body: req.body })));

  r.patch('/api/v1/vendors/:vendor', {
    schema: {
      tags: ['vendor'], summary: 'Change fields of the vendor record (updateMask)', security: vendorSecurity,
      params: vendorParams, querystring: updateMaskQuery(1000), body: vendorPatchBodySchema, response: { 200: vendorSchema, ...errorResponses },
    },
  }, async (req, reply) =>
    sendJson(reply, await patchVendor(ctx, {
      vendorId: req.params.vendor, token: bearerToken(req.headers.authorization), updateMask: req.query.updateMask, body: req.body,
    })));

  registerOrderRoutes(app, ctx);
}
