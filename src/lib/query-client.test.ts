import type { QueryClient } from '@tanstack/react-query';
import { PERSIST_MAX_AGE_MS, createQueryClient, shouldPersistQuery } from './query-client.ts';

describe('query persistence rules', () => {
  it('when a query of vendors, listings, catalogs, geo or tracking succeeded, then it is persisted; other roots and failures are not', () => {
    const ok = { status: 'success' };
    expect(shouldPersistQuery({ queryKey: ['listing', 'list', 'zone:1070'], state: ok })).toBe(true);
    expect(shouldPersistQuery({ queryKey: ['vendor', 'detail', 'x'], state: ok })).toBe(true);
    expect(shouldPersistQuery({ queryKey: ['checkout', 'catalog', 'x'], state: ok })).toBe(true);
    expect(shouldPersistQuery({ queryKey: ['tracking', 'order', 'v', '12'], state: ok })).toBe(true);
    expect(shouldPersistQuery({ queryKey: ['geo', 'postal', '1070'], state: ok })).toBe(true);
    expect(shouldPersistQuery({ queryKey: ['api-status', 'info'], state: ok })).toBe(false);
    expect(shouldPersistQuery({ queryKey: ['vendor', 'detail', 'x'], state: { status: 'error' } })).toBe(false);
  });

  it('when the client is created, then unused data is kept at least as long as it is persisted (gcTime ≥ maxAge ≥ 24 h)', () => {
    const qc: QueryClient = createQueryClient();
    const gc = qc.getDefaultOptions().queries?.gcTime;
    expect(PERSIST_MAX_AGE_MS).toBeGreaterThanOrEqual(24 * 60 * 60_000);
    expect(gc).toBeGreaterThanOrEqual(PERSIST_MAX_AGE_MS);
  });
});
