/** POST /rest/v1/rpc/{fn}: a function of schema `public`, called by named arguments as the request's role. */
import { RestError, type SupabaseContext } from '../context.ts';
import { guardPublicWrite } from './public-write-guard.ts';
import { JSON_TYPE, OBJECT_TYPE, parseBody, singleError, type RestRequest, type RestResponse } from './request.ts';
import type { Fn, SchemaStore } from './schema-cache.ts';
import { rpcStatement } from './statements.ts';
import { asRole } from './transaction.ts';

/** The overload whose arguments cover the given names, all required ones included. */
const matching = (cands: Fn[] | undefined, keys: string[]): Fn | undefined =>
  cands?.find((f) => keys.every((k) => f.args.some((a) => a.name === k)) && f.args.slice(0, f.required).every((a) => keys.includes(a.name)));

export async function callFunction(ctx: SupabaseContext, schema: SchemaStore, r: RestRequest, name: string): Promise<RestResponse> {
  const body = parseBody(r.rawBody) ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  guardPublicWrite(ctx, r, null, null);
  const args = body as Record<string, unknown>;
  const keys = Object.keys(args);
  const fn = matching(await schema.functions(name), keys);
  if (!fn) {
    throw new RestError(404, 'PGRST202', `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`, null,
      'Perhaps you meant to call a function with other arguments');
  }
  const stmt = rpcStatement(fn, args);
  const asObject = fn.retset && r.single;
  const out = await asRole(ctx, r.identity, async (db) => {
    const [res] = await db.query<{ body: string | null; n: number }>(stmt.text, stmt.params);
    if (!res) throw new Error('rpc: no result row');
    if (asObject && res.n !== 1) throw singleError(res.n); // rolls the call back
    return res;
  });
  if (fn.void) return { status: 204, headers: {} };
  if (fn.composite && !fn.retset) {
    // one composite value: the row itself (or null), not a one-element array
    const arr = JSON.parse(out.body ?? '[]') as unknown[];
    return { status: 200, headers: {}, contentType: JSON_TYPE, body: JSON.stringify(arr[0] ?? null) };
  }
  if (asObject) {
    // .single() on a set-returning function: exactly one row (checked above), as an object
    const arr = JSON.parse(out.body ?? '[]') as unknown[];
    return { status: 200, headers: {}, contentType: OBJECT_TYPE, body: JSON.stringify(arr[0]) };
  }
  return { status: 200, headers: {}, contentType: JSON_TYPE, body: out.body ?? 'null' };
}
