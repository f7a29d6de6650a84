/**
 * A Server-Sent Events reader for a fetch()ed stream (EventSource cannot send an Authorization header, and its
 * keep-alive comments are invisible to it: the desk's queue and the customer's live tracking read streams with this):
 * feed it the decoded text as it arrives, it returns the complete events (`id:`, `event:`, `data:` lines, a blank
 * line ends one; comments — the server's keep-alives — are skipped). Line ends: \n, \r\n or \r.
 */
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
