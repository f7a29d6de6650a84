/**
 * Builds the one server process: vendor order system API (/api), geocoding (/api/geo), runtime config
 * (/config.json) and the built PWA. Tests build it in-process with an in-memory database.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { now } from '../src/domain/clock.ts';
import type { Config } from './config.ts';
import type { AppDeps } from './deps.ts';
import { ApiError, errorBody } from './errors.ts';
import { inputGuardPlugin } from './input-guard.ts';
import { openApiOptions } from './vendor-api/openapi.ts';
import { vendorApiModule } from './vendor-api/routes.ts';
import { zodValidatorCompiler } from './vendor-api/validation.ts';
import { geoModule } from './geo/routes.ts';
import { mediaModule } from './media/routes.ts';
import { staticModule } from './static.ts';
import { supabaseModule } from './supabase/routes.ts';
import { publicFormsModule } from './public-forms/routes.ts';
import { newsletterModule } from './newsletter/routes.ts';
import { seoModule } from './seo/routes.ts';
import { courierModule } from './courier/routes.ts';
import { deskModule } from './desk/routes.ts';
import { hoursModule } from './desk/hours-routes.ts';
import { orderPushModule } from './order-push/routes.ts';
import { opsModule } from './ops/routes.ts';
import { reviewsModule } from './reviews/routes.ts';
import { receiptsModule } from './receipts/routes.ts';
import { accountModule } from './account/routes.ts';
import { loggerOptions } from './logging.ts';
import { authenticatePlugin } from './auth/authenticate.ts';

export type { AppDeps } from './deps.ts';

/** Fastify's trustProxy from TRUST_PROXY: off, a hop count (the n nearest hops are proxies) or an address list. */
function trustProxy(setting: Config['TRUST_PROXY']): boolean | string | ((addr: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_addr, hop) => hop < setting : setting;
}

export interface RouteEntry {
  method: string;
  url: string;
}
declare module 'fastify' {
  interface FastifyInstance {
    /** every route of the app (method and URL pattern), as registered */
    routeList: RouteEntry[];
  }
}
export async function buildApp(given: AppDeps): Promise<FastifyInstance> {
  // one clock for every part (src/domain/clock.ts; a test server's is set from LIEFERZONE_NOW); tests may inject one
  const deps: AppDeps = { ...given, now: given.now ?? now };
  const app = Fastify({
    // JSON lines, or readable lines at a terminal (logging.ts); request URLs are logged with secrets (courier-link
    // tokens, mail-link tokens) blanked out
    ...loggerOptions(deps.config),
    bodyLimit: 1024 * 1024,
    // start-up hooks (demo accounts, the demo kitchen's first scan) share Fastify's plugin time limit, 10 s by
    // default: on a busy two-core machine the server then failed to start
    pluginTimeout: 120_000,
    // X-Forwarded-* only from configured proxies (TRUST_PROXY); otherwise req.ip is the socket's address
    trustProxy: trustProxy(deps.config.TRUST_PROXY),
    // slow or half-open requests are dropped: headers within HEADERS_TIMEOUT_MS, the whole request within 30 s,
    // idle keep-alive sockets after KEEP_ALIVE_TIMEOUT_MS, 5 s by default (long polls and SSE streams are responses,
    // not requests: unaffected)
    requestTimeout: 30_000,
    keepAliveTimeout: deps.config.KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout: deps.config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: Math.min(1_000, deps.config.HEADERS_TIMEOUT_MS) },
    // vendor API paths use the Google-style custom method suffix: /vendors/{id}:placeOrder
    routerOptions: { maxParamLength: 500 },
  });

  app.server.maxConnections = deps.config.MAX_CONNECTIONS;
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routes.push({ method, url: r.url });
  });
  app.decorate('routeList', routes);

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof ApiError) {
      return reply.status(err.status).send(errorBody(err.status, err.message, err.reason));
    }
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (err instanceof SyntaxError && e.statusCode === 400)) {
      return reply.status(400).send(errorBody(400, 'Malformed JSON body'));
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.status(e.statusCode).send(errorBody(e.statusCode, e.message ?? 'Bad request'));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(500, 'Internal server error'));
  });

  // The not-found handler (SPA fallback for app URLs, JSON 404 for API paths) lives in static.ts.
  // gzip for dynamic JSON over 1 KiB (a vendor list page is ~67 KB, ~8 KB gzipped). Registered before every route:
  // the plugin only hooks routes registered after it. Built assets are served pre-compressed (static.ts); SSE
  // streams are written to the raw response and stay uncompressed.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });

  // Route schemas are zod schemas (src/domain/wire): they validate requests (a 400 in the API's error shape naming the
  // field), serialize object answers and make the OpenAPI document (GET /api/openapi.json). Swagger collects the
  // routes registered after it.
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, openApiOptions);

  // Every area is a plugin registered with the app's dependencies as its options (server/deps.ts). Areas whose
  // services others use are fastify-plugin plugins and decorate the instance: app.authenticate, app.vendorApi (the
  // vendor API's context and kitchen), app.orderPush, app.deskJobs, app.supabase (its mailer serves the forms and the
  // newsletter); the static files' hooks and not-found answer are the app's own. The others are encapsulated: their
  // hooks reach their routes only. The order matters where an area uses another's decoration.
  await app.register(inputGuardPlugin);
  // app.authenticate.{desk,operator,customer}: the one sign-in check of every area that needs a user
  await app.register(authenticatePlugin, { config: deps.config, db: deps.db, now: deps.now ?? (() => new Date()) });
  await app.register(vendorApiModule, deps);
  await app.register(courierModule);
  // before the desk: it signs its pushes with the same VAPID keys
  await app.register(orderPushModule, deps);
  await app.register(deskModule, deps);
  await app.register(hoursModule);
  await app.register(geoModule, deps);
  await app.register(mediaModule, deps);
  await app.register(supabaseModule, deps);
  await app.register(publicFormsModule, deps);
  await app.register(opsModule, deps);
  await app.register(newsletterModule, deps);
  await app.register(reviewsModule, deps);
  await app.register(receiptsModule, deps);
  await app.register(accountModule, deps);
  await app.register(seoModule, { config: deps.config, db: deps.db });
  await app.register(staticModule, deps);
  return app;
}
