/** The sitemap's reads of vendor.vendors: published vendors only. */
import type { Queryable } from '../../db/index.ts';

export async function publishedVendorCount(q: Queryable): Promise<number> {
  const rows = await q.query<{ n: number }>('select count(*)::int as n from vendor.vendors where not draft');
  return rows[0]?.n ?? 0;
}

/** A page of published vendors' slugs in slug order. */
export async function publishedVendorSlugs(q: Queryable, offset: number, limit: number): Promise<string[]> {
  const rows = await q.query<{ slug: string }>('select slug from vendor.vendors where not draft order by slug limit $1 offset $2', [limit, offset]);
  return rows.map((r) => r.slug);
}
