/**
 * The public forms' API (issue 12, spec 3 §3, §7):
 *   POST /api/v1/forms/{kind}           one submission `{ submissionId, website?, language?, data }` → `{ reference }`
 *                                        (201; a resend of a stored submission 200 with the same reference)
 *   POST /api/v1/ethics-cases/lookup     `{ caseNumber, caseSecret }` → the case (status, messages)
 *   POST /api/v1/ethics-cases/messages   `{ caseNumber, caseSecret, clientId, body }` → the case after the message
 *
 * `data` is checked with the form's shared schema (src/domain/forms); a refusal is a 400 naming every refused field
 * with its message key. A filled honeypot (`website`) gets a created-looking answer and nothing is stored. Bodies
 * over 64 KiB: 413; per-client limits: limits.ts (429 with Retry-After). The ethics routes log no request details
 * (no IP, no user agent), and nothing on them reads an account.
 */
import { randomInt } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler, HookHandlerDoneFunction, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ethicsCaseAccessSchema, ethicsCaseMessageRequestSchema, ethicsCaseSchema, type EthicsReport } from '../../src/domain/forms/ethics.ts';
import {
  PUBLIC_FORM_BODY_MAX, PUBLIC_FORM_KINDS, PUBLIC_FORM_SCHEMAS, ethicsSubmissionResponseSchema, fieldMessages, formErrorSchema,
  submissionEnvelope, submissionRequestSchema, submissionResponseSchema, type PublicFormKind,
} from '../../src/domain/forms/submission.ts';
import type { AppDeps } from '../deps.ts';
import { badRequest } from '../errors.ts';
import type { Mailer } from '../supabase/mailer.ts';
import { TooManyRequestsError } from '../vendor-api/abuse-limits.ts';
import { errorResponses } from '../vendor-api/route-schemas.ts';
import { zodValidatorCompiler } from '../vendor-api/validation.ts';
import { FORM_TABLES } from './columns.ts';
import { isUnknownCase, lookUpCase, newCaseNumber, newCaseSecret, postReporterMessage, submitEthicsReport } from './ethics-cases.ts';
import { FormLimits } from './limits.ts';
import { isMailKind, recipientOf, renderConfirmation } from './mails.ts';
import { FormFieldsError, messageLanguage } from './messages.ts';
import { storeSubmission } from './store.ts';

const SUMMARY: Record<PublicFormKind, string> = {
  'courier-application': 'Apply as a courier (spec 3 §2.2); a confirmation mail goes to the applicant',
  'restaurant-signup': 'Sign up a restaurant as a partner (spec 3 §2.3); a confirmation mail goes to the owner',
  'vendor-recommendation': 'Recommend a restaurant (spec 3 §2.4)',
  'job-application': 'Apply for an open position (spec 3 §2.5); a confirmation mail goes to the applicant',
  'ethics-report': 'File an ethics or whistleblower report (spec 3 §2.12); answers a case number and a one-time secret',
};

/** The log of the ethics routes: method and route only — never the client's address, host or headers. */
const anonymousLog = {
  logLevel: 'warn' as const,
  logSerializers: { req: (req: { method?: string }) => ({ method: req.method }) },
};

/**
 * The body of a form route: the envelope, then the form's own rules (a 400 naming every refused field). A filled
 * honeypot skips the form's rules: the handler answers without looking at the data.
 */
function formBodyValidator(kind: PublicFormKind): FastifySchemaCompiler<unknown> {
  const schema = PUBLIC_FORM_SCHEMAS[kind] as z.ZodType;
  return (route) => {
    if (route.httpPart !== 'body') return zodValidatorCompiler(route);
    return (body: unknown) => {
      const env = submissionRequestSchema.safeParse(body);
      if (!env.success) {
        const fields = fieldMessages(env.error.issues);
        return { error: badRequest(`Invalid request: ${Object.entries(fields).map(([k, m]) => `${k}: ${m}`).join('; ')}`) };
      }
      if (env.data.website?.trim()) return { value: env.data };
      const data = schema.safeParse(env.data.data);
      if (!data.success) return { error: new FormFieldsError(fieldMessages(data.error.issues), messageLanguage(env.data.language)) };
      return { value: { ...env.data, data: data.data } };
    };
  };
}

/** An onRequest hook refusing a client over its limit (the 429 before the body is even read). */
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

/** A created-looking answer for a bot (the honeypot was filled): nothing was stored. */
function decoyAnswer(kind: PublicFormKind): { reference: string } {
  return { reference: `${FORM_TABLES[kind].prefix}-${new Date().getFullYear()}-${String(randomInt(1, 1_000_000)).padStart(6, '0')}` };
}

export const publicFormsModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const mailer = app.supabase.mailer;
  const now = deps.now ?? (() => new Date());
  const limits = new FormLimits(deps.config, () => now().getTime());
  await app.register((scope, _opts, done) => {
    formRoutes(scope, deps, mailer, limits);
    done();
  });
};

function formRoutes(app: FastifyInstance, deps: AppDeps, mailer: Mailer, limits: FormLimits): void {
  // a 400 with its fields, a 429 with its wait; everything else is the app's error handler's
  app.setErrorHandler((err: FastifyError | FormFieldsError, _req, reply) => {
    if (err instanceof FormFieldsError) return reply.status(400).send(err.body());
    if (err instanceof TooManyRequestsError) reply.header('retry-after', String(err.retryAfterS));
    throw err;
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  const sendConfirmation = (kind: PublicFormKind, data: Record<string, unknown>, reference: string, language: 'de' | 'en' | 'tr') => {
    const to = isMailKind(kind) ? recipientOf(data) : null;
    if (!isMailKind(kind) || !to || mailer.disabled) return;
    // after the answer: a slow mail server never holds up the submission, which is stored already
    mailer.sendMessage({ to: to.to, ...renderConfirmation(kind, language, reference, to.name) }).catch((err: unknown) => {
      app.log.warn({ kind, reference, err: err instanceof Error ? err.message : String(err) }, 'confirmation mail not sent');
    });
  };

  /** Route options shared by the five form routes (the answer's schema is the route's own). */
  const formRoute = <A extends z.ZodType>(kind: PublicFormKind, answer: A) => ({
    bodyLimit: PUBLIC_FORM_BODY_MAX,
    validatorCompiler: formBodyValidator(kind),
    schema: {
      tags: ['forms'],
      summary: SUMMARY[kind],
      description: 'Idempotent per submissionId (a resend answers the same reference; the same id with other data: 409). '
        + 'A 400 names each refused field with its message key (error.fields). Bodies over 64 KiB: 413; per-client limit: 429.',
      body: submissionEnvelope(PUBLIC_FORM_SCHEMAS[kind]),
      response: { 200: answer, 201: answer, 400: formErrorSchema, ...errorResponses },
    },
    onRequest: limitHook((ip) => limits.checkSubmission(ip)),
  });

  for (const kind of PUBLIC_FORM_KINDS.filter((k) => k !== 'ethics-report')) {
    r.post(`/api/v1/forms/${kind}`, formRoute(kind, submissionResponseSchema), async (req, reply) => {
      const { submissionId, website, language, data } = req.body;
      reply.header('cache-control', 'no-store');
      if (website?.trim()) {
        limits.countSubmission(req.ip);
        return reply.status(201).send(decoyAnswer(kind));
      }
      const fields = data as Record<string, unknown>;
      const stored = await storeSubmission(deps.db, kind, submissionId, fields);
      if (stored.created) {
        limits.countSubmission(req.ip);
        sendConfirmation(kind, fields, stored.reference, language ?? 'de');
      }
      return reply.status(stored.created ? 201 : 200).send({ reference: stored.reference });
    });
  }

  r.post('/api/v1/forms/ethics-report', { ...anonymousLog, ...formRoute('ethics-report', ethicsSubmissionResponseSchema) }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (req.body.website?.trim()) {
      limits.countSubmission(req.ip);
      return reply.status(201).send({ ...decoyAnswer('ethics-report'), caseNumber: newCaseNumber(), caseSecret: newCaseSecret() });
    }
    const res = await submitEthicsReport(deps.db, req.body.submissionId, req.body.data as EthicsReport);
    if (res.created) limits.countSubmission(req.ip);
    return reply.status(res.created ? 201 : 200).send({ reference: res.reference, caseNumber: res.caseNumber, caseSecret: res.caseSecret });
  });

  r.post('/api/v1/ethics-cases/lookup', {
    ...anonymousLog,
    bodyLimit: 4 * 1024,
    schema: {
      tags: ['forms'],
      summary: "The reporter's view of an ethics case (case number and one-time secret in the body, never in a URL)",
      description: 'An unknown case number and a wrong secret get the same 404; wrong tries are limited per client (429).',
      body: ethicsCaseAccessSchema,
      response: { 200: ethicsCaseSchema, ...errorResponses },
    },
    onRequest: limitHook((ip) => limits.checkCaseAccess(ip)),
  }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      return await lookUpCase(deps.db, req.body);
    } catch (err) {
      if (isUnknownCase(err)) limits.countCaseFailure(req.ip);
      throw err;
    }
  });

  r.post('/api/v1/ethics-cases/messages', {
    ...anonymousLog,
    bodyLimit: 32 * 1024,
    schema: {
      tags: ['forms'],
      summary: "A reporter's message to the operator of an ethics case (idempotent per clientId)",
      description: 'Answers the case with the message. Unknown case or wrong secret: 404 (limited per client like the look-up).',
      body: ethicsCaseMessageRequestSchema,
      response: { 200: ethicsCaseSchema, ...errorResponses },
    },
    onRequest: limitHook((ip) => limits.checkCaseAccess(ip)),
  }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    limits.takeCaseMessage(req.ip);
    try {
      return await postReporterMessage(deps.db, req.body);
    } catch (err) {
      if (isUnknownCase(err)) limits.countCaseFailure(req.ip);
      throw err;
    }
  });
}
