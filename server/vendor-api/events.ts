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
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { TooManyRequestsError } from './abuse-limits.ts';
import type { VendorApiContext } from './context.ts';
import { bearerToken, hasVendorToken } from './auth.ts';
import {
  UUID_RE, decodePageToken, encodePageToken, orderName, queryInt, querySeconds, querySignature, queryString, queryTime,
} from './ids.ts';
import type { VendorRecord } from './vendors.ts';

export interface OrderEventOut {
  seq: number;
  type: 'created' | 'state' | 'updated';
  orderId: string;
  name: string;
  nr: string;
  state: string;
  createTime: string;
}

interface EventRow {
  seq: number | string;
  type: OrderEventOut['type'];
  order_id: string;
  nr: string;
  state: string | null;
  created_at: Date | string;
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
export function eventScope(ctx: VendorApiContext, req: FastifyRequest, vendor: VendorRecord): Scope {
  const orderId = queryString(req.query, 'orderId', 200)?.replace(/^.*\/orders\//, '');
  if (orderId !== undefined && orderId !== '' && !UUID_RE.test(orderId)) throw badRequest('orderId must be an order id (uuid)');
  const isVendor = hasVendorToken(req, vendor.secretTokenHash, ctx.config.PUBLIC_API_TOKEN);
  if (!isVendor && !orderId) {
    const t = bearerToken(req);
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
  const rows = await ctx.db.query<{ one: number }>(
    'select 1 as one from vendor.orders o where o.id = $1::uuid and o.vendor_id = $2::uuid',
    [scope.orderId, scope.vendorId],
  );
  if (rows.length === 0) throw notFound(`Order "${scope.orderId}" not found at this vendor`);
}

/** A slot among the client's open customer streams (the vendor's own are not limited): its release function. */
function streamSlot(ctx: VendorApiContext, scope: Scope, clientIp: string): () => void {
  if (scope.isVendor) return () => {};
  const slot = ctx.limits.customerStreams.acquire(clientIp);
  if (slot instanceof TooManyRequestsError) throw slot;
  return slot;
}

async function fetchEvents(ctx: VendorApiContext, scope: Scope, afterSeq: number, limit: number): Promise<OrderEventOut[]> {
  const params: unknown[] = [scope.vendorId, afterSeq, limit];
  let orderFilter = '';
  if (scope.orderId) {
    params.push(scope.orderId);
    orderFilter = 'and e.order_id = $4::uuid';
  }
  const rows = await ctx.db.query<EventRow>(
    `select e.seq, e.type, e.order_id, o.nr, coalesce(e.state, o.state) as state, e.created_at
       from vendor.order_events e join vendor.orders o on o.id = e.order_id
      where e.vendor_id = $1::uuid and e.seq > $2 ${orderFilter}
      order by e.seq limit $3`,
    params,
  );
  return rows.map((r) => ({
    seq: Number(r.seq),
    type: r.type,
    orderId: r.order_id,
    name: orderName(scope.vendorId, r.order_id),
    nr: r.nr,
    state: r.state ?? '',
    createTime: new Date(r.created_at).toISOString(),
  }));
}

/** The cursor for "events at or after this time": the last seq before it. */
async function seqBefore(ctx: VendorApiContext, scope: Scope, t: Date): Promise<number> {
  const rows = await ctx.db.query<{ s: number | string | null }>(
    'select max(seq) as s from vendor.order_events where vendor_id = $1::uuid and created_at < $2::timestamptz',
    [scope.vendorId, t.toISOString()],
  );
  return Number(rows[0]?.s ?? 0);
}

async function currentSeq(ctx: VendorApiContext, scope: Scope): Promise<number> {
  const rows = await ctx.db.query<{ s: number | string | null }>(
    'select max(seq) as s from vendor.order_events where vendor_id = $1::uuid',
    [scope.vendorId],
  );
  return Number(rows[0]?.s ?? 0);
}

/**
 * Aborts when the connection goes away (the response's 'close'; the request's may fire once its body is read) —
 * also when it went away while the request still awaited the database, so no stream waits for a client long gone.
 */
function abortOnClose(reply: FastifyReply): AbortController {
  const ac = new AbortController();
  reply.raw.once('close', () => ac.abort());
  if (reply.raw.destroyed || reply.raw.socket?.destroyed) ac.abort();
  return ac;
}

/**
 * GET …/orders:poll?pageToken&startTime&timeout&pageSize&orderId — answers as soon as events after the cursor exist,
 * or after `timeout` seconds (default 30, max 60) with none. Without pageToken/startTime it waits for new events.
 */
export async function pollEvents(
  ctx: VendorApiContext,
  req: FastifyRequest,
  reply: FastifyReply,
  vendor: VendorRecord,
  clientIp: string,
): Promise<{ events: OrderEventOut[]; nextPageToken: string }> {
  const scope = eventScope(ctx, req, vendor);
  const pageSize = queryInt(req.query, 'pageSize', 100, 1, 1000);
  const timeout = querySeconds(req.query, 'timeout', 30, 0, 60);
  const token = queryString(req.query, 'pageToken', 1000);
  const startTime = queryTime(req.query, 'startTime');
  const sig = querySignature('events', vendor.id, scope.orderId ?? '');
  let tokenCursor: number | undefined;
  if (token) {
    const p = decodePageToken(token, 'events', sig);
    if (typeof p !== 'number' || !Number.isSafeInteger(p) || p < 0) throw badRequest('Invalid pageToken');
    tokenCursor = p;
  }
  await requireScopeOrder(ctx, scope);
  let cursor = tokenCursor ?? (startTime ? await seqBefore(ctx, scope, startTime) : await currentSeq(ctx, scope));
  const release = streamSlot(ctx, scope, clientIp);
  try {
    const deadline = Date.now() + timeout * 1000;
    const ac = abortOnClose(reply);
    for (;;) {
      const events = await fetchEvents(ctx, scope, cursor, pageSize);
      const last = events[events.length - 1];
      if (last) cursor = last.seq;
      const left = deadline - Date.now();
      if (events.length > 0 || left <= 0 || ac.signal.aborted || ctx.bus.isClosed) {
        return { events, nextPageToken: encodePageToken('events', sig, cursor) };
      }
      await ctx.bus.wait(vendor.id, Math.min(left, ctx.config.EVENT_RECHECK_MS), ac.signal);
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
 * cleanly when the client disconnects or the server closes.
 */
export async function monitorEvents(
  ctx: VendorApiContext,
  req: FastifyRequest,
  reply: FastifyReply,
  vendor: VendorRecord,
  clientIp: string,
): Promise<void> {
  const scope = eventScope(ctx, req, vendor);
  const keepAlive = Math.min(MAX_KEEP_ALIVE_S, querySeconds(req.query, 'keepAlive', 15, 1, 300));
  const startSeqRaw = queryString(req.query, 'startSeq', 20);
  const startTime = queryTime(req.query, 'startTime');
  const lastEventId = req.headers['last-event-id'];
  if (startSeqRaw !== undefined && startSeqRaw !== '' && !/^\d{1,15}$/.test(startSeqRaw)) {
    throw badRequest('startSeq must be a non-negative integer');
  }
  await requireScopeOrder(ctx, scope);
  let cursor: number;
  if (typeof lastEventId === 'string' && /^\d{1,15}$/.test(lastEventId)) {
    cursor = Number(lastEventId);
  } else if (startSeqRaw !== undefined && startSeqRaw !== '') {
    cursor = Math.max(0, Number(startSeqRaw) - 1); // startSeq is inclusive
  } else if (startTime) {
    cursor = await seqBefore(ctx, scope, startTime);
  } else {
    cursor = await currentSeq(ctx, scope);
  }

  // the last refusal (429) comes before the stream opens; from here on the slot is freed whatever ends the stream
  const release = streamSlot(ctx, scope, clientIp);
  reply.hijack();
  const res = reply.raw;
  try {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const ac = abortOnClose(reply);
    const write = (chunk: string) => {
      if (!res.writableEnded && !res.destroyed) res.write(chunk);
    };
    write(`retry: 3000\n: monitoring ${vendor.id} from seq ${cursor}, keep-alive every ${keepAlive} s\n\n`);
    let lastWrite = Date.now();
    while (!ac.signal.aborted && !ctx.bus.isClosed) {
      const events = await fetchEvents(ctx, scope, cursor, 500);
      for (const e of events) {
        write(`id: ${e.seq}\nevent: order\ndata: ${JSON.stringify(e)}\n\n`);
        cursor = e.seq;
        lastWrite = Date.now();
      }
      if (events.length === 500) continue;
      const untilKeepAlive = lastWrite + keepAlive * 1000 - Date.now();
      if (untilKeepAlive <= 0) {
        write(': keep-alive\n\n');
        lastWrite = Date.now();
        continue;
      }
      await ctx.bus.wait(vendor.id, Math.min(untilKeepAlive, ctx.config.EVENT_RECHECK_MS), ac.signal);
    }
  } catch (err) {
    req.log.error({ err }, 'order monitor stream failed');
  } finally {
    release();
    if (!res.writableEnded) res.end();
  }
}
