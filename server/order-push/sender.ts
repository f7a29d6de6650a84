/**
 * Web Push to customers (issue 28): subscriptions of one order, proven by the order's access key (routes.ts), and one
 * notification per change the customer cares about (src/domain/order-push.ts), in the order's language (the language it was placed in; the subscription's where the order has none).
 *
 * One place decides what is sent: `notifyChange(vendorId, orderId, change)`. It claims the (order, change) row in
 * vendor.order_push_sent first (insert … on conflict do nothing returning): whichever server node or event gets the row
 * sends, every other returns — one send per change however many nodes share the database. The order's state events
 * reach it through `onOrderChanged` (the change read from the order's state); the desk's delays (events of the kind
 * 'delayed') through notifyChange, each claimed by the minutes added in all (order-push.ts: changeClaim).
 * Subscriptions end with the order (delivered, cancelled, refused: deleted after that notification) or 24 h after they
 * were made; a gone endpoint (404/410) is deleted. Sending runs off the request's path; failures are logged, never the
 * order's problem.
 */
import type { Agent } from 'node:https';
import webpush from 'web-push';
import { changeClaim, changeOf, isFinalChange, orderPushPayload, pushLangOf, type OrderChange, type PushLang } from '../../src/domain/order-push.ts';
import type { Order } from '../../src/domain/types.ts';
import type { PushSubscriptionBody } from '../../src/domain/wire/desk.ts';
import type { VendorApiContext } from '../vendor-api/context.ts';
import { findOrderDoc } from '../vendor-api/repositories/orders.ts';
import {
  claimOrderPush, deleteExpiredOrderSubscriptions, deleteOrderSubscription, deleteOrderSubscriptions, orderSubscriptions,
  upsertOrderSubscription,
} from './repositories/subscriptions.ts';
import type { VapidKeys } from './vapid.ts';

/** how long a subscription lives at most */
export const SUBSCRIPTION_TTL_MS = 24 * 60 * 60_000;
/** subscriptions of one order at most (the oldest go) */
export const MAX_SUBSCRIPTIONS_PER_ORDER = 5;

export class OrderPush {
  private readonly inFlight = new Set<Promise<unknown>>();
  /** tests: the https agent that trusts their local push service */
  agent: Agent | undefined;

  constructor(private readonly ctx: VendorApiContext, private readonly keys: VapidKeys, private readonly log: (err: unknown) => void = () => undefined) {}

  get publicKey(): string | null {
    return this.keys.current?.publicKey ?? null;
  }

  /** `userId`: the signed-in customer who subscribes (the subscription is then also the account's), null for a guest. */
  async subscribe(orderId: string, sub: PushSubscriptionBody, lang: PushLang, userId: string | null = null): Promise<void> {
    const now = this.ctx.now();
    await upsertOrderSubscription(this.ctx.db, {
      orderId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, lang, createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SUBSCRIPTION_TTL_MS).toISOString(), userId, max: MAX_SUBSCRIPTIONS_PER_ORDER,
    });
  }

  async unsubscribe(orderId: string, endpoint: string): Promise<void> {
    await deleteOrderSubscription(this.ctx.db, orderId, endpoint);
  }

  /** An order event: the change its state means to the customer, if any, is notified (in the background). */
  onOrderChanged(vendorId: string, orderId: string): void {
    this.track(this.fromState(vendorId, orderId));
  }

  /** Notifies one change of an order (in the background; `settled()` waits). The one entry point of every kind. */
  notifyChange(vendorId: string, orderId: string, change: OrderChange): void {
    this.track(this.send(vendorId, orderId, change));
  }

  /** Resolves when every push started so far is done (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private track(p: Promise<unknown>): void {
    const q = p.catch((err: unknown) => this.log(err));
    this.inFlight.add(q);
    void q.finally(() => this.inFlight.delete(q));
  }

  /** The change the order's current state means (read from the database, so a late event sends nothing new). */
  fromState(vendorId: string, orderId: string): Promise<{ sent: number; removed: number } | null> {
    return this.deliver(vendorId, orderId, changeOf);
  }

  /**
   * Claims (order, change) and sends its notification to each live subscription of the order; null when push is off,
   * the order has no subscription, or another node or event claimed the change first.
   */
  send(vendorId: string, orderId: string, change: OrderChange): Promise<{ sent: number; removed: number } | null> {
    return this.deliver(vendorId, orderId, () => change);
  }

  /**
   * The one sending path: the order's live subscriptions first (most orders have none: then nothing more is read),
   * then the order once, the change `pick` finds in it, its claim, and the messages.
   */
  private async deliver(
    vendorId: string, orderId: string, pick: (order: Order) => OrderChange | null,
  ): Promise<{ sent: number; removed: number } | null> {
    const vapid = this.keys.current;
    if (!vapid) return null;
    const now = this.ctx.now().toISOString();
    await deleteExpiredOrderSubscriptions(this.ctx.db, now);
    const subs = await orderSubscriptions(this.ctx.db, orderId);
    if (subs.length === 0) return null;
    const doc = await findOrderDoc(this.ctx.db, vendorId, orderId);
    const change = doc ? pick(doc) : null;
    if (!doc || !change) return null;
    if (!(await claimOrderPush(this.ctx.db, orderId, changeClaim(change, doc), now))) return null;
    const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
    let sent = 0;
    let removed = 0;
    await Promise.all(
      subs.map(async (s) => {
        const payload = JSON.stringify(orderPushPayload(doc, change, pushLangOf(doc.via?.locale ?? s.lang)));
        try {
          await webpush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
            vapidDetails, TTL: 3600, urgency: 'high', timeout: 10_000, ...(this.agent ? { agent: this.agent } : {}),
          });
          sent++;
        } catch (err) {
          const status = (err as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) {
            await this.unsubscribe(orderId, s.endpoint);
            removed++;
          } else {
            this.log(err);
          }
        }
      }),
    );
    // the order is over: its subscriptions end
    if (isFinalChange(change)) await deleteOrderSubscriptions(this.ctx.db, orderId);
    return { sent, removed };
  }
}
