import { QueryClient } from '@tanstack/react-query';
import { listingKeys } from './keys.ts';

function clientWith(keys: readonly (readonly unknown[])[]): QueryClient {
  const qc = new QueryClient();
  for (const k of keys) qc.setQueryData(k, { v: 1 });
  return qc;
}

const invalidated = (qc: QueryClient) =>
  qc.getQueryCache().getAll().filter((q) => q.state.isInvalidated).map((q) => JSON.stringify(q.queryKey)).sort();

describe('listingKeys', () => {
  const all = [
    listingKeys.list('zone:1070'),
    listingKeys.list('zone:wien tag:pizza'),
    ['geo', 'postal', '1070'],
    ['vendor', 'detail', 'pizzeria-roma'],
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
});
