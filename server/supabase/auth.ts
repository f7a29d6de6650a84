/**
 * GoTrue-compatible auth (/auth/v1): e-mail + password accounts with 6-digit e-mail codes, sessions with rotating
 * refresh tokens, HS256 access tokens. What @supabase/supabase-js sends and expects is recorded in
 * shared/notes/supabase-wire-contract.md.
 */
import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteUrl, supabasePublicBase } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { AuthError, type SupabaseContext } from './context.ts';
import { JwtError, signJwt, verifyJwt, type JwtClaims } from './jwt.ts';
import { mailLang, type MailKind } from './mailer.ts';

const BCRYPT_COST = 10;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** compared against when the e-mail is unknown, so a failed sign-in costs the same time either way */
const DUMMY_HASH = '$2b$10$5Ru.XUq4KI.o7xoqiH9IyuzDrr.OgawIXmk3F7Z642j3oT7XC7c8K'; // bcrypt('lieferzone-timing-equaliser', 10)

interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: Date | string | null;
  confirmation_sent_at: Date | string | null;
  recovery_sent_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date | string;
  updated_at: Date | string;
}

const USER_COLS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at, recovery_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at`;

const iso = (d: Date | string | null | undefined): string | null =>
  d == null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();

const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : typeof v === 'string' ? asObject(JSON.parse(v)) : {};

export function userJson(u: UserRow) {
  const confirmed = iso(u.email_confirmed_at);
  const meta = { ...asObject(u.raw_user_meta_data), email: u.email, email_verified: confirmed !== null, phone_verified: false, sub: u.id };
  return {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email,
    email_confirmed_at: confirmed,
    phone: '',
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: confirmed,
    recovery_sent_at: iso(u.recovery_sent_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: asObject(u.raw_app_meta_data),
    user_metadata: meta,
    identities: [
      {
        identity_id: u.id,
        id: u.id,
        user_id: u.id,
        identity_data: { email: u.email, email_verified: confirmed !== null, phone_verified: false, sub: u.id },
        provider: 'email',
        last_sign_in_at: iso(u.last_sign_in_at),
        created_at: iso(u.created_at),
        updated_at: iso(u.updated_at),
        email: u.email,
      },
    ],
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: false,
  };
}

// --------------------------------------------------------------------------------------------------------------
// validation helpers

function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body === 'string') {
    try {
      return bodyObject(JSON.parse(body) as unknown);
    } catch {
      throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
    }
  }
  if (typeof body !== 'object' || Array.isArray(body)) throw new AuthError(400, 'bad_json', 'Request body must be a JSON object');
  return body as Record<string, unknown>;
}

function normEmail(v: unknown, missingMessage: string): string {
  if (typeof v !== 'string' || v.trim() === '') throw new AuthError(400, 'validation_failed', missingMessage);
  const e = v.trim().toLowerCase();
  if (e.length > 254 || !EMAIL_RE.test(e)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return e;
}

/** Spec 2 §5/§9: at least 8 characters, at least one letter and one digit. */
export function passwordProblems(pw: string): string[] {
  const reasons: string[] = [];
  if (pw.length < 8) reasons.push('length');
  if (!/\p{L}/u.test(pw) || !/\p{Nd}/u.test(pw)) reasons.push('characters');
  return reasons;
}

function checkPassword(v: unknown): string {
  if (typeof v !== 'string' || v === '') throw new AuthError(422, 'weak_password', 'Password should be at least 8 characters.', { weak_password: { reasons: ['length'] } });
  if (v.length > 72 * 4 || Buffer.byteLength(v) > 72) {
    throw new AuthError(422, 'weak_password', 'Password cannot be longer than 72 bytes.', { weak_password: { reasons: ['length'] } });
  }
  const reasons = passwordProblems(v);
  if (reasons.length) {
    const msg = reasons.includes('length')
      ? 'Password should be at least 8 characters.'
      : 'Password should contain at least one letter and one digit.';
    throw new AuthError(422, 'weak_password', msg, { weak_password: { reasons } });
  }
  return v;
}

function metadata(v: unknown): Record<string, unknown> {
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw new AuthError(400, 'validation_failed', 'data must be a JSON object');
  if (JSON.stringify(v).length > 4096) throw new AuthError(400, 'validation_failed', 'User metadata is too large');
  return v as Record<string, unknown>;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
/** stored for the 6-digit code: keyed with the server secret, bound to the user and the code's purpose */
const codeHash = (secret: string, userId: string, type: string, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${type}:${code}`).digest('hex');
const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
/** wrong codes after which a code is void and a new one must be requested */
export const CODE_MAX_ATTEMPTS = 5;

// --------------------------------------------------------------------------------------------------------------
// rate limits

function tooMany(seconds: number, code = 'over_request_rate_limit', message = 'Request rate limit reached'): AuthError {
  return new AuthError(429, code, message, {}, { 'retry-after': String(seconds) });
}

/**
 * Failed sign-ins and code checks: per client IP a fixed budget per window (AUTH_RATE_LIMIT_IP), and per
 * (address, IP) pair growing delays (ctx.backoff). An address is never locked for everyone: the owner signing in
 * from elsewhere is not slowed down by someone failing on purpose. Codes have their own attempt limit per code.
 */
const pairKey = (email: string, ip: string) => `${email}|${ip}`;

function guardAttempts(ctx: SupabaseContext, ip: string, email?: string): void {
  const byIp = ctx.limiter.blockedFor(`fail:ip:${ip}`, ctx.config.AUTH_RATE_LIMIT_IP);
  const byPair = email ? ctx.backoff.waitFor(pairKey(email, ip)) : 0;
  const wait = Math.max(byIp, byPair);
  if (wait) throw tooMany(wait);
}

function recordFailure(ctx: SupabaseContext, ip: string, email?: string): void {
  ctx.limiter.hit(`fail:ip:${ip}`);
  if (email) ctx.backoff.fail(pairKey(email, ip));
}

function guardMail(ctx: SupabaseContext, ip: string, email: string): void {
  const wait = Math.max(
    ctx.limiter.blockedFor(`mail:email:${email}`, ctx.config.AUTH_MAIL_RATE_LIMIT),
    ctx.limiter.blockedFor(`mail:ip:${ip}`, ctx.config.AUTH_RATE_LIMIT_IP),
  );
  if (wait) throw tooMany(wait, 'over_email_send_rate_limit', 'Email rate limit exceeded');
  ctx.limiter.hit(`mail:email:${email}`);
  ctx.limiter.hit(`mail:ip:${ip}`);
}

// --------------------------------------------------------------------------------------------------------------
// sessions and tokens


async function createSession(
  ctx: SupabaseContext,
  q: Queryable,
  user: UserRow,
  req: FastifyRequest,
  method: 'password' | 'otp',
) {
  const [s] = await q.query<{ id: string }>(
    `insert into auth.sessions (user_id, user_agent, ip) values ($1, $2, $3) returning id`,
    [user.id, String(req.headers['user-agent'] ?? '').slice(0, 500), req.ip],
  );
  const refresh = randomBytes(24).toString('base64url');
  await q.query(`insert into auth.refresh_tokens (token_hash, user_id, session_id) values ($1, $2, $3)`, [sha256(refresh), user.id, s!.id]);
  const [u] = await q.query<UserRow>(`update auth.users set last_sign_in_at = now() where id = $1 returning ${USER_COLS}`, [user.id]);
  return sessionJson(ctx, u!, s!.id, refresh, method);
}

function sessionJson(ctx: SupabaseContext, user: UserRow, sessionId: string, refreshToken: string, method: string) {
  const iat = Math.floor(ctx.now().getTime() / 1000);
  const exp = iat + ctx.config.JWT_EXPIRY;
  const u = userJson(user);
  const claims: JwtClaims = {
    aud: 'authenticated',
    exp,
    iat,
    iss: `${supabasePublicBase(ctx.config)}/auth/v1`,
    sub: user.id,
    email: user.email,
    phone: '',
    app_metadata: u.app_metadata,
    user_metadata: u.user_metadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: iat }],
    session_id: sessionId,
    is_anonymous: false,
  };
  return {
    access_token: signJwt(claims, ctx.secret),
    token_type: 'bearer',
    expires_in: ctx.config.JWT_EXPIRY,
    expires_at: exp,
    refresh_token: refreshToken,
    user: u,
  };
}

/** The bearer token of a signed-in user (not a project key). */
function userClaims(ctx: SupabaseContext, req: FastifyRequest): JwtClaims & { sub: string } {
  const h = req.headers.authorization;
  const m = typeof h === 'string' ? /^Bearer\s+(\S+)$/i.exec(h) : null;
  if (!m) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  let claims: JwtClaims;
  try {
    claims = verifyJwt(m[1]!, ctx.secret, Math.floor(ctx.now().getTime() / 1000));
  } catch (err) {
    const e = err as JwtError;
    throw new AuthError(403, 'bad_jwt', e.reason === 'expired' ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired' : 'invalid JWT: unable to parse or verify signature');
  }
  if (typeof claims.sub !== 'string' || !UUID_RE.test(claims.sub)) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  return claims as JwtClaims & { sub: string };
}

async function currentUser(ctx: SupabaseContext, q: Queryable, claims: JwtClaims & { sub: string }): Promise<UserRow> {
  if (typeof claims.session_id === 'string') {
    const s = await q.query('select 1 from auth.sessions where id = $1 and user_id = $2', [claims.session_id, claims.sub]);
    if (!s.length) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const [u] = await q.query<UserRow>(`select ${USER_COLS} from auth.users where id = $1`, [claims.sub]);
  if (!u) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return u;
}

function requireServiceRole(ctx: SupabaseContext, req: FastifyRequest): void {
  const h = req.headers.authorization;
  const m = typeof h === 'string' ? /^Bearer\s+(\S+)$/i.exec(h) : null;
  let role: unknown;
  try {
    role = m ? verifyJwt(m[1]!, ctx.secret).role : undefined;
  } catch {
    role = undefined;
  }
  if (role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

// --------------------------------------------------------------------------------------------------------------
// one-time codes and mail

/**
 * Where a mail link may send the browser after verifying: SITE_URL (the default), the auth API's public origin and
 * the entries of AUTH_REDIRECT_ALLOW_LIST (an origin, or a URL prefix ending in `*`). Never from request headers.
 */
export function redirectTarget(ctx: SupabaseContext, given: unknown): string {
  const site = siteUrl(ctx.config);
  if (typeof given !== 'string' || given === '' || given.length > 2000) return site;
  let u: URL;
  try {
    u = new URL(given, site);
  } catch {
    return site;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return site;
  const origins = [site, supabasePublicBase(ctx.config)].map((x) => new URL(x).origin);
  if (origins.includes(u.origin)) return u.toString();
  for (const raw of ctx.config.AUTH_REDIRECT_ALLOW_LIST.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    if (entry.endsWith('*') ? u.toString().startsWith(entry.slice(0, -1)) : safeOrigin(entry) === u.origin) return u.toString();
  }
  return site;
}

const safeOrigin = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * A new code for the user (replacing any earlier one of the same type): a 6-digit code to type and, independent of
 * it, a random link token (256 bits) for the mail link. Only their keyed hashes are stored.
 */
async function issueCode(ctx: SupabaseContext, q: Queryable, user: UserRow, type: 'confirmation' | 'recovery'): Promise<{ code: string; linkToken: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const linkToken = randomBytes(32).toString('hex');
  await q.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, code_hash, attempts, expires_at)
     values ($1, $2, $3, $4, 0, now() + make_interval(secs => $5))
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, code_hash = excluded.code_hash, attempts = 0,
           created_at = now(), expires_at = excluded.expires_at`,
    [user.id, type, sha256(linkToken), codeHash(ctx.secret, user.id, type, code), ctx.config.OTP_EXPIRY],
  );
  await q.query(
    type === 'confirmation'
      ? 'update auth.users set confirmation_sent_at = now() where id = $1'
      : 'update auth.users set recovery_sent_at = now() where id = $1',
    [user.id],
  );
  return { code, linkToken };
}

const mailUnavailable = () =>
  new AuthError(503, 'email_send_failed', 'The e-mail could not be sent right now. Please try again in a few minutes.');

function requireMail(ctx: SupabaseContext): void {
  if (ctx.mailer.disabled) {
    throw new AuthError(503, 'email_provider_disabled', 'E-mail is not available on this server: sign-up and password recovery are disabled');
  }
}

/** Sends an auth mail; a mail server that fails becomes a 503 (inside a transaction: nothing is kept). */
async function sendCodeMail(
  ctx: SupabaseContext,
  user: UserRow,
  kind: MailKind,
  issued: { code: string; linkToken: string } | undefined,
  redirectTo: string,
) {
  const meta = asObject(user.raw_user_meta_data);
  const link = issued
    ? `${supabasePublicBase(ctx.config)}/auth/v1/verify?token=${issued.linkToken}&type=${kind}&redirect_to=${encodeURIComponent(redirectTo)}`
    : undefined;
  try {
    await ctx.mailer.send({
      kind,
      to: user.email,
      lang: mailLang(meta),
      expiresMinutes: Math.round(ctx.config.OTP_EXPIRY / 60),
      ...(issued ? { code: issued.code } : {}),
      ...(link ? { link } : {}),
      ...(typeof meta.first_name === 'string' ? { firstName: meta.first_name } : {}),
    });
  } catch {
    throw mailUnavailable();
  }
}

/**
 * Checks a code and consumes it: the mail link's token (its hash is looked up), or the e-mail address and the
 * 6-digit code (compared in constant time; each wrong code counts, the CODE_MAX_ATTEMPTS-th voids the code).
 */
async function consumeCode(
  ctx: SupabaseContext,
  q: Queryable,
  type: 'confirmation' | 'recovery',
  by: { email: string; code: string } | { linkToken: string },
): Promise<UserRow | null> {
  let userId: string;
  if ('linkToken' in by) {
    if (!/^[0-9a-f]{64}$/.test(by.linkToken)) return null;
    const [row] = await q.query<{ user_id: string }>(
      `delete from auth.one_time_tokens where token_hash = $1 and token_type = $2 and expires_at > now() returning user_id`,
      [sha256(by.linkToken), type],
    );
    if (!row) return null;
    userId = row.user_id;
  } else {
    const [row] = await q.query<{ id: string; user_id: string; code_hash: string | null; attempts: number }>(
      `select t.id, t.user_id, t.code_hash, t.attempts from auth.one_time_tokens t join auth.users u on u.id = t.user_id
        where lower(u.email) = $1 and t.token_type = $2 and t.expires_at > now() for update of t`,
      [by.email, type],
    );
    if (!row?.code_hash) return null;
    const given = /^\d{6}$/.test(by.code) ? codeHash(ctx.secret, row.user_id, type, by.code) : '0'.repeat(64);
    if (!sameHex(given, row.code_hash)) {
      if (row.attempts + 1 >= CODE_MAX_ATTEMPTS) await q.query('delete from auth.one_time_tokens where id = $1', [row.id]);
      else await q.query('update auth.one_time_tokens set attempts = attempts + 1 where id = $1', [row.id]);
      return null;
    }
    await q.query('delete from auth.one_time_tokens where id = $1', [row.id]);
    userId = row.user_id;
  }
  const [u] = await q.query<UserRow>(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1 returning ${USER_COLS}`,
    [userId],
  );
  return u ?? null;
}

function verifyType(v: unknown): 'confirmation' | 'recovery' {
  if (v === 'signup' || v === 'email') return 'confirmation';
  if (v === 'recovery') return 'recovery';
  throw new AuthError(400, 'validation_failed', 'Verify requires a verification type (signup, email or recovery)');
}

const otpFailed = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

// --------------------------------------------------------------------------------------------------------------

export async function registerAuthRoutes(app: FastifyInstance, ctx: SupabaseContext): Promise<void> {
  const { db, config } = ctx;

  app.get('/health', async () => ({ version: 'lieferzone-gotrue-compatible', name: 'GoTrue', description: 'Lieferzone auth (GoTrue subset)' }));

  app.get('/settings', async () => ({
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: config.MAILER_AUTOCONFIRM,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  // ---- sign-up ----------------------------------------------------------------------------------------------
  app.post('/signup', async (req) => {
    const body = bodyObject(req.body);
    const email = normEmail(body.email, 'To signup, please provide your email');
    const password = checkPassword(body.password);
    const meta = metadata(body.data);
    const redirectTo = redirectTarget(ctx, (req.query as Record<string, unknown>).redirect_to);
    if (!config.MAILER_AUTOCONFIRM) {
      requireMail(ctx);
      guardMail(ctx, req.ip, email);
    }
    const hash = await bcrypt.hash(password, BCRYPT_COST);

    const result = await db.tx(async (q) => {
      const [existing] = await q.query<UserRow>(`select ${USER_COLS} from auth.users where lower(email) = $1 for update`, [email]);
      if (existing?.email_confirmed_at) {
        if (config.MAILER_AUTOCONFIRM) throw new AuthError(422, 'user_already_exists', 'User already registered');
        // as Supabase: no hint that the address is taken (an obfuscated user without identities), but the owner is told
        return { kind: 'exists' as const, user: existing };
      }
      let user: UserRow;
      if (existing) {
        const [u] = await q.query<UserRow>(
          `update auth.users set encrypted_password = $2, raw_user_meta_data = $3::jsonb, updated_at = now()
            where id = $1 returning ${USER_COLS}`,
          [existing.id, hash, JSON.stringify(meta)],
        );
        user = u!;
      } else {
        const [u] = await q.query<UserRow>(
          `insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at)
           values ($1, $2, $3::jsonb, ${config.MAILER_AUTOCONFIRM ? 'now()' : 'null'}) returning ${USER_COLS}`,
          [email, hash, JSON.stringify(meta)],
        );
        user = u!;
      }
      if (config.MAILER_AUTOCONFIRM) return { kind: 'session' as const, session: await createSession(ctx, q, user, req, 'password') };
      const issued = await issueCode(ctx, q, user, 'confirmation');
      const [fresh] = await q.query<UserRow>(`select ${USER_COLS} from auth.users where id = $1`, [user.id]);
      // sent before the commit: when the mail server fails, the account is not created (503, nothing half-done)
      await sendCodeMail(ctx, fresh!, 'signup', issued, redirectTo);
      return { kind: 'code' as const, user: fresh! };
    }).catch((err: unknown) => {
      // two sign-ups of the same new address at the same moment: the loser sees the unique index
      if ((err as { code?: unknown }).code === '23505') throw new AuthError(422, 'user_already_exists', 'User already registered');
      throw err;
    });

    if (result.kind === 'session') return result.session;
    if (result.kind === 'exists') {
      await sendCodeMail(ctx, result.user, 'already_registered', undefined, redirectTo);
      const now = ctx.now().toISOString();
      return {
        id: randomUUID(),
        aud: 'authenticated',
        role: 'authenticated',
        email,
        phone: '',
        confirmation_sent_at: now,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: {},
        identities: [],
        created_at: now,
        updated_at: now,
        is_anonymous: false,
      };
    }
    return userJson(result.user);
  });

  // ---- tokens -------------------------------------------------------------------------------------------------
  app.post('/token', async (req) => {
    const grant = (req.query as Record<string, unknown>).grant_type;
    const body = bodyObject(req.body);
    if (grant === 'password') {
      if (typeof body.email !== 'string' || body.email.trim() === '') throw new AuthError(400, 'validation_failed', 'missing email or phone');
      const email = body.email.trim().toLowerCase();
      guardAttempts(ctx, req.ip, email);
      const password = typeof body.password === 'string' ? body.password : '';
      const [user] = await db.query<UserRow>(`select ${USER_COLS} from auth.users where lower(email) = $1`, [email]);
      const ok = await bcrypt.compare(password, user?.encrypted_password ?? DUMMY_HASH);
      if (!user || !ok || password === '') {
        recordFailure(ctx, req.ip, email);
        throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
      }
      if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      ctx.backoff.reset(pairKey(email, req.ip));
      return db.tx((q) => createSession(ctx, q, user, req, 'password'));
    }
    if (grant === 'refresh_token') {
      const token = body.refresh_token;
      if (typeof token !== 'string' || token === '' || token.length > 200) {
        throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      }
      const h = sha256(token);
      const out = await db.tx(async (q) => {
        // atomic rotation: exactly one caller can revoke a given token
        const [used] = await q.query<{ id: number; user_id: string; session_id: string }>(
          `update auth.refresh_tokens set revoked = true, updated_at = now()
            where token_hash = $1 and not revoked returning id, user_id, session_id`,
          [h],
        );
        if (!used) {
          const [old] = await q.query<{ session_id: string }>('select session_id from auth.refresh_tokens where token_hash = $1', [h]);
          if (!old) return { error: 'not_found' as const };
          // a rotated token came back: treat the session as stolen and end it
          await q.query('delete from auth.sessions where id = $1', [old.session_id]);
          return { error: 'reused' as const };
        }
        const [user] = await q.query<UserRow>(`select ${USER_COLS} from auth.users where id = $1`, [used.user_id]);
        if (!user) return { error: 'not_found' as const };
        const next = randomBytes(24).toString('base64url');
        await q.query(
          `insert into auth.refresh_tokens (token_hash, user_id, session_id, parent_id) values ($1, $2, $3, $4)`,
          [sha256(next), used.user_id, used.session_id, used.id],
        );
        await q.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [used.session_id]);
        return { session: sessionJson(ctx, user, used.session_id, next, 'token_refresh') };
      });
      if ('session' in out) return out.session;
      if (out.error === 'reused') throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  });

  // ---- e-mail codes -------------------------------------------------------------------------------------------
  const verify = async (req: FastifyRequest, body: Record<string, unknown>) => {
    const type = verifyType(body.type);
    const email = typeof body.email === 'string' && body.email.trim() ? normEmail(body.email, '') : undefined;
    guardAttempts(ctx, req.ip, email);
    let by: { email: string; code: string } | { linkToken: string };
    // token_hash (supabase-js verifyOtp) carries the mail link's token
    if (typeof body.token_hash === 'string' && body.token_hash) by = { linkToken: body.token_hash.toLowerCase() };
    else if (email && typeof body.token === 'string' && body.token) by = { email, code: body.token.trim() };
    else throw new AuthError(400, 'validation_failed', 'Verify requires either a token_hash, or an email and a token');
    const out = await db.tx(async (q) => {
      const user = await consumeCode(ctx, q, type, by);
      if (!user) return null;
      return createSession(ctx, q, user, req, 'otp');
    });
    if (!out) {
      recordFailure(ctx, req.ip, email);
      throw otpFailed();
    }
    if (email) ctx.backoff.reset(pairKey(email, req.ip));
    return out;
  };

  app.post('/verify', async (req) => verify(req, bodyObject(req.body)));

  // the link in the mail: verifies, then redirects with the session in the URL hash (supabase-js implicit flow)
  app.get('/verify', async (req, reply) => {
    const qy = req.query as Record<string, unknown>;
    const target = redirectTarget(ctx, qy.redirect_to);
    const type = qy.type === 'recovery' ? 'recovery' : 'signup';
    try {
      const s = await verify(req, { type, token_hash: typeof qy.token === 'string' ? qy.token : '' });
      const frag = new URLSearchParams({
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: 'bearer',
        type,
      });
      return reply.redirect(`${target.split('#')[0]}#${frag.toString()}`, 303);
    } catch (err) {
      const e = err instanceof AuthError ? err : new AuthError(500, 'unexpected_failure', 'Verification failed');
      const frag = new URLSearchParams({ error: 'access_denied', error_code: e.code, error_description: e.message });
      return reply.redirect(`${target.split('#')[0]}#${frag.toString()}`, 303);
    }
  });

  app.post('/otp', async () => {
    throw new AuthError(422, 'otp_disabled', 'Sign-in with one-time codes only is not enabled; use e-mail and password');
  });

  app.post('/resend', async (req) => {
    const body = bodyObject(req.body);
    const email = normEmail(body.email, 'Resend requires an email');
    if (body.type !== 'signup') throw new AuthError(400, 'validation_failed', 'Only type signup can be resent');
    requireMail(ctx);
    guardMail(ctx, req.ip, email);
    const redirectTo = redirectTarget(ctx, (req.query as Record<string, unknown>).redirect_to);
    await db.tx(async (q) => {
      const [user] = await q.query<UserRow>(`select ${USER_COLS} from auth.users where lower(email) = $1`, [email]);
      if (!user || user.email_confirmed_at) return;
      await sendCodeMail(ctx, user, 'signup', await issueCode(ctx, q, user, 'confirmation'), redirectTo);
    });
    return {};
  });

  app.post('/recover', async (req) => {
    const body = bodyObject(req.body);
    const email = normEmail(body.email, 'Password recovery requires an email');
    requireMail(ctx);
    guardMail(ctx, req.ip, email);
    const redirectTo = redirectTarget(ctx, (req.query as Record<string, unknown>).redirect_to);
    // the same answer whether or not the address has an account; the code is kept only if its mail went out
    await db.tx(async (q) => {
      const [user] = await q.query<UserRow>(`select ${USER_COLS} from auth.users where lower(email) = $1`, [email]);
      if (!user) return;
      await sendCodeMail(ctx, user, 'recovery', await issueCode(ctx, q, user, 'recovery'), redirectTo);
    });
    return {};
  });

  // ---- the signed-in user -------------------------------------------------------------------------------------
  app.get('/user', async (req) => {
    const claims = userClaims(ctx, req);
    return userJson(await currentUser(ctx, db, claims));
  });

  app.put('/user', async (req) => {
    const claims = userClaims(ctx, req);
    const body = bodyObject(req.body);
    const user = await currentUser(ctx, db, claims);
    if (typeof body.email === 'string' && body.email.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new AuthError(422, 'email_change_not_supported', 'Changing the e-mail address is not supported');
    }
    let newHash: string | undefined;
    if (body.password !== undefined) {
      const pw = checkPassword(body.password);
      if (await bcrypt.compare(pw, user.encrypted_password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      newHash = await bcrypt.hash(pw, BCRYPT_COST);
    }
    let meta: Record<string, unknown> | undefined;
    if (body.data !== undefined) {
      meta = { ...asObject(user.raw_user_meta_data), ...metadata(body.data) };
      for (const [k, v] of Object.entries(meta)) if (v === null) delete meta[k];
      if (JSON.stringify(meta).length > 4096) throw new AuthError(400, 'validation_failed', 'User metadata is too large');
    }
    const [u] = await db.query<UserRow>(
      `update auth.users set encrypted_password = coalesce($2, encrypted_password),
              raw_user_meta_data = coalesce($3::jsonb, raw_user_meta_data), updated_at = now()
        where id = $1 returning ${USER_COLS}`,
      [user.id, newHash ?? null, meta ? JSON.stringify(meta) : null],
    );
    if (!u) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return userJson(u);
  });

  app.post('/logout', async (req, reply) => {
    const claims = userClaims(ctx, req);
    const scope = (req.query as Record<string, unknown>).scope ?? 'global';
    const sid = typeof claims.session_id === 'string' && UUID_RE.test(claims.session_id) ? claims.session_id : null;
    if (scope === 'local') {
      if (sid) await db.query('delete from auth.sessions where id = $1 and user_id = $2', [sid, claims.sub]);
    } else if (scope === 'others') {
      await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [claims.sub, sid]);
    } else if (scope === 'global') {
      await db.query('delete from auth.sessions where user_id = $1', [claims.sub]);
    } else {
      throw new AuthError(400, 'validation_failed', 'scope must be global, local or others');
    }
    return reply.status(204).send();
  });

  // ---- admin (service key) ------------------------------------------------------------------------------------
  app.get('/admin/users/:id', async (req) => {
    requireServiceRole(ctx, req);
    const id = (req.params as { id: string }).id;
    if (!UUID_RE.test(id)) throw new AuthError(404, 'user_not_found', 'User not found');
    const [u] = await db.query<UserRow>(`select ${USER_COLS} from auth.users where id = $1`, [id]);
    if (!u) throw new AuthError(404, 'user_not_found', 'User not found');
    return userJson(u);
  });

  app.delete('/admin/users/:id', async (req) => {
    requireServiceRole(ctx, req);
    const id = (req.params as { id: string }).id;
    if (!UUID_RE.test(id)) throw new AuthError(404, 'user_not_found', 'User not found');
    const rows = await db.query('delete from auth.users where id = $1 returning id', [id]);
    if (!rows.length) throw new AuthError(404, 'user_not_found', 'User not found');
    return {};
  });
}
