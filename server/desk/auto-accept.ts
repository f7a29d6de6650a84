/**
 * Issue 32 part C — auto-accept (off by default, a desk setting): a new order of a vendor that switched it on is
 * accepted with the vendor's default preparation time, as the desk's accept would (same estimates, the normal 'state'
 * order event, so the desk's stream, the customer's tracking and push follow), marked `fulfillment.autoAccepted`; the
 * desk opens its kitchen ticket. The restaurant may still refuse within AUTO_ACCEPT_REFUSE_MS (actions.ts).
 *
 * Exactly once with several server nodes: the node that took the order tries at once (onOrderEvent 'created'), and
 * every node sweeps now and then for orders still RECEIVED (a node that stopped between placing and accepting). Each
 * try is `changeOrder` — one conditional update on the fulfillment as read, with its event in the same statement — so
 * of two nodes racing for one order the first writes ACCEPTED and the second re-reads, finds it accepted and writes
 * nothing (as the expiry job, expiry.ts). Only orders placed since auto-accept was switched on are taken.
 */
import { acceptEstimate } from '../../src/domain/desk-estimate.ts';
import type { DeskSettings } from '../../src/domain/wire/desk-day.ts';
import type { Queryable } from '../db/index.ts';
import type { VendorApiContext } from '../vendor-api/context.ts';
import { changeOrder } from '../vendor-api/orders.ts';
import { findVendor } from '../vendor-api/vendors.ts';
import { findDeskSettings, ordersAwaitingAutoAccept, upsertDeskSettings } from './repositories/desk-settings.ts';

type PrepMinutes = DeskSettings['prepMinutes'];
const DEFAULT_SETTINGS: DeskSettings = { autoAccept: false, prepMinutes: 20 };

export async function readDeskSettings(q: Queryable, vendorId: string): Promise<DeskSettings & { since: string | null }> {
  const r = await findDeskSettings(q, vendorId);
  if (!r) return { ...DEFAULT_SETTINGS, since: null };
  const since = r.since === null ? null : new Date(r.since).toISOString();
  return { autoAccept: r.autoAccept, prepMinutes: r.prepMinutes as PrepMinutes, since };
}

/** PUT /api/v1/desk/settings: switching auto-accept on starts it from now (older waiting orders stay for the desk). */
export async function writeDeskSettings(ctx: VendorApiContext, vendorId: string, s: DeskSettings): Promise<DeskSettings> {
  const now = ctx.now().toISOString();
  await upsertDeskSettings(ctx.db, vendorId, s, now);
  return { autoAccept: s.autoAccept, prepMinutes: s.prepMinutes };
}

/** Accepts the order if its vendor auto-accepts and it is still waiting: true when this call accepted it. */
export async function autoAcceptOrder(ctx: VendorApiContext, vendorId: string, orderId: string): Promise<boolean> {
  const settings = await readDeskSettings(ctx.db, vendorId);
  if (!settings.autoAccept || settings.since === null) return false;
  const since = Date.parse(settings.since);
  const vendor = await findVendor(ctx, { kind: 'id', id: vendorId });
  const res = await changeOrder(ctx, vendorId, { kind: 'id', id: orderId }, (cur) => {
    if (cur.state !== 'RECEIVED' || Date.parse(cur.doc.createTime) < since) return null;
    const now = ctx.now();
    if (Date.parse(cur.doc.expireTime) <= now.getTime()) return null; // the expiry job's
    const e = acceptEstimate({
      now, prepMinutes: settings.prepMinutes, pickUp: cur.doc.delivery.pickUp, vendorDeliveryTime: vendor?.vendor.deliveryTime,
      requested: cur.doc.delivery.time,
    });
    return { to: 'ACCEPTED', packagingTime: e.packagingTime, deliveryTime: e.deliveryTime, autoAccepted: true };
  });
  return res.changed;
}

/** Every waiting order of the vendors that auto-accept (placed since it was switched on): the ids this call accepted. */
export async function autoAcceptWaiting(ctx: VendorApiContext): Promise<string[]> {
  const due = await ordersAwaitingAutoAccept(ctx.db, ctx.now().toISOString());
  const accepted: string[] = [];
  for (const o of due) if (await autoAcceptOrder(ctx, o.vendorId, o.id)) accepted.push(o.id);
  return accepted;
}

/** The node's auto-accept: at once for the orders it takes, and a sweep every `intervalMs` (0 = no sweep). */
export class AutoAcceptJob {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly ctx: VendorApiContext,
    private readonly intervalMs: number,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    ctx.onOrderEvent.push((e) => {
      if (e.type === 'created' && !this.stopped) this.track(autoAcceptOrder(ctx, e.vendorId, e.orderId));
    });
  }

  private track(p: Promise<unknown>): void {
    const t = p.catch(this.onError).finally(() => this.inFlight.delete(t));
    this.inFlight.add(t);
  }

  start(): void {
    if (this.intervalMs <= 0) return;
    const tick = () => {
      this.timer = setTimeout(() => {
        const run = autoAcceptWaiting(this.ctx);
        this.track(run);
        void run.catch(() => undefined).finally(() => {
          if (!this.stopped) tick();
        });
      }, this.intervalMs);
      this.timer.unref();
    };
    tick();
  }

  /** Resolves when the tries under way have ended (tests; shutdown). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.settled();
  }
}
