/**
 * GET /api/v1/delivery/{token}: the courier link shows its one order and nothing else; unknown, malformed, revoked
 * and expired tokens get the same 404; guessing is cut off by a per-client limit; the link ends 24 h after delivery.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryViewSchema } from '../../src/domain/wire/delivery.ts';
import { createApi, IDS, pickupDelivery, type TestApi } from '../vendor-api/test-fixtures.ts';
import { createCourierLink, hashToken } from './links.ts';
import { LINK_FAILURES_PER_IP } from './limits.ts';
import { getView, linkFor, placeOrder, vendorAction } from './test-setup.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createApi();
});
afterAll(async () => {
  await api.close();
});

describe('courier link view', () => {
  it('when the link of an order is opened, then it shows that order for the courier and fits the wire schema', async () => {
    const o = await placeOrder(api);
    const r = await getView(api, await linkFor(api, o));
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const v = deliveryViewSchema.parse(r.body);
    expect(v.nr).toBe(o.nr);
    expect(v.orderType).toBe('delivery');
    expect(v.state).toBe('RECEIVED');
    expect(v.pickup).toEqual({ vendorName: 'Pizzeria Testa', address: 'Favoritenstraße 1', postalCode: '1100', city: 'Wien' });
    expect(v.customer).toEqual({
      name: 'Anna Muster', phone: '+43 660 1234567', note: 'Bitte läuten',
      address: { addrLines: ['Favoritenstraße 10/5'], postalCode: '1100', city: 'Wien', floor: '2', door: '5' },
    });
    expect(v.items).toEqual([{ name: 'Pizza Margherita', qty: 2 }, { name: 'Cola 0,5 l', qty: 1 }]);
    // 2 × (8.90 + 3.50 groß) + 3.00 = 27.80 €, plus the Favoriten zone's service fee 2.50 € (under 30 €) = 30.30 €
    expect(v.total).toBe(30.3);
    expect(v.paymentMethod).toBe('cash');
    expect(v.cashToCollect).toBe(30.3);
    expect(v.expiresAt).toBeNull();
    // no e-mail address, no other ids
    expect(r.raw).not.toContain('anna@example.at');
    expect(r.raw).not.toContain(o.id);
  });

  it('when the customer pays by card at the door, then there is no cash to collect', async () => {
    const o = await placeOrder(api, { payment: { sys: 'offline', method: 'atm', ccy: 'EUR' } });
    const v = deliveryViewSchema.parse((await getView(api, await linkFor(api, o))).body);
    expect(v.paymentMethod).toBe('atm');
    expect(v.cashToCollect).toBeNull();
  });

  it('when two orders have links, then each token shows only its own order', async () => {
    const a = await placeOrder(api, { delivery: { label: 'Alice A', pickUp: false, mobile: '+43 660 1111111', email: 'a@example.at', loc: { addrLines: ['Laxenburger Straße 1'], city: 'Wien', postalCode: '1100' } } });
    const b = await placeOrder(api, { delivery: { label: 'Bernd B', pickUp: false, mobile: '+43 660 2222222', email: 'b@example.at', loc: { addrLines: ['Quellenstraße 2'], city: 'Wien', postalCode: '1100' } } });
    const ta = await linkFor(api, a);
    const tb = await linkFor(api, b);
    expect(ta).not.toBe(tb);
    const ra = await getView(api, ta);
    const rb = await getView(api, tb);
    expect(ra.body.nr).toBe(a.nr);
    expect(rb.body.nr).toBe(b.nr);
    expect(ra.raw).toContain('Alice A');
    expect(ra.raw).not.toContain('Bernd B');
    expect(ra.raw).not.toContain('Quellenstraße');
    expect(rb.raw).not.toContain('Alice A');
  });

  it('when a link is made, then the token has 256 bits, only its sha256 is stored and the url is the app path', async () => {
    const o = await placeOrder(api);
    const link = await createCourierLink(api.tdb.db, { vendorId: o.vendorId, orderId: o.id });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    expect(link.url).toBe(`/delivery/${link.token}`);
    const rows = await api.tdb.db.query<{ token_hash: string }>('select token_hash from vendor.courier_links where order_id = $1::uuid', [o.id]);
    expect(rows).toEqual([{ token_hash: hashToken(link.token) }]);
    expect(JSON.stringify(rows)).not.toContain(link.token);
  });

  it('when a link is asked for again, then the new token works and the old one is revoked', async () => {
    const o = await placeOrder(api);
    const first = await linkFor(api, o);
    const second = await linkFor(api, o);
    expect(second).not.toBe(first);
    expect((await getView(api, second)).status).toBe(200);
    const old = await getView(api, first);
    expect(old.status).toBe(404);
  });

  it("when a vendor asks for another vendor's order, then it is refused with 404 and no link exists", async () => {
    const o = await placeOrder(api);
    await expect(createCourierLink(api.tdb.db, { vendorId: IDS.cashOnly, orderId: o.id })).rejects.toMatchObject({ status: 404 });
    const rows = await api.tdb.db.query('select 1 from vendor.courier_links where order_id = $1::uuid', [o.id]);
    expect(rows).toHaveLength(0);
  });

  it('when a link is asked for a pickup order, then it is refused with 409', async () => {
    const o = await placeOrder(api, { delivery: pickupDelivery });
    await expect(createCourierLink(api.tdb.db, { vendorId: o.vendorId, orderId: o.id })).rejects.toMatchObject({ status: 409 });
  });

  it('when random, malformed or revoked tokens are tried, then each gets the same 404 answer', async () => {
    const o = await placeOrder(api);
    const revoked = await linkFor(api, o);
    await linkFor(api, o);
    const tries = [randomBytes(32).toString('base64url'), 'abc', `${'A'.repeat(43)}%00`, revoked, 'x'.repeat(500)];
    const answers = await Promise.all(tries.map((t, i) => getView(api, encodeURIComponent(t), `10.201.0.${i + 1}`)));
    for (const a of answers) {
      expect(a.status).toBe(404);
      expect(a.body).toEqual({ error: { code: 404, message: 'This delivery link is unknown or has expired', status: 'NOT_FOUND' } });
    }
  });

  it(`when one client tries ${LINK_FAILURES_PER_IP} unknown tokens, then its next request, even with a valid token, is 429 with Retry-After`, async () => {
    const o = await placeOrder(api);
    const valid = await linkFor(api, o);
    const ip = '10.202.0.1';
    for (let i = 0; i < LINK_FAILURES_PER_IP; i++) {
      expect((await getView(api, randomBytes(32).toString('base64url'), ip)).status).toBe(404);
    }
    const blocked = await getView(api, valid, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // another client is not affected
    expect((await getView(api, valid, '10.202.0.2')).status).toBe(200);
  });

  it('when the order was delivered, then the link works for 24 h after that and then answers 404', async () => {
    const o = await placeOrder(api);
    const token = await linkFor(api, o);
    const t0 = new Date('2030-03-01T12:00:00.000Z');
    api.clock.now = t0;
    try {
      expect(await vendorAction(api, o, 'confirm')).toBe(200);
      expect(await vendorAction(api, o, 'deliver')).toBe(200);
      const delivered = await getView(api, token);
      expect(delivered.body.state).toBe('DELIVERED');
      expect(delivered.body.expiresAt).toBe('2030-03-02T12:00:00.000Z');
      api.clock.now = new Date(t0.getTime() + 24 * 3_600_000 - 1000);
      expect((await getView(api, token)).status).toBe(200);
      api.clock.now = new Date(t0.getTime() + 24 * 3_600_000);
      expect((await getView(api, token)).status).toBe(404);
      // a new link for the delivered order is born expired as well
      expect((await getView(api, await linkFor(api, o))).status).toBe(404);
    } finally {
      api.clock.now = null;
    }
  });
});

describe('courier tables under row-level security', () => {
  const TABLES = ['courier_links', 'courier_actions'] as const;

  it('when the tables are inspected, then row-level security is on and no policy lets anyone in', async () => {
    const rows = await api.tdb.db.query<{ relname: string; relrowsecurity: boolean; policies: number }>(
      `select c.relname, c.relrowsecurity, (select count(*)::int from pg_policies p where p.schemaname = 'vendor' and p.tablename = c.relname) as policies
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'vendor' and c.relname = any($1) order by c.relname`,
      [[...TABLES]],
    );
    expect(rows).toEqual([
      { relname: 'courier_actions', relrowsecurity: true, policies: 0 },
      { relname: 'courier_links', relrowsecurity: true, policies: 0 },
    ]);
  });

  it.each(['anon', 'authenticated'])('when the %s role reads or writes the tables, then it is refused and nothing changes', async (role) => {
    const o = await placeOrder(api);
    await linkFor(api, o);
    const [before] = await api.tdb.db.query<{ n: number }>('select count(*)::int as n from vendor.courier_links');
    expect(before!.n).toBeGreaterThan(0);
    for (const table of TABLES) {
      for (const sql of [`select * from vendor.${table}`, `delete from vendor.${table}`]) {
        const outcome = await api.tdb.db
          .txWithSettings({ role }, (q) => q.query(sql))
          .then((r) => ({ rows: r.length }), (err: unknown) => ({ refused: (err as Error).message }));
        expect(outcome).toMatchObject({ refused: expect.stringMatching(/permission denied/) as unknown });
      }
    }
    const [after] = await api.tdb.db.query<{ n: number }>('select count(*)::int as n from vendor.courier_links');
    expect(after!.n).toBe(before!.n);
  });
});
