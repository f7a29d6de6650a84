/**
 * Web Push for one order (issue 28): GET /api/v1/push/key (404 where the deployment has no push), then the browser's
 * subscription through the service worker, sent to POST …/orders/{orderId}/push-subscriptions with the order's access
 * key (x-order-key) — or, for an order of the signed-in customer's account, their access token (the subscription is
 * then also the account's) — and the app's language. The order number is remembered as subscribed on this device. Stopping
 * deletes this browser's subscription of the order on the server (DELETE, same key); the browser's push subscription
 * itself stays, since other orders may use it.
 */
import { apiFetch } from '../../../lib/api/client.ts';
import { vapidKeyBytes } from '../../../lib/vapid-key.ts';

export type PushOutcome = 'on' | 'unsupported' | 'denied' | 'off';

/** What proves the order to the server: its access key, or the session of the account it is in. */
export type OrderProof = { key: string } | { accountToken: string };

const proofHeaders = (proof: OrderProof): Record<string, string> =>
  'key' in proof ? { 'x-order-key': proof.key } : { Authorization: `Bearer ${proof.accountToken}` };

const storeKey = (nr: string) => `lz.orderPush.${nr}`;

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && typeof Notification !== 'undefined';

export function isSubscribed(nr: string): boolean {
  try {
    return localStorage.getItem(storeKey(nr)) === '1';
  } catch {
    return false;
  }
}

export async function subscribeOrderPush(a: { vendorId: string; orderId: string; nr: string; proof: OrderProof; lang: string }): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'denied';
  const { publicKey } = await apiFetch<{ publicKey: string }>('/api/v1/push/key');
  const reg = await navigator.serviceWorker.ready;
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(publicKey) }));
  const lang = ['de', 'en', 'tr'].includes(a.lang.slice(0, 2)) ? a.lang.slice(0, 2) : 'de';
  await apiFetch(`/api/v1/vendors/${encodeURIComponent(a.vendorId)}/orders/${encodeURIComponent(a.orderId)}/push-subscriptions`, {
    method: 'POST', body: { subscription: sub.toJSON(), lang }, headers: proofHeaders(a.proof),
  });
  try {
    localStorage.setItem(storeKey(a.nr), '1');
  } catch {
    // storage off: the offer shows again next time
  }
  return 'on';
}

/** Ends this device's notifications for one order (the server forgets its subscription of the order). */
export async function unsubscribeOrderPush(a: { vendorId: string; orderId: string; nr: string; proof: OrderProof }): Promise<void> {
  const reg = await navigator.serviceWorker.ready;
  const sub = await reg.pushManager.getSubscription();
  if (sub) {
    await apiFetch(`/api/v1/vendors/${encodeURIComponent(a.vendorId)}/orders/${encodeURIComponent(a.orderId)}/push-subscriptions`, {
      method: 'DELETE', body: { endpoint: sub.endpoint }, headers: proofHeaders(a.proof),
    });
  }
  try {
    localStorage.removeItem(storeKey(a.nr));
  } catch {
    // storage off: nothing was remembered
  }
}
