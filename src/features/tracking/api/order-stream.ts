/**
 * The tracking page's live feed (issue 28): GET /api/v1/vendors/{vendorId}/orders:monitor?orderId={uuid} — the vendor
 * API's order events as Server-Sent Events, limited to the one order whose uuid the customer holds (the uuid the
 * tracking read answers, so whoever may read the tracking may follow it). Read with fetch and the shared SSE parser
 * (src/lib/sse.ts): the server's `: keep-alive` comments count as signs of life, which EventSource would hide.
 * Resolves when the stream ends; throws when it cannot be opened or breaks. Events carry no order data the page
 * shows: the caller reads the order again through its one query (React Query), so there is one source of state.
 */
import { DEFAULT_PUBLIC_API_TOKEN, loadRuntimeConfig } from '../../../lib/runtime-config.ts';
import { createSseParser } from '../../../lib/sse.ts';

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

export async function followOrderEvents(vendorId: string, orderId: string, signal: AbortSignal, h: OrderStreamHandlers): Promise<void> {
  const config = await loadRuntimeConfig();
  // built here, not with the API client's helpers: importing those would export them from the entry chunk (issue 28:
  // the home route's JS does not grow)
  const query = new URLSearchParams({ orderId, keepAlive: String(KEEP_ALIVE_S) });
  const url = `${config.apiBaseUrl}/api/v1/vendors/${encodeURIComponent(vendorId)}/orders:monitor?${query.toString()}`;
  const res = await fetch(url, {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${config.publicApiToken ?? DEFAULT_PUBLIC_API_TOKEN}` },
    signal,
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!res.ok || !res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    throw new Error(`order stream: HTTP ${res.status}`);
  }
  h.onOpen();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const feed = createSseParser();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      h.onAlive();
      for (const msg of feed(value)) {
        if (msg.event !== 'order') continue;
        const e = parseEvent(msg.data);
        if (e) h.onEvent(e);
      }
    }
  } finally {
    reader.releaseLock();
  }
}
