/** Runs a REST request's statements as its role, and maps PostgreSQL errors to PostgREST answers. */
import type { Queryable } from '../../db/index.ts';
import { RestError, type SupabaseContext } from '../context.ts';
import type { Identity } from './request.ts';

/** PostgreSQL error → PostgREST status (see the wire contract); null for errors that are the server's fault. */
export function pgErrorToRest(err: unknown, role: string): RestError | null {
  const e = (err ?? {}) as { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };
  if (typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return null;
  const code = e.code;
  const cls = code.slice(0, 2);
  let status = 400;
  if (code === '42501') status = role === 'anon' ? 401 : 403;
  else if (code === '23503' || code === '23505') status = 409;
  else if (code === '42P01' || code === '42883') status = 404;
  else if (code === '25006') status = 405;
  else if (code === 'P0001') status = 400;
  else if (cls === '08' || cls === '53') status = 503;
  else if (['09', '0L', '0P', '28'].includes(cls)) status = 403;
  else if (['25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)) status = 500;
  if (status >= 500) return null;
  return new RestError(
    status,
    code,
    typeof e.message === 'string' ? e.message : 'Database error',
    typeof e.detail === 'string' ? e.detail : null,
    typeof e.hint === 'string' ? e.hint : null,
  );
}

/** Thrown inside a transaction to roll it back while still answering (Prefer: tx=rollback). */
class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

export interface TxOptions {
  /** Prefer: tx=rollback — the transaction's result is answered, its changes are rolled back */
  rollback?: boolean;
  /** a GET/HEAD function call: writes fail with 25006 (405), as in PostgREST's read-only transactions */
  readOnly?: boolean;
}

/**
 * One transaction as the request's role, with its claims in `request.jwt.claims` — sent with BEGIN, transaction-local
 * (never session-level: the connection is pooled) — so row-level security decides what the statements see.
 */
export async function asRole<T>(ctx: SupabaseContext, id: Identity, fn: (q: Queryable) => Promise<T>, opts: TxOptions = {}): Promise<T> {
  const settings: Record<string, string> = { role: id.role, 'request.jwt.claims': JSON.stringify(id.claims) };
  if (opts.readOnly) settings.transaction_read_only = 'on';
  try {
    return await ctx.db.txWithSettings(settings, async (q) => {
      const v = await fn(q);
      if (opts.rollback) throw new Rollback(v);
      return v;
    });
  } catch (err) {
    if (err instanceof Rollback) return err.value as T;
    if (err instanceof RestError) throw err;
    throw pgErrorToRest(err, id.role) ?? err;
  }
}
