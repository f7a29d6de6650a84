/**
 * Ratings and reviews of real orders (issue 30) through the whole app: every refusal with its precise 4xx (not
 * delivered, someone else's order, twice, after 14 days, without the order's secret, the vendor's own desk), the
 * vendor's aggregate exactly as computed by hand, hiding (gone from list and aggregate, audit trail, the customer
 * told), the restaurant's reply, reports, limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpsApi, type OpsApi } from '../ops/test-kit.ts';
import type { Signed } from '../desk/test-kit.ts';
import { auth, call, customerIp, IDS, orderBody, pickupDelivery } from '../vendor-api/test-fixtures.ts';
import { REPORTS_PER_IP, REVIEW_CHANGES_PER_ORDER, REVIEW_WRITES_PER_IP } from './routes.ts';

let api: OpsApi;
let desk: Signed;
let operator: Signed;
beforeAll(async () => {
  api = await createOpsApi();
  desk = await api.desk(IDS.pizza);
  operator = await api.operator();
});
afterAll(async () => {
  await api.close();
});

const V = IDS.pizza;
const DELIVERY_STEPS = [['accept', { prepMinutes: 15 }], ['start', {}], ['ready', {}], ['handover', {}], ['delivered', {}]] as const;
const PICKUP_STEPS = [['accept', { prepMinutes: 15 }], ['start', {}], ['ready', {}], ['pickedUp', {}]] as const;

let ipN = 0;
/** a client address of its own per rating, so the per-IP limit stays out of the way unless a test is about it */
const ip = () => `203.0.113.${(++ipN % 250) + 1}`;

/** an order as its customer holds it: its id and number, and the access key of its placement's answer */
interface Held { id: string; nr: string; key?: string | undefined }

async function deliveredOrder(opts: { token?: string; pickup?: boolean; vendor?: string } = {}): Promise<Held> {
  const o = await placed(opts);
  await deliver(o.id, opts.pickup);
  return o;
}

async function placed(opts: { token?: string; pickup?: boolean; vendor?: string } = {}): Promise<Held> {
  const vendor = opts.vendor ?? V;
  const body = opts.pickup ? orderBody({ delivery: pickupDelivery }) : orderBody();
  const r = await call(api.app, {
    method: 'POST', url: `/api/v1/vendors/${vendor}:placeOrder`, payload: body, remoteAddress: customerIp(),
    headers: opts.token ? auth(opts.token) : {},
  });
  if (r.status !== 200) throw new Error(`placeOrder ${r.status}: ${r.raw}`);
  const placed = r.body as { order: { id: string; nr: string }; accessKey: string };
  return { id: placed.order.id, nr: placed.order.nr, key: placed.accessKey };
}

async function deliver(orderId: string, pickup = false): Promise<void> {
  for (const [action, extra] of pickup ? PICKUP_STEPS : DELIVERY_STEPS) {
    const a = await api.act(desk.token, orderId, action, extra);
    if (a.status !== 200) throw new Error(`${action} ${a.status}: ${a.raw}`);
  }
}

/** rates the order as its holder: with the order's access key when it has one, and the account's token when given */
const rate = (o: Pick<Held, 'id' | 'key'>, payload: unknown, token?: string, method: 'POST' | 'PATCH' = 'POST', remoteAddress = ip()) =>
  call(api.app, {
    method, url: `/api/v1/vendors/${V}/orders/${o.id}/review`, payload: payload as object, remoteAddress,
    headers: { ...(token ? auth(token) : {}), ...(o.key ? { 'x-order-key': o.key } : {}) },
  });
// eslint-disable-next-line @typescript-eslint/no-unsafe-return -- answers are read field by field with expect()
const reviews = async (query = '') => (await call(api.app, { url: `/api/v1/vendors/${V}/reviews${query}` })).body;
const vendorRating = async () => {
  const v = (await call(api.app, { url: `/api/v1/vendors/${V}` })).body as { rating: { value: number; count: number }; reviewCount: number };
  // the record's review count is the same count
  expect(v.reviewCount).toBe(v.rating.count);
  return v.rating;
};
const listingRating = async () =>
  (await api.tdb.db.query<{ v: number; n: number }>('select rating_value as v, rating_count as n from vendor.vendors where id = $1::uuid', [V]))[0];

describe('refusals', () => {
  it('when the order is not delivered yet, then 409 naming the order', async () => {
    const o = await placed();
    const r = await rate(o, { foodStars: 4 });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(`Order ${o.nr} has not been delivered yet: it can be rated once it is delivered or picked up`);
    await api.act(desk.token, o.id, 'accept', { prepMinutes: 15 });
    expect((await rate(o, { foodStars: 4 })).status).toBe(409);
  });

  it('when rated by its number instead of the id from its own link, then 403; an unknown id is 404', async () => {
    const o = await deliveredOrder();
    const byNr = await rate({ id: o.nr, key: o.key }, { foodStars: 4 });
    expect(byNr.status).toBe(403);
    expect(byNr.body.error.message).toBe("Rating an order needs the order's own link (its id from the tracking link); the order number alone is not enough");
    const unknown = await rate({ id: '0b000000-0000-4000-8000-00000000abcd', key: o.key }, { foodStars: 4 });
    expect(unknown.status).toBe(404);
  });

  it('when the same order is rated twice, then the second is 409 and the first stays', async () => {
    const o = await deliveredOrder();
    expect((await rate(o, { foodStars: 5, text: 'Erste' })).status).toBe(201);
    const again = await rate(o, { foodStars: 1, text: 'Zweite' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`Order ${o.nr} has already been rated: change your review instead (PATCH)`);
    const stored = await api.tdb.db.query<{ food_stars: number; body: string }>('select food_stars, body from vendor.reviews where order_id = $1::uuid', [o.id]);
    expect(stored).toEqual([{ food_stars: 5, body: 'Erste' }]);
  });

  it('when 14 days after delivery have passed, then 409; up to the last minute it is accepted', async () => {
    const t0 = new Date('2026-03-02T11:00:00.000Z');
    api.clock.now = t0;
    const late = await deliveredOrder();
    const inTime = await deliveredOrder();
    const fourteenDays = 14 * 24 * 60 * 60 * 1000;
    api.clock.now = new Date(t0.getTime() + fourteenDays + 60_000);
    const r = await rate(late, { foodStars: 3 });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(`Order ${late.nr} can no longer be rated: reviews are possible for 14 days after delivery (until 2026-03-16T11:00:00.000Z)`);
    api.clock.now = new Date(t0.getTime() + fourteenDays);
    expect((await rate(inTime, { foodStars: 3 })).status).toBe(201);
    api.clock.now = new Date(t0.getTime() + fourteenDays + 1);
    expect((await rate(inTime, { foodStars: 4 }, undefined, 'PATCH')).status).toBe(409);
    api.clock.now = null;
  });

  it("when an order in an account is rated by a guest or another customer, then 403; its owner rates it as \"Anna M.\"", async () => {
    const anna = await api.customer();
    await api.tdb.db.query(`update public.user_profiles set first_name = 'Anna Maria', last_name = 'muster' where user_id = $1::uuid`, [anna.userId]);
    const bob = await api.customer();
    const o = await deliveredOrder({ token: anna.token });
    const guest = await rate(o, { foodStars: 1 });
    expect(guest.status).toBe(403);
    expect(guest.body.error.message).toBe(`Order ${o.nr} is in a customer account: sign in with that account to rate it`);
    const other = await rate(o, { foodStars: 1 }, bob.token);
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe(`Order ${o.nr} belongs to another customer's account: only that account can rate it`);
    const own = await rate(o, { foodStars: 5, deliveryStars: 4, text: 'Heiß und pünktlich' }, anna.token);
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ reviewer: 'Anna M.', foodStars: 5, deliveryStars: 4, products: ['Pizza Margherita', 'Cola 0,5 l'] });
  });

  it("when the vendor's own desk account rates, then 403", async () => {
    const o = await deliveredOrder();
    const r = await rate(o, { foodStars: 5 }, desk.token);
    expect(r.status).toBe(403);
    expect(r.body.error.message).toBe("A restaurant's desk account cannot rate its own restaurant");
  });

  it("when the restaurant's desk user, who sees the order's id, rates it as a guest without the order's key, then 403 (the attack of issue 30)", async () => {
    const o = await deliveredOrder();
    // the desk sees the uuid of every order of its restaurant
    const feed = await api.as(desk.token, { url: '/api/v1/desk/orders' });
    expect(feed.status).toBe(200);
    expect(feed.raw).toContain(o.id);
    expect(feed.raw).not.toContain(o.key);
    const asGuest = { id: o.id };
    const noKey = await rate(asGuest, { foodStars: 1, text: 'Nie wieder' });
    expect(noKey.status).toBe(403);
    expect(noKey.body.error.message).toBe(`Rating order ${o.nr} needs the order's access key from its own tracking link (header x-order-key); its id alone is not enough`);
    const status = await call(api.app, { url: `/api/v1/vendors/${V}/orders/${o.id}/review` });
    expect(status.status).toBe(403);
    // a made-up key of the right shape, a malformed one, another order's key: refused alike
    const other = await deliveredOrder();
    for (const key of ['A'.repeat(32), 'nicht-der-schluessel', other.key]) {
      const r = await rate({ id: o.id, key }, { foodStars: 1 });
      expect({ key, status: r.status }).toEqual({ key, status: 403 });
      expect(r.body.error.message).toBe(`The access key does not belong to order ${o.nr}`);
    }
    const patch = await rate(asGuest, { foodStars: 1 }, undefined, 'PATCH');
    expect(patch.status).toBe(403);
    // signed in with its desk account, even with the key: refused
    expect((await rate(o, { foodStars: 1 }, desk.token)).status).toBe(403);
    expect((await api.tdb.db.query('select 1 from vendor.reviews where order_id = $1::uuid', [o.id])).length).toBe(0);
    // the customer, holding the key, rates
    const own = await rate(o, { foodStars: 5 });
    expect(own.status).toBe(201);
    expect(own.body.foodStars).toBe(5);
    const mine = await call(api.app, { url: `/api/v1/vendors/${V}/orders/${o.id}/review`, headers: { 'x-order-key': o.key ?? '' } });
    expect(mine.status).toBe(200);
    expect(mine.body.review.foodStars).toBe(5);
  });

  it('when an order was placed before orders had an access key, then a guest cannot rate it (403 saying so)', async () => {
    const o = await deliveredOrder();
    await api.tdb.db.query('update vendor.orders set access_key_hash = null where id = $1::uuid', [o.id]);
    const r = await rate(o, { foodStars: 4 });
    expect(r.status).toBe(403);
    expect(r.body.error.message).toBe(`Order ${o.nr} was placed before orders had their own access key: it cannot be rated as a guest`);
  });

  it('when a forged access token is sent, then 401 and nothing is stored', async () => {
    const o = await deliveredOrder();
    const r = await rate(o, { foodStars: 5 }, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    expect(r.status).toBe(401);
    expect((await api.tdb.db.query('select 1 from vendor.reviews where order_id = $1::uuid', [o.id])).length).toBe(0);
  });

  it('when the body is wrong, then 400 naming the field', async () => {
    const o = await deliveredOrder();
    const cases: [unknown, string][] = [
      [{ foodStars: 6 }, 'foodStars'],
      [{ foodStars: 0 }, 'foodStars'],
      [{ foodStars: 3.5 }, 'foodStars'],
      [{}, 'foodStars'],
      [{ foodStars: 4, text: 'x'.repeat(1001) }, 'text: must be at most 1000 characters'],
      [{ foodStars: 4, vendorId: IDS.closed }, 'vendorId'],
    ];
    for (const [body, part] of cases) {
      const r = await rate(o, body);
      expect({ body, status: r.status }).toEqual({ body, status: 400 });
      expect(r.body.error.message).toContain(part);
    }
    // 1,000 characters are the limit, not one fewer: the text is kept whole
    const longest = 'ä'.repeat(1000);
    const atLimit = await rate(o, { foodStars: 4, text: longest });
    expect(atLimit.status).toBe(201);
    expect(atLimit.body.text).toBe(longest);
    const pickup = await deliveredOrder({ pickup: true });
    const r = await rate(pickup, { foodStars: 4, deliveryStars: 2 });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe('Invalid request: deliveryStars: a picked-up order has no delivery to rate');
    expect((await rate(pickup, { foodStars: 4 })).status).toBe(201);
  });
});

describe('the aggregate, the list, hiding and the reply', () => {
  it('changes exactly as computed by hand; hidden reviews leave list and aggregate; the customer is told', async () => {
    // a fresh vendor state: drop every review so far and recompute through one more rating
    await api.tdb.db.query('delete from vendor.reviews where vendor_id = $1::uuid', [V]);
    const a = await deliveredOrder();
    const b = await deliveredOrder();
    const c = await deliveredOrder();
    expect((await rate(a, { foodStars: 4, deliveryStars: 5, text: 'Gut' })).status).toBe(201);
    // one review: 4 / 1 = 4.0
    expect(await vendorRating()).toEqual({ value: 4, count: 1 });
    expect((await rate(b, { foodStars: 5, deliveryStars: 4 })).status).toBe(201);
    const low = await rate(c, { foodStars: 2, text: 'Kalt <b>angekommen</b>' });
    expect(low.status).toBe(201);
    // 4 + 5 + 2 = 11 over 3 = 3.666… → 3.7; delivery (5 + 4) / 2 = 4.5
    expect(await vendorRating()).toEqual({ value: 11, count: 3 });
    expect(await listingRating()).toEqual({ v: 11 / 3, n: 3 });
    let page = await reviews();
    expect(page.summary).toEqual({ count: 3, average: 3.7, distribution: [0, 1, 0, 1, 1], deliveryAverage: 4.5 });
    expect(page.reviews.map((r: { foodStars: number }) => r.foodStars)).toEqual([2, 5, 4]);
    expect(page.reviews[0]).toMatchObject({ text: 'Kalt <b>angekommen</b>', reviewer: null, products: ['Pizza Margherita', 'Cola 0,5 l'], reply: null });

    // the customer changes 4 → 3: 3 + 5 + 2 = 10 / 3 = 3.333… → 3.3
    expect((await rate(a, { foodStars: 3, deliveryStars: 5, text: 'Doch nur gut' }, undefined, 'PATCH')).status).toBe(200);
    expect(await vendorRating()).toEqual({ value: 10, count: 3 });
    expect((await reviews()).summary.average).toBe(3.3);

    // the operator hides the 2-star review: 3 + 5 = 8 / 2 = 4.0
    const lowId = low.body.id as string;
    const hide = await api.ops(operator.token, { method: 'POST', url: `/api/v1/ops/reviews/${lowId}/hide`, payload: { reason: 'Beleidigender Inhalt' } });
    expect(hide.status).toBe(200);
    expect(hide.body.hidden.reason).toBe('Beleidigender Inhalt');
    expect(await vendorRating()).toEqual({ value: 8, count: 2 });
    page = await reviews();
    expect(page.summary).toEqual({ count: 2, average: 4, distribution: [0, 0, 1, 0, 1], deliveryAverage: 5 - 0.5 });
    expect(page.reviews.map((r: { id: string }) => r.id)).not.toContain(lowId);
    const told = await call(api.app, { url: `/api/v1/vendors/${V}/orders/${c.id}/review`, headers: { 'x-order-key': c.key ?? '' } });
    expect(told.body.review.hidden.reason).toBe('Beleidigender Inhalt');
    const audit = await api.tdb.db.query<{ action: string; note: string; actor_email: string }>(
      `select action, note, actor_email from public.ops_audit where entity = 'review' and entity_id = $1::uuid`, [lowId]);
    expect(audit).toEqual([{ action: 'hide', note: 'Beleidigender Inhalt', actor_email: operator.email }]);
    // shown again: back to 10 / 3
    expect((await api.ops(operator.token, { method: 'POST', url: `/api/v1/ops/reviews/${lowId}/show` })).status).toBe(200);
    expect(await vendorRating()).toEqual({ value: 10, count: 3 });

    // a customer cannot hide; a desk cannot either
    expect((await api.ops(desk.token, { method: 'POST', url: `/api/v1/ops/reviews/${lowId}/hide`, payload: { reason: 'x' } })).status).toBe(403);
    expect((await api.ops(null, { method: 'POST', url: `/api/v1/ops/reviews/${lowId}/hide`, payload: { reason: 'x' } })).status).toBe(401);
  });

  it('filters by stars and pages newest first', async () => {
    const five = await reviews('?stars=5');
    expect(five.reviews.length).toBeGreaterThan(0);
    expect(five.reviews.every((r: { foodStars: number }) => r.foodStars === 5)).toBe(true);
    const all = await reviews();
    const seen: string[] = [];
    let token: string | undefined;
    do {
      const p = await reviews(`?pageSize=1${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`);
      expect(p.reviews.length).toBe(1);
      seen.push(p.reviews[0].id);
      token = p.nextPageToken;
    } while (token);
    expect(seen).toEqual(all.reviews.map((r: { id: string }) => r.id));
    expect((await call(api.app, { url: `/api/v1/vendors/${V}/reviews?stars=6` })).status).toBe(400);
  });

  it('the desk replies once (editable); the reply shows; another restaurant cannot reply', async () => {
    const first = (await reviews()).reviews[0] as { id: string };
    const r = await api.as(desk.token, { method: 'PUT', url: `/api/v1/desk/reviews/${first.id}/reply`, payload: { text: 'Danke!' } });
    expect(r.status).toBe(200);
    const again = await api.as(desk.token, { method: 'PUT', url: `/api/v1/desk/reviews/${first.id}/reply`, payload: { text: 'Danke für Ihr Feedback!' } });
    expect(again.status).toBe(200);
    const shown = (await reviews()).reviews.find((x: { id: string }) => x.id === first.id);
    expect(shown.reply.text).toBe('Danke für Ihr Feedback!');
    const otherDesk = await api.desk(IDS.closed);
    const foreign = await api.as(otherDesk.token, { method: 'PUT', url: `/api/v1/desk/reviews/${first.id}/reply`, payload: { text: 'Fremd' } });
    expect(foreign.status).toBe(404);
    const list = await api.as(desk.token, { url: '/api/v1/desk/reviews' });
    expect(list.status).toBe(200);
    expect(list.body.reviews.length).toBe((await reviews()).summary.count);
  });

  it('a report reaches the back office; a hidden review cannot be reported', async () => {
    const first = (await reviews()).reviews[0] as { id: string };
    const r = await call(api.app, { method: 'POST', url: `/api/v1/reviews/${first.id}/report`, payload: { reason: 'spam' }, remoteAddress: ip() });
    expect(r.status).toBe(202);
    const reported = await api.ops(operator.token, { url: '/api/v1/ops/reviews?reported=1' });
    expect(reported.body.reviews.map((x: { id: string; reports: number }) => [x.id, x.reports])).toEqual([[first.id, 1]]);
    const bad = await call(api.app, { method: 'POST', url: `/api/v1/reviews/${first.id}/report`, payload: { reason: 'boring' }, remoteAddress: ip() });
    expect(bad.status).toBe(400);
  });
});

describe('limits', () => {
  it(`when one connection writes more than ${REVIEW_WRITES_PER_IP} reviews in an hour, then 429 with retry-after`, async () => {
    const o = await deliveredOrder();
    const from = '198.51.100.77';
    const statuses: number[] = [];
    // 409 (twice) counts as a write attempt too: trying many orders from one connection is what the limit stops
    for (let i = 0; i <= REVIEW_WRITES_PER_IP; i++) statuses.push((await rate(o, { foodStars: 4 }, undefined, 'POST', from)).status);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, REVIEW_WRITES_PER_IP)).toEqual(Array.from({ length: REVIEW_WRITES_PER_IP - 1 }, () => 409));
    const last = await rate(o, { foodStars: 4 }, undefined, 'POST', from);
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`when one review is changed more than ${REVIEW_CHANGES_PER_ORDER} times in an hour, then 429`, async () => {
    const o = await deliveredOrder();
    expect((await rate(o, { foodStars: 4 })).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i <= REVIEW_CHANGES_PER_ORDER; i++) statuses.push((await rate(o, { foodStars: (i % 5) + 1 }, undefined, 'PATCH')).status);
    expect(statuses).toEqual([...Array.from({ length: REVIEW_CHANGES_PER_ORDER }, () => 200), 429]);
  });

  it(`when one connection reports more than ${REPORTS_PER_IP} times in an hour, then 429 with retry-after; another connection still reports`, async () => {
    const o = await deliveredOrder();
    const made = await rate(o, { foodStars: 2, text: 'Nicht gut' });
    expect(made.status).toBe(201);
    const id = (made.body as { id: string }).id;
    const report = (remoteAddress: string) =>
      call(api.app, { method: 'POST', url: `/api/v1/reviews/${id}/report`, payload: { reason: 'offensive', note: 'beleidigend' }, remoteAddress });
    const from = '198.51.100.88';
    const statuses: number[] = [];
    for (let i = 0; i < REPORTS_PER_IP; i++) statuses.push((await report(from)).status);
    expect(statuses).toEqual(Array.from({ length: REPORTS_PER_IP }, () => 202));
    const over = await report(from);
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(new RegExp(`^Too many reports from this connection: at most ${REPORTS_PER_IP} per hour\\. Please try again in `));
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report('198.51.100.89')).status).toBe(202);
    // the refused one was not stored: 10 + 1 reports reached the back office
    const listed = await api.ops(operator.token, { url: '/api/v1/ops/reviews?reported=1&pageSize=100' });
    expect(listed.body.reviews.find((x: { id: string }) => x.id === id)?.reports).toBe(REPORTS_PER_IP + 1);
  });
});
