/**
 * Server-Sent Events read through the app's HTTP client (EventSource cannot send an Authorization header, and its
 * keep-alive comments are invisible to it: the desk's queue and the customer's live tracking read streams with this).
 * `createSseParser`: feed it the decoded text as it arrives, it returns the complete events (`id:`, `event:`, `data:`
 * lines, a blank line ends one; comments — the server's keep-alives — are skipped). Line ends: \n, \r\n or \r.
 * `readEventStream`: opens a stream and hands its events over until it ends.
 */
import { request, type RequestOptions } from './api/client.ts';
import { HttpError } from './api/errors.ts';

export interface SseMessage {
  id: string | null;
  event: string;
  data: string;
}

export function createSseParser(): (chunk: string) => SseMessage[] {
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];
  let endedWithCr = false;
  return (input) => {
    // a \r\n split between two chunks is one line end, not two
    const chunk = endedWithCr && input.startsWith('\n') ? input.slice(1) : input;
    endedWithCr = input.endsWith('\r');
    buffer += chunk;
    const out: SseMessage[] = [];
    const lines = buffer.split(/\r\n|\r|\n/);
    // the last piece may be an incomplete line (or a lone \r before its \n): keep it for the next chunk
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) out.push({ id, event: event || 'message', data: data.join('\n') });
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    return out;
  };
}

export interface EventStreamHandlers {
  /** the stream's headers arrived: it is open */
  onOpen: () => void;
  /** anything arrived (events and keep-alive comments) */
  onAlive: () => void;
  onMessage: (msg: SseMessage) => void;
}

/**
 * Opens `path` as an event stream (never retried by the client: the caller reconnects) and reads it until it ends or
 * `signal` aborts. Throws the request's HttpError, a 'server' one when the answer is no event stream (a proxy's page),
 * a 'network' one when the stream breaks.
 */
export async function readEventStream(path: string, init: RequestOptions & { signal: AbortSignal }, h: EventStreamHandlers): Promise<void> {
  const res = await request(path, { ...init, accept: 'text/event-stream', retry: false });
  if (!res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    throw new HttpError({ status: res.status, kind: 'server', text: 'not an event stream' });
  }
  h.onOpen();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const feed = createSseParser();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      h.onAlive();
      for (const msg of feed(value)) h.onMessage(msg);
    }
  } catch (err) {
    if (init.signal.aborted) return;
    throw err instanceof HttpError ? err : new HttpError({ status: 0 });
  } finally {
    reader.releaseLock();
  }
}
