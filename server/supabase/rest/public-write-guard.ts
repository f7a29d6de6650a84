/** Limits on writes without an account: anonymous writes, and inserts into public-form tables. */
import { RestError, type SupabaseContext } from '../context.ts';
import type { RestRequest } from './request.ts';
import type { Table } from './schema-cache.ts';

/** Largest body an anonymous write may carry (a public form's text included). */
export const ANON_BODY_MAX_BYTES = 32 * 1024;

const bodyBytes = (raw: unknown): number =>
  typeof raw === 'string' ? Buffer.byteLength(raw) : Buffer.byteLength(JSON.stringify(raw ?? null));

/**
 * Every anonymous write, and every insert into a public-form table, is size-limited and rate-limited per client IP
 * (PUBLIC_WRITE_RATE_LIMIT per AUTH_RATE_WINDOW_S); an insert of that kind takes exactly one row. `t` and `rows` are
 * given for inserts only (null for updates, deletes and function calls).
 */
export function guardPublicWrite(ctx: SupabaseContext, r: RestRequest, t: Table | null, rows: number | null): void {
  const publicInsert = rows !== null && t?.publicForm === true && r.identity.role !== 'service_role';
  if (r.identity.role !== 'anon' && !publicInsert) return;
  if (rows !== null && rows !== 1) {
    throw new RestError(400, 'PGRST102', 'Anonymous and public-form inserts take exactly one row per request', `The request has ${rows} rows`);
  }
  if (bodyBytes(r.rawBody) > ANON_BODY_MAX_BYTES) {
    throw new RestError(413, 'PGRST413', `The request body is too large (at most ${ANON_BODY_MAX_BYTES / 1024} KiB without signing in)`);
  }
  const key = `public-write:ip:${r.ip}`;
  const wait = ctx.limiter.blockedFor(key, ctx.config.PUBLIC_WRITE_RATE_LIMIT);
  if (wait) {
    throw new RestError(429, 'PGRST429', `Too many submissions from this address: please try again in ${wait} s`, null, null, { 'retry-after': String(wait) });
  }
  ctx.limiter.hit(key);
}
