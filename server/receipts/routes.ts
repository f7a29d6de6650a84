/**
 * Receipts (issue 29), shape in src/domain/wire/receipt.ts, PDF in pdf.ts, access rules in store.ts:
 *   GET /api/v1/vendors/{vendor}/orders/{orderId}/receipt            the customer's receipt (JSON)
 *   GET /api/v1/vendors/{vendor}/orders/{orderId}/receipt.pdf?lang=&size=a4|80mm   the same as a PDF
 *   GET /api/v1/desk/orders/{orderId}/receipt(.pdf)                  the desk's copy for the courier bag
 * The customer's reads take the order's uuid (its link); a signed-in customer's order also needs their access token.
 * PDFs per client IP are limited (RECEIPT_PDFS_PER_IP an hour): making one costs CPU.
 */
import type { FastifyReply, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../src/domain/languages.ts';
import { RECEIPT_SIZES, receiptSchema, type Receipt, type ReceiptSize } from '../../src/domain/wire/receipt.ts';
import { deskOf } from '../auth/authenticate.ts';
import type { AppDeps } from '../deps.ts';
import { RateLimiter } from '../rate-limit.ts';
import { TooManyRequestsError, waitText } from '../vendor-api/abuse-limits.ts';
import { errorResponses } from '../vendor-api/route-schemas.ts';
import { vendorApiHandle } from '../vendor-api/routes.ts';
import { requireVendor } from '../vendor-api/vendors.ts';
import { receiptPdf } from './pdf.ts';
import { customerReceipt, deskReceipt } from './store.ts';

export const RECEIPT_PDFS_PER_IP = 60;
const HOUR_MS = 60 * 60_000;

const orderParams = z.object({ vendor: z.string().max(500), order: z.string().max(500) });
const deskOrderParams = z.object({ order: z.string().max(500) });
const pdfQuery = z.object({
  lang: z.enum(LANGUAGES, { error: 'lang must be de, en or tr' }).optional(),
  size: z.enum(RECEIPT_SIZES, { error: 'size must be a4 or 80mm' }).optional(),
});
const pdfResponse = { 200: { description: 'the receipt as a PDF', content: { 'application/pdf': { schema: z.string() } } }, ...errorResponses };

export const receiptsModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const handle = vendorApiHandle(app);
  if (!handle) throw new Error('the receipts: register the vendor API first');
  const { ctx } = handle;
  const pdfsPerIp = new RateLimiter(HOUR_MS, () => ctx.now().getTime());

  const sendPdf = async (reply: FastifyReply, ip: string, receipt: Receipt, q: { lang?: Language | undefined; size?: ReceiptSize | undefined }) => {
    const wait = pdfsPerIp.blockedFor(ip, RECEIPT_PDFS_PER_IP);
    if (wait > 0) throw new TooManyRequestsError(wait, `Too many receipt PDFs: at most ${RECEIPT_PDFS_PER_IP} per hour. Please try again in ${waitText(wait)}.`);
    pdfsPerIp.hit(ip);
    const size = q.size ?? 'a4';
    const bytes = await receiptPdf(receipt, q.lang ?? 'de', size);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="beleg-${receipt.orderNr}-${size}.pdf"`)
      .header('cache-control', 'private, no-store');
    return reply.send(Buffer.from(bytes));
  };

  await app.register((scope, _opts, done) => {
    scope.addHook('onError', (_req, reply, err, next) => {
      if (err instanceof TooManyRequestsError) reply.header('retry-after', String(err.retryAfterS));
      next();
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const customer = async (vendorRaw: string, order: string, userId: string | null) => {
      const vendor = await requireVendor(ctx, vendorRaw);
      return customerReceipt(deps.db, { vendorId: vendor.id, orderId: order, userId });
    };

    r.get('/api/v1/vendors/:vendor/orders/:order/receipt', {
      preHandler: app.authenticate.customer,
      schema: {
        tags: ['orders'], summary: "The order's receipt (a guest's order by its link, an account's order by that account)",
        security: [{}, { customerToken: [] }], params: orderParams, response: { 200: receiptSchema, ...errorResponses },
      },
    }, async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return customer(req.params.vendor, req.params.order, req.customer?.userId ?? null);
    });

    r.get('/api/v1/vendors/:vendor/orders/:order/receipt.pdf', {
      preHandler: app.authenticate.customer,
      schema: {
        tags: ['orders'], summary: "The order's receipt as a PDF (A4 or an 80 mm slip)",
        security: [{}, { customerToken: [] }], params: orderParams, querystring: pdfQuery, response: pdfResponse,
      },
    }, async (req, reply) => sendPdf(reply, req.ip, await customer(req.params.vendor, req.params.order, req.customer?.userId ?? null), req.query));

    done();
  });

  await app.register((scope, _opts, done) => {
    scope.addHook('preValidation', app.authenticate.desk);
    scope.addHook('onError', (_req, reply, err, next) => {
      if (err instanceof TooManyRequestsError) reply.header('retry-after', String(err.retryAfterS));
      next();
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.get('/api/v1/desk/orders/:order/receipt', {
      schema: { tags: ['desk'], summary: "An order's receipt for the courier bag", security: [{ deskToken: [] }], params: deskOrderParams, response: { 200: receiptSchema, ...errorResponses } },
    }, async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return deskReceipt(deps.db, { vendorId: deskOf(req).vendorId, orderId: req.params.order });
    });
    r.get('/api/v1/desk/orders/:order/receipt.pdf', {
      schema: { tags: ['desk'], summary: "An order's receipt as a PDF", security: [{ deskToken: [] }], params: deskOrderParams, querystring: pdfQuery, response: pdfResponse },
    }, async (req, reply) => sendPdf(reply, req.ip, await deskReceipt(deps.db, { vendorId: deskOf(req).vendorId, orderId: req.params.order }), req.query));
    done();
  });
};
