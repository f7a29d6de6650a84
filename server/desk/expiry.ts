/**
 * The expiry job: an order nobody confirmed by its expireTime (spec 1 §9 orderExpireTime) is cancelled by the
 * system — state CANCELED with `fulfillment.cancellation = { reason: 'NOT_CONFIRMED', by: 'system' }` — and the
 * customer's tracking shows "vom Restaurant nicht bestätigt".
 *
 * Exactly once with several server nodes: every node runs the job, and each cancellation is one conditional
 * statement — `update … where state in ('PENDING','RECEIVED') and expire_time <= now returning` — with the order's
 * 'state' event and the account copy's status in the same statement. A row two nodes race for is updated by the
 * first; the second's update re-checks the condition on the committed row (PostgreSQL's read-committed re-check)
 * and finds nothing, so it writes no second event. Statements run per vendor inside the vendor's event transaction
 * (context.ts inOrderEventTransaction), so that vendor's events still commit in seq order.
 */
import type { VendorApiContext } from '../vendor-api/context.ts';
import { inOrderEventTransaction } from '../vendor-api/context.ts';
import { accountStatus } from '../vendor-api/account-orders.ts';
import { cancelExpiredOrders, vendorsWithExpiredOrders } from './repositories/orders.ts';

/** Cancels every expired unconfirmed order (all vendors): the ids this call cancelled. */
export async function expireOrders(ctx: VendorApiContext): Promise<string[]> {
  const now = ctx.now();
  const due = await vendorsWithExpiredOrders(ctx.db, now.toISOString());
  const cancelled: string[] = [];
  for (const vendorId of due) {
    const ids = await inOrderEventTransaction(ctx, vendorId, (q) =>
      cancelExpiredOrders(q, vendorId, now.toISOString(), accountStatus('CANCELED')),
    );
    if (ids.length === 0) continue;
    for (const id of ids) {
      cancelled.push(id);
      for (const h of ctx.onOrderEvent) h({ vendorId, orderId: id, type: 'state' });
    }
    ctx.bus.publish(vendorId);
  }
  return cancelled;
}

/** Runs expireOrders every `intervalMs` (ORDER_EXPIRY_INTERVAL_MS) until stopped. */
export class ExpiryJob {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly ctx: VendorApiContext,
    private readonly intervalMs: number,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  start(): void {
    if (this.intervalMs <= 0) return;
    const tick = () => {
      this.timer = setTimeout(() => {
        this.running = expireOrders(this.ctx).catch(this.onError).finally(() => {
          if (!this.stopped) tick();
        });
      }, this.intervalMs);
      this.timer.unref();
    };
    tick();
  }

  /** Stops the timer and waits for a run in progress (the database must stay open until it ends). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
