/** Geocoder cache repository (public.geocode_cache): one row of results per provider and normalized query. */
import type { Queryable } from '../../db/index.ts';
import type { StreetHit } from '../geocoder.ts';

/** The cached results of a query and whether they are younger than `maxAgeSeconds`; null when none are cached. */
export async function cachedResults(
  q: Queryable,
  provider: string,
  key: string,
  maxAgeSeconds: number,
): Promise<{ results: StreetHit[]; fresh: boolean } | null> {
  const [row] = await q.query<{ results: StreetHit[]; fresh: boolean }>(
    `select results, fetched_at > now() - make_interval(secs => $3) as fresh
       from public.geocode_cache where provider = $1 and query = $2`,
    [provider, key, maxAgeSeconds],
  );
  return row ?? null;
}

/** Stores (or replaces) a query's results, fetched now. */
export async function storeResults(q: Queryable, provider: string, key: string, results: readonly StreetHit[]): Promise<void> {
  await q.query(
    `insert into public.geocode_cache (provider, query, results) values ($1, $2, $3::jsonb)
       on conflict (provider, query) do update set results = excluded.results, fetched_at = now()`,
    [provider, key, JSON.stringify(results)],
  );
}
