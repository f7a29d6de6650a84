/**
 * GET /api/v1/vendors/{id}/catalogs/delivery (spec 1 §7): the menu. A failure is tolerated: the vendor's own
 * productGroups are used (empty when it has none). The demo restaurant's menu is built in.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import type { ProductGroup, ProductOption } from '../../../domain/types.ts';
import { vendorKeys } from '../keys.ts';
import type { DataSource, VendorResult } from './vendor.ts';

export interface MenuResult {
  groups: ProductGroup[];
  /** where the menu came from: the catalog endpoint, the vendor record (catalog failed) or the demo data */
  source: 'catalog' | 'vendor' | 'demo';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function parseOptions(v: unknown): ProductOption[] | undefined {
  if (!Array.isArray(v)) return undefined;
  return v
    .filter((o): o is Record<string, unknown> => isRecord(o) && typeof o.slug === 'string' && Array.isArray(o.vals))
    .map((o) => ({
      ...(o as unknown as ProductOption),
      label: typeof o.label === 'string' ? o.label : String(o.slug),
      vals: (o.vals as unknown[]).filter(
        (x): x is ProductOption['vals'][number] =>
          isRecord(x) && typeof x.slug === 'string' && typeof x.label === 'string' && isNum(x.pr),
      ),
    }));
}

/** Keeps the groups and products whose essential fields are sound; drops the rest instead of failing. */
export function parseProductGroups(v: unknown): ProductGroup[] {
  if (!Array.isArray(v)) return [];
  const groups: ProductGroup[] = [];
  for (const g of v) {
    if (!isRecord(g) || typeof g.slug !== 'string' || !Array.isArray(g.products)) continue;
    const products = g.products
      .filter((p): p is Record<string, unknown> => isRecord(p) && typeof p.id === 'string' && typeof p.label === 'string' && isNum(p.pr))
      .map((p) => ({
        ...(p as unknown as ProductGroup['products'][number]),
        vatP: isNum(p.vatP) ? p.vatP : 10,
        opts: parseOptions(p.opts),
        allergens: Array.isArray(p.allergens) ? p.allergens.filter((a): a is string => typeof a === 'string') : undefined,
      }));
    groups.push({
      ...(g as unknown as ProductGroup),
      label: typeof g.label === 'string' ? g.label : g.slug,
      opts: parseOptions(g.opts),
      products,
    });
  }
  return groups;
}

const catalogPath = (idOrSlug: string) => `/api/v1/vendors/${encodeURIComponent(idOrSlug)}/catalogs/delivery`;

/** Early catalog requests by the page's id or slug, consumed once by fetchMenu; older ones are not used. */
const EARLY_MAX_AGE_MS = 30_000;
const early = new Map<string, { at: number; data: Promise<unknown> }>();

/**
 * Starts the catalog request with the vendor page's id or slug (the API takes either) while the vendor itself is
 * still loading, so the menu does not wait for the vendor's answer first (one round trip less on a first visit).
 * fetchMenu picks the answer up; a failed early request is tried again the usual way.
 */
export function prefetchCatalog(idOrSlug: string): void {
  const now = Date.now();
  for (const [k, e] of early) if (now - e.at > EARLY_MAX_AGE_MS) early.delete(k);
  if (early.has(idOrSlug)) return;
  const data = apiFetch<unknown>(catalogPath(idOrSlug), { retry: false });
  data.catch(() => undefined); // handled (or dropped) when consumed
  early.set(idOrSlug, { at: now, data });
}

function takeEarly(v: VendorResult['vendor']): Promise<unknown> | undefined {
  for (const key of [v.id, v.slug]) {
    const e = key ? early.get(key) : undefined;
    if (!e) continue;
    early.delete(key);
    if (Date.now() - e.at <= EARLY_MAX_AGE_MS) return e.data;
  }
  return undefined;
}

export async function fetchMenu(v: VendorResult, signal?: AbortSignal): Promise<MenuResult> {
  if (v.source === 'demo') {
    const { DEMO_CATALOG } = await import('../../../demo/demo-vendor.ts');
    return { groups: DEMO_CATALOG.productGroups, source: 'demo' };
  }
  try {
    const pre = takeEarly(v.vendor);
    let data = pre ? await pre.catch(() => undefined) : undefined;
    data ??= await apiFetch<unknown>(catalogPath(v.vendor.id), { signal, retry: false });
    if (!isRecord(data)) throw new Error('catalog: not an object');
    return { groups: parseProductGroups(data.productGroups), source: 'catalog' };
  } catch (err) {
    if (signal?.aborted) throw err;
    return { groups: parseProductGroups(v.vendor.productGroups), source: 'vendor' };
  }
}

export const menuQueryOptions = (v: VendorResult) =>
  queryOptions({
    queryKey: [...vendorKeys.catalog(v.vendor.id), v.source satisfies DataSource] as const,
    queryFn: ({ signal }) => fetchMenu(v, signal),
    staleTime: 60_000,
    retry: false,
  });
