/**
 * The desk's queue: GET /api/v1/desk/orders (the snapshot), GET /api/v1/desk/events (Server-Sent Events) and
 * GET /api/v1/desk/events:poll (long-poll fallback). Built on the vendor API's event log and machinery
 * (vendor.order_events, the in-process EventBus woken by every change on this node, a periodic re-check for changes
 * made on other nodes, EventStreamSink): each event carries the whole order as it is now, so the desk needs no second
 * request. Orders JSON is assembled from the stored documents' text in SQL (no parse and re-serialise per order).
 */
import type { VendorApiContext } from '../vendor-api/context.ts';
import { MAX_KEEP_ALIVE_S, type EventStreamSink } from '../vendor-api/events.ts';
import { lastOrderEventSeq } from '../vendor-api/repositories/order-events.ts';
import { deskEventsAfter, deskOrderDocsText } from './repositories/orders.ts';

/** Finished orders stay on the desk this long. */
const FINISHED_SHOWN_MS = 12 * 3_600_000;
/** Unfinished orders older than this are not shown (forgotten test orders; the expiry job cancels the rest). */
const UNFINISHED_SHOWN_MS = 7 * 86_400_000;
const PAGE = 200;

const currentSeq = (ctx: VendorApiContext, vendorId: string): Promise<number> => lastOrderEventSeq(ctx.db, vendorId);

/** GET /api/v1/desk/orders: `{ orders, serverTime, cursor }` as JSON text, oldest first. */
export async function deskOrdersJson(ctx: VendorApiContext, vendorId: string): Promise<string> {
  // the cursor is read first: an event written meanwhile is sent again by the stream (the desk keeps the newest)
  const cursor = await currentSeq(ctx, vendorId);
  const now = ctx.now();
  const docs = await deskOrderDocsText(ctx.db, vendorId, {
    unfinishedSince: new Date(now.getTime() - UNFINISHED_SHOWN_MS).toISOString(),
    finishedSince: new Date(now.getTime() - FINISHED_SHOWN_MS).toISOString(),
  });
  return `{"orders":[${docs.join(',')}],"serverTime":${JSON.stringify(now.toISOString())},"cursor":${cursor}}`;
}

interface DeskEventText {
  seq: number;
  /** the event as JSON text: {"seq","type","order"} */
  json: string;
}

async function fetchEvents(ctx: VendorApiContext, vendorId: string, afterSeq: number, limit: number): Promise<DeskEventText[]> {
  const rows = await deskEventsAfter(ctx.db, vendorId, afterSeq, limit);
  return rows.map((r) => {
    const seq = Number(r.seq);
    return { seq, json: `{"seq":${seq},"type":${JSON.stringify(r.type)},"order":${r.doc}}` };
  });
}

/** Where to start: the client's cursor (0 = from the start of the log), else "from now". */
async function startCursor(ctx: VendorApiContext, vendorId: string, cursor: number | undefined): Promise<number> {
  return cursor ?? (await currentSeq(ctx, vendorId));
}

/**
 * GET /api/v1/desk/events:poll?cursor&timeout — answers as soon as events after the cursor exist, or after `timeout`
 * seconds with none: `{ events, cursor }` as JSON text.
 */
export async function pollDeskEvents(
  ctx: VendorApiContext,
  a: { vendorId: string; cursor: number | undefined; timeout: number; signal: AbortSignal },
): Promise<string> {
  let cursor = await startCursor(ctx, a.vendorId, a.cursor);
  const deadline = Date.now() + a.timeout * 1000;
  for (;;) {
    const events = await fetchEvents(ctx, a.vendorId, cursor, PAGE);
    const last = events[events.length - 1];
    if (last) cursor = last.seq;
    const left = deadline - Date.now();
    if (events.length > 0 || left <= 0 || a.signal.aborted || ctx.bus.isClosed) {
      return `{"events":[${events.map((e) => e.json).join(',')}],"cursor":${cursor}}`;
    }
    await ctx.bus.wait(a.vendorId, Math.min(left, ctx.config.EVENT_RECHECK_MS), a.signal);
  }
}

/**
 * GET /api/v1/desk/events?cursor — `id: <seq>`, `event: order`, `data: {seq, type, order}`; resumes after
 * Last-Event-ID (or `cursor`); `: keep-alive` every `keepAlive` seconds (≤ 60); ends when the client goes away or the
 * server closes.
 */
export async function streamDeskEvents(
  ctx: VendorApiContext,
  a: { vendorId: string; cursor: number | undefined; lastEventId: string | undefined; keepAlive: number; signal: AbortSignal },
  sink: EventStreamSink,
): Promise<void> {
  const resume = a.lastEventId !== undefined && /^\d{1,15}$/.test(a.lastEventId) ? Number(a.lastEventId) : a.cursor;
  let cursor = await startCursor(ctx, a.vendorId, resume);
  const keepAlive = Math.min(MAX_KEEP_ALIVE_S, a.keepAlive);
  try {
    sink.open();
    sink.write(`retry: 3000\n: desk events from seq ${cursor}\n\n`);
    let lastWrite = Date.now();
    while (!a.signal.aborted && !ctx.bus.isClosed) {
      const events = await fetchEvents(ctx, a.vendorId, cursor, PAGE);
      for (const e of events) {
        sink.write(`id: ${e.seq}\nevent: order\ndata: ${e.json}\n\n`);
        cursor = e.seq;
        lastWrite = Date.now();
      }
      if (events.length === PAGE) continue;
      const untilKeepAlive = lastWrite + keepAlive * 1000 - Date.now();
      if (untilKeepAlive <= 0) {
        sink.write(': keep-alive\n\n');
        lastWrite = Date.now();
        continue;
      }
      await ctx.bus.wait(a.vendorId, Math.min(untilKeepAlive, ctx.config.EVENT_RECHECK_MS), a.signal);
    }
  } catch (err) {
    sink.fail(err);
  } finally {
    sink.end();
  }
}
