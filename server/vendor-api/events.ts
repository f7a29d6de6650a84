/**
 * Order events of a vendor: GET …/orders:poll (long poll) and GET …/orders:monitor (Server-Sent Events).
 *
 * Every order change appends a row to vendor.order_events (seq = global bigserial). Readers fetch events with
 * seq > their cursor; when there are none they sleep until the in-process bus wakes them (a change on this node),
 * a periodic re-check interval passes (a change on another node), the client goes away or the server closes.
 *
 * Who may read: the vendor (secret token) sees every order's events; a customer (public token or none) must name the
 * one order they follow with `orderId` (its uuid, which only the customer who placed it knows). An orderId that is not
 * an order of this vendor is a 404 before anything waits. A customer's client IP may hold at most
 * CUSTOMER_STREAMS_PER_IP open streams and long polls at once (429 beyond that); the slot is freed when the stream or
 * poll ends — answered, client gone or server closing.
 */
import type { OrderEvent, OrderEventsPage } from '../../src/domain/wire/order-events.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { TooManyRequestsError } from './abuse-limits.ts';
import { isVendorToken } from './auth.ts';
import type { VendorApiContext } from './context.ts';
import { UUID_RE, decodePageToken, encodePageToken, orderName, querySignature } from './ids.ts';
import { lastOrderEventSeq, lastOrderEventSeqBefore, orderEventsAfter } from './repositories/order-events.ts';
import { vendorHasOrder } from './repositories/orders.ts';
import { requireVendor, type VendorRecord } from './vendors.ts';

/** Who follows which events: the vendor's path `{id}`, the customer's `orderId` and the bearer token. */
interface StreamRequest {
  vendorId: string;
  orderId?: string | undefined;
  token: string | null;
  /** the client's address: customers hold at most CUSTOMER_STREAMS_PER_IP open streams */
  clientIp: string;
  /** aborts when the client goes away */
  signal: AbortSignal;
}

/** Where a monitor stream writes (the route hands it the raw response once every check has passed). */
export interface EventStreamSink {
  /** sends the status and the event-stream headers */
  open(): void;
  write(chunk: string): void;
  end(): void;
  /** a failure after the stream opened (logged; the stream ends) */
  fail(err: unknown): void;
}

interface Scope {
  vendorId: string;
  orderId: string | null;
  /** true for the vendor's own token; customers (public token or none) are limited per client IP */
  isVendor: boolean;
}

/** Longest pause between two writes of a monitor stream (keep-alive comments), in seconds. */
export const MAX_KEEP_ALIVE_S = 60;

/** Which events the caller may see: all of the vendor's (vendor token) or one order's (`orderId` uuid). */
function eventScope(ctx: VendorApiContext, a: StreamRequest, vendor: VendorRecord): Scope {
  const orderId = a.orderId?.replace(/^.*\/orders\//, '');
  if (orderId !== undefined && orderId !== '' && !UUID_RE.test(orderId)) throw badRequest('orderId must be an order id (uuid)');
  const isVendor = isVendorToken(a.token, vendor.secretTokenHash, ctx.config.PUBLIC_API_TOKEN);
  if (!isVendor && !orderId) {
    const t = a.token;
    if (t && t !== ctx.config.PUBLIC_API_TOKEN) throw new ApiError(401, 'Invalid vendor token');
    throw new ApiError(
      403,
      "Following all of a vendor's orders needs the vendor token; customers pass orderId (the order's uuid) to follow one order",
    );
  }
  return { vendorId: vendor.id, orderId: orderId ? orderId.toLowerCase() : null, isVendor };
}

/** 404 unless the scope's order (when it names one) is an order of this vendor. */
async function requireScopeOrder(ctx: VendorApiContext, scope: Scope): Promise<void> {
  if (!scope.orderId) return;
  if (!(await vendorHasOrder(ctx.db, scope.vendorId, scope.orderId))) throw notFound(`Order "${scope.orderId}" not found at this vendor`);
}

/** A slot among the client's open customer streams (the vendor's own are not limited): its release function. */
function streamSlot(ctx: VendorApiContext, scope: Scope, clientIp: string): () => void {
  if (scope.isVendor) return () => {};
  const slot = ctx.limits.customerStreams.acquire(clientIp);
  if (slot instanceof TooManyRequestsError) throw slot;
  return slot;
}

async function fetchEvents(ctx: VendorApiContext, scope: Scope, afterSeq: number, limit: number): Promise<OrderEvent[]> {
  const rows = await orderEventsAfter(ctx.db, scope.vendorId, afterSeq, limit, scope.orderId);
  return rows.map((r) => ({
    seq: Number(r.seq),
    type: r.type,
    orderId: r.order_id,
    name: orderName(scope.vendorId, r.order_id),
    nr: r.nr,
    state: r.state,
    createTime: new Date(r.created_at).toISOString(),
  }));
}

/** The cursor for "events at or after this time": the last seq before it. */
const seqBefore = (ctx: VendorApiContext, scope: Scope, t: Date): Promise<number> => lastOrderEventSeqBefore(ctx.db, scope.vendorId, t);

const currentSeq = (ctx: VendorApiContext, scope: Scope): Promise<number> => lastOrderEventSeq(ctx.db, scope.vendorId);

/**
 * GET …/orders:poll?pageToken&startTime&timeout&pageSize&orderId — answers as soon as events after the cursor exist,
 * or after `timeout` seconds (default 30, max 60) with none. Without pageToken/startTime it waits for new events.
 */
export async function pollEvents(
  ctx: VendorApiContext,
  a: StreamRequest & { pageSize: number; timeout: number; pageToken?: string | undefined; startTime?: Date | undefined },
): Promise<OrderEventsPage> {
  const vendor = await requireVendor(ctx, a.vendorId);
  const scope = eventScope(ctx, a, vendor);
  const sig = querySignature('events', vendor.id, scope.orderId ?? '');
  let tokenCursor: number | undefined;
  if (a.pageToken) {
    const p = decodePageToken(a.pageToken, 'events', sig);
    if (typeof p !== 'number' || !Number.isSafeInteger(p) || p < 0) throw badRequest('Invalid pageToken');
    tokenCursor = p;
  }
  await requireScopeOrder(ctx, scope);
  let cursor = tokenCursor ?? (a.startTime ? await seqBefore(ctx, scope, a.startTime) : await currentSeq(ctx, scope));
  const release = streamSlot(ctx, scope, a.clientIp);
  try {
    const deadline = Date.now() + a.timeout * 1000;
    for (;;) {
      const events = await fetchEvents(ctx, scope, cursor, a.pageSize);
      const last = events[events.length - 1];
      if (last) cursor = last.seq;
      const left = deadline - Date.now();
      if (events.length > 0 || left <= 0 || a.signal.aborted || ctx.bus.isClosed) {
        return { events, nextPageToken: encodePageToken('events', sig, cursor) };
      }
      await ctx.bus.wait(vendor.id, Math.min(left, ctx.config.EVENT_RECHECK_MS), a.signal);
    }
  } finally {
    release();
  }
}

/**
 * GET …/orders:monitor?startSeq&startTime&keepAlive&orderId — Server-Sent Events: one `event: order` per order
 * event (`id:` = seq, so a reconnecting EventSource resumes via Last-Event-ID), a `: keep-alive` comment every
 * keepAlive seconds (default 15; larger values up to the former maximum of 300 are accepted and capped at
 * MAX_KEEP_ALIVE_S, so a stream always writes within a minute and no proxy or idle timer takes it for dead), ended
 * cleanly when the client disconnects or the server closes. Every refusal (4xx) comes before `sink.open()`.
 */
export async function monitorEvents(
  ctx: VendorApiContext,
  a: StreamRequest & { keepAlive: number; startSeq?: string | undefined; startTime?: Date | undefined; lastEventId?: string | undefined },
  sink: EventStreamSink,
): Promise<void> {
  const vendor = await requireVendor(ctx, a.vendorId);
  const scope = eventScope(ctx, a, vendor);
  const keepAlive = Math.min(MAX_KEEP_ALIVE_S, a.keepAlive);
  await requireScopeOrder(ctx, scope);
  let cursor: number;
  if (a.lastEventId !== undefined && /^\d{1,15}$/.test(a.lastEventId)) {
    cursor = Number(a.lastEventId);
  } else if (a.startSeq !== undefined && a.startSeq !== '') {
    cursor = Math.max(0, Number(a.startSeq) - 1); // startSeq is inclusive
  } else if (a.startTime) {
    cursor = await seqBefore(ctx, scope, a.startTime);
  } else {
    cursor = await currentSeq(ctx, scope);
  }

  // the last refusal (429) comes before the stream opens; from here on the slot is freed whatever ends the stream
  const release = streamSlot(ctx, scope, a.clientIp);
  try {
    sink.open();
    sink.write(`retry: 3000\n: monitoring ${vendor.id} from seq ${cursor}, keep-alive every ${keepAlive} s\n\n`);
    let lastWrite = Date.now();
    while (!a.signal.aborted && !ctx.bus.isClosed) {
      const events = await fetchEvents(ctx, scope, cursor, 500);
      for (const e of events) {
        sink.write(`id: ${e.seq}\nevent: order\ndata: ${JSON.stringify(e)}\n\n`);
        cursor = e.seq;
        lastWrite = Date.now();
      }
      if (events.length === 500) continue;
      const untilKeepAlive = lastWrite + keepAlive * 1000 - Date.now();
      if (untilKeepAlive <= 0) {
        sink.write(': keep-alive\n\n');
        lastWrite = Date.now();
        continue;
      }
      await ctx.bus.wait(vendor.id, Math.min(untilKeepAlive, ctx.config.EVENT_RECHECK_MS), a.signal);
    }
  } catch (err) {
    sink.fail(err);
  } finally {
    release();
    sink.end();
  }
}
