/**
 * Issue 32 part C, routes inside the desk's authenticated scope (routes.ts registers them with one call):
 *   GET/PUT /api/v1/desk/settings — auto-accept on/off and the default preparation time (auto-accept.ts);
 *   GET /api/v1/desk/day?date=YYYY-MM-DD — the day at a glance of the desk's own restaurant: its orders placed between
 *   that day's Vienna midnights (default: today by the server's clock), summed by src/domain/day-report.ts;
 *   GET /api/v1/desk/day.csv?date= — its orders as CSV (the back office's csvDocument: BOM, RFC 4180, formulas escaped).
 * Another restaurant's orders are never read: the vendor is the desk account's.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DAY_CSV_HEADER, dayBounds, dayReport, dayReportCsvRows, parseLocalDate } from '../../src/domain/day-report.ts';
import type { DayReport } from '../../src/domain/wire/desk-day.ts';
import { dayReportSchema, deskSettingsSchema, reportDateSchema } from '../../src/domain/wire/desk-day.ts';
import { localDateOf } from '../../src/domain/zoned-time.ts';
import { deskOf } from '../auth/authenticate.ts';
import { badRequest } from '../errors.ts';
import type { VendorApiContext } from '../vendor-api/context.ts';
import { csvDocument } from '../ops/csv.ts';
import { errorResponses } from '../vendor-api/route-schemas.ts';
import { readDeskSettings, writeDeskSettings } from './auto-accept.ts';
import { ordersPlacedBetween } from './repositories/orders.ts';

/** A day has at most this many orders in the report (far above a restaurant's day). */
const MAX_DAY_ORDERS = 5000;

export function registerDeskDayRoutes(scope: FastifyInstance, ctx: VendorApiContext, doc: (summary: string) => object, bodyLimit: number): void {
  const r = scope.withTypeProvider<ZodTypeProvider>();
  r.get('/api/v1/desk/settings', { schema: { ...doc("The desk's settings (auto-accept, default preparation time)"), response: { 200: deskSettingsSchema, ...errorResponses } } },
    async (req) => {
      const { autoAccept, prepMinutes } = await readDeskSettings(ctx.db, deskOf(req).vendorId);
      return { autoAccept, prepMinutes };
    });

  r.put('/api/v1/desk/settings', {
    bodyLimit,
    schema: { ...doc('Switch auto-accept and set the default preparation time'), body: deskSettingsSchema, response: { 200: deskSettingsSchema, ...errorResponses } },
  }, async (req) => writeDeskSettings(ctx, deskOf(req).vendorId, req.body));

  const report = async (vendorId: string, day: string | undefined): Promise<DayReport> => {
    const date = day === undefined ? localDateOf(ctx.now()) : parseLocalDate(day);
    if (!date) throw badRequest('date must be a real calendar day as YYYY-MM-DD');
    const { from, to } = dayBounds(date);
    const orders = await ordersPlacedBetween(ctx.db, vendorId, from.toISOString(), to.toISOString(), MAX_DAY_ORDERS);
    return dayReport(date, orders);
  };
  const dayQuery = z.object({ date: reportDateSchema.optional() });

  r.get('/api/v1/desk/day', {
    schema: {
      ...doc("The day at a glance: the restaurant's orders of one Vienna calendar day, revenue by payment method, courier cash, cancellations"),
      querystring: dayQuery,
      response: { 200: dayReportSchema, ...errorResponses },
    },
  }, async (req) => report(deskOf(req).vendorId, req.query.date));

  r.get('/api/v1/desk/day.csv', {
    schema: {
      ...doc("The day's orders as CSV (UTF-8 with BOM, euros with two decimals, formulas escaped)"),
      querystring: dayQuery,
      response: { 200: { description: 'text/csv', content: { 'text/csv': { schema: z.string() } } }, ...errorResponses },
    },
  }, async (req, reply) => {
    const rep = await report(deskOf(req).vendorId, req.query.date);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="lieferzone-tag-${rep.date}.csv"`)
      .header('cache-control', 'no-store')
      .send(csvDocument(DAY_CSV_HEADER, dayReportCsvRows(rep)));
  });
}
