/** What every vendor-API use case gets: database, config, clock, caches, the event bus and the per-client limits. */
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/index.ts';
import { RateLimiter } from '../rate-limit.ts';
import { LOOKUP_WINDOW_MS, PlacementLimits, StreamSlots, PLACE_ORDER_WINDOW_MS } from './abuse-limits.ts';
import { TtlCache, VersionedDocCache } from './cache.ts';
import { EventBus } from './event-bus.ts';
import { lockVendorOrderEvents } from './repositories/order-events.ts';
import type { Catalog } from '../../src/domain/types.ts';
import type { OrderEventType } from '../../src/domain/wire/order-events.ts';
import type { VendorRecord } from './vendors.ts';

export interface VendorApiContext {
  db: Db;
  config: Config;
  now: () => Date;
  /**
   * answers as the UTF-8 bytes sent — listing pages, vendor records, catalogs: encoded once, not again for every
   * request (a listing page is ~67 KB)
   */
  answers: TtlCache<Buffer>;
  /** listing totals by filter */
  counts: TtlCache<number>;
  /** vendor records with token hash and catalog, for placeOrder and vendor auth */
  vendors: TtlCache<VendorRecord | null>;
  /** serialized vendor docs / details / catalogs, validated by row version (xmin) */
  docs: VersionedDocCache;
  /** catalogs by vendor id and catalog key, for placeOrder */
  catalogs: TtlCache<Catalog | null>;
  bus: EventBus;
  /** per-client limits of the customer endpoints (abuse-limits.ts): placements, lookups, open customer streams */
  limits: { placements: PlacementLimits; lookups: RateLimiter; customerStreams: StreamSlots };
  /**
   * called after an order event was appended (demo kitchen, desk push hook in here); `type` is the event's kind
   * (orderEventTypeSchema: a desk delay is 'delayed', the order's new times are in its document)
   */
  onOrderEvent: ((e: { vendorId: string; orderId: string; type: OrderEventType }) => void)[];
  /** clears the caches after a vendor write, then calls `onVendorsChanged` (the rendered data pages, server/ssr) */
  vendorsChanged(): void;
  onVendorsChanged: (() => void)[];
}

export function createContext(a: { db: Db; config: Config; now?: (() => Date) | undefined }): VendorApiContext {
  const answers = new TtlCache<Buffer>(a.config.VENDOR_CACHE_MS);
  const counts = new TtlCache<number>(a.config.VENDOR_CACHE_MS);
  const vendors = new TtlCache<VendorRecord | null>(a.config.VENDOR_CACHE_MS);
  const catalogs = new TtlCache<Catalog | null>(a.config.VENDOR_CACHE_MS);
  const now = a.now ?? (() => new Date());
  const nowMs = () => now().getTime();
  const onVendorsChanged: (() => void)[] = [];
  return {
    db: a.db,
    config: a.config,
    now,
    answers,
    counts,
    vendors,
    catalogs,
    docs: new VersionedDocCache(),
    bus: new EventBus(),
    limits: {
      placements: new PlacementLimits(nowMs, {
        perIp: a.config.PLACE_ORDER_RATE_LIMIT_IP,
        perIpVendor: a.config.PLACE_ORDER_RATE_LIMIT_VENDOR,
        windowMs: PLACE_ORDER_WINDOW_MS,
      }),
      lookups: new RateLimiter(LOOKUP_WINDOW_MS, nowMs),
      customerStreams: new StreamSlots(),
    },
    onOrderEvent: [],
    onVendorsChanged,
    vendorsChanged() {
      answers.clear();
      counts.clear();
      vendors.clear();
      catalogs.clear();
      for (const fn of onVendorsChanged) fn();
    },
  };
}

/**
 * Runs `fn` in one transaction that appends order events for one vendor, so that, per vendor, events commit in seq
 * order: readers page by "seq > cursor", and on PostgreSQL two concurrent transactions could otherwise commit seq 11
 * before seq 10 — a reader that already moved its cursor to 11 would never see 10. A transaction-scoped advisory lock
 * per vendor serialises the (short) event-writing transactions of that vendor; PGlite runs one transaction at a time.
 * Pass the handle `q` to every query inside (PGlite deadlocks on the outer one).
 */
export async function inOrderEventTransaction<T>(
  ctx: Pick<VendorApiContext, 'db'>,
  vendorId: string,
  fn: (q: Queryable) => Promise<T>,
): Promise<T> {
  return ctx.db.tx(async (q) => {
    if (ctx.db.kind === 'postgres') await lockVendorOrderEvents(q, vendorId);
    return fn(q);
  });
}

/**
 * One statement that appends order events (`write` runs it with the handle it is given; see inOrderEventTransaction):
 * on PGlite it is atomic by itself and runs on the database handle, on PostgreSQL inside the vendor's event lock.
 */
export async function writeOrderEvents<T>(
  ctx: Pick<VendorApiContext, 'db'>,
  vendorId: string,
  write: (q: Queryable) => Promise<T>,
): Promise<T> {
  if (ctx.db.kind !== 'postgres') return write(ctx.db);
  return inOrderEventTransaction(ctx, vendorId, write);
}
