import { QueryClient } from '@tanstack/react-query';
import { listingKeys } from './keys.ts';
import { geoKeys } from '../geo/keys.ts';
import { apiStatusKeys } from '../api-status/keys.ts';

function clientWith(keys: readonly (readonly unknown[])[]): QueryClient {
  const qc = new QueryClient();
  for (const k of keys) qc.setQueryData(k, { v: 1 });
  return qc;
}

const invalidated = (qc: QueryClient) =>
  qc.getQueryCache().getAll().filter((q) => q.state.isInvalidated).map((q) => JSON.stringify(q.queryKey)).sort();

describe('query-key factories (E features)', () => {
  const all = [
    listingKeys.list('zone:1070'),
    listingKeys.list('zone:wien tag:pizza'),
    geoKeys.search('graz'),
    geoKeys.postal('1070'),
    apiStatusKeys.info(),
  ];

  it('when listingKeys.all is invalidated, then every listing page is reached and nothing else', async () => {
    const qc = clientWith(all);
    await qc.invalidateQueries({ queryKey: listingKeys.all });
    expect(invalidated(qc)).toEqual([JSON.stringify(listingKeys.list('zone:1070')), JSON.stringify(listingKeys.list('zone:wien tag:pizza'))].sort());
  });

  it('when one listing filter is invalidated, then only that list is reached', async () => {
    const qc = clientWith(all);
    await qc.invalidateQueries({ queryKey: listingKeys.list('zone:1070') });
    expect(invalidated(qc)).toEqual([JSON.stringify(listingKeys.list('zone:1070'))]);
  });

  it('when geoKeys.searches() is invalidated, then postal lookups and other features stay valid', async () => {
    const qc = clientWith(all);
    await qc.invalidateQueries({ queryKey: geoKeys.searches() });
    expect(invalidated(qc)).toEqual([JSON.stringify(geoKeys.search('graz'))]);
  });

  it('when apiStatusKeys.all is invalidated, then only the status probe is reached', async () => {
    const qc = clientWith(all);
    await qc.invalidateQueries({ queryKey: apiStatusKeys.all });
    expect(invalidated(qc)).toEqual([JSON.stringify(apiStatusKeys.info())]);
  });

  it('when a geo search differs only in case or spaces, then it shares the cache entry', () => {
    expect(geoKeys.search(' Graz ')).toEqual(geoKeys.search('graz'));
  });
});
