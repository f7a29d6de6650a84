/**
 * Demo kitchen (config DEMO_KITCHEN): plays the vendor for every order so tracking is alive —
 *   RECEIVED → ACCEPTED within about a minute (setting the estimates: delivery.time / packaging.time)
 *   → PROCESSING → PROCESSED (pickup: ready at packaging.time) or SHIPPING → DELIVERING → DELIVERED (around the
 *   estimate) → COMPLETED a few minutes later (pickup: DELIVERED = handed over a few minutes after ready).
 * Every delay (and an as-soon-as-possible estimate) is divided by DEMO_KITCHEN_SPEED; a pre-order keeps its
 * requested time. The schedule is a pure function of the order (`nextKitchenStep`), jittered deterministically by
 * the order id, so timers rebuilt from the database after a restart give the same plan. Changes go through the
 * same `changeOrder` as the vendor-side endpoints (state machine, events, concurrency check). While a vendor's desk
 * is open (server/desk: presence within 90 s) the kitchen leaves that vendor's orders to the restaurant.
 */
import { statusRank } from '../../src/domain/status.ts';
import type { FulfillmentState, Order } from '../../src/domain/types.ts';
import type { VendorApiContext } from './context.ts';
import type { OrderRow } from './repositories/orders.ts';
import { changeOrder } from './orders.ts';
import { unfinishedOrdersSince } from './repositories/orders.ts';
import { vendorDeliveryTime } from './repositories/vendors.ts';
import { deskPresent } from '../desk/switches.ts';

const MIN = 60_000;

export interface KitchenStep {
  to: FulfillmentState;
  at: number; // epoch ms
  deliveryTime?: string;
  packagingTime?: string;
}

/** Deterministic 0..1 from the order id and a salt. */
function jitter(id: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return ((h >>> 0) % 10_000) / 10_000;
}

function parseMinutes(deliveryTime: string | undefined, fallback: number): number {
  const m = /^\s*(\d{1,3})(?:\s*-\s*(\d{1,3}))?/.exec(deliveryTime ?? '');
  if (!m) return fallback;
  const lo = Number(m[1]);
  const hi = m[2] ? Number(m[2]) : lo;
  return Math.max(10, Math.round((lo + hi) / 2));
}

const ms = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isFinite(t) ? t : null;
};

/**
 * The next thing the kitchen does to this order, or null when it is finished. `vendorDeliveryTime` is the vendor's
 * "25-40" style estimate (ASAP delivery orders take about its middle).
 */
export function nextKitchenStep(order: Order, speed: number, vendorDeliveryTime?: string): KitchenStep | null {
  const f = order.fulfillment;
  const state = f.state;
  const since = ms(f.ts) ?? ms(order.createTime) ?? Date.now();
  const pickup = order.delivery.pickUp;
  const requested = ms(order.delivery.time);
  const scaled = (minutes: number) => (minutes * MIN) / speed;
  const deliveryAt = ms(f.delivery?.time);
  const packagingAt = ms(f.packaging?.time);
  const r = statusRank(state);

  if (state === 'RECEIVED' || state === 'PENDING') {
    const at = since + scaled(0.3 + 0.6 * jitter(order.id, 1)); // 18–54 s
    if (pickup) {
      const ready = requested ?? at + scaled(15 + 5 * jitter(order.id, 2));
      return { to: 'ACCEPTED', at, packagingTime: new Date(ready).toISOString() };
    }
    const eta = requested ?? at + scaled(parseMinutes(vendorDeliveryTime, 35) - 2 + 4 * jitter(order.id, 3));
    const travel = Math.min(scaled(12), (eta - at) / 2);
    return {
      to: 'ACCEPTED',
      at,
      deliveryTime: new Date(eta).toISOString(),
      packagingTime: new Date(eta - travel).toISOString(),
    };
  }
  const ready = packagingAt ?? deliveryAt ?? since + scaled(20);
  if (state === 'ACCEPTED') {
    // start cooking a minute or two after accepting, but not earlier than ~15 min before the food must be ready
    const at = Math.max(since + scaled(1 + jitter(order.id, 4)), ready - scaled(15));
    return { to: 'PROCESSING', at };
  }
  if (r >= statusRank('PROCESSING') && r < statusRank('PROCESSED')) {
    return { to: pickup ? 'PROCESSED' : 'SHIPPING', at: Math.max(since + scaled(1), ready) };
  }
  if (state === 'PROCESSED') {
    return pickup
      ? { to: 'DELIVERED', at: since + scaled(3 + 4 * jitter(order.id, 5)) }
      : { to: 'SHIPPING', at: since + scaled(1) };
  }
  if (state === 'SHIPPING' || state === 'SHIPPED') {
    return { to: 'DELIVERING', at: since + scaled(1) };
  }
  if (state === 'DELIVERING') {
    const eta = deliveryAt ?? since + scaled(10);
    return { to: 'DELIVERED', at: Math.max(since + scaled(1), eta + scaled(-2 + 4 * jitter(order.id, 6))) };
  }
  if (state === 'DELIVERED' || state === 'SETTLED') {
    return { to: 'COMPLETED', at: since + scaled(5) };
  }
  return null;
}

/** How often the kitchen looks again at an order whose vendor's desk is open. */
const DESK_RECHECK_MS = 30_000;

/** How far back a restart picks up unfinished orders. */
const RESUME_WINDOW_MS = 24 * 60 * MIN;

export class DemoKitchen {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private rescanTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly ctx: VendorApiContext,
    private readonly speed: number,
    /** how often to look for unfinished orders without a timer (orders placed on other nodes) */
    private readonly rescanMs = 60_000,
  ) {}

  /** Rebuilds the timers of every unfinished order from the database and starts listening for new orders. */
  async start(): Promise<void> {
    this.ctx.onOrderEvent.push((e) => {
      if (e.type === 'created' && !this.stopped) this.schedule(e.vendorId, e.orderId, 0);
    });
    await this.rescan();
    const tick = () => {
      this.rescanTimer = setTimeout(() => {
        void this.rescan().catch(() => undefined).finally(() => {
          if (!this.stopped) tick();
        });
      }, this.rescanMs);
      this.rescanTimer.unref();
    };
    tick();
  }

  stop(): void {
    this.stopped = true;
    if (this.rescanTimer) clearTimeout(this.rescanTimer);
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  private hasStopped(): boolean {
    return this.stopped;
  }

  get pending(): number {
    return this.timers.size;
  }

  private async rescan(): Promise<void> {
    const since = new Date(this.ctx.now().getTime() - RESUME_WINDOW_MS).toISOString();
    const orders = await unfinishedOrdersSince(this.ctx.db, since);
    for (const o of orders) if (!this.timers.has(o.id)) this.schedule(o.vendorId, o.id, 0);
  }

  private schedule(vendorId: string, orderId: string, delayMs: number): void {
    if (this.stopped) return;
    const old = this.timers.get(orderId);
    if (old) clearTimeout(old);
    // setTimeout holds at most ~24.8 days; re-plan long waits daily
    const t = setTimeout(() => void this.fire(vendorId, orderId), Math.max(0, Math.min(delayMs, 86_400_000)));
    t.unref();
    this.timers.set(orderId, t);
  }

  private async fire(vendorId: string, orderId: string): Promise<void> {
    this.timers.delete(orderId);
    if (this.stopped) return;
    try {
      // the restaurant's own desk is open (seen within 90 s): the kitchen leaves its orders alone, and looks again later
      if (await deskPresent(this.ctx, vendorId)) {
        this.schedule(vendorId, orderId, DESK_RECHECK_MS);
        return;
      }
      const deliveryTime = await vendorDeliveryTime(this.ctx.db, vendorId);
      // what `decide` found out (it may run more than once: changeOrder re-decides after a lost race)
      const plan: { waitMs: number | null } = { waitMs: null };
      const res = await changeOrder(this.ctx, vendorId, { kind: 'id', id: orderId }, (cur: OrderRow) => {
        plan.waitMs = null;
        const step = nextKitchenStep(cur.doc, this.speed, deliveryTime);
        if (!step) return null;
        const now = this.ctx.now().getTime();
        if (step.at > now) {
          plan.waitMs = step.at - now;
          return null;
        }
        return { to: step.to, deliveryTime: step.deliveryTime, packagingTime: step.packagingTime };
      });
      if (this.hasStopped()) return; // stopped while the change was written
      if (plan.waitMs !== null) {
        this.schedule(vendorId, orderId, plan.waitMs);
        return;
      }
      const next = nextKitchenStep(res.order, this.speed, deliveryTime);
      if (next) this.schedule(vendorId, orderId, next.at - this.ctx.now().getTime());
    } catch {
      // the order vanished, was cancelled or moved past the kitchen by the vendor: the next rescan decides
    }
  }
}
