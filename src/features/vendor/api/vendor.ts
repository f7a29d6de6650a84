/**
 * GET /api/v1/vendors/{id or slug} (spec 1 §7). When the vendor order system cannot be reached (network failure
 * or 5xx) the built-in demo restaurant is shown instead and marked as demo data (spec 1 §1); a 404 stays an error
 * ("Restaurant nicht gefunden") unless the demo restaurant itself was asked for.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch, isApiRequestError } from '../../../lib/api/client.ts';
import type { Vendor } from '../../../domain/types.ts';
import { vendorKeys } from '../keys.ts';

export type DataSource = 'live' | 'demo';

export interface VendorResult {
  vendor: Vendor;
  source: DataSource;
}

export class InvalidVendorData extends Error {
  constructor(what: string) {
    super(`Unexpected vendor response: ${what}`);
    this.name = 'InvalidVendorData';
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown, d: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : d);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Checks the fields the vendor page relies on and fills safe defaults for optional ones. */
export function parseVendor(data: unknown): Vendor {
  if (!isRecord(data)) throw new InvalidVendorData('not an object');
  const id = str(data.id);
  const label = str(data.label);
  if (!id) throw new InvalidVendorData('id missing');
  if (!label) throw new InvalidVendorData('label missing');
  const rating = isRecord(data.rating) ? data.rating : {};
  const arr = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
  return {
    ...(data as unknown as Vendor),
    id,
    label,
    name: str(data.name) ?? `vendors/${id}`,
    slug: str(data.slug) ?? id,
    type: str(data.type) ?? 'food',
    rating: { value: num(rating.value, 0), count: num(rating.count, 0) },
    reviewCount: num(data.reviewCount, num(rating.count, 0)),
    deliveryFee: num(data.deliveryFee, 0),
    deliveryTime: str(data.deliveryTime) ?? '',
    priceRange: num(data.priceRange, 1),
    tags: arr<unknown>(data.tags).filter((t): t is string => typeof t === 'string'),
    isOpen: data.isOpen !== false,
    isPromoted: data.isPromoted === true,
    popularity: num(data.popularity, 0),
    postalCode: str(data.postalCode) ?? '',
    city: str(data.city) ?? '',
    address: str(data.address) ?? '',
    lat: num(data.lat, NaN),
    lng: num(data.lng, NaN),
    openingHours: Array.isArray(data.openingHours) ? (data.openingHours as Vendor['openingHours']) : [],
    minOrder: num(data.minOrder, 0),
    deliveryZones: arr<Vendor['deliveryZones'][number]>(data.deliveryZones).filter(isRecord),
    disturbance: isRecord(data.disturbance) ? (data.disturbance as unknown as Vendor['disturbance']) : null,
  };
}

async function loadDemo() {
  return import('../../../demo/demo-vendor.ts');
}

export async function fetchVendor(idOrSlug: string, signal?: AbortSignal): Promise<VendorResult> {
  try {
    const data = await apiFetch<unknown>(`/api/v1/vendors/${encodeURIComponent(idOrSlug)}`, { signal });
    return { vendor: parseVendor(data), source: 'live' };
  } catch (err) {
    if (signal?.aborted) throw err;
    const unreachable = isApiRequestError(err) && err.unreachable;
    if (unreachable || (isApiRequestError(err) && err.status === 404)) {
      const { DEMO_VENDOR } = await loadDemo();
      if (unreachable || idOrSlug === DEMO_VENDOR.id || idOrSlug === DEMO_VENDOR.slug) {
        return { vendor: DEMO_VENDOR, source: 'demo' };
      }
    }
    throw err;
  }
}

export const vendorQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: vendorKeys.detail(idOrSlug),
    queryFn: ({ signal }) => fetchVendor(idOrSlug, signal),
    staleTime: 60_000,
    retry: false, // the API client already retries network failures (1, 2, 3 s)
  });

/**
 * The vendor as the vendor page last loaded it — live data only, never the demo stand-in — found by id or slug in
 * the query cache, with the time it was loaded. Checkout and tracking start from it instead of asking the API for
 * the same record again (and so also work offline after the menu was seen).
 */
export function cachedLiveVendor(queryClient: QueryClient, idOrSlug: string): { vendor: Vendor; updatedAt: number } | undefined {
  for (const q of queryClient.getQueryCache().findAll({ queryKey: vendorKeys.details() })) {
    const r = q.state.data as VendorResult | undefined;
    if (r?.source === 'live' && (r.vendor.id === idOrSlug || r.vendor.slug === idOrSlug)) {
      return { vendor: r.vendor, updatedAt: q.state.dataUpdatedAt };
    }
  }
  return undefined;
}

/**
 * `initialData` / `initialDataUpdatedAt` for another feature's query of the same vendor record: the vendor page's
 * live copy (cachedLiveVendor) through that feature's own parser. Looked up once, when the query is created; a copy
 * the parser rejects is not used.
 */
export function vendorPageSeed<T>(queryClient: QueryClient | undefined, idOrSlug: string, parse: (v: Vendor) => T) {
  let found: { data: T; updatedAt: number } | null | undefined;
  const lookup = () => {
    if (found === undefined) {
      const cached = queryClient && cachedLiveVendor(queryClient, idOrSlug);
      try {
        found = cached ? { data: parse(cached.vendor), updatedAt: cached.updatedAt } : null;
      } catch {
        found = null;
      }
    }
    return found ?? undefined;
  };
  return { initialData: () => lookup()?.data, initialDataUpdatedAt: () => lookup()?.updatedAt };
}
