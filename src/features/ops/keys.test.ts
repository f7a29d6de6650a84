import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { opsKeys } from './keys.ts';
import { inboxSearchSchema } from './search-schema.ts';

describe('ops query keys', () => {
  it('when a kind\'s inbox is invalidated, then its lists and details go stale and nothing else', async () => {
    const qc = new QueryClient();
    const keys = [
      opsKeys.list('ethics', { page: 1 }), opsKeys.detail('ethics', 'a'), opsKeys.list('job', { page: 1 }), opsKeys.vendor('v'), opsKeys.me(),
    ];
    for (const k of keys) qc.setQueryData(k, 1);
    await qc.invalidateQueries({ queryKey: opsKeys.inbox('ethics') });
    expect(keys.map((k) => qc.getQueryState(k)?.isInvalidated)).toEqual([true, true, false, false, false]);
    await qc.invalidateQueries({ queryKey: opsKeys.all });
    expect(keys.every((k) => qc.getQueryState(k)?.isInvalidated)).toBe(true);
  });
});

describe('the inbox URL search', () => {
  it('when it is well-formed, then it is kept', () => {
    expect(inboxSearchSchema.parse({ status: 'in_review', q: 'Huber', page: '3' })).toEqual({ status: 'in_review', q: 'Huber', page: 3 });
  });

  it('when it has typos, then they are dropped and the page opens', () => {
    expect(inboxSearchSchema.parse({ status: 'done', q: '', page: '-2' })).toEqual({ status: undefined, q: undefined, page: undefined });
    expect(inboxSearchSchema.parse({ page: '1.5' }).page).toBeUndefined();
  });
});
