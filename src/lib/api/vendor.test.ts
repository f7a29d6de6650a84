/**
 * The one vendor query and the one catalog query: answers parsed by the shared wire schemas, stored under both names
 * of the vendor (slug and id), and each feature's view taken with `select`.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { Mock } from 'vitest';
import type { Catalog, Vendor } from '../../domain/types.ts';
import { setRuntimeConfig } from './client.ts';
import { catalogQueryOptions, catalogVendorId } from './catalog.ts';
import { catalogueEntry } from '../../i18n/error-text.ts';
import { HttpError } from './errors.ts';
import { isStoredCopy, vendorKeys } from './vendor-keys.ts';
import { vendorQueryOptions } from './vendor.ts';
import { vendorRecord } from '../../test/vendor-record.ts';

const ID = '6f1c7d1e-0000-4000-8000-000000000001';
/** A vendor record and its catalog as the API answers them (valid for the shared wire schemas). */
const LIVE: Vendor = vendorRecord(ID, {
  slug: 'pizzeria-roma',
  label: 'Pizzeria Roma',
  openingHours: [{ days: ['MONDAY'], fromTime: { hours: 11, minutes: 0 }, toTime: { hours: 22, minutes: 0 } }],
});
const CATALOG: Catalog = {
  name: `vendors/${ID}/catalogs/delivery`,
  productGroups: [
    { slug: `vendors/${ID}/catalogs/delivery/groups/pizzas`, label: 'Pizza', products: [{ id: 'p1', label: 'Margherita', pr: 8.9, vatP: 10 }] },
    { slug: `vendors/${ID}/catalogs/delivery/groups/drinks`, label: '', products: [{ id: 'p2', label: 'Wasser', pr: 2.5, vatP: 20 }] },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const pathOf = (input: unknown) => new URL(String(input), 'http://x').pathname;

let fetchMock: Mock<(input: unknown) => Promise<Response>>;
beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: '' });
  fetchMock = vi.fn<(input: unknown) => Promise<Response>>((input) => {
    const path = pathOf(input);
    if (path.endsWith('/catalogs/delivery')) return Promise.resolve(json(200, CATALOG));
    return Promise.resolve(json(200, LIVE));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfig(null);
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('vendorQueryOptions', () => {
  it('when the menu asked by slug, then the record is also stored under its id and asking by id sends no request', async () => {
    const qc = client();
    await qc.query(vendorQueryOptions('pizzeria-roma'));
    expect(qc.getQueryData(vendorKeys.detail(LIVE.id))).toEqual(LIVE);
    const byId = await qc.query(vendorQueryOptions(LIVE.id));
    expect(byId.label).toBe('Pizzeria Roma');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when a feature observes the vendor with a select, then it gets its own view of the one cached record', async () => {
    const qc = client();
    await qc.query(vendorQueryOptions(LIVE.id));
    const observer = new QueryObserver(qc, { ...vendorQueryOptions(LIVE.id), select: (v: Vendor) => ({ label: v.label, zones: v.deliveryZones.length }) });
    expect(observer.getCurrentResult().data).toEqual({ label: 'Pizzeria Roma', zones: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the answer does not match the vendor schema, then it is an error and not a vendor with made-up fields', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { ...LIVE, openingHours: [{ days: ['MONTAG'] }], deliveryZones: 'all' })));
    const qc = client();
    const err = await qc.query(vendorQueryOptions('pizzeria-roma')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).kind).toBe('bad-answer');
    expect((err as HttpError).detail).toMatch(/openingHours/);
    expect(catalogueEntry(err as HttpError)).toEqual(['errors.api.http', { status: 200, text: 'invalid vendor' }]);
  });

  it('when the vendor system fails, then the error is thrown as it is (the demo restaurant is the vendor page’s choice)', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(404, { error: { code: 404, message: 'Vendor not found' } })));
    await expect(client().query(vendorQueryOptions('gibt-es-nicht'))).rejects.toMatchObject({ status: 404 });
  });
});

describe('isStoredCopy', () => {
  it('when the menu asked by slug, then the entries under the id are copies (left out of a page state) and those asked for are not', async () => {
    const qc = client();
    await qc.query(vendorQueryOptions('pizzeria-roma'));
    await qc.query(catalogQueryOptions('pizzeria-roma'));
    const copy = (key: readonly unknown[]) => {
      const query = qc.getQueryCache().find({ queryKey: key, exact: true });
      if (!query) throw new Error(`no query ${JSON.stringify(key)}`);
      return isStoredCopy(query);
    };
    expect(copy(vendorKeys.detail('pizzeria-roma'))).toBe(false);
    expect(copy(vendorKeys.catalog('pizzeria-roma'))).toBe(false);
    expect(copy(vendorKeys.detail(LIVE.id))).toBe(true);
    expect(copy(vendorKeys.catalog(LIVE.id))).toBe(true);
    // asked for by its id later: no longer a copy, it is sent like any answer
    await qc.query({ ...vendorQueryOptions(LIVE.id), staleTime: 0 });
    expect(copy(vendorKeys.detail(LIVE.id))).toBe(false);
    // another query's entry is never a copy of a vendor
    qc.setQueryData(['postal', '1070'], { code: '1070' });
    expect(isStoredCopy(qc.getQueryCache().find({ queryKey: ['postal', '1070'] })!)).toBe(false);
  });
});

describe('catalogQueryOptions', () => {
  it('when the menu asked by slug, then the catalog is also stored under the vendor id from its resource name', async () => {
    const qc = client();
    const catalog = await qc.query(catalogQueryOptions('pizzeria-roma'));
    expect(catalog.productGroups).toHaveLength(2);
    expect(qc.getQueryData(vendorKeys.catalog(LIVE.id))).toEqual(catalog);
  });

  it('when a product lacks its price, then the catalog is refused as a whole', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(json(200, { name: CATALOG.name, productGroups: [{ slug: 'g/pizza', label: 'Pizza', products: [{ id: 'p', label: 'X' }] }] })),
    );
    await expect(client().query(catalogQueryOptions(LIVE.id))).rejects.toMatchObject({ kind: 'bad-answer' });
  });

  it('when the resource name is read, then the vendor id is its second segment', () => {
    expect(catalogVendorId(`vendors/${LIVE.id}/catalogs/delivery`)).toBe(LIVE.id);
    expect(catalogVendorId('delivery')).toBeNull();
  });
});
