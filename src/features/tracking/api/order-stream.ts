/**
 * The tracking page's live feed (issue 28): GET /api/v1/vendors/{vendorId}/orders:monitor?orderId={uuid} — the vendor
 * API's order events as Server-Sent Events, limited to the one order whose uuid the customer holds (the uuid the
 * tracking read answers, so whoever may read the tracking may follow it). Read through the app's HTTP client with
 * the shared SSE reader (src/lib/sse.ts): the server's `: keep-alive` comments count as signs of life, which
 * EventSource would hide. Resolves when the stream ends; throws an HttpError when it cannot be opened or breaks.
 * Events carry no order data the page shows: the caller reads the order again through its one query (React Query),
 * so there is one source of state.
 */
import { readEventStream } from '../../../lib/sse.ts';

/** Seconds between the server's keep-alive comments; a stream silent for longer than STALE_MS is taken for dead. */
export const KEEP_ALIVE_S = 15;
export const STALE_MS = (KEEP_ALIVE_S * 2 + 5) * 1000;

/** What an order event says (orderEventSchema's kinds: created, state, updated, delayed; unknown kinds pass). */
export interface OrderStreamEvent {
  seq: number;
  type: string;
  state: string;
}

export interface OrderStreamHandlers {
  /** the stream's headers arrived: it is open */
  onOpen: () => void;
  /** an event of the followed order */
  onEvent: (e: OrderStreamEvent) => void;
  /** anything arrived (events and keep-alive comments) */
  onAlive: () => void;
}

function parseEvent(data: string): OrderStreamEvent | null {
  try {
    const v = JSON.parse(data) as { seq?: unknown; type?: unknown; state?: unknown };
    if (typeof v.seq !== 'number' || typeof v.type !== 'string' || typeof v.state !== 'string') return null;
    return { seq: v.seq, type: v.type, state: v.state };
  } catch {
    return null;
  }
}

export function followOrderEvents(vendorId: string, orderId: string, signal: AbortSignal, h: OrderStreamHandlers): Promise<void> {
  const path = `/api/v1/vendors/${encodeURIComponent(vendorId)}/orders:monitor`;
  return readEventStream(path, { query: { orderId, keepAlive: KEEP_ALIVE_S }, signal }, {
    onOpen: h.onOpen,
    onAlive: h.onAlive,
    onMessage: (msg) => {
      if (msg.event !== 'order') return;
      const e = parseEvent(msg.data);
      if (e) h.onEvent(e);
    },
  });
}
