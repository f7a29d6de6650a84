/** The in-process caches of the vendor API: TTL, write invalidation during a load, size budgets, versions. */
import { describe, expect, it } from 'vitest';
import { TtlCache, VersionedDocCache } from './cache.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('TtlCache', () => {
  it('when a key is read twice within the TTL, then it loads once; after the TTL it loads again', async () => {
    const c = new TtlCache<string>(80);
    let loads = 0;
    const load = () => Promise.resolve(`v${++loads}`);
    expect(await c.get('k', load)).toBe('v1');
    expect(await c.get('k', load)).toBe('v1');
    await sleep(120);
    expect(await c.get('k', load)).toBe('v2');
  });

  it('when concurrent misses ask for the same key, then they share one load', async () => {
    const c = new TtlCache<string>(1000);
    let loads = 0;
    const load = async () => {
      loads++;
      await sleep(20);
      return 'x';
    };
    await Promise.all([c.get('k', load), c.get('k', load), c.get('k', load)]);
    expect(loads).toBe(1);
  });

  it('when the cache is cleared while a load runs, then that (possibly stale) value is not stored', async () => {
    const c = new TtlCache<string>(1000);
    const slow = c.get('k', async () => {
      await sleep(30);
      return 'old';
    });
    c.clear();
    expect(await slow).toBe('old');
    expect(c.peek('k')).toBeUndefined();
  });

  it('when the TTL is 0, then nothing is cached', async () => {
    const c = new TtlCache<string>(0);
    let loads = 0;
    await c.get('k', () => Promise.resolve(`${++loads}`));
    await c.get('k', () => Promise.resolve(`${++loads}`));
    c.set('k', 'x');
    expect(loads).toBe(2);
    expect(c.peek('k')).toBeUndefined();
  });

  it('when the byte budget is exceeded, then the oldest entries go first', () => {
    const c = new TtlCache<string>(10_000, 100, 1000);
    c.set('a', 'x'.repeat(100));
    c.set('b', 'x'.repeat(100));
    c.set('c', 'x'.repeat(100));
    for (let i = 0; i < 8; i++) c.set(`d${i}`, 'x'.repeat(100));
    expect(c.peek('a')).toBeUndefined();
    expect(c.peek('d7')).toBeDefined();
    c.set('huge', 'x'.repeat(200)); // above an eighth of the budget: not cached at all
    expect(c.peek('huge')).toBeUndefined();
  });

  it('when the entry limit is reached, then the oldest entry is evicted', () => {
    const c = new TtlCache<string>(10_000, 2);
    c.set('a', '1');
    c.set('b', '2');
    c.set('c', '3');
    expect(c.peek('a')).toBeUndefined();
    expect(c.peek('b')).toBe('2');
    expect(c.peek('c')).toBe('3');
  });
});

describe('VersionedDocCache', () => {
  it('when the version differs from the stored one, then it is a miss', () => {
    const c = new VersionedDocCache();
    c.set('v1', '100', '{"a":1}');
    expect(c.get('v1', '100')?.toString()).toBe('{"a":1}');
    expect(c.get('v1', '101')).toBeUndefined();
    c.set('v1', '101', '{"a":2}');
    expect(c.get('v1', '101')?.toString()).toBe('{"a":2}');
    expect(c.size).toBe(1);
  });

  it('when a document is stored, then it is kept as its UTF-8 bytes in memory of its own', () => {
    const c = new VersionedDocCache();
    const stored = c.set('v1', '1', '{"name":"Café – Ünal ☕"}');
    expect([...stored]).toEqual([...new TextEncoder().encode('{"name":"Café – Ünal ☕"}')]);
    expect(c.get('v1', '1')).toBe(stored);
    // not a slice of Node's shared 8 KB pool, which a kept slice would keep alive
    expect(stored.buffer.byteLength).toBe(stored.length);
  });

  it('when entries or bytes exceed the limits, then the oldest are evicted', () => {
    const c = new VersionedDocCache(3, 1_000_000);
    for (const k of ['a', 'b', 'c', 'd']) c.set(k, '1', k);
    expect(c.get('a', '1')).toBeUndefined();
    expect(c.get('d', '1')?.toString()).toBe('d');
    const b = new VersionedDocCache(100, 800);
    for (let i = 0; i < 10; i++) b.set(`k${i}`, '1', 'x'.repeat(100));
    expect(b.get('k0', '1')).toBeUndefined();
    expect(b.get('k9', '1')).toBeDefined();
    expect(b.size).toBeLessThanOrEqual(8);
  });
});
