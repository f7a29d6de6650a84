/**
 * A raw HTTP client for the order event stream (SSE) and long polls in tests: the answer's status and headers, the
 * text so far, waiting for a pattern in it, the end of the stream, and closing it from the client's side.
 */
import http from 'node:http';

export interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  contentType: string;
  text: () => string;
  waitFor: (re: RegExp, ms?: number) => Promise<string>;
  ended: Promise<void>;
  close: () => void;
}

export function openStream(port: number, path: string, headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      let buf = '';
      const listeners = new Set<() => void>();
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        buf += c;
        for (const l of [...listeners]) l();
      });
      const ended = new Promise<void>((r) => {
        res.on('end', () => r());
        res.on('close', () => r());
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        contentType: res.headers['content-type'] ?? '',
        text: () => buf,
        ended,
        close: () => req.destroy(),
        waitFor: (re, ms = 5000) =>
          new Promise((ok, fail) => {
            const check = () => {
              const m = re.exec(buf);
              if (m) {
                listeners.delete(check);
                clearTimeout(t);
                ok(m[0]);
              }
            };
            const t = setTimeout(() => {
              listeners.delete(check);
              fail(new Error(`timed out waiting for ${re} in:\n${buf}`));
            }, ms);
            listeners.add(check);
            check();
          }),
      });
    });
    req.on('error', reject);
  });
}
