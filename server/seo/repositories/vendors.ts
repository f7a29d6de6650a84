/** Reads of vendor.vendors for the public pages (the sitemap, a vendor slug typed as a path): published vendors only. */
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

/** The slug when a published vendor has it (a draft's path is unknown to customers), else null. */
export async function publishedVendorSlug(q: Queryable, slug: string): Promise<string | null> {
  const rows = await q.query<{ slug: string }>('select slug from vendor.vendors where slug = $1 and not draft', [slug]);
  return rows[0]?.slug ?? null;
}
