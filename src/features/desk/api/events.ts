/**
 * The live queue (issue 14): GET /api/v1/desk/events?cursor= as Server-Sent Events read with fetch (the Bearer
 * header), else the long poll GET /api/v1/desk/events:poll?cursor=&timeout=. Both resolve when the connection ends
 * (server restart, network gone); the caller reconnects from the latest cursor.
 */
import { deskEventSchema, deskEventsPageSchema, type DeskEvent } from '../../../domain/wire/desk.ts';
import { createSseParser } from '../../../lib/sse.ts';
import { StaffApiError } from '../../../lib/staff-auth/staff-fetch.ts';
import { deskFetch, deskRequest } from './desk-fetch.ts';

export interface StreamHandlers {
  /** the connection is open (the stream's headers arrived or a poll was answered) */
  onOpen: () => void;
  onEvent: (event: DeskEvent) => void;
  /** anything arrived (also a keep-alive comment) */
  onAlive: () => void;
}

/** Reads the SSE stream until it ends; throws StaffApiError when it cannot be opened. */
export async function streamEvents(cursor: number, signal: AbortSignal, h: StreamHandlers): Promise<void> {
  const res = await deskRequest('/api/v1/desk/events', { query: { cursor }, signal });
  if (!res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    throw new StaffApiError('server', res.status, 'not an event stream');
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
        const parsed = deskEventSchema.safeParse(JSON.parse(msg.data));
        if (parsed.success) h.onEvent(parsed.data);
      }
    }
  } catch (err) {
    if (signal.aborted) return;
    throw err instanceof StaffApiError ? err : new StaffApiError('network', 0);
  } finally {
    reader.releaseLock();
  }
}

export const POLL_TIMEOUT_S = 25;

/** One long poll: the events after the cursor (waits up to POLL_TIMEOUT_S when there are none). */
export async function pollEvents(cursor: number, signal: AbortSignal): Promise<{ events: DeskEvent[]; cursor: number }> {
  return deskFetch('/api/v1/desk/events:poll', deskEventsPageSchema, { query: { cursor, timeout: POLL_TIMEOUT_S }, signal });
}
