/**
 * Web push of new orders, against a local fake push service (https with a certificate made for the test, no real
 * push service): VAPID-signed, encrypted (aes128gcm, RFC 8291) — the test decrypts it with the subscription's keys —
 * sent only to the order's vendor, gone subscriptions (410) deleted; not configured → 404.
 */
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuro } from '../../src/domain/money.ts';
import { deskPushPayloadSchema } from '../../src/domain/wire/desk.ts';
import { IDS } from '../vendor-api/test-fixtures.ts';
import { createDeskApi, type DeskApi, type Signed } from './test-kit.ts';

interface Received { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }

let dir: string;
let fake: Server;
let base: string;
const received: Received[] = [];
let api: DeskApi;
let plain: DeskApi;
let deskA: Signed;
let deskB: Signed;
const vapid = webpush.generateVAPIDKeys();

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lz-push-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
  ], { stdio: 'ignore' });
  const cert = readFileSync(path.join(dir, 'cert.pem'));
  fake = createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.url?.startsWith('/gone') ? 410 : 201).end();
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  base = `https://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  api = await createDeskApi({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:technik@lieferzone.example' });
  const push = api.app.deskJobs.push;
  push.agent = new Agent({ ca: cert });
  deskA = await api.desk(IDS.pizza);
  deskB = await api.desk(IDS.cashOnly);
  plain = await createDeskApi();
});
afterAll(async () => {
  await api.close();
  await plain.close();
  await new Promise((r) => fake.close(r));
  rmSync(dir, { recursive: true, force: true });
});

/** A browser's subscription: its key pair, auth secret and the JSON the desk posts. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } } };
}

/** RFC 8291/8188 aes128gcm decryption as the browser does it. */
function decrypt(body: Buffer, sub: ReturnType<typeof browserSubscription>): string {
  const salt = body.subarray(0, 16);
  const idLen = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLen);
  const cipher = body.subarray(21 + idLen);
  const secret = sub.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, sub.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const d = createDecipheriv('aes-128-gcm', cek, nonce);
  d.setAuthTag(cipher.subarray(cipher.length - 16));
  const plainText = Buffer.concat([d.update(cipher.subarray(0, cipher.length - 16)), d.final()]);
  return plainText.subarray(0, plainText.lastIndexOf(2)).toString('utf8');
}

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
});
