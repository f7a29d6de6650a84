/**
 * The courier's shared position (issue 28): POST/DELETE /api/v1/delivery/{token}/position and the customer's
 * GET /api/v1/vendors/{vendor}/orders/{orderId}/courier — states, latest point only, erased at delivery and
 * cancellation, limits, authorisation, and row-level security of vendor.courier_positions.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierOnMapSchema } from '../../src/domain/wire/courier-on-map.ts';
import { fakeOsrm } from '../geo/fake-services.ts';
import { lookupPostal } from '../geo/postal.ts';
import { auth, call, createApi, tokenOf, type TestApi } from '../vendor-api/test-fixtures.ts';
import { POSITIONS_PER_ORDER } from './limits.ts';
import { linkFor, placeOrder, postAction, vendorAction, type PlacedOrder } from './test-setup.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createApi();
});
afterAll(async () => {
  await api.close();
});

const T0 = 1_790_000_000_000; // a fix time (ms), 2026-09-21
const sendPosition = (token: string, payload: unknown, ip = '10.201.0.1') =>
  call(api.app, { method: 'POST', url: `/api/v1/delivery/${token}/position`, payload: payload as object, remoteAddress: ip });
const courierOf = (o: PlacedOrder, ref: string = o.id, headers: Record<string, string> = {}) =>
  call(api.app, { method: 'GET', url: `/api/v1/vendors/${o.vendorId}/orders/${ref}/courier`, headers });
const stored = async (orderId: string) =>
  api.tdb.db.query<{ lat: number; lng: number; seq: string }>(
    'select lat, lng, seq::text as seq from vendor.courier_positions where order_id = $1::uuid', [orderId],
  );

async function onTheWay() {
  const o = await placeOrder(api);
  expect(await vendorAction(api, o, 'confirm')).toBe(200);
  const token = await linkFor(api, o);
  expect((await postAction(api, token, { actionId: randomUUID(), action: 'pickedUp' })).status).toBe(200);
  return { o, token };
}

describe('courier position: states', () => {
  it('when the order is not picked up yet, then a position is refused with 409 naming the state, and nothing is stored', async () => {
    const o = await placeOrder(api);
    const token = await linkFor(api, o);
    const before = await sendPosition(token, { seq: T0, lat: 48.2, lng: 16.37 });
    expect(before.status).toBe(409);
    expect(before.body.error.message).toBe(`Order ${o.nr} is not on the way (RECEIVED): the position is shared only between pickup and delivery`);
    expect(await vendorAction(api, o, 'confirm')).toBe(200);
    const accepted = await sendPosition(token, { seq: T0, lat: 48.2, lng: 16.37 });
    expect(accepted.status).toBe(409);
    expect(accepted.body.error.message).toContain('(ACCEPTED)');
    expect(await stored(o.id)).toEqual([]);
  });

  it('when the order is on the way, then the point is stored and the customer (by order id) sees it', async () => {
    const { o, token } = await onTheWay();
    const r = await sendPosition(token, { seq: T0, lat: 48.2, lng: 16.37, accuracyM: 12 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ stored: true });
    const seen = await courierOf(o);
    expect(seen.status).toBe(200);
    const view = courierOnMapSchema.parse(seen.body);
    expect(view.state).toBe('DELIVERING');
    expect(view.courier).toMatchObject({ lat: 48.2, lng: 16.37, at: new Date(T0).toISOString() });
  });

  it('when the courier marks delivered, then the stored point is erased and the customer sees no courier; a late point is refused', async () => {
    const { o, token } = await onTheWay();
    expect((await sendPosition(token, { seq: T0, lat: 48.2, lng: 16.37 })).status).toBe(200);
    expect(await stored(o.id)).toHaveLength(1);
    expect((await postAction(api, token, { actionId: randomUUID(), action: 'delivered' })).status).toBe(200);
    expect(await stored(o.id)).toEqual([]);
    expect((await courierOf(o)).body).toEqual({ state: 'DELIVERED', courier: null });
    const late = await sendPosition(token, { seq: T0 + 1000, lat: 48.2, lng: 16.37 });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toContain('(DELIVERED)');
    expect(await stored(o.id)).toEqual([]);
  });

  it('when a point and the delivery arrive at the same moment, then no point is left once the order is delivered', async () => {
    for (let i = 0; i < 5; i += 1) {
      const { o, token } = await onTheWay();
      const [point, delivered] = await Promise.all([
        sendPosition(token, { seq: T0 + i, lat: 48.2, lng: 16.37 }),
        postAction(api, token, { actionId: randomUUID(), action: 'delivered' }),
      ]);
      expect(delivered.status).toBe(200);
      expect([200, 409]).toContain(point.status); // either before the delivery (then erased by it) or refused after it
      expect(await stored(o.id)).toEqual([]);
    }
  });

  it('when the restaurant cancels an order on the way, then the point is erased', async () => {
    const { o, token } = await onTheWay();
    expect((await sendPosition(token, { seq: T0, lat: 48.2, lng: 16.37 })).status).toBe(200);
    expect(await vendorAction(api, o, 'cancel', { cancellation: { reason: 'other', note: 'Unfall' } })).toBe(200);
    expect(await stored(o.id)).toEqual([]);
    expect((await courierOf(o)).body.courier).toBeNull();
  });

  it('when the courier stops sharing, then the point is erased at once and sharing can start again', async () => {
    const { o, token } = await onTheWay();
    expect((await sendPosition(token, { seq: T0, lat: 48.2, lng: 16.37 })).status).toBe(200);
    const stop = await call(api.app, { method: 'DELETE', url: `/api/v1/delivery/${token}/position`, remoteAddress: '10.201.0.1' });
    expect(stop.status).toBe(204);
    expect(await stored(o.id)).toEqual([]);
    expect((await courierOf(o)).body.courier).toBeNull();
    expect((await sendPosition(token, { seq: T0 + 10_000, lat: 48.21, lng: 16.37 })).body).toEqual({ stored: true });
    expect((await courierOf(o)).body.courier).toMatchObject({ lat: 48.21 });
  });
});

describe('courier position: latest only', () => {
  it('when points arrive out of order, then only the newest is kept (one row per order)', async () => {
    const { o, token } = await onTheWay();
    expect((await sendPosition(token, { seq: T0 + 20_000, lat: 48.22, lng: 16.37 })).body).toEqual({ stored: true });
    // an older point delivered late (the offline outbox) and the same point again do not replace it
    expect((await sendPosition(token, { seq: T0 + 10_000, lat: 48.21, lng: 16.37 })).body).toEqual({ stored: false });
    expect((await sendPosition(token, { seq: T0 + 20_000, lat: 48.25, lng: 16.37 })).body).toEqual({ stored: false });
    expect((await sendPosition(token, { seq: T0 + 30_000, lat: 48.23, lng: 16.38 })).body).toEqual({ stored: true });
    expect(await stored(o.id)).toEqual([{ lat: 48.23, lng: 16.38, seq: String(T0 + 30_000) }]);
  });

  it('when a point is 0.01° of latitude (1.11 km) from the centre of the address\'s postal code, then 1.1 km and 3 minutes', async () => {
    const { o, token } = await onTheWay();
    const centre = lookupPostal('1100');
    expect(centre).toBeDefined();
    const lat = Math.round((centre!.lat - 0.01) * 1e6) / 1e6;
    const lng = centre!.lng;
    expect((await sendPosition(token, { seq: T0, lat, lng })).status).toBe(200);
    const view = courierOnMapSchema.parse((await courierOf(o)).body);
    // 6371 km × 0.01 × π / 180 = 1.112 km (haversine, same longitude); 1.112 × 2.5 min/km = 2.78 → 3 minutes
    expect(view.courier?.arrival).toEqual({ distanceKm: 1.1, minutes: 3, source: 'fallback' });
  });
});

describe('courier position: validation and limits', () => {
  it.each([
    [{ seq: T0, lat: 52.52, lng: 13.405 }, 'lat: must lie in Austria'],
    [{ seq: T0, lat: 48.2, lng: 200 }, 'lng'],
    [{ seq: T0, lat: '48.2', lng: 16.37 }, 'lat'],
    [{ seq: 1.5, lat: 48.2, lng: 16.37 }, 'seq'],
    [{ lat: 48.2, lng: 16.37 }, 'seq'],
    [{ seq: T0, lat: 48.2, lng: 16.37, name: 'x' }, 'name'],
  ])('when the body is %j, then 400 naming the field', async (payload, field) => {
    const { o, token } = await onTheWay();
    const r = await sendPosition(token, payload);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toContain(field);
    expect(await stored(o.id)).toEqual([]);
  });

  it('when the body is over 256 bytes, then 413', async () => {
    const { token } = await onTheWay();
    const r = await call(api.app, {
      method: 'POST', url: `/api/v1/delivery/${token}/position`, remoteAddress: '10.201.0.1',
      headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ seq: T0, lat: 48.2, lng: 16.37, pad: 'x'.repeat(300) }),
    });
    expect(r.status).toBe(413);
  });

  it(`when one order sends more than ${POSITIONS_PER_ORDER} points in a minute, then 429 with Retry-After; another order is not held up`, async () => {
    const { token } = await onTheWay();
    for (let i = 1; i <= POSITIONS_PER_ORDER; i += 1) {
      expect((await sendPosition(token, { seq: T0 + i, lat: 48.2, lng: 16.37 })).status).toBe(200);
    }
    const over = await sendPosition(token, { seq: T0 + 100, lat: 48.2, lng: 16.37 });
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const other = await onTheWay();
    expect((await sendPosition(other.token, { seq: T0, lat: 48.2, lng: 16.37 })).status).toBe(200);
  });
});

describe('courier position: authorisation', () => {
  it('when someone without the courier link\'s token sends a point, then 404 and nothing is stored; too many tries: 429', async () => {
    const { o } = await onTheWay();
    const ip = '10.202.0.9';
    for (const token of ['A'.repeat(43), 'not-a-token', randomUUID()]) {
      expect((await sendPosition(token, { seq: T0, lat: 48.2, lng: 16.37 }, ip)).status).toBe(404);
    }
    expect(await stored(o.id)).toEqual([]);
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i += 1) last = (await sendPosition('B'.repeat(43), { seq: T0, lat: 48.2, lng: 16.37 }, ip)).status;
    expect(last).toBe(429);
  });

  it('when a customer asks by order number without the vendor token, then 403; with the vendor token the vendor sees it', async () => {
    const { o, token } = await onTheWay();
    expect((await sendPosition(token, { seq: T0, lat: 48.2, lng: 16.37 })).status).toBe(200);
    const byNr = await courierOf(o, o.nr);
    expect(byNr.status).toBe(403);
    expect(byNr.raw).not.toContain('48.2');
    const vendor = await courierOf(o, o.nr, auth(tokenOf(o.vendorId)));
    expect(vendor.status).toBe(200);
    expect(vendor.body.courier).toMatchObject({ lat: 48.2 });
  });

  it("when two orders are on the way, then each customer sees only their own order's courier", async () => {
    const a = await onTheWay();
    const b = await onTheWay();
    expect((await sendPosition(a.token, { seq: T0, lat: 48.201, lng: 16.371 })).status).toBe(200);
    expect((await sendPosition(b.token, { seq: T0, lat: 48.202, lng: 16.372 })).status).toBe(200);
    expect((await courierOf(a.o)).body.courier).toMatchObject({ lat: 48.201, lng: 16.371 });
    expect((await courierOf(b.o)).body.courier).toMatchObject({ lat: 48.202, lng: 16.372 });
    // another vendor's path with this order's id finds nothing
    const wrongVendor = await call(api.app, { method: 'GET', url: `/api/v1/vendors/0a000000-0000-4000-8000-000000000002/orders/${a.o.id}/courier` });
    expect(wrongVendor.status).toBe(404);
    expect(wrongVendor.raw).not.toContain('48.201');
  });

  it.each(['anon', 'authenticated'])('when the %s role reads or writes vendor.courier_positions, then it is refused', async (role) => {
    const { o, token } = await onTheWay();
    expect((await sendPosition(token, { seq: T0, lat: 48.2, lng: 16.37 })).status).toBe(200);
    for (const sql of ['select * from vendor.courier_positions', 'delete from vendor.courier_positions',
      `update vendor.courier_positions set lat = 47`]) {
      const outcome = await api.tdb.db
        .txWithSettings({ role }, (q) => q.query(sql))
        .then((r) => ({ rows: r.length }), (err: unknown) => ({ refused: (err as Error).message }));
      expect(outcome).toMatchObject({ refused: expect.stringMatching(/permission denied/) as unknown });
    }
    expect(await stored(o.id)).toHaveLength(1);
    const [rls] = await api.tdb.db.query<{ relrowsecurity: boolean; policies: number }>(
      `select c.relrowsecurity, (select count(*)::int from pg_policies p where p.schemaname = 'vendor' and p.tablename = c.relname) as policies
         from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'vendor' and c.relname = 'courier_positions'`,
    );
    expect(rls).toEqual({ relrowsecurity: true, policies: 0 });
  });
});

describe('courier position: with a routing service', () => {
  it('when ROUTING_URL is set, then the arrival is the route (3.2 km, 540 s = 9 minutes), asked once per point; when it is down, the straight line', async () => {
    const osrm = await fakeOsrm();
    const routed = await createApi({ ROUTING_URL: osrm.url });
    try {
      const o = await placeOrder(routed);
      expect(await vendorAction(routed, o, 'confirm')).toBe(200);
      const token = await linkFor(routed, o);
      expect((await postAction(routed, token, { actionId: randomUUID(), action: 'pickedUp' })).status).toBe(200);
      const centre = lookupPostal('1100')!;
      const point = { seq: T0, lat: Math.round((centre.lat - 0.01) * 1e6) / 1e6, lng: centre.lng };
      const sent = await call(routed.app, { method: 'POST', url: `/api/v1/delivery/${token}/position`, payload: point, remoteAddress: '10.203.0.1' });
      expect(sent.status).toBe(200);
      const read = () => call(routed.app, { method: 'GET', url: `/api/v1/vendors/${o.vendorId}/orders/${o.id}/courier` });
      expect((await read()).body.courier.arrival).toEqual({ distanceKm: 3.2, minutes: 9, source: 'routing' });
      expect((await read()).body.courier.arrival).toEqual({ distanceKm: 3.2, minutes: 9, source: 'routing' });
      expect(osrm.requests).toHaveLength(1);
      osrm.down = true;
      // a new point (a routing answer for it is not cached): 0.000001° further north
      const moved = { seq: T0 + 1, lat: point.lat + 0.000001, lng: point.lng };
      expect((await call(routed.app, { method: 'POST', url: `/api/v1/delivery/${token}/position`, payload: moved, remoteAddress: '10.203.0.1' })).status).toBe(200);
      // 1.112 km straight line (0.000001° less does not change it at one decimal): 1.1 km, 3 minutes
      expect((await read()).body.courier.arrival).toEqual({ distanceKm: 1.1, minutes: 3, source: 'fallback' });
    } finally {
      await routed.close();
      await osrm.close();
    }
  });
});
