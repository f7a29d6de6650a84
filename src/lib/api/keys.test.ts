/** The shared query-key factories of src/lib/api: invalidating a prefix reaches its queries and nothing else. */
import { QueryClient } from '@tanstack/react-query';
import { geoKeys } from './geo-keys.ts';
import { vendorKeys } from './vendor-keys.ts';

function clientWith(keys: readonly (readonly unknown[])[]): QueryClient {
  const qc = new QueryClient();
  for (const k of keys) qc.setQueryData(k, { v: 1 });
  return qc;
}

const invalidated = (qc: QueryClient) =>
  qc.getQueryCache().getAll().filter((q) => q.state.isInvalidated).map((q) => JSON.stringify(q.queryKey)).sort();

const keys = [
  vendorKeys.detail('pizzeria-roma'),
  vendorKeys.detail('6f1c7d1e-0000-4000-8000-000000000001'),
  vendorKeys.catalog('pizzeria-roma'),
  geoKeys.search('graz'),
  geoKeys.postal('1070'),
  ['listing', 'list', { filter: 'zone:1070' }],
  ['tracking', 'order', 'v', 'o'],
];

describe('vendorKeys', () => {
  it('when vendorKeys.all is invalidated, then vendor records and catalogs are reached and other queries are not', async () => {
    const qc = clientWith(keys);
    await qc.invalidateQueries({ queryKey: vendorKeys.all });
    expect(invalidated(qc)).toEqual(keys.slice(0, 3).map((k) => JSON.stringify(k)).sort());
  });

  it('when only the records are invalidated, then catalogs stay valid', async () => {
    const qc = clientWith(keys);
    await qc.invalidateQueries({ queryKey: vendorKeys.details() });
    expect(invalidated(qc)).toEqual(keys.slice(0, 2).map((k) => JSON.stringify(k)).sort());
  });
});

describe('geoKeys', () => {
  it('when geoKeys.searches() is invalidated, then postal lookups and other queries stay valid', async () => {
    const qc = clientWith(keys);
    await qc.invalidateQueries({ queryKey: geoKeys.searches() });
    expect(invalidated(qc)).toEqual([JSON.stringify(geoKeys.search('graz'))]);
  });

  it('when a geo search differs only in case or spaces, then it shares the cache entry', () => {
    expect(geoKeys.search(' Graz ')).toEqual(geoKeys.search('graz'));
  });
});
