/**
 * The operator back office API under /api/v1/ops (issue 16; shapes in src/domain/wire/ops.ts) and the desk's menu
 * editor (GET/PUT /api/v1/desk/menu). Every ops route needs an operator's access token (auth.ts), checked in an
 * onRequest hook before the body is read; the desk menu needs a desk account's (server/desk/auth.ts). Every write is
 * one transaction with its audit row. Also the demo operator page (demo mode only).
 */
import type { FastifyRequest, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  menuBodySchema, opsEthicsReplyBodySchema, opsInboxDetailSchema, opsInboxFilterSchema, opsInboxKindSchema, opsInboxPageSchema,
  opsInboxQuerySchema, opsMeSchema, opsStatusBodySchema, opsVendorSchema, opsZonesBodySchema,
} from '../../src/domain/wire/ops.ts';
import { opsVatIdBodySchema } from '../../src/domain/ops-vat-id.ts';
import { UUID_PATTERN } from '../../src/domain/wire/patterns.ts';
import type { AppDeps } from '../deps.ts';
import { deskOf, operatorOf } from '../auth/authenticate.ts';
import { errorResponses } from '../vendor-api/route-schemas.ts';
import { vendorApiHandle } from '../vendor-api/routes.ts';
import { csvDocument } from './csv.ts';
import { registerDemoOperator } from './demo-operator.ts';
import { inboxCsvRows, inboxDetail, listInbox } from './inbox.ts';
import { opsVendor, publishVendor, putMenu, putVatId, putZones } from './vendors.ts';
import { changeStatus, replyToEthicsCase, type WorkflowDeps } from './workflow.ts';

const O = '/api/v1/ops';
const SMALL_BODY = 8 * 1024;
const MENU_BODY = 512 * 1024;
const uuidParam = (key: string) => z.string().regex(UUID_PATTERN, `${key} must be a uuid`).transform((s) => s.toLowerCase());
const kindParams = z.object({ kind: opsInboxKindSchema });
const itemParams = z.object({ kind: opsInboxKindSchema, id: uuidParam('id') });
const vendorParams = z.object({ vendorId: uuidParam('vendorId') });

/** Registered after the vendor API (its context: caches) and the auth backend (its mailer). */
export const opsModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const supabase = app.supabase;
  const handle = vendorApiHandle(app);
  if (!handle) throw new Error('the back office: register the vendor API first');
  const ctx = handle.ctx;
  const wf: WorkflowDeps = { db: deps.db, config: deps.config, mailer: supabase.mailer, now: ctx.now };
  registerDemoOperator(app, deps.config, deps.db);

  await app.register((scope, _opts, done) => {
    scope.addHook('onRequest', app.authenticate.operator);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const doc = (summary: string) => ({ tags: ['ops'], summary, security: [{ operatorToken: [] }] });
    const actor = (req: FastifyRequest) => ({ userId: operatorOf(req).userId, email: operatorOf(req).email });

    r.get(`${O}/me`, { schema: { ...doc('The signed-in operator'), response: { 200: opsMeSchema, ...errorResponses } } },
      (req) => Promise.resolve({ email: operatorOf(req).email }));

    r.get(`${O}/inbox/:kind.csv`, {
      schema: {
        ...doc('CSV export of a filtered inbox (UTF-8 with BOM; formulas escaped)'), params: kindParams, querystring: opsInboxFilterSchema,
        response: { 200: { description: 'text/csv', content: { 'text/csv': { schema: z.string() } } }, ...errorResponses },
      },
    }, async (req, reply) => {
      const { header, rows } = await inboxCsvRows(deps.db, req.params.kind, req.query);
      const day = ctx.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="lieferzone-${req.params.kind}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csvDocument(header, rows));
    });

    r.get(`${O}/inbox/:kind`, {
      schema: { ...doc('An inbox: filtered by status and text, newest first, paged'), params: kindParams, querystring: opsInboxQuerySchema, response: { 200: opsInboxPageSchema, ...errorResponses } },
    }, async (req) => listInbox(deps.db, req.params.kind, req.query));

    r.get(`${O}/inbox/:kind/:id`, {
      schema: { ...doc('One submission: every stored field, the audit trail (ethics: messages and deadlines)'), params: itemParams, response: { 200: opsInboxDetailSchema, ...errorResponses } },
    }, async (req) => inboxDetail(deps.db, req.params.kind, req.params.id, ctx.now()));

    r.post(`${O}/inbox/:kind/:id/status`, {
      bodyLimit: SMALL_BODY,
      schema: {
        ...doc('Move a submission on (pending → in_review → accepted | rejected; accepting a restaurant sign-up creates its draft vendor)'),
        params: itemParams, body: opsStatusBodySchema, response: { 200: opsInboxDetailSchema, ...errorResponses },
      },
    }, async (req) => {
      const detail = await changeStatus(wf, actor(req), req.params.kind, req.params.id, req.body);
      if (detail.vendorId) ctx.vendorsChanged();
      return detail;
    });

    r.post(`${O}/inbox/ethics/:id/reply`, {
      bodyLimit: SMALL_BODY,
      schema: { ...doc("Reply to an ethics case (the reporter reads it with case number and secret)"), params: z.object({ id: uuidParam('id') }), body: opsEthicsReplyBodySchema, response: { 200: opsInboxDetailSchema, ...errorResponses } },
    }, async (req) => replyToEthicsCase(wf, actor(req), req.params.id, req.body));

    r.get(`${O}/vendors/:vendorId`, {
      schema: { ...doc('A vendor, draft or published, with zones, hours and menu'), params: vendorParams, response: { 200: opsVendorSchema, ...errorResponses } },
    }, async (req) => opsVendor(deps.db, req.params.vendorId));

    r.put(`${O}/vendors/:vendorId/zones`, {
      bodyLimit: SMALL_BODY * 8,
      schema: { ...doc('Replace the delivery zones (fee and minimum order in cents)'), params: vendorParams, body: opsZonesBodySchema, response: { 200: opsVendorSchema, ...errorResponses } },
    }, async (req) => putZones(ctx, actor(req), req.params.vendorId, req.body));

    r.put(`${O}/vendors/:vendorId/menu`, {
      bodyLimit: MENU_BODY,
      schema: { ...doc('Replace the menu (validated with the order pricing)'), params: vendorParams, body: menuBodySchema, response: { 200: opsVendorSchema, ...errorResponses } },
    }, async (req) => putMenu(ctx, actor(req), req.params.vendorId, req.body));

    r.put(`${O}/vendors/:vendorId/vat-id`, {
      bodyLimit: SMALL_BODY,
      schema: {
        ...doc("Set the restaurant's UID number (ATU + 8 digits, the check digit checked; spaces and small letters forgiven) or remove it (null)"),
        params: vendorParams, body: opsVatIdBodySchema, response: { 200: opsVendorSchema, ...errorResponses },
      },
    }, async (req) => putVatId(ctx, actor(req), req.params.vendorId, req.body.vatId));

    r.post(`${O}/vendors/:vendorId/publish`, {
      schema: { ...doc('Publish a draft vendor: listed for its postal codes'), params: vendorParams, response: { 200: opsVendorSchema, ...errorResponses } },
    }, async (req) => publishVendor(ctx, actor(req), req.params.vendorId));
    done();
  });

  await app.register((scope, _opts, done) => {
    scope.addHook('onRequest', app.authenticate.desk);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const doc = (summary: string) => ({ tags: ['desk'], summary, security: [{ deskToken: [] }] });
    r.get('/api/v1/desk/menu', { schema: { ...doc("The restaurant's menu in the editor's shape"), response: { 200: menuBodySchema, ...errorResponses } } },
      async (req) => (await opsVendor(deps.db, deskOf(req).vendorId)).menu);
    r.put('/api/v1/desk/menu', {
      bodyLimit: MENU_BODY,
      schema: {
        ...doc('Replace the menu (validated with the order pricing); with Idempotency-Key (a uuid per save) applied once'),
        headers: z.object({ 'idempotency-key': z.string().regex(UUID_PATTERN, 'Idempotency-Key must be a uuid').optional() }),
        body: menuBodySchema, response: { 200: menuBodySchema, ...errorResponses },
      },
    }, async (req) => {
      const desk = deskOf(req);
      const clientId = req.headers['idempotency-key']?.toLowerCase();
      return (await putMenu(ctx, { userId: desk.userId, email: desk.email }, desk.vendorId, req.body, clientId)).menu;
    });
    done();
  });
};
