/**
 * Web push of new orders, against a local fake push service (https with a certificate made for the test, no real
 * push service): VAPID-signed, encrypted (aes128gcm, RFC 8291) — the test decrypts it with the subscription's keys —
 * sent only to the order's vendor, gone subscriptions (410) deleted; not configured → 404.
 */
import { Agent } from 'node:https';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuro } from '../../src/domain/money.ts';
import { deskPushPayloadSchema } from '../../src/domain/wire/desk.ts';
import { browserSubscription, decryptPush as decrypt, startPushService, type PushService, type ReceivedPush } from '../test-push-service.ts';
import { IDS } from '../vendor-api/test-fixtures.ts';
import { createDeskApi, type DeskApi, type Signed } from './test-kit.ts';

let service: PushService;
let base: string;
let received: ReceivedPush[];
let api: DeskApi;
let plain: DeskApi;
let deskA: Signed;
let deskB: Signed;
const vapid = webpush.generateVAPIDKeys();

beforeAll(async () => {
  service = await startPushService();
  ({ base, received } = service);
  api = await createDeskApi({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:technik@lieferzone.example' });
  const push = api.app.deskJobs.push;
  push.agent = new Agent({ ca: service.cert });
  deskA = await api.desk(IDS.pizza);
  deskB = await api.desk(IDS.cashOnly);
  plain = await createDeskApi();
});
afterAll(async () => {
  await api.close();
  await plain.close();
  await service.close();
});

const subscribe = (token: string, json: unknown) => api.as(token, { method: 'POST', url: '/api/v1/desk/push/subscriptions', payload: json as object });
const settled = () => api.app.deskJobs.push.settled();

describe('web push', () => {
  it('when push is not configured, then the key and subscribing answer 404 "Push is not configured"', async () => {
    const d = await plain.desk(IDS.pizza);
    const key = await plain.as(d.token, { url: '/api/v1/desk/push/key' });
    expect([key.status, key.body.error.message]).toEqual([404, 'Push is not configured']);
    const sub = await plain.as(d.token, { method: 'POST', url: '/api/v1/desk/push/subscriptions', payload: browserSubscription(`${base}/x`).json });
    expect(sub.status).toBe(404);
  });

  it('when configured, then the desk gets the VAPID public key', async () => {
    const r = await api.as(deskA.token, { url: '/api/v1/desk/push/key' });
    expect(r.body).toEqual({ publicKey: vapid.publicKey });
  });

  it("when a desk subscribed and an order is placed, then the vendor's subscription gets one signed, encrypted new-order push", async () => {
    const sub = browserSubscription(`${base}/a/1`);
    expect((await subscribe(deskA.token, sub.json)).status).toBe(201);
    const subB = browserSubscription(`${base}/b/1`);
    expect((await subscribe(deskB.token, subB.json)).status).toBe(201);
    received.length = 0;
    const o = await api.place(IDS.pizza);
    await settled();
    expect(received.map((r) => r.path)).toEqual(['/a/1']);
    const got = received[0];
    expect(got?.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));
    expect([got?.headers['content-encoding'], got?.headers.ttl, got?.headers.urgency]).toEqual(['aes128gcm', '600', 'high']);
    const payload = deskPushPayloadSchema.parse(JSON.parse(decrypt(got?.body ?? Buffer.alloc(0), sub)));
    // 2 × Margherita groß 12.40 + Cola 3.00 + delivery fee 2.50 = 30.30
    expect(payload).toEqual({
      type: 'new-order', vendorId: IDS.pizza, orderId: o.id, orderNr: o.nr, title: `Neue Bestellung ${o.nr}`, body: `Lieferung · ${formatEuro(3030, 'de-AT')}`,
    });
  });

  it('when the push service says the subscription is gone (410), then it is deleted and not tried again', async () => {
    const gone = browserSubscription(`${base}/gone/1`);
    await subscribe(deskA.token, gone.json);
    received.length = 0;
    await api.place(IDS.pizza);
    await settled();
    expect(received.map((r) => r.path).sort()).toEqual(['/a/1', '/gone/1']);
    const rows = await api.tdb.db.query('select 1 from vendor.push_subscriptions where endpoint = $1', [`${base}/gone/1`]);
    expect(rows).toEqual([]);
    received.length = 0;
    await api.place(IDS.pizza);
    await settled();
    expect(received.map((r) => r.path)).toEqual(['/a/1']);
  });

  it('when the desk unsubscribes, then no more pushes go to that endpoint', async () => {
    const del = await api.as(deskA.token, { method: 'DELETE', url: '/api/v1/desk/push/subscriptions', payload: { endpoint: `${base}/a/1` } });
    expect(del.status).toBe(204);
    received.length = 0;
    await api.place(IDS.pizza);
    await settled();
    expect(received).toEqual([]);
  });

  it('when the subscription is not https or lacks keys, then 400 names the field', async () => {
    const http = await subscribe(deskA.token, { ...browserSubscription('http://127.0.0.1/x').json });
    expect([http.status, http.body.error.message]).toEqual([400, 'Invalid request: endpoint: must be an https URL']);
    const noKeys = await subscribe(deskA.token, { endpoint: `${base}/k` });
    expect([noKeys.status, noKeys.body.error.message]).toEqual([400, 'Invalid request: keys: is required']);
  });

  it("when a desk escalates an order unanswered for a minute, then the vendor's other devices get an 'order-waiting' push, the asking device and other vendors none", async () => {
    const own = browserSubscription(`${base}/esc/own`);
    const other = browserSubscription(`${base}/esc/other`);
    expect((await subscribe(deskA.token, own.json)).status).toBe(201);
    expect((await subscribe(deskA.token, other.json)).status).toBe(201);
    const o = await api.place(IDS.pizza);
    await settled();
    received.length = 0;
    const r = await api.as(deskA.token, { method: 'POST', url: `/api/v1/desk/orders/${o.id}/escalate`, payload: { endpoint: `${base}/esc/own` } });
    expect([r.status, r.body]).toEqual([200, { sent: 1 }]);
    expect(received.map((x) => x.path)).toEqual(['/esc/other']);
    const payload = deskPushPayloadSchema.parse(JSON.parse(decrypt(received[0]?.body ?? Buffer.alloc(0), other)));
    expect(payload).toEqual({
      type: 'order-waiting', vendorId: IDS.pizza, orderId: o.id, orderNr: o.nr, title: `Bestellung ${o.nr} wartet!`,
      body: 'Seit über einer Minute nicht beantwortet – bitte annehmen oder ablehnen.',
    });
  });

  it('when the order was answered or belongs to another restaurant, then escalating answers 409 or 404 and pushes nothing', async () => {
    const o = await api.place(IDS.pizza);
    await settled();
    received.length = 0;
    const foreign = await api.as(deskB.token, { method: 'POST', url: `/api/v1/desk/orders/${o.id}/escalate`, payload: {} });
    expect([foreign.status, foreign.body.error.message]).toEqual([404, 'Order not found']);
    expect((await api.act(deskA.token, o.id, 'accept', { prepMinutes: 15 })).status).toBe(200);
    const answered = await api.as(deskA.token, { method: 'POST', url: `/api/v1/desk/orders/${o.id}/escalate`, payload: {} });
    expect([answered.status, answered.body.error.message]).toEqual([409, 'The order no longer waits for an answer']);
    const anonymous = await api.as(null, { method: 'POST', url: `/api/v1/desk/orders/${o.id}/escalate`, payload: {} });
    expect(anonymous.status).toBe(401);
    expect(received).toEqual([]);
  });
});
