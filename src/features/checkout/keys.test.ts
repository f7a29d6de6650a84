import { QueryClient } from '@tanstack/react-query';
import { checkoutKeys } from './keys.ts';

describe('checkoutKeys', () => {
  it('when the vendor keys are invalidated, then every checkout vendor query is stale and catalog queries are not', async () => {
    const qc = new QueryClient();
    qc.setQueryData(checkoutKeys.vendor('a'), 1);
    qc.setQueryData(checkoutKeys.vendor('b'), 2);
    qc.setQueryData(checkoutKeys.catalog('a'), 3);
    qc.setQueryData(['vendor', 'a'], 4);
    await qc.invalidateQueries({ queryKey: checkoutKeys.vendors() });
    expect(qc.getQueryState(checkoutKeys.vendor('a'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(checkoutKeys.vendor('b'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(checkoutKeys.catalog('a'))?.isInvalidated).toBe(false);
    expect(qc.getQueryState(['vendor', 'a'])?.isInvalidated).toBe(false);
  });

  it('when all checkout keys are invalidated, then only checkout queries are reached', async () => {
    const qc = new QueryClient();
    qc.setQueryData(checkoutKeys.catalog('a'), 3);
    qc.setQueryData(['tracking', 'order', 'x'], 5);
    await qc.invalidateQueries({ queryKey: checkoutKeys.all });
    expect(qc.getQueryState(checkoutKeys.catalog('a'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['tracking', 'order', 'x'])?.isInvalidated).toBe(false);
  });
});
