/**
 * Ratings and reviews of real orders (issue 30), shapes in src/domain/wire/reviews.ts:
 *   GET   /api/v1/vendors/{vendor}/reviews?stars=&pageSize=&pageToken=   the vendor page: summary + visible reviews, newest first
 *   GET   /api/v1/vendors/{vendor}/orders/{orderId}/review               may this order be rated, and the caller's review
 *   POST  /api/v1/vendors/{vendor}/orders/{orderId}/review               rate (once per order)
 *   PATCH /api/v1/vendors/{vendor}/orders/{orderId}/review               change it (within 14 days of delivery)
 *   POST  /api/v1/reviews/{reviewId}/report                              a customer reports a review
 *   GET   /api/v1/desk/reviews, PUT /api/v1/desk/reviews/{id}/reply      the restaurant's list and its public reply
 *   GET   /api/v1/ops/reviews?reported=1, POST /api/v1/ops/reviews/{id}/hide|show   the back office (audit trail)
 * The order is addressed by its id (uuid); a guest proves it with the order's access key (header x-order-key, created
 * at placement and kept by the customer's app: vendor-api/order-key.ts) — the uuid alone is no proof, the restaurant
 * sees it; a signed-in customer sends their access token instead and an order in an account is rated only by that account. Limits per client IP (ratings and reports) and per order
 * (changes); bodies at most 4 KiB.
 */
import type { FastifyRequest, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UUID_PATTERN } from '../../src/domain/wire/patterns.ts';
import {
  ownReviewSchema, reviewBodySchema, reviewHideBodySchema, reviewReplyBodySchema, reviewReportBodySchema, reviewReportedSchema,
  reviewStatusSchema, staffReviewSchema, staffReviewsPageSchema, vendorReviewsPageSchema,
} from '../../src/domain/wire/reviews.ts';
import type { AppDeps } from '../deps.ts';
import { deskOf, operatorOf } from '../auth/authenticate.ts';
import type { AuditActor } from '../ops/repositories/audit.ts';
import { RateLimiter } from '../rate-limit.ts';
import { TooManyRequestsError, waitText } from '../vendor-api/abuse-limits.ts';
import { bearerToken } from '../vendor-api/auth.ts';
import { customerOf } from '../vendor-api/customer-auth.ts';
import { errorResponses } from '../vendor-api/route-schemas.ts';
import { vendorApiHandle } from '../vendor-api/routes.ts';
import { requirePublishedVendor } from '../vendor-api/vendors.ts';
import { ORDER_KEY_HEADER, orderKeyOf } from '../vendor-api/order-key.ts';
import {
  createReview, deskReviews, opsReviews, replyToReview, reportReview, reviewStatus, setReviewHidden, updateReview, vendorReviews,
  type ReviewCaller,
} from './store.ts';

const BODY_LIMIT = 4096;
/** a key header of the wrong shape: compared like any key, so it is refused as not the order's key */
const MALFORMED_KEY = '-';
const HOUR_MS = 60 * 60_000;
/** new reviews and changes per client IP and hour */
export const REVIEW_WRITES_PER_IP = 20;
/** changes of one order's review per hour */
export const REVIEW_CHANGES_PER_ORDER = 5;
/** reports per client IP and hour */
export const REPORTS_PER_IP = 10;

const pageSize = (def: number, max: number) => {
  const msg = `pageSize must be an integer between 1 and ${max}`;
  return z.string({ error: 'pageSize must be given once' }).regex(/^\d{1,3}$/, msg).optional()
    .transform((s) => (s === undefined ? def : Number(s))).refine((n) => n >= 1 && n <= max, msg);
};
const pageToken = z.string({ error: 'pageToken must be given once' }).max(500, 'Invalid pageToken').optional();
const starsQuery = z.string({ error: 'stars must be given once' }).regex(/^[1-5]$/, 'stars must be a whole number from 1 to 5').optional()
  .transform((s) => (s === undefined ? undefined : Number(s)));
const uuidParam = (key: string) => z.string().regex(UUID_PATTERN, `${key} must be a uuid`).transform((s) => s.toLowerCase());
const orderReviewParams = z.object({ vendor: z.string().max(500), order: z.string().max(500) });

export const reviewsModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const handle = vendorApiHandle(app);
  if (!handle) throw new Error('the reviews: register the vendor API first');
  const { ctx } = handle;
  const nowMs = () => ctx.now().getTime();
  const writesPerIp = new RateLimiter(HOUR_MS, nowMs);
  const changesPerOrder = new RateLimiter(HOUR_MS, nowMs);
  const reportsPerIp = new RateLimiter(HOUR_MS, nowMs);
  const limit = (limiter: RateLimiter, key: string, max: number, what: string) => {
    const wait = limiter.blockedFor(key, max);
    if (wait > 0) throw new TooManyRequestsError(wait, `${what}: at most ${max} per hour. Please try again in ${waitText(wait)}.`);
    limiter.hit(key);
  };

  await app.register((scope, _opts, done) => {
    scope.addHook('onError', (_req, reply, err, next) => {
      if (err instanceof TooManyRequestsError) reply.header('retry-after', String(err.retryAfterS));
      next();
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const caller = (req: FastifyRequest): ReviewCaller => ({
      userId: customerOf(deps.config, bearerToken(req.headers.authorization), ctx.now())?.userId ?? null,
      orderKey: orderKeyOf(req.headers[ORDER_KEY_HEADER]) ?? (req.headers[ORDER_KEY_HEADER] === undefined ? null : MALFORMED_KEY),
    });

    r.get('/api/v1/vendors/:vendor/reviews', {
      schema: {
        tags: ['reviews'], summary: "The vendor's visible reviews, newest first, with the average, count and distribution",
        params: z.object({ vendor: z.string().max(500) }),
        querystring: z.object({ stars: starsQuery, pageSize: pageSize(10, 50), pageToken }),
        response: { 200: vendorReviewsPageSchema, ...errorResponses },
      },
    }, async (req) => {
      const vendor = await requirePublishedVendor(ctx, req.params.vendor);
      return vendorReviews(deps.db, vendor.id, req.query);
    });

    const ORDER_REVIEW = '/api/v1/vendors/:vendor/orders/:order/review';
    r.get(ORDER_REVIEW, {
      schema: {
        tags: ['reviews'], summary: 'Whether this order can be rated (and until when), and its review',
        params: orderReviewParams, response: { 200: reviewStatusSchema, ...errorResponses },
      },
    }, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const vendor = await requirePublishedVendor(ctx, req.params.vendor);
      return reviewStatus(deps.db, vendor.id, req.params.order, caller(req), ctx.now());
    });

    r.post(ORDER_REVIEW, {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['reviews'], summary: 'Rate a delivered or picked-up order (once; within 14 days)',
        params: orderReviewParams, body: reviewBodySchema, response: { 201: ownReviewSchema, ...errorResponses },
      },
    }, async (req, reply) => {
      const vendor = await requirePublishedVendor(ctx, req.params.vendor);
      const who = caller(req);
      limit(writesPerIp, req.ip, REVIEW_WRITES_PER_IP, 'Too many reviews from this connection');
      const review = await createReview(deps.db, vendor.id, req.params.order, who, req.body, ctx.now());
      ctx.vendorsChanged();
      return reply.status(201).send(review);
    });

    r.patch(ORDER_REVIEW, {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['reviews'], summary: 'Change the review of an order (within 14 days of delivery)',
        params: orderReviewParams, body: reviewBodySchema, response: { 200: ownReviewSchema, ...errorResponses },
      },
    }, async (req) => {
      const vendor = await requirePublishedVendor(ctx, req.params.vendor);
      const who = caller(req);
      limit(writesPerIp, req.ip, REVIEW_WRITES_PER_IP, 'Too many reviews from this connection');
      limit(changesPerOrder, req.params.order.toLowerCase(), REVIEW_CHANGES_PER_ORDER, 'Too many changes of this review');
      const review = await updateReview(deps.db, vendor.id, req.params.order, who, req.body, ctx.now());
      ctx.vendorsChanged();
      return review;
    });

    r.post('/api/v1/reviews/:reviewId/report', {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['reviews'], summary: 'Report a review to the operator',
        params: z.object({ reviewId: uuidParam('reviewId') }), body: reviewReportBodySchema,
        response: { 202: reviewReportedSchema, ...errorResponses },
      },
    }, async (req, reply) => {
      limit(reportsPerIp, req.ip, REPORTS_PER_IP, 'Too many reports from this connection');
      await reportReview(deps.db, req.params.reviewId, req.body.reason, req.body.note);
      return reply.status(202).send({ status: 'reported' as const });
    });

    done();
  });

  // ---- the restaurant's desk: the desk account is checked before the body is validated (401/403 first) ----------
  await app.register((scope, _opts, done) => {
    scope.addHook('preValidation', app.authenticate.desk);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const deskDoc = (summary: string) => ({ tags: ['desk'], summary, security: [{ deskToken: [] }] });
    r.get('/api/v1/desk/reviews', {
      schema: { ...deskDoc("The restaurant's reviews, newest first (hidden ones with the reason)"), querystring: z.object({ pageSize: pageSize(20, 100), pageToken }), response: { 200: staffReviewsPageSchema, ...errorResponses } },
    }, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return deskReviews(deps.db, deskOf(req).vendorId, req.query);
    });
    r.put('/api/v1/desk/reviews/:reviewId/reply', {
      bodyLimit: BODY_LIMIT,
      schema: { ...deskDoc("The restaurant's public reply to a review (one per review; again = changed)"), params: z.object({ reviewId: uuidParam('reviewId') }), body: reviewReplyBodySchema, response: { 200: staffReviewSchema, ...errorResponses } },
    }, async (req) => {
      const review = await replyToReview(deps.db, deskOf(req).vendorId, req.params.reviewId, req.body.text, ctx.now());
      ctx.vendorsChanged();
      return review;
    });
    done();
  });

  // ---- the back office: the operator is checked before the body is read, like every ops route -------------------------
  const actorOf = (req: FastifyRequest): AuditActor => {
    const o = operatorOf(req);
    return { userId: o.userId, email: o.email };
  };
  await app.register((scope, _opts, done) => {
    scope.addHook('onRequest', app.authenticate.operator);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const opsDoc = (summary: string) => ({ tags: ['ops'], summary, security: [{ operatorToken: [] }] });
    r.get('/api/v1/ops/reviews', {
      schema: {
        ...opsDoc('All reviews, or only reported ones (reported=1), newest first'),
        querystring: z.object({ reported: z.enum(['0', '1'], { error: 'reported must be 0 or 1' }).optional(), pageSize: pageSize(20, 100), pageToken }),
        response: { 200: staffReviewsPageSchema, ...errorResponses },
      },
    }, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      actorOf(req);
      return opsReviews(deps.db, { reported: req.query.reported === '1', pageSize: req.query.pageSize, pageToken: req.query.pageToken });
    });
    r.post('/api/v1/ops/reviews/:reviewId/hide', {
      bodyLimit: BODY_LIMIT,
      schema: { ...opsDoc('Hide a review with a reason (audit trail; the customer sees the reason)'), params: z.object({ reviewId: uuidParam('reviewId') }), body: reviewHideBodySchema, response: { 200: staffReviewSchema, ...errorResponses } },
    }, async (req) => {
      const review = await setReviewHidden(deps.db, actorOf(req), req.params.reviewId, { reason: req.body.reason }, ctx.now());
      ctx.vendorsChanged();
      return review;
    });
    r.post('/api/v1/ops/reviews/:reviewId/show', {
      schema: { ...opsDoc('Show a hidden review again (audit trail)'), params: z.object({ reviewId: uuidParam('reviewId') }), response: { 200: staffReviewSchema, ...errorResponses } },
    }, async (req) => {
      const review = await setReviewHidden(deps.db, actorOf(req), req.params.reviewId, null, ctx.now());
      ctx.vendorsChanged();
      return review;
    });
    done();
  });
};
