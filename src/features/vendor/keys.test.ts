import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { vendorKeys } from './keys.ts';

describe('vendorKeys', () => {
  it('when vendorKeys.all is invalidated, then vendor details and catalogs are reached and other features are not', async () => {
    const qc = new QueryClient();
    qc.setQueryData(vendorKeys.detail('pizzeria-roma'), { a: 1 });
    qc.setQueryData(vendorKeys.catalog('v-1'), { b: 1 });
    qc.setQueryData(['listing', 'page', 1], { c: 1 });
    await qc.invalidateQueries({ queryKey: vendorKeys.all });
    expect(qc.getQueryState(vendorKeys.detail('pizzeria-roma'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(vendorKeys.catalog('v-1'))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['listing', 'page', 1])?.isInvalidated).toBe(false);
  });

  it('when only catalogs are invalidated, then vendor details stay valid', async () => {
    const qc = new QueryClient();
    qc.setQueryData(vendorKeys.detail('x'), 1);
    qc.setQueryData(vendorKeys.catalog('x'), 2);
    await qc.invalidateQueries({ queryKey: vendorKeys.catalogs() });
    expect(qc.getQueryState(vendorKeys.detail('x'))?.isInvalidated).toBe(false);
    expect(qc.getQueryState(vendorKeys.catalog('x'))?.isInvalidated).toBe(true);
  });
});
