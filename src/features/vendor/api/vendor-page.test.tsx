import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DEMO_CATALOG, DEMO_VENDOR } from '../../../demo/demo-vendor.ts';
import type { Vendor } from '../../../domain/types.ts';
import { vendorKeys } from '../../../lib/api/vendor-keys.ts';
import { setRuntimeConfig } from '../../../lib/api/client.ts';
import { demoRestaurantQueryOptions, loadVendorPage, useMenu } from './vendor-page.ts';

const LIVE: Vendor = {
  ...DEMO_VENDOR,
  id: '6f1c7d1e-0000-4000-8000-000000000002',
  name: 'vendors/6f1c7d1e-0000-4000-8000-000000000002',
  slug: 'pizzeria-roma',
  label: 'Pizzeria Roma',
  productGroups: [{ slug: 'a/groups/pizza', label: 'Pizza', products: [{ id: 'p', label: 'Margherita', pr: 8.9, vatP: 10 }] }],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const pathOf = (input: unknown) => new URL(String(input), 'http://x').pathname;

type Answer = (path: string) => Response;
let answer: Answer;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: '' });
  fetchMock = vi.fn((input: unknown) => Promise.resolve(answer(pathOf(input))));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfig(null);
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const down = () => json(503, { error: { code: 503, message: 'down' } });
const notFound = () => json(404, { error: { code: 404, message: 'Vendor not found' } });

describe('the vendor page’s data (spec 1 §1, §7)', () => {
  it('when the vendor and its catalog answer, then both are requested at once and cached for the page', async () => {
    answer = (p) => (p.endsWith('/catalogs/delivery') ? json(200, { ...DEMO_CATALOG, name: `vendors/${LIVE.id}/catalogs/delivery` }) : json(200, LIVE));
    const qc = client();
    await expect(loadVendorPage(qc, 'pizzeria-roma')).resolves.toEqual({ demo: false });
    expect(fetchMock.mock.calls.map(([u]) => pathOf(u)).sort()).toEqual([
      '/api/v1/vendors/pizzeria-roma',
      '/api/v1/vendors/pizzeria-roma/catalogs/delivery',
    ]);
    expect(qc.getQueryData(vendorKeys.detail('pizzeria-roma'))).toEqual(LIVE);
    expect(qc.getQueryData(vendorKeys.catalog('pizzeria-roma'))).toBeDefined();
  });

  it('when the vendor system answers 5xx, then the demo restaurant stands in, marked as demo', async () => {
    answer = down;
    const qc = client();
    await expect(loadVendorPage(qc, 'pizzeria-roma')).resolves.toEqual({ demo: true });
    const demo = qc.getQueryData(demoRestaurantQueryOptions().queryKey);
    expect(demo?.vendor.id).toBe(DEMO_VENDOR.id);
    expect(demo?.groups.flatMap((g) => g.products)).toHaveLength(DEMO_CATALOG.productGroups.flatMap((g) => g.products).length);
  });

  it('when the vendor is unknown (404), then the error is thrown for the "not found" view; the demo restaurant’s own slug still opens', async () => {
    answer = notFound;
    await expect(loadVendorPage(client(), 'gibt-es-nicht')).rejects.toMatchObject({ status: 404 });
    await expect(loadVendorPage(client(), DEMO_VENDOR.slug)).resolves.toEqual({ demo: true });
  });

  it('when the catalog fails, then the menu is the vendor’s own productGroups', async () => {
    answer = (p) => (p.endsWith('/catalogs/delivery') ? down() : json(200, LIVE));
    const qc = client();
    await loadVendorPage(qc, LIVE.id);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useMenu(LIVE, LIVE.id), { wrapper });
    await waitFor(() => expect(result.current.source).toBe('vendor'));
    expect(result.current.groups[0]?.products[0]?.label).toBe('Margherita');
  });

  it('when the catalog answers, then the menu is the catalog', async () => {
    answer = (p) => (p.endsWith('/catalogs/delivery') ? json(200, { ...DEMO_CATALOG, name: `vendors/${LIVE.id}/catalogs/delivery` }) : json(200, LIVE));
    const qc = client();
    await loadVendorPage(qc, LIVE.id);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useMenu(LIVE, LIVE.id), { wrapper });
    expect(result.current.source).toBe('catalog');
    expect(result.current.groups).toHaveLength(DEMO_CATALOG.productGroups.length);
  });
});
