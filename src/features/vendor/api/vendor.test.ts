import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CATALOG, DEMO_VENDOR } from '../../../demo/demo-vendor.ts';
import { setRuntimeConfig } from '../../../lib/runtime-config.ts';
import { fetchMenu, parseProductGroups, prefetchCatalog } from './catalog.ts';
import { fetchVendor, parseVendor } from './vendor.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => setRuntimeConfig({ apiBaseUrl: '' }));
afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfig(null);
});

describe('vendor API boundary', () => {
  it('when the vendor system answers 5xx, then the demo restaurant is returned marked as demo', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(503, { error: { code: 503, message: 'down' } })));
    const r = await fetchVendor('pizzeria-roma');
    expect(r.source).toBe('demo');
    expect(r.vendor.id).toBe(DEMO_VENDOR.id);
    const menu = await fetchMenu(r);
    expect(menu.source).toBe('demo');
    expect(menu.groups.flatMap((g) => g.products)).toHaveLength(DEMO_CATALOG.productGroups.flatMap((g) => g.products).length);
  });

  it('when the vendor is unknown (404), then the error is thrown for the "not found" view', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(404, { error: { code: 404, message: 'Vendor not found' } })));
    await expect(fetchVendor('gibt-es-nicht')).rejects.toMatchObject({ status: 404 });
  });

  it('when the catalog fails, then the vendor’s own productGroups are used', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(500, { error: { code: 500, message: 'x' } })));
    const vendor = parseVendor({
      id: 'v-1',
      label: 'Pizzeria',
      productGroups: [{ slug: 'a/groups/pizza', label: 'Pizza', products: [{ id: 'p', label: 'Margherita', pr: 8.9, vatP: 10 }] }],
    });
    const menu = await fetchMenu({ vendor, source: 'live' });
    expect(menu.source).toBe('vendor');
    expect(menu.groups[0]?.products[0]?.label).toBe('Margherita');
  });

  it('when the vendor record lacks id or label, then it is rejected; missing optional fields get safe defaults', () => {
    expect(() => parseVendor({ label: 'x' })).toThrow(/id missing/);
    expect(() => parseVendor(null)).toThrow(/not an object/);
    const v = parseVendor({ id: 'v', label: 'L', tags: ['delivery', 3], deliveryZones: 'nope' });
    expect(v.tags).toEqual(['delivery']);
    expect(v.deliveryZones).toEqual([]);
    expect(v.rating).toEqual({ value: 0, count: 0 });
    expect(v.isOpen).toBe(true);
  });

  it('when catalog groups hold malformed products or values, then only those are dropped', () => {
    const groups = parseProductGroups([
      {
        slug: 'g/pizza',
        label: 'Pizza',
        products: [
          { id: 'ok', label: 'Margherita', pr: 8.9, vatP: 10, opts: [{ slug: 'x', label: 'X', vals: [{ slug: 'a', label: 'A', pr: 1 }, { slug: 'b' }] }] },
          { id: 'bad', label: 'Ohne Preis' },
        ],
      },
      { label: 'no slug', products: [] },
      'garbage',
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.products.map((p) => p.id)).toEqual(['ok']);
    expect(groups[0]?.products[0]?.opts?.[0]?.vals.map((v) => v.slug)).toEqual(['a']);
  });
});

describe('early catalog request (vendor page loader)', () => {
  const catalog = { name: 'delivery', productGroups: [{ slug: 'v/groups/pizza', label: 'Pizza', products: [{ id: 'p1', label: 'Margherita', pr: 8.9, vatP: 10 }] }] };
  const urlOf = (input: unknown) => new URL(String(input instanceof Request ? input.url : input), 'http://x').pathname;

  it('when the catalog was requested by slug before the vendor answered, then the menu uses that answer without a second request', async () => {
    const fetchMock = vi.fn(async (_input: unknown) => json(200, catalog));
    vi.stubGlobal('fetch', fetchMock);
    prefetchCatalog('early-pizzeria');
    const vendor = parseVendor({ id: 'v-early-1', slug: 'early-pizzeria', label: 'Pizzeria' });
    const menu = await fetchMenu({ vendor, source: 'live' });
    expect(menu.source).toBe('catalog');
    expect(menu.groups[0]?.products[0]?.id).toBe('p1');
    expect(fetchMock.mock.calls.map(([u]) => urlOf(u))).toEqual(['/api/v1/vendors/early-pizzeria/catalogs/delivery']);
  });

  it('when the early request failed, then the catalog is asked for again by the vendor id', async () => {
    const fetchMock = vi.fn(async (input: unknown) =>
      urlOf(input).includes('early-broken') ? json(500, { error: { code: 500, message: 'x' } }) : json(200, catalog),
    );
    vi.stubGlobal('fetch', fetchMock);
    prefetchCatalog('early-broken');
    const vendor = parseVendor({ id: 'v-early-2', slug: 'early-broken', label: 'Pizzeria' });
    const menu = await fetchMenu({ vendor, source: 'live' });
    expect(menu.source).toBe('catalog');
    expect(fetchMock.mock.calls.map(([u]) => urlOf(u))).toEqual([
      '/api/v1/vendors/early-broken/catalogs/delivery',
      '/api/v1/vendors/v-early-2/catalogs/delivery',
    ]);
  });
});
