/**
 * The live queue (issue 14): GET /api/v1/desk/events?cursor= as Server-Sent Events read with fetch (the Bearer
 * header), else the long poll GET /api/v1/desk/events:poll?cursor=&timeout=. Both resolve when the connection ends
 * (server restart, network gone); the caller reconnects from the latest cursor.
 */
import { deskEventSchema, deskEventsPageSchema, type DeskEvent } from '../../../domain/wire/desk.ts';
import { readEventStream } from '../../../lib/sse.ts';
import { deskAccessToken } from '../desk-auth.ts';
import { deskFetch } from './desk-fetch.ts';

export interface StreamHandlers {
  /** the connection is open (the stream's headers arrived or a poll was answered) */
  onOpen: () => void;
  onEvent: (event: DeskEvent) => void;
  /** anything arrived (also a keep-alive comment) */
  onAlive: () => void;
}

/** Reads the SSE stream until it ends; throws the client's HttpError when it cannot be opened or breaks. */
export function streamEvents(cursor: number, signal: AbortSignal, h: StreamHandlers): Promise<void> {
  return readEventStream('/api/v1/desk/events', { auth: deskAccessToken, query: { cursor }, signal }, {
    onOpen: h.onOpen,
    onAlive: h.onAlive,
    onMessage: (msg) => {
      if (msg.event !== 'order') return;
      const parsed = deskEventSchema.safeParse(JSON.parse(msg.data));
      if (parsed.success) h.onEvent(parsed.data);
    },
  });
}

export const POLL_TIMEOUT_S = 25;

/** One long poll: the events after the cursor (waits up to POLL_TIMEOUT_S when there are none). */
export async function pollEvents(cursor: number, signal: AbortSignal): Promise<{ events: DeskEvent[]; cursor: number }> {
  return deskFetch('/api/v1/desk/events:poll', deskEventsPageSchema, { query: { cursor, timeout: POLL_TIMEOUT_S }, signal });
}
