/**
 * Web Push for the desk (issue 14): GET /api/v1/desk/push/key answers the VAPID public key (404 where the deployment
 * has none: then there is no push, the open desk still alerts). With a key and notification permission, the browser's
 * push subscription is made through the service worker and sent to POST /api/v1/desk/push/subscriptions.
 */
import { deskPushKeySchema } from '../../../domain/wire/desk.ts';
import { isHttpError } from '../../../lib/api/errors.ts';
import { deskFetch, deskSend } from './desk-fetch.ts';
import { vapidKeyBytes } from '../../../lib/vapid-key.ts';

/** Subscribes this device for new-order pushes; false where push is not configured, permitted or supported. */
export async function subscribeDeskPush(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return false;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  let publicKey: string;
  try {
    ({ publicKey } = await deskFetch('/api/v1/desk/push/key', deskPushKeySchema));
  } catch (err) {
    if (isHttpError(err) && err.kind === 'not-found') return false;
    throw err;
  }
  const reg = await navigator.serviceWorker.ready;
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(publicKey) }));
  await deskSend('/api/v1/desk/push/subscriptions', { method: 'POST', body: sub.toJSON() });
  return true;
}

/** Removes this device's subscription (sign-out): the kitchen's tablet gets no pushes for a restaurant it left. */
export async function unsubscribeDeskPush(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return;
  await deskSend('/api/v1/desk/push/subscriptions', { method: 'DELETE', body: sub.toJSON() }).catch(() => undefined);
  await sub.unsubscribe();
}
