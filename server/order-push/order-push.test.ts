/**
 * Web Push for customers (issue 28) against a local push service started by the test (https with a certificate made
 * for the test): a change of state sends exactly one encrypted (aes128gcm, RFC 8291) message per subscription — the
 * test decrypts it with the subscription's private key and checks text and language —; a 410 removes the
 * subscription; two server instances on one database send once; subscribing needs the order's access key; limits;
 * demo mode creates and keeps its VAPID keys, which the desk signs with too.
 */
import { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createDeskApi, type DeskApi, type Signed } from '../desk/test-kit.ts';
import { testConfig } from '../test-helpers.ts';
import { browserSubscription, decryptPush, startPushService, type PushService, type ReceivedPush } from '../test-push-service.ts';
import { auth, call, customerIp, IDS, orderBody, pickupDelivery } from '../vendor-api/test-fixtures.ts';
import { SUBSCRIBES_PER_IP } from './routes.ts';

let service: PushService;
let base: string;
let received: ReceivedPush[];
let api: DeskApi;
let desk: Signed;
const vapid = webpush.generateVAPIDKeys();
const VAPID = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:technik@lieferzone.example' };

beforeAll(async () => {
  service = await startPushService();
  ({ base, received } = service);
  api = await createDeskApi(VAPID);
  api.app.orderPush.push.agent = new Agent({ ca: service.cert });
  desk = await api.desk(IDS.pizza);
});
afterAll(async () => {
  await api.close();
  await service.close();
});

/** The notification a browser decrypts (JSON). */
const decrypt = (body: Buffer, sub: ReturnType<typeof browserSubscription>): unknown => JSON.parse(decryptPush(body, sub));

interface Placed { id: string; nr: string; key: string; name: string }
async function place(app: FastifyInstance = api.app, body = orderBody(), token?: string): Promise<Placed> {
  const r = await call(app, {
    method: 'POST', url: `/api/v1/vendors/${IDS.pizza}:placeOrder`, payload: body, remoteAddress: customerIp(), headers: token ? auth(token) : {},
  });
  if (r.status !== 200) throw new Error(`placeOrder ${r.status}: ${r.raw}`);
  const b = r.body as { name: string; order: { id: string; nr: string }; accessKey: string };
  return { id: b.order.id, nr: b.order.nr, key: b.accessKey, name: b.name };
}

let ipN = 0;
const subscribe = (o: { id: string }, json: unknown, opts: { key?: string | undefined; token?: string; lang?: string; app?: FastifyInstance; ip?: string } = {}) =>
  call(opts.app ?? api.app, {
    method: 'POST', url: `/api/v1/vendors/${IDS.pizza}/orders/${o.id}/push-subscriptions`, remoteAddress: opts.ip ?? `198.51.100.${(++ipN % 200) + 1}`,
    payload: { subscription: json, lang: opts.lang ?? 'de' },
    headers: { ...(opts.key ? { 'x-order-key': opts.key } : {}), ...(opts.token ? auth(opts.token) : {}) },
  });
const settled = () => api.app.orderPush.push.settled();
const subscriptions = async (orderId: string) =>
  (await api.tdb.db.query<{ endpoint: string }>('select endpoint from vendor.order_push_subscriptions where order_id = $1::uuid order by endpoint', [orderId])).map((r) => r.endpoint);

describe('subscribing', () => {
  it("when the order's key is missing or wrong, then 403 and nothing is stored; with it, 201", async () => {
    const o = await place();
    const sub = browserSubscription(`${base}/s/1`);
    const none = await subscribe(o, sub.json);
    expect(none.status).toBe(403);
    expect(none.body.error.message).toBe(`Notifications for order ${o.nr} need the order's access key (header x-order-key) or the signed-in account it was placed with; its id alone is not enough`);
    const other = await place();
    const wrong = await subscribe(o, sub.json, { key: other.key });
    expect([wrong.status, wrong.body.error.message]).toEqual([403, `The access key does not belong to order ${o.nr}`]);
    const byNr = await call(api.app, {
      method: 'POST', url: `/api/v1/vendors/${IDS.pizza}/orders/${o.nr}/push-subscriptions`, payload: { subscription: sub.json, lang: 'de' }, headers: { 'x-order-key': o.key },
    });
    expect(byNr.status).toBe(403);
    expect(await subscriptions(o.id)).toEqual([]);
    expect((await subscribe(o, sub.json, { key: o.key })).status).toBe(201);
    expect(await subscriptions(o.id)).toEqual([`${base}/s/1`]);
    // unsubscribing needs the key too
    const del = (key?: string) => call(api.app, {
      method: 'DELETE', url: `/api/v1/vendors/${IDS.pizza}/orders/${o.id}/push-subscriptions`, payload: { endpoint: `${base}/s/1` },
      headers: key ? { 'x-order-key': key } : {},
    });
    expect((await del()).status).toBe(403);
    expect((await del(o.key)).status).toBe(204);
    expect(await subscriptions(o.id)).toEqual([]);
  });

  it(`when one connection subscribes more than ${SUBSCRIBES_PER_IP} times in an hour, then 429 with retry-after; bodies over 4 KiB are 413; bad bodies 400`, async () => {
    const o = await place();
    const statuses: number[] = [];
    for (let i = 0; i <= SUBSCRIBES_PER_IP; i++) statuses.push((await subscribe(o, browserSubscription(`${base}/r/${i}`).json, { key: o.key, ip: '198.51.100.250' })).status);
    expect(statuses).toEqual([...Array.from({ length: SUBSCRIBES_PER_IP }, () => 201), 429]);
    const over = await subscribe(o, browserSubscription(`${base}/r/x`).json, { key: o.key, ip: '198.51.100.250' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // at most 5 per order are kept (the newest)
    expect((await subscriptions(o.id)).length).toBe(5);
    const big = await subscribe(o, { ...browserSubscription(`${base}/big`).json, endpoint: `${base}/${'x'.repeat(5000)}` }, { key: o.key });
    expect(big.status).toBe(413);
    expect((await subscribe(o, { endpoint: 'http://insecure.example/x', keys: { p256dh: 'a', auth: 'b' } }, { key: o.key })).status).toBe(400);
    expect((await subscribe(o, browserSubscription(`${base}/l`).json, { key: o.key, lang: 'fr' })).status).toBe(400);
  });
});

describe("an account's order", () => {
  const owners = async (orderId: string) =>
    (await api.tdb.db.query<{ endpoint: string; user_id: string | null }>(
      'select endpoint, user_id::text as user_id from vendor.order_push_subscriptions where order_id = $1::uuid order by endpoint', [orderId])).map((r) => [r.endpoint, r.user_id]);
  const unsubscribe = (o: { id: string }, endpoint: string, opts: { key?: string; token?: string }) => call(api.app, {
    method: 'DELETE', url: `/api/v1/vendors/${IDS.pizza}/orders/${o.id}/push-subscriptions`, payload: { endpoint },
    headers: { ...(opts.key ? { 'x-order-key': opts.key } : {}), ...(opts.token ? auth(opts.token) : {}) },
  });

  it('when the signed-in owner subscribes without the key (another device), then 201 and the subscription is the account\'s; unsubscribing works the same way', async () => {
    const owner = await api.customer();
    const o = await place(api.app, orderBody(), owner.token);
    const sub = browserSubscription(`${base}/acc/owner`);
    const r = await subscribe(o, sub.json, { token: owner.token });
    expect(r.status).toBe(201);
    expect(await owners(o.id)).toEqual([[`${base}/acc/owner`, owner.userId]]);
    // the account's subscription is notified like any other: one push when the desk accepts
    received.length = 0;
    expect((await api.act(desk.token, o.id, 'accept', { prepMinutes: 30 })).status).toBe(200);
    await settled();
    expect(received.filter((m) => m.path === '/acc/owner')).toHaveLength(1);
    expect((await unsubscribe(o, `${base}/acc/owner`, { token: owner.token })).status).toBe(204);
    expect(await owners(o.id)).toEqual([]);
  });

  it('when another account, or a guest, asks without the key, then 403 and nothing is stored; a bad token is 401', async () => {
    const owner = await api.customer();
    const stranger = await api.customer();
    const o = await place(api.app, orderBody(), owner.token);
    const sub = browserSubscription(`${base}/acc/stranger`);
    const other = await subscribe(o, sub.json, { token: stranger.token });
    expect([other.status, other.body.error.message]).toEqual([403, `Order ${o.nr} belongs to another account: only that account is notified without the order's access key`]);
    const guest = await subscribe(o, sub.json);
    expect(guest.status).toBe(403);
    const forged = await subscribe(o, sub.json, { token: `${owner.token.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(401);
    // a guest's order (no account) is not anyone's to subscribe to by session
    const guestOrder = await place();
    const signedIn = await subscribe(guestOrder, sub.json, { token: owner.token });
    expect([signedIn.status, signedIn.body.error.message]).toEqual([403, `Order ${guestOrder.nr} is not in your account: its notifications need the order's access key (header x-order-key)`]);
    // nor can another account stop the owner's subscription
    expect((await subscribe(o, browserSubscription(`${base}/acc/kept`).json, { token: owner.token })).status).toBe(201);
    expect((await unsubscribe(o, `${base}/acc/kept`, { token: stranger.token })).status).toBe(403);
    expect((await unsubscribe(o, `${base}/acc/kept`, {})).status).toBe(403);
    expect(await owners(o.id)).toEqual([[`${base}/acc/kept`, owner.userId]]);
    expect(await owners(guestOrder.id)).toEqual([]);
  });

  it('when a signed-in customer subscribes with the key, then the subscription keeps their account; a guest\'s keeps none; deleting the account deletes it', async () => {
    const someone = await api.customer();
    const o = await place();
    expect((await subscribe(o, browserSubscription(`${base}/acc/keyed`).json, { key: o.key, token: someone.token })).status).toBe(201);
    expect((await subscribe(o, browserSubscription(`${base}/acc/guest`).json, { key: o.key })).status).toBe(201);
    expect(await owners(o.id)).toEqual([[`${base}/acc/guest`, null], [`${base}/acc/keyed`, someone.userId]]);
    await api.tdb.db.query('delete from auth.users where id = $1::uuid', [someone.userId]);
    expect(await owners(o.id)).toEqual([[`${base}/acc/guest`, null]]);
  });

  it('when the browser roles look at the subscriptions, then row-level security is on and they have no grant', async () => {
    const [rls] = await api.tdb.db.query<{ on: boolean }>(
      "select c.relrowsecurity as on from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'vendor' and c.relname = 'order_push_subscriptions'");
    expect(rls?.on).toBe(true);
    const grants = await api.tdb.db.query<{ role: string; p: string }>(
      `select r as role, p from unnest(array['anon', 'authenticated']) r, unnest(array['select', 'insert', 'update', 'delete']) p
        where has_table_privilege(r, 'vendor.order_push_subscriptions', p)`);
    expect(grants).toEqual([]);
  });
});

describe('notifications', () => {
  it('when the desk accepts, then each subscription gets exactly one encrypted push in its language (an order without a language of its own), with the desk time', async () => {
    const o = await place();
    const de = browserSubscription(`${base}/de/1`);
    const en = browserSubscription(`${base}/en/1`);
    const tr = browserSubscription(`${base}/tr/1`);
    for (const [s, lang] of [[de, 'de'], [en, 'en'], [tr, 'tr']] as const) expect((await subscribe(o, s.json, { key: o.key, lang })).status).toBe(201);
    received.length = 0;
    api.clock.now = new Date('2026-11-27T17:00:00.000Z'); // 18:00 in Vienna
    const a = await api.act(desk.token, o.id, 'accept', { prepMinutes: 30 });
    expect(a.status, a.raw).toBe(200);
    await settled();
    api.clock.now = null;
    expect(received.map((r) => r.path).sort()).toEqual(['/de/1', '/en/1', '/tr/1']);
    for (const r of received) expect(r.headers['content-encoding']).toBe('aes128gcm');
    const due = (JSON.parse(a.raw) as { order?: { fulfillment: { delivery?: { time?: string } } } }).order?.fulfillment.delivery?.time;
    const [doc] = await api.tdb.db.query<{ t: string }>("select doc->'fulfillment'->'delivery'->>'time' as t from vendor.orders where id = $1::uuid", [o.id]);
    const time = new Date(due ?? doc?.t ?? '');
    const hhmm = (locale: string) => time.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Vienna' });
    const url = `/order/${o.nr}?vendor=${IDS.pizza}&fullOrderId=${encodeURIComponent(o.name)}`;
    const body = (p: string) => received.find((r) => r.path === p)?.body ?? Buffer.alloc(0);
    expect(decrypt(body('/de/1'), de)).toEqual({ type: 'order-change', change: 'accepted', orderNr: o.nr, title: `Bestellung ${o.nr} bestätigt`, body: `Lieferung voraussichtlich um ${hhmm('de-AT')} Uhr.`, url });
    expect(decrypt(body('/en/1'), en)).toMatchObject({ title: `Order ${o.nr} confirmed`, body: `Delivery expected at ${hhmm('en-GB')}.` });
    expect(decrypt(body('/tr/1'), tr)).toMatchObject({ title: `${o.nr} numaralı sipariş onaylandı`, body: `Teslimat saati tahminen ${hhmm('tr-TR')}.` });

    // the same change seen again (another event of it) sends nothing more; preparing is not a change worth a push
    received.length = 0;
    api.app.orderPush.push.onOrderChanged(IDS.pizza, o.id);
    expect((await api.act(desk.token, o.id, 'start')).status).toBe(200);
    await settled();
    expect(received).toEqual([]);
    // on the way, then delivered: one each; after delivery the subscriptions end
    for (const step of ['ready', 'handover']) expect((await api.act(desk.token, o.id, step)).status).toBe(200);
    await settled();
    expect(decrypt(body('/de/1'), de)).toMatchObject({ change: 'on_the_way', title: `Bestellung ${o.nr} ist unterwegs` });
    received.length = 0;
    expect((await api.act(desk.token, o.id, 'delivered')).status).toBe(200);
    await settled();
    expect(received.length).toBe(3);
    expect(decrypt(body('/en/1'), en)).toMatchObject({ change: 'delivered', title: `Order ${o.nr} delivered` });
    expect(await subscriptions(o.id)).toEqual([]);
    // over: no new subscription
    expect((await subscribe(o, browserSubscription(`${base}/late`).json, { key: o.key })).status).toBe(409);
  });

  it('when the desk delays an accepted order twice, then each delay is one push with the new time; a repeated delay event sends nothing', async () => {
    const o = await place();
    const de = browserSubscription(`${base}/delayed/1`);
    expect((await subscribe(o, de.json, { key: o.key })).status).toBe(201);
    api.clock.now = new Date('2026-11-27T17:00:00.000Z'); // 18:00 in Vienna
    expect((await api.act(desk.token, o.id, 'accept', { prepMinutes: 30 })).status).toBe(200);
    await settled();
    const dueOf = async () => {
      const [row] = await api.tdb.db.query<{ t: string }>("select doc->'fulfillment'->'delivery'->>'time' as t from vendor.orders where id = $1::uuid", [o.id]);
      return new Date(row?.t ?? '').toLocaleTimeString('de-AT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Vienna' });
    };
    const accepted = await dueOf();
    received.length = 0;
    expect((await api.act(desk.token, o.id, 'delay', { delayMinutes: 10 })).status).toBe(200);
    await settled();
    const afterTen = await dueOf();
    expect(afterTen).not.toBe(accepted);
    expect(received.length).toBe(1);
    expect(decrypt(received[0]?.body ?? Buffer.alloc(0), de)).toMatchObject({
      change: 'delayed', title: `Bestellung ${o.nr} verspätet sich`, body: `Das Restaurant braucht länger: Lieferung jetzt voraussichtlich um ${afterTen} Uhr.`,
    });
    // the same delay seen again (another node's event) sends nothing; the next delay is news again
    api.app.orderPush.push.notifyChange(IDS.pizza, o.id, 'delayed');
    await settled();
    expect(received.length).toBe(1);
    expect((await api.act(desk.token, o.id, 'delay', { delayMinutes: 20 })).status).toBe(200);
    await settled();
    api.clock.now = null;
    expect(received.length).toBe(2);
    expect(decrypt(received[1]?.body ?? Buffer.alloc(0), de)).toMatchObject({ change: 'delayed', body: `Das Restaurant braucht länger: Lieferung jetzt voraussichtlich um ${await dueOf()} Uhr.` });
  });

  it("when the order was placed in English, then its notifications are English, whatever language the page had when subscribing", async () => {
    const o = await place(api.app, orderBody({ delivery: pickupDelivery, via: { channel: 'web', brand: 'lieferzone', locale: 'en' } }));
    const s = browserSubscription(`${base}/order-lang/1`);
    expect((await subscribe(o, s.json, { key: o.key, lang: 'tr' })).status).toBe(201);
    received.length = 0;
    expect((await api.act(desk.token, o.id, 'refuse', { reason: 'sold_out' })).status).toBe(200);
    await settled();
    expect(received.length).toBe(1);
    expect(decrypt(received[0]?.body ?? Buffer.alloc(0), s)).toMatchObject({ change: 'refused', title: `Order ${o.nr} declined`, body: 'Reason: An item is sold out.' });
  });

  it('when the desk refuses, then the customer is told why, in the order language of the subscription', async () => {
    const o = await place(api.app, orderBody({ delivery: pickupDelivery }));
    const s = browserSubscription(`${base}/refused/1`);
    expect((await subscribe(o, s.json, { key: o.key })).status).toBe(201);
    received.length = 0;
    const r = await api.act(desk.token, o.id, 'refuse', { reason: 'too_busy' });
    expect(r.status, r.raw).toBe(200);
    await settled();
    expect(received.length).toBe(1);
    expect(decrypt(received[0]?.body ?? Buffer.alloc(0), s)).toMatchObject({
      change: 'refused', title: `Bestellung ${o.nr} abgelehnt`, body: 'Grund: Das Restaurant ist gerade ausgelastet.',
    });
    expect(await subscriptions(o.id)).toEqual([]);
  });

  it('when the push service says the subscription is gone (410), then it is removed; the other one still gets its push', async () => {
    const o = await place();
    const gone = browserSubscription(`${base}/gone/1`);
    const live = browserSubscription(`${base}/live/1`);
    await subscribe(o, gone.json, { key: o.key });
    await subscribe(o, live.json, { key: o.key });
    received.length = 0;
    expect((await api.act(desk.token, o.id, 'accept', { prepMinutes: 15 })).status).toBe(200);
    await settled();
    expect(received.map((r) => r.path).sort()).toEqual(['/gone/1', '/live/1']);
    expect(await subscriptions(o.id)).toEqual([`${base}/live/1`]);
  });

  it('when a subscription is older than 24 h, then it gets nothing and is removed', async () => {
    const o = await place();
    await subscribe(o, browserSubscription(`${base}/old/1`).json, { key: o.key });
    received.length = 0;
    api.clock.now = new Date(Date.now() + 24 * 60 * 60_000 + 60_000);
    await api.app.orderPush.push.send(IDS.pizza, o.id, 'accepted');
    api.clock.now = null;
    expect(received).toEqual([]);
    expect(await subscriptions(o.id)).toEqual([]);
  });

  it('when two server instances on one database both see the change, then it is sent once', async () => {
    const second = await buildApp({ config: testConfig(VAPID), db: api.tdb.db });
    await second.ready();
    try {
      second.orderPush.push.agent = new Agent({ ca: service.cert });
      const o = await place();
      const s = browserSubscription(`${base}/twice/1`);
      expect((await subscribe(o, s.json, { key: o.key, app: second })).status).toBe(201);
      received.length = 0;
      expect((await api.act(desk.token, o.id, 'accept', { prepMinutes: 15 })).status).toBe(200);
      // the second node learns of the change too (its own event stream) and reacts at the same moment
      const results = await Promise.all([api.app.orderPush.push.fromState(IDS.pizza, o.id), second.orderPush.push.fromState(IDS.pizza, o.id)]);
      await settled();
      await second.orderPush.push.settled();
      expect(received.map((r) => r.path)).toEqual(['/twice/1']);
      expect(results.filter((r) => r !== null).length).toBeLessThanOrEqual(1);
      expect(decrypt(received[0]?.body ?? Buffer.alloc(0), s)).toMatchObject({ change: 'accepted' });
    } finally {
      await second.close();
    }
  });
});

describe('keys', () => {
  it('when demo mode has no VAPID_* configured, then it creates a key pair once, keeps it, and the desk signs with the same', async () => {
    const demo = await buildApp({ config: testConfig({ DEMO_MODE: '1' }), db: api.tdb.db });
    await demo.ready();
    let first: string;
    try {
      const k = await call(demo, { url: '/api/v1/push/key' });
      expect(k.status).toBe(200);
      first = (k.body as { publicKey: string }).publicKey;
      expect(first).toMatch(/^[A-Za-z0-9_-]{87}$/);
      const d = await api.desk(IDS.cashOnly);
      const deskKey = await call(demo, { url: '/api/v1/desk/push/key', headers: { authorization: `Bearer ${d.token}` } });
      expect(deskKey.body).toEqual({ publicKey: first });
    } finally {
      await demo.close();
    }
    // a restart (or another node) finds the same pair
    const again = await buildApp({ config: testConfig({ DEMO_MODE: '1' }), db: api.tdb.db });
    await again.ready();
    try {
      expect((await call(again, { url: '/api/v1/push/key' })).body).toEqual({ publicKey: first });
    } finally {
      await again.close();
    }
    // without demo mode and without VAPID_*: push is off
    const off = await buildApp({ config: testConfig(), db: api.tdb.db });
    await off.ready();
    try {
      const r = await call(off, { url: '/api/v1/push/key' });
      expect([r.status, r.body.error.message]).toEqual([404, 'Push is not configured']);
    } finally {
      await off.close();
    }
  });
});
