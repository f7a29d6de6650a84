/**
 * Request URLs as the request log writes them: secrets that travel in a URL never reach the log. The courier link
 * (`/delivery/<token>`, `/api/v1/delivery/<token>/…`) carries its token in the path; mail links (newsletter, auth
 * verify, desk and operator invitations) carry theirs in the query.
 */
const PATH_SECRET = /(\/delivery\/)[^/?#]+/;
const QUERY_SECRET = /^(?:token|token_hash|code|secret|key|password|access_token|refresh_token)$/i;

export function redactUrl(url: string | undefined): string {
  if (!url) return '';
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(PATH_SECRET, '$1…');
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try { decoded = decodeURIComponent(name); } catch { /* a malformed name is logged as sent */ }
      return eq >= 0 && QUERY_SECRET.test(decoded) ? `${name}=…` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** pino serializer for `req` (Fastify's default fields, with the URL redacted). */
export function requestLogSerializer(req: LoggedRequest): Record<string, unknown> {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}
