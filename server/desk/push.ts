/**
 * Web Push to the vendor desk (VAPID, the `web-push` library): a new order is pushed to every subscription of its
 * vendor, so a desk tab in the background (or a closed one, through the service worker) still alerts. Configured by
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT (config.ts), or demo mode's kept pair (order-push/vapid.ts);
 * without either GET …/push/key answers 404 and nothing is sent. A subscription the push service reports gone (404/410) is deleted. At most
 * MAX_SUBSCRIPTIONS per vendor (the oldest go). Endpoints must be https (schema and table check).
 * Sending runs after the order is stored, off the request's path; failures are logged, never the order's problem.
 */
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { Order } from '../../src/domain/types.ts';
import type { DeskPushPayload, PushSubscriptionBody } from '../../src/domain/wire/desk.ts';
import { formatEuro, toCents } from '../../src/domain/money.ts';
import type { VendorApiContext } from '../vendor-api/context.ts';
import type { VapidKeys } from '../order-push/vapid.ts';
import { findOrderDoc } from '../vendor-api/repositories/orders.ts';
import type { DeskAccount } from './auth.ts';
import { deleteDeskSubscription, deskSubscriptions, upsertDeskSubscription } from './repositories/push-subscriptions.ts';

const MAX_SUBSCRIPTIONS = 20;

/** The push's title and body (German, the desk's default language; the payload carries the facts too). */
export function newOrderPayload(vendorId: string, order: Pick<Order, 'id' | 'nr' | 'delivery' | 'amount'>): DeskPushPayload {
  const kind = order.delivery.pickUp ? 'Abholung' : 'Lieferung';
  return {
    type: 'new-order',
    vendorId,
    orderId: order.id,
    orderNr: order.nr,
    title: `Neue Bestellung ${order.nr}`,
    body: `${kind} · ${formatEuro(toCents(order.amount.total), 'de-AT')}`,
  };
}

/** The escalation's push (issue 32): the order has waited a minute without an answer (German, as the new-order push). */
function waitingOrderPayload(vendorId: string, order: Pick<Order, 'id' | 'nr'>): DeskPushPayload {
  return {
    type: 'order-waiting',
    vendorId,
    orderId: order.id,
    orderNr: order.nr,
    title: `Bestellung ${order.nr} wartet!`,
    body: 'Seit über einer Minute nicht beantwortet – bitte annehmen oder ablehnen.',
  };
}

export class DeskPush {
  private readonly inFlight = new Set<Promise<unknown>>();

  /** tests: the https agent that trusts their local fake push service */
  agent: Agent | undefined;

  /** `keys`: VAPID_* or demo mode's kept pair, shared with the customers' push (order-push/vapid.ts) */
  constructor(private readonly ctx: VendorApiContext, private readonly keys: VapidKeys) {}

  /** The VAPID public key the browser subscribes with, or null when push is not configured. */
  get publicKey(): string | null {
    return this.keys.current?.publicKey ?? null;
  }

  async subscribe(desk: DeskAccount, sub: PushSubscriptionBody): Promise<void> {
    await upsertDeskSubscription(this.ctx.db, {
      vendorId: desk.vendorId, userId: desk.userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth,
      now: this.ctx.now().toISOString(), max: MAX_SUBSCRIPTIONS,
    });
  }

  async unsubscribe(desk: DeskAccount, endpoint: string): Promise<void> {
    await this.remove(desk.vendorId, endpoint);
  }

  private async remove(vendorId: string, endpoint: string): Promise<void> {
    await deleteDeskSubscription(this.ctx.db, vendorId, endpoint);
  }

  /** Sends the new-order push of an order to its vendor's subscriptions (in the background; `settled()` waits). */
  notifyNewOrder(vendorId: string, orderId: string): void {
    if (!this.publicKey) return;
    const p = this.send(vendorId, orderId).catch(() => undefined);
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }

  /** Resolves when every push started so far has been sent (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Sends the new-order push of an order to every subscription of its vendor: how many were sent and how many were gone (deleted). */
  async send(vendorId: string, orderId: string): Promise<{ sent: number; removed: number }> {
    const order = await this.orderOf(vendorId, orderId);
    if (!order) return { sent: 0, removed: 0 };
    return this.deliver(vendorId, newOrderPayload(vendorId, order), undefined);
  }

  /**
   * Escalation (issue 32): an order a desk has rung for a minute without an answer is pushed, louder (the service
   * worker alerts again), to the vendor's other devices — every subscription but `except`, the asking device's own.
   * 'gone' when the order is not the vendor's, 'answered' when it no longer waits for the restaurant.
   */
  async escalate(vendorId: string, orderId: string, except: string | undefined): Promise<{ sent: number; removed: number } | 'gone' | 'answered'> {
    const order = await this.orderOf(vendorId, orderId);
    if (!order) return 'gone';
    if (order.fulfillment.state !== 'PENDING' && order.fulfillment.state !== 'RECEIVED') return 'answered';
    if (!this.keys.current) return { sent: 0, removed: 0 };
    return this.deliver(vendorId, waitingOrderPayload(vendorId, order), except);
  }

  private orderOf(vendorId: string, orderId: string): Promise<Order | undefined> {
    return findOrderDoc(this.ctx.db, vendorId, orderId);
  }

  /** Sends one payload to every subscription of the vendor but `except`. */
  private async deliver(vendorId: string, body: DeskPushPayload, except: string | undefined): Promise<{ sent: number; removed: number }> {
    const vapid = this.keys.current;
    if (!vapid) return { sent: 0, removed: 0 };
    const subs = (await deskSubscriptions(this.ctx.db, vendorId)).filter((s) => s.endpoint !== except);
    const payload = JSON.stringify(body);
    const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
    let sent = 0;
    let removed = 0;
    await Promise.all(
      subs.map(async (s) => {
        try {
          await webpush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
            vapidDetails, TTL: 600, urgency: 'high', timeout: 10_000, ...(this.agent ? { agent: this.agent } : {}),
          });
          sent++;
        } catch (err) {
          const status = (err as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) {
            await this.remove(vendorId, s.endpoint);
            removed++;
          }
        }
      }),
    );
    return { sent, removed };
  }
}
