/** The listing page asks for its chips' counts and shows them (spec 1 §2; issue 25 item 9). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { Mock } from 'vitest';
import { setupTestI18n } from '../../i18n/test-i18n.ts';
import { setRuntimeConfig } from '../../lib/api/client.ts';
import { ListingPage } from './listing-page.tsx';
import type { ListingSearch } from './search-schema.ts';

const COUNTS = { all: 7, pizza: 4, sushi: 0, burger: 1, gesund: 1, vegetarisch: 0, lebensmittel: 0, express: 2 };

let fetchMock: Mock<(input: unknown) => Promise<Response>>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
beforeEach(async () => {
  await setupTestI18n('de');
  setRuntimeConfig({ apiBaseUrl: '' });
  fetchMock = vi.fn<(input: unknown) => Promise<Response>>((input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/v1/vendors:categoryCounts') return Promise.resolve(json(200, { counts: COUNTS }));
    if (url.pathname === '/api/v1/vendors') return Promise.resolve(json(200, { vendors: [], totalSize: 0 }));
    return Promise.resolve(json(404, { error: { code: 404, message: 'not found' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function renderListing(search: ListingSearch) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => root, path: '/restaurants', component: () => <ListingPage search={search} /> });
  const stubs = ['/', '/recommend-vendor', '/restaurant/$id'].map((p) => createRoute({ getParentRoute: () => root, path: p, component: () => null }));
  const router = createRouter({ routeTree: root.addChildren([page, ...stubs]), history: createMemoryHistory({ initialEntries: ['/restaurants'] }) });
  await router.load();
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const countRequests = () =>
  fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === '/api/v1/vendors:categoryCounts');

describe('ListingPage category chip counts', () => {
  it('when a category and pickup are chosen in 1070 with a search, then the counts are asked for the place and text without the category, for pickup, and shown', async () => {
    await renderListing({ postalCode: '1070', search: 'pizza', city: undefined, category: 'pizza', type: 'address', deliveryType: 'pickup' });
    expect(await screen.findByTestId('chip-count-pizza')).toHaveTextContent('4');
    expect(screen.getByRole('button', { name: 'Alle' })).toHaveAccessibleDescription('7 Treffer');
    expect(screen.getByRole('button', { name: 'Express' })).toHaveAccessibleDescription('2 Treffer');
    const [req, ...more] = countRequests();
    expect(more).toEqual([]);
    expect(req?.searchParams.get('filter')).toBe('zone:1070 pizza');
    expect(req?.searchParams.get('deliveryType')).toBe('pickup');
  });

  it('when the counts cannot be loaded, then the chips show no numbers', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        new URL(String(input), 'http://x').pathname === '/api/v1/vendors' ? json(200, { vendors: [], totalSize: 0 }) : json(500, { error: { code: 500, message: 'x' } }),
      ),
    );
    await renderListing({ city: 'graz', category: 'all', type: 'address' });
    await screen.findByRole('heading', { level: 2, name: 'Keine Restaurants gefunden' });
    expect(countRequests().map((u) => u.searchParams.get('filter'))).toEqual(['zone:graz']);
    expect(screen.queryByTestId('chip-count-all')).toBeNull();
    expect(screen.getByRole('button', { name: 'Alle' })).toHaveAttribute('aria-pressed', 'true');
  });
});
