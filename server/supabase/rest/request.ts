/**
 * A REST request as plain data, taken from the HTTP request once by the routes: who asks (the role of a verified
 * JWT, whitelisted), the query string, the Prefer and Accept preferences, the raw body and the client IP.
 */
import { RestError, type SupabaseContext } from '../context.ts';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';

const ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

export interface Identity {
  role: string;
  claims: JwtClaims;
}

export interface Prefs {
  ret: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact';
  missingDefault: boolean;
  resolution?: 'merge' | 'ignore';
}

export interface RestRequest {
  identity: Identity;
  params: URLSearchParams;
  prefs: Prefs;
  /** Accept: application/vnd.pgrst.object+json — exactly one row, as an object */
  single: boolean;
  /** as the scope's content-type parser left it: a string, or undefined without a body */
  rawBody: unknown;
  ip: string;
}

/** The role and claims of the bearer token, else of the apikey; anon without either. 401 for a bad or foreign JWT. */
export function identity(ctx: SupabaseContext, authorization: unknown, apikey: unknown): Identity {
  let token: string | undefined;
  if (typeof authorization === 'string' && authorization.trim() !== '') {
    const m = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (!m) throw new RestError(401, 'PGRST301', 'Authorization header must be: Bearer <token>', null, null, { 'www-authenticate': 'Bearer' });
    token = m[1];
  } else {
    token = typeof apikey === 'string' ? apikey : undefined;
  }
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  let claims: JwtClaims;
  try {
    claims = verifyJwt(token, ctx.secret, Math.floor(ctx.now().getTime() / 1000));
  } catch (err) {
    const reason = err instanceof JwtError ? err.reason : undefined;
    if (reason === 'expired') {
      throw new RestError(401, 'PGRST303', 'JWT expired', null, null, { 'www-authenticate': 'Bearer error="invalid_token", error_description="JWT expired"' });
    }
    throw new RestError(401, 'PGRST301', reason === 'malformed' ? 'JWSError (CompactDecodeError Invalid number of parts)' : 'JWSError JWSInvalidSignature', null, null, {
      'www-authenticate': 'Bearer error="invalid_token"',
    });
  }
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  if (!ROLES.has(role)) throw new RestError(401, 'PGRST301', `JWT role "${role.slice(0, 50)}" is not allowed`);
  return { role, claims };
}

/** Only schema `public` is served (Accept-Profile / Content-Profile). */
export function checkProfile(acceptProfile: unknown, contentProfile: unknown): void {
  for (const v of [acceptProfile, contentProfile]) {
    if (v !== undefined && v !== 'public') {
      throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
    }
  }
}

export function parsePrefer(header: string | string[] | undefined): Prefs {
  const list = (Array.isArray(header) ? header.join(',') : header ?? '').split(',').map((s) => s.trim().toLowerCase());
  const p: Prefs = { ret: 'minimal', missingDefault: false };
  for (const item of list) {
    if (item === 'return=representation') p.ret = 'representation';
    else if (item === 'return=headers-only') p.ret = 'headers-only';
    else if (item === 'count=exact' || item === 'count=planned' || item === 'count=estimated') p.count = 'exact';
    else if (item === 'missing=default') p.missingDefault = true;
    else if (item === 'resolution=merge-duplicates') p.resolution = 'merge';
    else if (item === 'resolution=ignore-duplicates') p.resolution = 'ignore';
  }
  return p;
}

export const wantsSingle = (accept: unknown): boolean => typeof accept === 'string' && accept.includes('application/vnd.pgrst.object+json');

/** The query string of a URL, undecoded by any framework (PostgREST syntax is parsed from it as sent). */
export function queryParams(url: string): URLSearchParams {
  const i = url.indexOf('?');
  return new URLSearchParams(i >= 0 ? url.slice(i + 1) : '');
}

/** The body as JSON (undefined when empty), or 400 PGRST102. */
export function parseBody(raw: unknown): unknown {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

/** 406 PGRST116: a single-object request whose result is not exactly one row. */
export const singleError = (n: number, headers: Record<string, string> = {}) =>
  new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`, null, headers);

/** What a handler answers; the routes turn it into the HTTP reply. `body` undefined: no body (HEAD, 201/204). */
export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  contentType?: string;
  body?: string | null;
}

export const JSON_TYPE = 'application/json; charset=utf-8';
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
