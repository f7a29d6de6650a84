/**
 * The newsletter's API (blog, issue 13 item 1), schemas from src/domain/newsletter.ts:
 *   POST /api/v1/newsletter/subscriptions    { email, language?, submissionId? } → 202 { status: 'accepted' }
 *   POST /api/v1/newsletter/confirmations    { token } → 200 { status: 'confirmed' } | 404
 *   POST /api/v1/newsletter/unsubscriptions  { token } → 200 { status: 'unsubscribed' } | 404
 *
 * The subscribe answer is the same for a new, pending or confirmed address (no one learns who is subscribed); the
 * confirmation mail goes out after the answer. Limits like the public forms: small bodies (413), subscriptions per
 * client (FormLimits' submission budget, 429 with Retry-After) and wrong tokens per client (429). No route logs the
 * address.
 */
import type { FastifyError, FastifyReply, FastifyRequest, HookHandlerDoneFunction, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  newsletterAcceptedSchema, newsletterConfirmedSchema, newsletterSubscribeRequestSchema, newsletterTokenRequestSchema,
  newsletterUnsubscribedSchema,
} from '../../src/domain/newsletter.ts';
import type { AppDeps } from '../deps.ts';
import { siteUrl } from '../config.ts';
import { notFound } from '../errors.ts';
import { FormLimits } from '../public-forms/limits.ts';
import { RateLimiter } from '../rate-limit.ts';
import { TooManyRequestsError } from '../vendor-api/abuse-limits.ts';
import { errorResponses } from '../vendor-api/route-schemas.ts';
import { newsletterLinks, renderConfirmationMail } from './mails.ts';
import { confirm, subscribe, unsubscribe } from './store.ts';

const BODY_MAX = 2 * 1024;
export const TOKEN_FAILURES_PER_IP = 10;
const TOKEN_WINDOW_MS = 15 * 60_000;

function limitHook(check: (ip: string) => void) {
  return (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    try {
      check(req.ip);
      done();
    } catch (err) {
      done(err as Error);
    }
  };
}

export const newsletterModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const mailer = app.supabase.mailer;
  const now = deps.now ?? (() => new Date());
  const limits = new FormLimits(deps.config, () => now().getTime());
  const tokenFailures = new RateLimiter(TOKEN_WINDOW_MS, () => now().getTime());
  const checkToken = (ip: string) => {
    const wait = tokenFailures.blockedFor(ip, TOKEN_FAILURES_PER_IP);
    if (wait > 0) throw new TooManyRequestsError(wait, `Too many unknown newsletter links from this connection. Please try again in ${wait} s.`);
  };

  await app.register((scope, _opts, done) => {
    scope.setErrorHandler((err: FastifyError, _req, reply) => {
      if (err instanceof TooManyRequestsError) reply.header('retry-after', String(err.retryAfterS));
      throw err;
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const quietLog = { logSerializers: { req: (req: { method?: string; url?: string }) => ({ method: req.method, url: req.url }) } };

    r.post('/api/v1/newsletter/subscriptions', {
      ...quietLog,
      bodyLimit: BODY_MAX,
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe to the newsletter (double opt-in): a confirmation link is mailed',
        description: 'Always 202 with the same answer, whatever the address\'s state (no enumeration). A new or pending address gets a '
          + 'confirmation mail (at most 3 per address and day; a resend of the same submissionId sends none). Bad e-mail: 400; '
          + 'bodies over 2 KiB: 413; per-client limit: 429.',
        body: newsletterSubscribeRequestSchema,
        response: { 202: newsletterAcceptedSchema, ...errorResponses },
      },
      onRequest: limitHook((ip) => limits.checkSubmission(ip)),
    }, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      limits.countSubmission(req.ip);
      const mail = await subscribe(deps.db, { email: req.body.email, language: req.body.language ?? 'de', submissionId: req.body.submissionId }, now());
      if (mail && !mailer.disabled) {
        const content = renderConfirmationMail(mail.language, newsletterLinks(siteUrl(deps.config), mail));
        // after the answer: the answer's timing says nothing about the address, and a slow mail server holds nothing up
        mailer.sendMessage({ to: mail.email, ...content }).catch((err: unknown) => {
          app.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'newsletter confirmation mail not sent');
        });
      }
      return reply.status(202).send({ status: 'accepted' as const });
    });

    const tokenRoute = <S>(summary: string, answer: S) => ({
      ...quietLog,
      bodyLimit: BODY_MAX,
      schema: {
        tags: ['newsletter'],
        summary,
        description: 'The token from the mail link (POST from the page; opening the link changes nothing). Unknown token: 404; '
          + `${TOKEN_FAILURES_PER_IP} unknown tokens per client in 15 min: 429.`,
        body: newsletterTokenRequestSchema,
        response: { 200: answer, ...errorResponses },
      },
      onRequest: limitHook(checkToken),
    });

    r.post('/api/v1/newsletter/confirmations', tokenRoute('Confirm a newsletter subscription', newsletterConfirmedSchema), async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const status = await confirm(deps.db, req.body.token, now());
      if (!status) {
        tokenFailures.hit(req.ip);
        throw notFound('This confirmation link is unknown or has expired');
      }
      return { status };
    });

    r.post('/api/v1/newsletter/unsubscriptions', tokenRoute('Unsubscribe from the newsletter', newsletterUnsubscribedSchema), async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const status = await unsubscribe(deps.db, req.body.token, now());
      if (!status) {
        tokenFailures.hit(req.ip);
        throw notFound('This unsubscribe link is unknown');
      }
      return { status };
    });
    done();
  });
};
