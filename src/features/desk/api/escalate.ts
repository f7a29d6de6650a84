/**
 * POST /api/v1/desk/orders/{orderId}/escalate (issue 32): an order this desk has rung for a minute without an answer
 * is pushed to the restaurant's other devices; this device's own push endpoint is left out. Failures are ignored —
 * the desk keeps ringing either way.
 */
import { deskEscalateResponseSchema } from '../../../domain/wire/desk.ts';
import { deskFetch } from './desk-fetch.ts';

async function ownEndpoint(): Promise<string | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  return sub?.endpoint;
}

export async function escalateOrder(orderId: string): Promise<void> {
  const endpoint = await ownEndpoint().catch(() => undefined);
  await deskFetch(`/api/v1/desk/orders/${encodeURIComponent(orderId)}/escalate`, deskEscalateResponseSchema, {
    method: 'POST',
    body: endpoint ? { endpoint } : {},
  });
}
