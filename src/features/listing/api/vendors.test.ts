import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { afterEach, vi } from 'vitest';
import { setRuntimeConfig } from '../../../lib/api/client.ts';
import { listingKeys } from '../keys.ts';
import { parseAnswer } from '../../../lib/api/parse.ts';
import { nextVendorPageParam, prefetchVendorListing } from './vendors.ts';
import { vendorPageSchema, type VendorPage } from './vendor-page-schema.ts';
import type { Vendor } from '../../../domain/types.ts';
import { DEMO_VENDOR } from '../../../demo/demo-vendor.ts';

/** A vendor as the API answers it (valid for the shared vendor schema). */
const vendor = (id: string): Vendor => ({ ...DEMO_VENDOR, id: `6f1c7d1e-0000-4000-8000-${id.replace(/\D/g, '').padStart(12, '0').slice(-12)}`, label: `V ${id}` });
const page = (n: number, next?: string): VendorPage => ({ vendors: Array.from({ length: n }, (_, i) => vendor(`${next}-${i}`)), ...(next ? { nextPageToken: next } : {}) });

describe('vendor list paging (spec 1 §4, §9)', () => {
  it('when exactly 20 are loaded and there are more, then the follow-up asks for 30', () => {
    expect(nextVendorPageParam(page(20, 't1'), [page(20, 't1')])).toEqual({ pageToken: 't1', pageSize: 30 });
  });

  it('when 50 are loaded, then the next page asks for 50', () => {
    const pages = [page(20, 'a'), page(30, 'b')];
    expect(nextVendorPageParam(pages[1]!, pages)).toEqual({ pageToken: 'b', pageSize: 50 });
  });

  it('when the server gives no next token, then there is no next page', () => {
    expect(nextVendorPageParam(page(12), [page(12)])).toBeUndefined();
  });
});

describe('the vendor list schema', () => {
  const parseVendorPage = (raw: unknown) => parseAnswer(vendorPageSchema, raw, 'vendor list');

  it('when the answer is not a vendor list, then it throws an API error', () => {
    expect(() => parseVendorPage({ items: [] })).toThrow(/invalid vendor list/);
  });

  it('when a vendor does not match the shared vendor schema, then it alone is dropped', () => {
    const ok = vendor('1');
    const { id: _id, ...noId } = vendor('2');
    const badHours = { ...vendor('3'), openingHours: [{ days: ['MONTAG'] }] };
    const p = parseVendorPage({ vendors: [ok, noId, badHours], nextPageToken: 'x', totalSize: 7 });
    expect(p.vendors.map((v) => v.id)).toEqual([ok.id]);
    expect(p).toMatchObject({ nextPageToken: 'x', totalSize: 7 });
  });

  it('when the vendors come in the BASIC view (no zones, menu categories, description), then they are kept', () => {
    const { deliveryZones: _z, categoryMetadata: _c, description: _d, productGroups: _p, ...basic } = vendor('4');
    const p = parseVendorPage({ vendors: [basic] });
    expect(p.vendors.map((v) => [v.id, 'deliveryZones' in v])).toEqual([[basic.id, false]]);
  });
});

describe('prefetchVendorListing (route loader)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setRuntimeConfig(null);
  });
  const answer = (n: number, next?: string) =>
    new Response(JSON.stringify({ vendors: Array.from({ length: n }, (_, i) => vendor(`${next ? 1 : 2}${i}`)), ...(next ? { nextPageToken: next } : {}) }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });

  async function run(firstCount: number) {
    setRuntimeConfig({ apiBaseUrl: '' });
    const urls: URL[] = [];
    vi.stubGlobal('fetch', vi.fn((input: unknown) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://x');
      urls.push(url);
      return Promise.resolve(url.searchParams.get('pageToken') ? answer(30) : answer(firstCount, 'tok'));
    }));
    const client = new QueryClient();
    await prefetchVendorListing(client, 'zone:1070');
    const data = client.getQueryData<InfiniteData<VendorPage>>(listingKeys.list('zone:1070'));
    return { urls, data };
  }

  it('when the first page is full (20), then its follow-up of 30 is fetched right after it', async () => {
    const { urls, data } = await run(20);
    expect(urls.map((u) => [u.searchParams.get('pageSize'), u.searchParams.get('pageToken')])).toEqual([['20', null], ['30', 'tok']]);
    expect(data?.pages.map((p) => p.vendors.length)).toEqual([20, 30]);
    // the cards need no zones, menu categories or description
    expect(urls.map((u) => u.searchParams.get('view'))).toEqual(['BASIC', 'BASIC']);
  });

  it('when the full first page arrives, then its follow-up is asked for before that page is parsed, and only once', async () => {
    setRuntimeConfig({ apiBaseUrl: '' });
    const client = new QueryClient();
    const firstPageCachedAtFollowUp: boolean[] = [];
    vi.stubGlobal('fetch', vi.fn((input: unknown) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://x');
      if (!url.searchParams.get('pageToken')) return Promise.resolve(answer(20, 'tok'));
      firstPageCachedAtFollowUp.push(client.getQueryData(listingKeys.list('zone:1070')) !== undefined);
      return Promise.resolve(answer(30));
    }));
    await prefetchVendorListing(client, 'zone:1070');
    expect(firstPageCachedAtFollowUp).toEqual([false]);
    const data = client.getQueryData<InfiniteData<VendorPage>>(listingKeys.list('zone:1070'));
    expect(data?.pages.map((p) => p.vendors.length)).toEqual([20, 30]);
  });

  it('when the first page holds fewer than 20, then nothing more is fetched', async () => {
    const { urls, data } = await run(19);
    expect(urls).toHaveLength(1);
    expect(data?.pages.map((p) => p.vendors.length)).toEqual([19]);
  });
});
