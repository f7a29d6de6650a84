/** The geo features' reads of vendor.vendors: published vendors' addresses and locations (drafts are never read). */
import type { Queryable } from '../../db/index.ts';

/** Address, postal code, city and coordinates of every published vendor. */
export async function publishedVendorAddresses(
  q: Queryable,
): Promise<{ address: string; postal_code: string; city: string; lat: number | null; lng: number | null }[]> {
  return q.query<{ address: string; postal_code: string; city: string; lat: number | null; lng: number | null }>(
    `select doc->>'address' as address, postal_code, city, (doc->>'lat')::float8 as lat, (doc->>'lng')::float8 as lng
       from vendor.vendors where not draft`,
  );
}

/** A published vendor's type and coordinates by id or slug; null when there is none. */
export async function publishedVendorLocation(q: Queryable, idOrSlug: string): Promise<{ type: string; lat: number | null; lng: number | null } | null> {
  const [vendor] = await q.query<{ type: string; lat: number | null; lng: number | null }>(
    `select type, (doc->>'lat')::float8 as lat, (doc->>'lng')::float8 as lng from vendor.vendors where (id::text = $1 or slug = $1) and not draft`,
    [idOrSlug],
  );
  return vendor ?? null;
}
