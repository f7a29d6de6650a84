/**
 * Routes of the opening-hours editor and busy mode (issue 32 part B), for the desk (its own restaurant only: the
 * vendor comes from the desk account, never from the request) and the back office (any vendor, operators only):
 *   GET/PUT /api/v1/desk/hours, PUT /api/v1/desk/busy
 *   GET/PUT /api/v1/ops/vendors/{vendorId}/hours, PUT /api/v1/ops/vendors/{vendorId}/busy
 * Bodies are the shared schemas of src/domain/wire/vendor-hours.ts (a bad range is a 400 naming its path).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { busyBodySchema, hoursBodySchema, hoursViewSchema } from '../../src/domain/wire/vendor-hours.ts';
import { UUID_PATTERN } from '../../src/domain/wire/patterns.ts';
import { deskOf, operatorOf } from '../auth/authenticate.ts';
import { errorResponses } from '../vendor-api/route-schemas.ts';
import { vendorApiHandle } from '../vendor-api/routes.ts';
import { getHours, putBusy, putHours } from './hours.ts';

const BODY_LIMIT = 32 * 1024;
const vendorParams = z.object({ vendorId: z.string().regex(UUID_PATTERN, 'vendorId must be a uuid').transform((s) => s.toLowerCase()) });

/** Registered after the vendor API (its context: database, clock, caches). */
export const hoursModule: FastifyPluginAsync = async (app, _opts) => {
  const handle = vendorApiHandle(app);
  if (!handle) throw new Error('the opening hours: register the vendor API first');
  const ctx = handle.ctx;

  await app.register((scope, _opts, done) => {
    scope.addHook('preValidation', app.authenticate.desk);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const doc = (summary: string) => ({ tags: ['desk'], summary, security: [{ deskToken: [] }] });
    r.get('/api/v1/desk/hours', { schema: { ...doc('Opening hours, special days and busy mode'), response: { 200: hoursViewSchema, ...errorResponses } } },
      async (req) => getHours(ctx, deskOf(req).vendorId));
    r.put('/api/v1/desk/hours', {
      bodyLimit: BODY_LIMIT,
      schema: { ...doc('Replace the weekly hours and the special days'), body: hoursBodySchema, response: { 200: hoursViewSchema, ...errorResponses } },
    }, async (req) => {
      const d = deskOf(req);
      return putHours(ctx, { userId: d.userId, email: d.email }, d.vendorId, req.body);
    });
    r.put('/api/v1/desk/busy', {
      bodyLimit: BODY_LIMIT,
      schema: { ...doc('Busy mode: +15/+30 minutes on the estimates, delivery paused (pickup stays)'), body: busyBodySchema, response: { 200: hoursViewSchema, ...errorResponses } },
    }, async (req) => {
      const d = deskOf(req);
      return putBusy(ctx, { userId: d.userId, email: d.email }, d.vendorId, req.body);
    });
    done();
  });

  await app.register((scope, _opts, done) => {
    scope.addHook('onRequest', app.authenticate.operator);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const doc = (summary: string) => ({ tags: ['ops'], summary, security: [{ operatorToken: [] }] });
    const actor = (req: Parameters<typeof operatorOf>[0]) => ({ userId: operatorOf(req).userId, email: operatorOf(req).email });
    r.get('/api/v1/ops/vendors/:vendorId/hours', {
      schema: { ...doc("A vendor's opening hours, special days and busy mode"), params: vendorParams, response: { 200: hoursViewSchema, ...errorResponses } },
    }, async (req) => getHours(ctx, req.params.vendorId));
    r.put('/api/v1/ops/vendors/:vendorId/hours', {
      bodyLimit: BODY_LIMIT,
      schema: { ...doc("Replace a vendor's weekly hours and special days"), params: vendorParams, body: hoursBodySchema, response: { 200: hoursViewSchema, ...errorResponses } },
    }, async (req) => putHours(ctx, actor(req), req.params.vendorId, req.body));
    r.put('/api/v1/ops/vendors/:vendorId/busy', {
      bodyLimit: BODY_LIMIT,
      schema: { ...doc("A vendor's busy mode"), params: vendorParams, body: busyBodySchema, response: { 200: hoursViewSchema, ...errorResponses } },
    }, async (req) => putBusy(ctx, actor(req), req.params.vendorId, req.body));
    done();
  });
};
