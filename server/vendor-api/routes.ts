/**
 * Vendor order system API under /api (spec 1 §3, §7). Thin handlers: parse the path (Google-style custom methods
 * such as `{id}:placeOrder` arrive inside one path segment), check the token where the vendor is required, call the
 * use case, send its JSON text. Errors are ApiError → {error:{code,message,status}} via the app's error handler.
 *
 * Customer endpoints (public token or none): GET Info, vendors, vendor, catalog, order (by uuid; by number view 1),
 * :placeOrder, orders:poll / orders:monitor for one orderId. Vendor endpoints (Authorization: Bearer <vendor secret>):
 * GET …/orders, all-order poll/monitor, order actions, PATCH order, PATCH vendor, :import.
 *
 * Customer endpoints are limited per client IP (`req.ip`; abuse-limits.ts): placements, lookups and open streams.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app.ts';
import { notFound } from '../errors.ts';
import { TooManyRequestsError } from './abuse-limits.ts';
import { requireVendorToken } from './auth.ts';
import { createContext, type VendorApiContext } from './context.ts';
import { DemoKitchen } from './demo-kitchen.ts';
import { monitorEvents, pollEvents } from './events.ts';
import { queryInt, queryString, queryView, splitCustomMethod } from './ids.ts';
import { listVendorsJson, parseListingQuery } from './listing.ts';
import { getOrderJson, listOrdersJson, lookupOrderByRequestJson, orderAction, patchOrder } from './orders.ts';
import { PriceChangedError, placeOrder } from './place-order.ts';
import { orderActionBody, parseBody } from './schemas.ts';
import { importVendor, patchVendor } from './vendor-admin.ts';
import { catalogJson, requireVendor, vendorDetailJson } from './vendors.ts';

type Params = Record<string, string | undefined>;

const json = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type('application/json; charset=utf-8').header('cache-control', 'no-store').send(body);

/** Exposed for tests and the app's shutdown: the context and the kitchen (when running). */
export interface VendorApiHandle {
  ctx: VendorApiContext;
  kitchen: DemoKitchen | null;
}

const handles = new WeakMap<FastifyInstance, VendorApiHandle>();
export function vendorApiHandle(app: FastifyInstance): VendorApiHandle | undefined {
  return handles.get(app);
}

export async function registerVendorApi(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const ctx = createContext({ db: deps.db, config: deps.config, now: deps.now });
  const kitchen = deps.config.DEMO_KITCHEN ? new DemoKitchen(ctx, deps.config.DEMO_KITCHEN_SPEED) : null;
  handles.set(app, { ctx, kitchen });
  if (kitchen) {
    app.addHook('onReady', async () => {
      await kitchen.start();
    });
  }
  // release long polls and monitor streams before the server waits for open requests
  app.addHook('preClose', async () => {
    ctx.bus.close();
  });
  app.addHook('onClose', async () => {
    kitchen?.stop();
  });
  // a 429 of the per-client limits tells when to come back (the app's error handler writes the body)
  app.addHook('onError', async (_req, reply, err) => {
    if (err instanceof TooManyRequestsError) reply.header('retry-after', String(err.retryAfterS));
  });

  const vendorToken = (req: FastifyRequest, hash: string) => requireVendorToken(req, hash, deps.config.PUBLIC_API_TOKEN);

  app.get('/api/Info', async (_req, reply) => {
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
  app.get('/api/v1/vendors', async (req, reply) => json(reply, await listVendorsJson(ctx, parseListingQuery(req.query))));

  app.get('/api/v1/vendors/:vendor', async (req, reply) => {
    const { vendor } = req.params as Params;
    const [id, method] = splitCustomMethod(vendor ?? '');
    if (method !== null) throw notFound(`No route for GET /api/v1/vendors/{id}:${method.slice(0, 40)}`);
    return json(reply, await vendorDetailJson(ctx, id, queryView(req.query, 2)));
  });

  app.post('/api/v1/vendors/:vendor', async (req, reply) => {
    const { vendor: seg } = req.params as Params;
    const [id, method] = splitCustomMethod(seg ?? '');
    if (method === 'placeOrder') {
      const rec = await requireVendor(ctx, id);
      try {
        const res = await placeOrder(ctx, rec, req.body, req.ip);
        return json(reply, res.body);
      } catch (err) {
        if (err instanceof PriceChangedError) return reply.status(409).send(err.body());
        throw err;
      }
    }
    if (method === 'import') {
      const rec = await requireVendor(ctx, id);
      vendorToken(req, rec.secretTokenHash);
      return json(reply, await importVendor(ctx, rec, req.body));
    }
    throw notFound(`No route for POST /api/v1/vendors/{id}${method ? `:${method.slice(0, 40)}` : ''}; use :placeOrder or :import`);
  });

  app.patch('/api/v1/vendors/:vendor', async (req, reply) => {
    const { vendor } = req.params as Params;
    const rec = await requireVendor(ctx, vendor);
    vendorToken(req, rec.secretTokenHash);
    return json(reply, await patchVendor(ctx, rec, queryString(req.query, 'updateMask', 1000), req.body));
  });

  app.get('/api/v1/vendors/:vendor/catalogs/:catalog', async (req, reply) => {
    const { vendor, catalog } = req.params as Params;
    return json(reply, await catalogJson(ctx, vendor, catalog));
  });
  app.get('/api/v1/vendors/:vendor/catalogs', async (req, reply) => {
    const { vendor } = req.params as Params;
    return json(reply, await catalogJson(ctx, vendor, 'delivery'));
  });

  // ---- orders --------------------------------------------------------------------------------------------
  // `/vendors/{id}/orders`, `/orders:poll` and `/orders:monitor` share the second segment
  app.get('/api/v1/vendors/:vendor/:collection', async (req, reply) => {
    const { vendor, collection } = req.params as Params;
    if (vendor === 'vendors') {
      // an unencoded resource name: /api/v1/vendors/vendors/{id}
      return json(reply, await vendorDetailJson(ctx, collection, queryView(req.query, 2)));
    }
    const [coll, method] = splitCustomMethod(collection ?? '');
    if (coll !== 'orders') throw notFound(`No route for GET /api/v1/vendors/{id}/${(collection ?? '').slice(0, 40)}`);
    const rec = await requireVendor(ctx, vendor);
    if (method === null) {
      vendorToken(req, rec.secretTokenHash);
      return json(
        reply,
        await listOrdersJson(ctx, rec, {
          pageSize: queryInt(req.query, 'pageSize', 20, 1, 100),
          pageToken: queryString(req.query, 'pageToken', 1000),
          view: queryView(req.query, 2),
        }),
      );
    }
    if (method === 'poll') {
      const out = await pollEvents(ctx, req, reply, rec, req.ip);
      reply.header('cache-control', 'no-store');
      return out;
    }
    if (method === 'monitor') {
      await monitorEvents(ctx, req, reply, rec, req.ip);
      return reply;
    }
    if (method === 'lookup') {
      return json(reply, await lookupOrderByRequestJson(ctx, rec, queryString(req.query, 'requestId', 100), req.ip));
    }
    throw notFound(`No route for GET /api/v1/vendors/{id}/orders:${method.slice(0, 40)}; use :poll, :monitor or :lookup`);
  });

  app.get('/api/v1/vendors/:vendor/orders/:order', async (req, reply) => {
    const { vendor, order } = req.params as Params;
    const rec = await requireVendor(ctx, vendor);
    return json(reply, await getOrderJson(ctx, req, rec, order, queryView(req.query, 2)));
  });

  app.post('/api/v1/vendors/:vendor/orders/:order', async (req, reply) => {
    const { vendor, order } = req.params as Params;
    const [orderId, method] = splitCustomMethod(order ?? '');
    const rec = await requireVendor(ctx, vendor);
    if (method === null) throw notFound('No route for POST …/orders/{orderId}; use :confirm, :process, :deliver, :complete or :cancel');
    vendorToken(req, rec.secretTokenHash);
    const body = parseBody(orderActionBody, req.body ?? undefined);
    const res = await orderAction(ctx, rec.id, orderId, method, body);
    return json(reply, res.body);
  });

  app.patch('/api/v1/vendors/:vendor/orders/:order', async (req, reply) => {
    const { vendor, order } = req.params as Params;
    const rec = await requireVendor(ctx, vendor);
    vendorToken(req, rec.secretTokenHash);
    const body = parseBody(orderActionBody, req.body ?? undefined);
    const res = await patchOrder(ctx, rec.id, order, queryString(req.query, 'updateMask', 500), body);
    return json(reply, res.body);
  });
}
