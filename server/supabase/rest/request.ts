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
  count?: 'exact' | 'planned' | 'estimated';
  missingDefault: boolean;
  resolution?: 'merge' | 'ignore';
  /** tx=rollback: run the request, answer, and roll its transaction back */
  rollback: boolean;
  /** handling=strict: unknown preferences are refused, max-affected is enforced */
  strict: boolean;
  maxAffected?: number;
  /** the preferences honoured, for the Preference-Applied header */
  applied: string[];
}

export interface RestRequest {
  identity: Identity;
  params: URLSearchParams;
  prefs: Prefs;
  /** Accept: application/vnd.pgrst.object+json — exactly one row, as an object */
  single: boolean;
  /** Accept: text/csv — the rows as CSV */
  format: 'json' | 'csv';
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

/**
 * The Prefer header as PostgREST 12 reads it. Unknown or malformed preferences are ignored, unless handling=strict
 * asks for 400 PGRST122.
 */
export function parsePrefer(header: string | string[] | undefined): Prefs {
  const list = (Array.isArray(header) ? header.join(',') : header ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const p: Prefs = { ret: 'minimal', missingDefault: false, rollback: false, strict: false, applied: [] };
  const invalid: string[] = [];
  for (const raw of list) {
    const item = raw.toLowerCase();
    const [, name, value] = /^([a-z-]+)=([a-z0-9-]+)$/.exec(item) ?? [];
    let ok = true;
    if (name === 'return' && (value === 'representation' || value === 'minimal' || value === 'headers-only')) p.ret = value;
    else if (name === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) p.count = value;
    else if (item === 'missing=default') p.missingDefault = true;
    else if (item === 'resolution=merge-duplicates') p.resolution = 'merge';
    else if (item === 'resolution=ignore-duplicates') p.resolution = 'ignore';
    else if (item === 'tx=rollback') p.rollback = true;
    else if (item === 'tx=commit') p.rollback = false;
    else if (item === 'handling=strict') p.strict = true;
    else if (item === 'handling=lenient') p.strict = false;
    else if (name === 'max-affected' && value && /^\d{1,9}$/.test(value)) p.maxAffected = Number(value);
    else if (name === 'timezone' || name === 'params') ok = true; // accepted, without effect here
    else ok = false;
    if (ok) p.applied.push(item);
    else invalid.push(raw.slice(0, 100));
  }
  if (p.strict && invalid.length) {
    throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`);
  }
  if (!p.strict) {
    // max-affected only counts with handling=strict
    delete p.maxAffected;
    p.applied = p.applied.filter((a) => !a.startsWith('max-affected='));
  }
  return p;
}

/** Preference-Applied: the honoured preferences in the order given. */
export const preferenceApplied = (p: Prefs): Record<string, string> =>
  p.applied.length ? { 'preference-applied': p.applied.join(', ') } : {};

/** 400 PGRST124 when handling=strict with max-affected and more rows were affected (the transaction rolls back). */
export function checkMaxAffected(p: Prefs, n: number): void {
  if (p.maxAffected !== undefined && n > p.maxAffected) {
    throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${n} rows`);
  }
}

export const wantsSingle = (accept: unknown): boolean => typeof accept === 'string' && accept.includes('application/vnd.pgrst.object+json');

/** The answer's media type from Accept: JSON (default), CSV, or a plan (EXPLAIN, not enabled here: 406 PGRST107). */
export function responseFormat(accept: unknown): 'json' | 'csv' {
  if (typeof accept !== 'string' || accept === '') return 'json';
  const types = accept.split(',').map((t) => (t.split(';')[0] ?? '').trim().toLowerCase());
  if (types.some((t) => t === 'application/json' || t === 'application/vnd.pgrst.object+json' || t === 'application/vnd.pgrst.object' || t === '*/*' || t === 'application/*')) return 'json';
  if (types.includes('text/csv')) return 'csv';
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ').slice(0, 200)}`);
}

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
export const CSV_TYPE = 'text/csv; charset=utf-8';

const csvCell = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** A JSON array of row objects as CSV: a header line of the first row's keys, then one line per row. */
export function jsonRowsToCsv(body: string): string {
  const rows = JSON.parse(body) as Record<string, unknown>[];
  const first = rows[0];
  if (!first) return '';
  const keys = Object.keys(first);
  return [keys.map(csvCell).join(','), ...rows.map((r) => keys.map((k) => csvCell(r[k])).join(','))].join('\n');
}
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
