/**
 * Demo mode only: POST /dev/orders/{orderId}/expire-now moves a RECEIVED order's expireTime to now, so the next run of
 * the expiry job (expiry.ts, every ORDER_EXPIRY_INTERVAL_MS) cancels it as NOT_CONFIRMED — an order otherwise expires
 * 15 min after placing, too long for a tester or a browser test to wait. It cancels nothing itself: the job does, in
 * the same way as for every other order.
 *
 * Registered only in demo mode and never with NODE_ENV=production, whatever the config says (as /dev/desk-accounts).
 * An anonymous write, so rate-limited per client IP (PUBLIC_WRITE_RATE_LIMIT per AUTH_RATE_WINDOW_S, like the
 * anonymous REST writes) and size-limited (no body is read beyond 1 KiB). Answers: 200 `{ orderId, expireTime }`,
 * 400 (not a uuid), 404 (no such order), 409 (the order is no longer waiting for its confirmation), 429.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UUID_PATTERN } from '../../src/domain/wire/patterns.ts';
import { demoRoutesEnabled, type Config } from '../config.ts';
import { conflict, notFound } from '../errors.ts';
import { RateLimiter } from '../rate-limit.ts';
import { TooManyRequestsError } from '../vendor-api/abuse-limits.ts';
import type { VendorApiContext } from '../vendor-api/context.ts';
import { orderState, setReceivedOrderExpireTime } from './repositories/orders.ts';

const params = z.object({
  orderId: z.string().regex(UUID_PATTERN, 'orderId must be a uuid'),
});

export function registerDevExpireNow(app: FastifyInstance, config: Config, ctx: VendorApiContext): void {
  if (!demoRoutesEnabled(config)) return;
  const limiter = new RateLimiter(config.AUTH_RATE_WINDOW_S * 1000, () => ctx.now().getTime());

  app.withTypeProvider<ZodTypeProvider>().post('/dev/orders/:orderId/expire-now', {
    bodyLimit: 1024,
    schema: { params },
    // the limit before the body and the params are looked at: every request counts, refused or not
    onRequest: async (req, reply) => {
      const key = `dev-expire:${req.ip}`;
      const wait = limiter.blockedFor(key, config.PUBLIC_WRITE_RATE_LIMIT);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new TooManyRequestsError(wait, `Too many requests from this connection. Please try again in ${wait} s.`);
      }
      limiter.hit(key);
    },
  }, async (req, reply) => {
    const orderId = req.params.orderId.toLowerCase();
    const expireTime = ctx.now().toISOString();
    if (!(await setReceivedOrderExpireTime(ctx.db, orderId, expireTime))) {
      const state = await orderState(ctx.db, orderId);
      if (state === undefined) throw notFound(`Order ${orderId} not found`);
      throw conflict(`Order ${orderId} is ${state}: only a RECEIVED order (not yet confirmed) can expire`);
    }
    reply.header('cache-control', 'no-store');
    return { orderId, expireTime };
  });
}
