/**
 * The personal area's data rights (issue 29):
 *   GET /api/v1/account/export   every row of the signed-in customer as JSON (GDPR Art. 15 and 20), as a download
 * Only with the customer's own access token (a guest, the anon key or a failing token: 401); EXPORTS_PER_ACCOUNT an
 * hour per account (429 with retry-after beyond). Deleting the account is the Supabase RPC delete_own_account()
 * (migration 0024: the restaurant's order records stay, anonymised).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountExportSchema } from '../../src/domain/wire/account-export.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { RateLimiter } from '../rate-limit.ts';
import { TooManyRequestsError, waitText } from '../vendor-api/abuse-limits.ts';
import { errorResponses } from '../vendor-api/route-schemas.ts';
import { accountExport } from './export.ts';

export const EXPORTS_PER_ACCOUNT = 5;
const HOUR_MS = 60 * 60_000;

export const accountModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const now = deps.now ?? (() => new Date());
  const exports = new RateLimiter(HOUR_MS, () => now().getTime());
  await app.register((scope, _opts, done) => {
    scope.addHook('onError', (_req, reply, err, next) => {
      if (err instanceof TooManyRequestsError) reply.header('retry-after', String(err.retryAfterS));
      next();
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.get('/api/v1/account/export', {
      preHandler: app.authenticate.customer,
      schema: {
        tags: ['account'], summary: "Every row of the signed-in customer's account (GDPR Art. 15 and 20)",
        security: [{ customerToken: [] }], response: { 200: accountExportSchema, ...errorResponses },
      },
    }, async (req, reply) => {
      const customer = req.customer;
      if (!customer) throw new ApiError(401, 'Sign in to download your data');
      const wait = exports.blockedFor(customer.userId, EXPORTS_PER_ACCOUNT);
      if (wait > 0) throw new TooManyRequestsError(wait, `At most ${EXPORTS_PER_ACCOUNT} data exports an hour. Please try again in ${waitText(wait)}.`);
      exports.hit(customer.userId);
      const data = await accountExport(deps.db, customer.userId, now());
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="lieferzone-meine-daten-${data.exportedAt.slice(0, 10)}.json"`);
      return data;
    });
    done();
  });
};
