/**
 * GET /api/v1/vendors (spec 1 §7, paging of §4/§9): first page 20 without orderBy; follow-up pages ask for
 * 30 (when exactly 20 are loaded) or 50, ordered by rating value descending then label ascending.
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import { loadParser } from '../../../lib/api/fetch-parsed.ts';
import { LATER_PAGES_ORDER_BY, PAGE_SIZE, nextPageSize } from '../../../domain/listing.ts';
import { listingKeys } from '../keys.ts';
import type { VendorPage } from './vendor-page-schema.ts';

export interface VendorPageParam {
  pageToken?: string;
  pageSize: number;
}

/** The list answer's schema (the envelope; each vendor by the shared vendor schema), loaded with the request. */
const vendorPageSchema = () => import('./vendor-page-schema.ts').then((m) => m.vendorPageSchema);

const askForPage = (filter: string, param: VendorPageParam, signal?: AbortSignal) =>
  apiFetch<unknown>('/api/v1/vendors', {
    signal,
    query: {
      filter: filter || undefined,
      // the cards need no zones, menu categories or description: BASIC leaves them out (a third of the bytes)
      view: 'BASIC',
      pageSize: param.pageSize,
      pageToken: param.pageToken,
      orderBy: param.pageToken ? LATER_PAGES_ORDER_BY : undefined,
    },
  });

/**
 * The automatic follow-up of a full first page (spec 1 §4) is asked for as soon as the first page's answer is there,
 * not once it has been parsed: zod and the schemas may still be loading, and parsing 20 vendors takes its time on a
 * slow phone. The follow-up's own fetch (same token and size) then takes this answer instead of asking again; the
 * cards show when both pages are there. One per filter, taken once, replaced by the filter's next first page.
 */
const earlyFollowUps = new Map<string, { param: Required<VendorPageParam>; answer: Promise<unknown> }>();

function askForFollowUpEarly(filter: string, first: unknown): void {
  earlyFollowUps.delete(filter);
  const page = typeof first === 'object' && first !== null ? (first as { vendors?: unknown; nextPageToken?: unknown }) : {};
  if (!Array.isArray(page.vendors) || page.vendors.length !== PAGE_SIZE) return;
  if (typeof page.nextPageToken !== 'string' || !page.nextPageToken) return;
  const param = { pageToken: page.nextPageToken, pageSize: nextPageSize(PAGE_SIZE) };
  const answer = askForPage(filter, param);
  // taken (and its failure seen) by the follow-up's fetch; not taken, it is dropped
  answer.catch(() => undefined);
  earlyFollowUps.set(filter, { param, answer });
}

function takeEarlyFollowUp(filter: string, param: VendorPageParam): Promise<unknown> | undefined {
  const early = earlyFollowUps.get(filter);
  if (!early || early.param.pageToken !== param.pageToken || early.param.pageSize !== param.pageSize) return undefined;
  earlyFollowUps.delete(filter);
  return early.answer;
}

export async function fetchVendorPage(filter: string, param: VendorPageParam, signal?: AbortSignal): Promise<VendorPage> {
  const parse = loadParser(vendorPageSchema, 'vendor list');
  const answer = await (takeEarlyFollowUp(filter, param) ?? askForPage(filter, param, signal));
  if (!param.pageToken) askForFollowUpEarly(filter, answer);
  return (await parse)(answer);
}

/** Next page parameter, from how many vendors are loaded so far (undefined when the server has no more). */
export function nextVendorPageParam(lastPage: VendorPage, pages: VendorPage[]): VendorPageParam | undefined {
  if (!lastPage.nextPageToken) return undefined;
  const loaded = pages.reduce((n, p) => n + p.vendors.length, 0);
  return { pageToken: lastPage.nextPageToken, pageSize: nextPageSize(loaded) };
}

const FIRST_PAGE: VendorPageParam = { pageSize: PAGE_SIZE };

export const vendorListInfiniteOptions = (filter: string) =>
  infiniteQueryOptions({
    queryKey: listingKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchVendorPage(filter, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextVendorPageParam,
    staleTime: 60_000,
  });

/**
 * The listing's first load, started by the route loader: the first page and — when exactly 20 came back and there
 * are more — its automatic follow-up (spec 1 §4), requested as soon as the first page is there instead of after
 * the page has rendered it. The follow-up runs as the query's "next page" fetch, exactly like the hook's
 * fetchNextPage (its failure leaves the first page on screen), so the hook does not ask again.
 */
export async function prefetchVendorListing(queryClient: QueryClient, filter: string): Promise<void> {
  const options = vendorListInfiniteOptions(filter);
  await queryClient.infiniteQuery(options).catch(() => undefined);
  const pages = queryClient.getQueryData(options.queryKey)?.pages;
  const first = pages?.[0];
  if (pages?.length !== 1 || !first || first.vendors.length !== PAGE_SIZE || !first.nextPageToken) return;
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (!query || query.state.fetchStatus !== 'idle') return;
  await query.fetch(undefined, { meta: { fetchMore: { direction: 'forward' } } }).catch(() => undefined);
}

/**
 * The built-in demo restaurant (spec 1 §8), shown when the vendor API cannot be reached: a chunk of its own, loaded
 * only then (the precache has it for offline use).
 */
export const demoVendorOptions = () =>
  queryOptions({
    queryKey: listingKeys.demo(),
    queryFn: async () => (await import('../../../demo/demo-vendor.ts')).DEMO_VENDOR,
    staleTime: Infinity,
  });
