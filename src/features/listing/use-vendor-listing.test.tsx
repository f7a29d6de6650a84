import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DEMO_VENDOR } from '../../demo/demo-vendor.ts';
import { stubFetchEachTest } from '../../test/fetch-mock.ts';
import { useVendorListing } from './use-vendor-listing.ts';

/** n vendors as the API answers them (valid for the shared vendor schema); ids and labels carry the prefix */
const vendors = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    ...DEMO_VENDOR,
    id: `6f1c7d1e-0000-4000-8000-${(prefix.charCodeAt(0) * 1000 + i).toString().padStart(12, '0')}`,
    label: `${prefix}${i}`,
  }));

const fetchMock = stubFetchEachTest();

function wrapper({ children }: { children: ReactNode }) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
}

const urls = () => fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x'));
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('useVendorListing (spec 1 §4 listing load)', () => {
  it('when exactly 20 come back with more available, then 30 more are fetched automatically, ordered, and cards wait for them', async () => {
    let release: (r: Response) => void = () => {};
    fetchMock
      .mockResolvedValueOnce(ok({ vendors: vendors('a', 20), nextPageToken: 'T1', totalSize: 120 }))
      .mockImplementationOnce(
        () =>
          new Promise<Response>((r) => {
            release = r;
          }),
      );
    const { result } = renderHook(() => useVendorListing('zone:1070'), { wrapper });
    // the follow-up is asked for as soon as the first page's answer is there (api/vendors.ts), before it is stored
    await waitFor(() => expect(result.current.loaded).toBe(20));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.loading).toBe(true); // the follow-up is still running
    const [first, second] = urls();
    expect(first!.searchParams.get('pageSize')).toBe('20');
    expect(first!.searchParams.get('orderBy')).toBeNull();
    expect(first!.searchParams.get('filter')).toBe('zone:1070');
    expect(second!.searchParams.get('pageSize')).toBe('30');
    expect(second!.searchParams.get('pageToken')).toBe('T1');
    expect(second!.searchParams.get('orderBy')).toBe('rating desc, label asc');
    release(ok({ vendors: vendors('b', 30), nextPageToken: 'T2', totalSize: 120 }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.loaded).toBe(50);
    // at 50 the automatic loading stops: a load-more button takes over
    expect(result.current.autoLoad).toBe(false);
    expect(result.current.showLoadMore).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when fewer than 20 come back, then no follow-up is fetched', async () => {
    fetchMock.mockResolvedValueOnce(ok({ vendors: vendors('a', 12), totalSize: 12 }));
    const { result } = renderHook(() => useVendorListing('zone:graz'), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.vendors).toHaveLength(12);
    expect(result.current.showLoadMore).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the follow-up fails, then the first 20 are shown and the page error is known', async () => {
    fetchMock
      .mockResolvedValueOnce(ok({ vendors: vendors('a', 20), nextPageToken: 'T1' }))
      .mockResolvedValueOnce(new Response('{"error":{"code":400,"message":"Invalid pageToken"}}', { status: 400 }));
    const { result } = renderHook(() => useVendorListing('zone:1070'), { wrapper });
    await waitFor(() => expect(result.current.query.isFetchNextPageError).toBe(true));
    expect(result.current.loading).toBe(false);
    expect(result.current.vendors).toHaveLength(20);
  });
});
