/**
 * Row-level security of the review tables (issue 30), proven by attack: through /rest/v1 (anonymous and signed in,
 * with and without asking for the vendor schema) nobody reads or writes a review, and even as the database roles a
 * Supabase project gives browsers (anon, authenticated — e.g. where the vendor schema is exposed), every read and
 * write of vendor.reviews and vendor.review_reports is refused. Reviews are written by the server only, after its
 * checks; a review cannot be tied to another vendor's order or moved to another vendor, even by the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../supabase/test-kit.ts';
import { IDS, seedVendors } from '../vendor-api/test-fixtures.ts';

let s: TestServer;
let signedIn: Client;
let userId: string;
let reviewId: string;
let orderId: string;
const snapshot = async () =>
  (await s.db.query<{ j: string }>(`select coalesce(json_agg(r order by r.id), '[]')::text as j from vendor.reviews r`))[0]!.j
  + (await s.db.query<{ j: string }>(`select coalesce(json_agg(x order by x.id), '[]')::text as j from vendor.review_reports x`))[0]!.j;

beforeAll(async () => {
  s = await startServer();
  await seedVendors({ db: s.db, close: () => Promise.resolve() });
  const u = await s.signUpVerified({ first_name: 'Eve', last_name: 'E' });
  userId = u.user.id;
  signedIn = u.client;
  // a delivered order and its review, as the server writes them
  orderId = '0c000000-0000-4000-8000-000000000001';
  await s.db.query(
    `insert into vendor.orders (id, vendor_id, request_id, nr, state, doc, expire_time) values ($1, $2, 'rls', 'R-1', 'DELIVERED', '{}'::jsonb, now())`,
    [orderId, IDS.pizza],
  );
  const rows = await s.db.query<{ id: string }>(
    `insert into vendor.reviews (order_id, vendor_id, food_stars, body, ordered_at, delivered_at) values ($1, $2, 4, 'geheim', now(), now()) returning id`,
    [orderId, IDS.pizza],
  );
  reviewId = rows[0]!.id;
  await s.db.query(`insert into vendor.review_reports (review_id, reason) values ($1, 'spam')`, [reviewId]);
});
afterAll(async () => {
  await s.close();
});

describe('/rest/v1', () => {
  it('when anyone asks for the review tables, with or without the vendor schema, then nothing is read or written', async () => {
    const before = await snapshot();
    const anon = s.client();
    for (const c of [anon, signedIn]) {
      for (const table of ['reviews', 'review_reports']) {
        const read = await c.from(table).select('*');
        expect(read.data).toBeNull();
        expect(read.error).not.toBeNull();
        const write = await c.from(table).insert({ order_id: orderId, vendor_id: IDS.pizza, food_stars: 1, ordered_at: 'now', delivered_at: 'now' });
        expect(write.error).not.toBeNull();
        const vendorSchema = await c.schema('vendor').from(table).select('*');
        expect(vendorSchema.data).toBeNull();
        expect(vendorSchema.error?.code).toBe('PGRST106');
        const vendorWrite = await c.schema('vendor').from(table).update({ food_stars: 1 }).eq('id', reviewId);
        expect(vendorWrite.error?.code).toBe('PGRST106');
      }
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('as the browser roles in SQL (where a project exposes the vendor schema)', () => {
  const attacks = [
    'select * from vendor.reviews',
    'select * from vendor.review_reports',
    `insert into vendor.reviews (order_id, vendor_id, food_stars, ordered_at, delivered_at) values ('0c000000-0000-4000-8000-000000000001', '${IDS.pizza}', 1, now(), now())`,
    'update vendor.reviews set food_stars = 1',
    'update vendor.reviews set hidden_at = now(), hidden_reason = \'x\'',
    'delete from vendor.reviews',
    `insert into vendor.review_reports (review_id, reason) select id, 'spam' from vendor.reviews`,
    'delete from vendor.review_reports',
  ];
  for (const role of ['anon', 'authenticated'] as const) {
    it(`when the ${role} role reads or writes the review tables, then permission is denied and nothing changes`, async () => {
      const before = await snapshot();
      const claims = JSON.stringify(role === 'anon' ? { role } : { role, sub: userId });
      for (const sql of attacks) {
        const err = await s.db.txWithSettings({ role, 'request.jwt.claims': claims }, (q) => q.query(sql)).then(() => null, (e: unknown) => e as { code?: string });
        expect({ sql, code: err?.code }).toEqual({ sql, code: '42501' });
      }
      expect(await snapshot()).toBe(before);
    });
  }
});

describe('integrity, even for the server', () => {
  it("when a review names another vendor than its order's, then the database refuses it", async () => {
    const other = '0c000000-0000-4000-8000-000000000002';
    await s.db.query(
      `insert into vendor.orders (id, vendor_id, request_id, nr, state, doc, expire_time) values ($1, $2, 'rls2', 'R-2', 'DELIVERED', '{}'::jsonb, now())`,
      [other, IDS.pizza],
    );
    const err = await s.db.query(
      `insert into vendor.reviews (order_id, vendor_id, food_stars, ordered_at, delivered_at) values ($1, $2, 5, now(), now())`,
      [other, IDS.closed],
    ).then(() => null, (e: unknown) => e as { code?: string });
    expect(err?.code).toBe('23503');
  });

  it('when a review is moved to another vendor or order, then the database refuses it', async () => {
    for (const sql of [`update vendor.reviews set vendor_id = '${IDS.closed}' where id = $1`, `update vendor.reviews set order_id = '0c000000-0000-4000-8000-000000000002' where id = $1`]) {
      const err = await s.db.query(sql, [reviewId]).then(() => null, (e: unknown) => e as { code?: string });
      expect({ sql, code: err?.code }).toEqual({ sql, code: '23514' });
    }
    const rows = await s.db.query<{ vendor_id: string; order_id: string }>('select vendor_id, order_id from vendor.reviews where id = $1', [reviewId]);
    expect(rows).toEqual([{ vendor_id: IDS.pizza, order_id: orderId }]);
  });
});
