/**
 * GoTrue-compatible auth (/auth/v1): thin handlers. Each takes what it needs from the request (the body arrives as
 * an unparsed string, see routes.ts of the scope), checks its shape and calls a use-case with plain arguments.
 * The checks are hand-written rather than route schemas because GoTrue answers each with its own code and message
 * (`validation_failed` "To signup, please provide your email", `weak_password` with reasons, …), and supabase-js maps
 * those codes to its error classes. What supabase-js sends and expects: shared/notes/supabase-wire-contract.md.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthError, type SupabaseContext } from '../context.ts';
import { adminDeleteUser, adminGetUser, getAccount, signOut, updateAccount } from './account.ts';
import { checkPassword } from './passwords.ts';
import { redirectTarget } from './redirect-target.ts';
import { requireServiceRole, userClaims, type ClientInfo, type Session } from './sessions.ts';
import { refreshSession, signInWithPassword, verifyCode } from './sign-in.ts';
import { recoverPassword, resendSignupCode, signUp } from './sign-up.ts';
import { bodyObject, metadata, normEmail, verifyType } from './validation.ts';

const query = (req: FastifyRequest) => req.query as Record<string, unknown>;
const client = (req: FastifyRequest): ClientInfo => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });
const optionalString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The mail link's answer: the session (or the error) in the URL hash, as supabase-js's implicit flow reads it. */
function verifyRedirect(target: string, fragment: Record<string, string>): string {
  return `${target.split('#')[0] ?? ''}#${new URLSearchParams(fragment).toString()}`;
}

function sessionFragment(s: Session, type: string): Record<string, string> {
  return {
    access_token: s.access_token,
    expires_at: String(s.expires_at),
    expires_in: String(s.expires_in),
    refresh_token: s.refresh_token,
    token_type: 'bearer',
    type,
  };
}

export function registerAuthRoutes(app: FastifyInstance, ctx: SupabaseContext): void {
  const { config } = ctx;

  app.get('/health', () => ({ version: 'lieferzone-gotrue-compatible', name: 'GoTrue', description: 'Lieferzone auth (GoTrue subset)' }));

  app.get('/settings', () => ({
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: config.MAILER_AUTOCONFIRM,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  app.post('/signup', async (req) => {
    const body = bodyObject(req.body);
    const email = normEmail(body.email, 'To signup, please provide your email');
    const password = checkPassword(body.password);
    const meta = metadata(body.data);
    const redirectTo = redirectTarget(ctx, query(req).redirect_to);
    return signUp(ctx, { ...client(req), email, password, metadata: meta, redirectTo });
  });

  app.post('/token', async (req) => {
    const grant = query(req).grant_type;
    const body = bodyObject(req.body);
    if (grant === 'password') {
      if (typeof body.email !== 'string' || body.email.trim() === '') throw new AuthError(400, 'validation_failed', 'missing email or phone');
      const password = typeof body.password === 'string' ? body.password : '';
      return signInWithPassword(ctx, { ...client(req), email: body.email.trim().toLowerCase(), password });
    }
    if (grant === 'refresh_token') {
      return refreshSession(ctx, typeof body.refresh_token === 'string' ? body.refresh_token : '');
    }
    throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  });

  app.post('/verify', async (req) => {
    const body = bodyObject(req.body);
    const type = verifyType(body.type);
    const email = typeof body.email === 'string' && body.email.trim() ? normEmail(body.email, '') : undefined;
    return verifyCode(ctx, { ...client(req), type, email, tokenHash: optionalString(body.token_hash), code: optionalString(body.token) });
  });

  // the link in the mail: verifies, then redirects with the session in the URL hash (supabase-js implicit flow)
  app.get('/verify', async (req, reply) => {
    const qy = query(req);
    const target = redirectTarget(ctx, qy.redirect_to);
    const type = qy.type === 'recovery' ? 'recovery' : 'signup';
    let fragment: Record<string, string>;
    try {
      const session = await verifyCode(ctx, {
        ...client(req),
        type: type === 'recovery' ? 'recovery' : 'confirmation',
        tokenHash: typeof qy.token === 'string' ? qy.token : '',
      });
      fragment = sessionFragment(session, type);
    } catch (err) {
      const e = err instanceof AuthError ? err : new AuthError(500, 'unexpected_failure', 'Verification failed');
      fragment = { error: 'access_denied', error_code: e.code, error_description: e.message };
    }
    return reply.redirect(verifyRedirect(target, fragment), 303);
  });

  app.post('/otp', () => {
    throw new AuthError(422, 'otp_disabled', 'Sign-in with one-time codes only is not enabled; use e-mail and password');
  });

  app.post('/resend', async (req) => {
    const body = bodyObject(req.body);
    const email = normEmail(body.email, 'Resend requires an email');
    if (body.type !== 'signup') throw new AuthError(400, 'validation_failed', 'Only type signup can be resent');
    await resendSignupCode(ctx, { email, ip: req.ip, redirectTo: redirectTarget(ctx, query(req).redirect_to) });
    return {};
  });

  app.post('/recover', async (req) => {
    const body = bodyObject(req.body);
    const email = normEmail(body.email, 'Password recovery requires an email');
    await recoverPassword(ctx, { email, ip: req.ip, redirectTo: redirectTarget(ctx, query(req).redirect_to) });
    return {};
  });

  app.get('/user', async (req) => getAccount(ctx, userClaims(ctx, req.headers.authorization)));

  app.put('/user', async (req) => {
    const claims = userClaims(ctx, req.headers.authorization);
    const body = bodyObject(req.body);
    return updateAccount(ctx, claims, { email: body.email, password: body.password, data: body.data });
  });

  app.post('/logout', async (req, reply) => {
    const claims = userClaims(ctx, req.headers.authorization);
    const scope = query(req).scope ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw new AuthError(400, 'validation_failed', 'scope must be global, local or others');
    }
    await signOut(ctx, claims, scope);
    return reply.status(204).send();
  });

  app.get('/admin/users/:id', async (req) => {
    requireServiceRole(ctx, req.headers.authorization);
    return adminGetUser(ctx, (req.params as { id: string }).id);
  });

  app.delete('/admin/users/:id', async (req) => {
    requireServiceRole(ctx, req.headers.authorization);
    await adminDeleteUser(ctx, (req.params as { id: string }).id);
    return {};
  });
}
