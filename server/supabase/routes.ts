/**
 * The Supabase-compatible subset of our one server: GoTrue auth under /auth/v1, PostgREST under /rest/v1 (both
 * behind the project-key check and CORS of a Supabase gateway) and, in demo mode, the mailbox at /dev/mailbox.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../deps.ts';
import type { Config } from '../config.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { AuthError, createContext, RestError, type SupabaseContext } from './context.ts';
import { deriveProjectKeys, jwtSecret, verifyJwt } from './jwt.ts';
import { registerRestRoutes } from './rest/routes.ts';
import { addPublicConfig } from '../static.ts';

const ALLOW_HEADERS =
  'apikey, authorization, x-client-info, content-type, prefer, accept, accept-profile, content-profile, range, range-unit, x-supabase-api-version, x-retry-count';
const EXPOSE_HEADERS = 'Content-Range, Content-Location, Preference-Applied, Range-Unit, X-Supabase-Api-Version, Retry-After';

/** For GET /config.json: what the browser needs to create its supabase-js client. Never the service key. */
export function supabasePublicConfig(config: Config, requestOrigin?: string): { supabaseUrl: string; supabaseAnonKey: string } {
  return {
    supabaseUrl: (config.SUPABASE_PUBLIC_URL || requestOrigin || '').replace(/\/+$/, ''),
    supabaseAnonKey: deriveProjectKeys(jwtSecret(config)).anonKey,
  };
}

function cors(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-expose-headers', EXPOSE_HEADERS);
  if (req.method === 'OPTIONS') {
    const asked = req.headers['access-control-request-headers'];
    reply.header('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    reply.header(
      'access-control-allow-headers',
      typeof asked === 'string' && /^[A-Za-z0-9_\-, ]{1,1000}$/.test(asked) ? asked : ALLOW_HEADERS,
    );
    reply.header('access-control-max-age', '86400');
  }
}

/** The gateway check of a Supabase project: an `apikey` (header or query) that is the anon or service_role key. */
function checkApiKey(ctx: SupabaseContext, req: FastifyRequest, reply: FastifyReply): boolean {
  const h = req.headers.apikey;
  const qk = (req.query as Record<string, unknown> | undefined)?.apikey;
  const key = typeof h === 'string' ? h : typeof qk === 'string' ? qk : undefined;
  if (!key) {
    void reply.status(401).send({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
    return false;
  }
  let role: unknown;
  try {
    role = verifyJwt(key, ctx.secret).role;
  } catch {
    role = undefined;
  }
  if (role !== 'anon' && role !== 'service_role') {
    void reply.status(401).send({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
    return false;
  }
  return true;
}

function scopeBasics(scope: FastifyInstance, ctx: SupabaseContext, kind: 'auth' | 'rest', open: (req: FastifyRequest) => boolean): void {
  // bodies are parsed by the handlers: supabase-js sends `Content-Type: application/json` with an empty body
  // on some calls (logout), and PostgREST answers its own JSON errors
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  scope.addHook('onRequest', async (req, reply) => {
    cors(req, reply);
    if (kind === 'auth') reply.header('x-supabase-api-version', '2024-01-01');
    if (req.method === 'OPTIONS') return reply.status(204).send();
    if (!open(req) && !checkApiKey(ctx, req, reply)) return reply;
    return undefined;
  });
  scope.options('/*', async (_req, reply) => reply.status(204).send());

  scope.setErrorHandler((err: FastifyError | AuthError | RestError, req, reply) => {
    if (err instanceof AuthError || err instanceof RestError) {
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      return reply.status(err.status).send(err.body());
    }
    const e: Partial<FastifyError> = err;
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      const msg = e.statusCode === 413 ? 'Request body is too large' : (e.message ?? 'Bad request');
      return reply.status(e.statusCode).send(
        kind === 'auth' ? { code: 'validation_failed', message: msg } : { code: 'PGRST000', details: null, hint: null, message: msg },
      );
    }
    req.log.error({ err }, 'supabase-compatible backend: unhandled error');
    return reply.status(500).send(
      kind === 'auth'
        ? { code: 'unexpected_failure', message: 'Unexpected failure, please check server logs for more information' }
        : { code: 'XX000', details: null, hint: null, message: 'Internal server error' },
    );
  });

  scope.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    return reply.status(404).send(
      kind === 'auth'
        ? { code: 'not_found', message: `No route for ${req.method} ${path}` }
        : { code: 'PGRST125', details: null, hint: null, message: `Invalid path specified in request URL: ${path}` },
    );
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the Supabase-compatible backend's context: its mailer, users, sessions (supabaseModule) */
    supabase: SupabaseContext;
  }
}

/** /auth/v1 and /rest/v1; decorates `supabase` (its mailer sends the forms' and the newsletter's mails too). */
export const supabaseModule = fp<AppDeps>(
  async (app, deps) => {
    const ctx = createContext(deps);
    app.decorate('supabase', ctx);
    if (!deps.config.JWT_SECRET) {
      app.log.warn('JWT_SECRET is not set: using the public development secret (never for real data)');
    }
    app.addHook('onClose', () => {
      ctx.mailer.close();
      return Promise.resolve();
    });
    // GET /config.json gains { supabaseUrl, supabaseAnonKey } ('' URL = the app's own origin); made once: the anon key
    // is an HMAC-signed token, and every server-rendered page's CSP reads this config
    const publicConfig = supabasePublicConfig(deps.config);
    addPublicConfig(app, () => publicConfig);

    await app.register(
      (scope, _opts, done) => {
        scopeBasics(scope, ctx, 'auth', (req) => req.method === 'GET' && /^\/auth\/v1\/(verify|health)(\?|$)/.test(req.url));
        registerAuthRoutes(scope, ctx);
        done();
      },
      { prefix: '/auth/v1' },
    );
    await app.register(
      (scope, _opts, done) => {
        scopeBasics(scope, ctx, 'rest', () => false);
        registerRestRoutes(scope, ctx);
        done();
      },
      { prefix: '/rest/v1' },
    );

    if (deps.config.DEMO_MODE) {
      // demo mode (never with NODE_ENV=production: config refuses it): the mails the server "sent", so a visitor (and the tests) can read their code
      app.get('/dev/mailbox', (req, reply) => {
        const to = (req.query as Record<string, unknown>).to;
        if (typeof to !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to.trim()) || to.length > 254) {
          return reply.status(400).send({ error: { code: 400, message: 'Query parameter `to` must be an e-mail address', status: 'INVALID_ARGUMENT' } });
        }
        reply.header('cache-control', 'no-store');
        return ctx.mailer.mailbox(to);
      });
    }
  },
  { name: 'lieferzone-supabase', fastify: '5.x' },
);
