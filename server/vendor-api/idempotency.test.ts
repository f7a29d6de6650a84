/**
 * The two pure pieces of placement idempotency, pinned: the request fingerprint (stored hashes of earlier orders must
 * keep matching their retries, so its canonical form may never drift) and the answer's key order (the same bytes as
 * the order rebuilt from the stored jsonb) — and the database's own check on the stored fingerprint.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/types.ts';
import { placeOrderAnswer, requestHash } from './idempotency.ts';
import { IDS, call, createApi, customerIp, orderBody, type TestApi } from './test-fixtures.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('requestHash', () => {
  it('when a body is hashed, then it is the sha256 of its canonical JSON: keys sorted at every level, undefined fields dropped, arrays in order', () => {
    const body = { order: { tip: 1.5, lines: [{ qty: 2, entry: { productId: 'b' } }, { qty: 1, entry: { productId: 'a' } }], note: undefined }, requestId: 'r-1', Zeta: null, 'ä': 'ü' };
    // written by hand: "Zeta" < "order" < "requestId" < "ä" in UTF-16 code units; "note" is gone
    const canonical = '{"Zeta":null,"order":{"lines":[{"entry":{"productId":"b"},"qty":2},{"entry":{"productId":"a"},"qty":1}],"tip":1.5},"requestId":"r-1","ä":"ü"}';
    expect(requestHash(body)).toBe(sha256(canonical));
  });

  it('when the same body comes with its keys in another order, then the hash is the same; when one value differs, it is not', () => {
    const a = { requestId: 'r-2', order: { delivery: { email: 'anna@example.at', label: 'Anna' }, lines: [] } };
    const b = { order: { lines: [], delivery: { label: 'Anna', email: 'anna@example.at' } }, requestId: 'r-2' };
    const c = { order: { lines: [], delivery: { label: 'Anna', email: 'mallory@example.at' } }, requestId: 'r-2' };
    expect(requestHash(b)).toBe(requestHash(a));
    expect(requestHash(c)).not.toBe(requestHash(a));
  });

  it('when an array holds undefined, then it counts as null (as JSON.stringify writes it)', () => {
    expect(requestHash({ a: [1, undefined] })).toBe(sha256('{"a":[1,null]}'));
  });
});

describe('placeOrderAnswer key order', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createApi({ VENDOR_CACHE_MS: '0' });
  });
  afterAll(async () => {
    await api.close();
  });

  it('when keys differ in length, case and non-ASCII letters, then they come in the order the database keeps them in jsonb', async () => {
    // 'é' is one UTF-16 unit but two UTF-8 bytes: jsonb sorts it with the two-byte keys, after "zz"
    const doc = { name: 'n', zz: 1, é: 2, a: 3, Z: 4, ab: { y: 1, x: 2, ÿ: 3, xx: 4 }, abc: [{ b: 1, a: 2 }] };
    const answer = JSON.parse(placeOrderAnswer(doc as unknown as Order)) as { order: Record<string, unknown> };
    const rows = await api.tdb.db.query<{ doc: Record<string, unknown> }>('select $1::jsonb as doc', [JSON.stringify(doc)]);
    const stored = rows[0]?.doc ?? {};
    expect(Object.keys(answer.order)).toEqual(['Z', 'a', 'ab', 'zz', 'é', 'abc', 'name']);
    expect(Object.keys(answer.order)).toEqual(Object.keys(stored));
    expect(Object.keys(answer.order.ab as object)).toEqual(Object.keys(stored.ab as object));
    expect(Object.keys(answer.order.ab as object)).toEqual(['x', 'y', 'xx', 'ÿ']);
    expect(JSON.stringify(answer.order.abc)).toBe('[{"a":2,"b":1}]');
  });

  it('when the database is asked to store a fingerprint that is not 64 lowercase hex digits, then it refuses; a real one is kept', async () => {
    const requestId = `hash-check-${Date.now()}`;
    const placed = await call(api.app, {
      method: 'POST', url: `/api/v1/vendors/${IDS.pizza}:placeOrder`, payload: orderBody({}, requestId), remoteAddress: customerIp(),
    });
    expect(placed.status, placed.raw).toBe(200);
    const set = (hash: string) =>
      api.tdb.db.query('update vendor.orders set request_hash = $1 where request_id = $2', [hash, requestId]);
    for (const bad of ['A'.repeat(64), 'a'.repeat(63), 'a'.repeat(65), `${'a'.repeat(63)}g`, `${'0'.repeat(63)} `, '']) {
      await expect(set(bad), bad).rejects.toMatchObject({ code: '23514' });
    }
    const good = sha256('another body');
    await set(good);
    const rows = await api.tdb.db.query<{ request_hash: string }>('select request_hash from vendor.orders where request_id = $1', [requestId]);
    expect(rows).toEqual([{ request_hash: good }]);
  });
});
