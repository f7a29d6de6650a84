/**
 * Answers a page request with its server-rendered HTML (renderer.ts): the language from the `lng` parameter, the
 * stored choice (cookie `LANGUAGE_COOKIE`, written by the app with its localStorage choice) or Accept-Language;
 * a pre-compressed body, an ETag with 304 for a match, the page's own CSP.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { detectLanguage, type Language } from '../../src/domain/languages.ts';
import { LANGUAGE_COOKIE } from '../../src/domain/language-cookie.ts';
import type { RenderedPage, SsrRenderer } from './renderer.ts';
import type { Encoding } from './thread-protocol.ts';

/** The Content-Security-Policy of a rendered page, given the hashes of its inline stylesheets, style attributes and scripts. */
type PageCsp = (styleElements: string[], styleAttributes: string[], scripts: string[]) => string;

/** Accept-Language codes by preference (q descending, header order on ties), q=0 dropped. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, i) => {
      const [code = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { code: code.trim(), q: q ? Number(q) : 1, i };
    })
    .filter((x) => x.code && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((x) => x.code);
}

export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** The page's language: `lng` parameter, then the cookie, then Accept-Language, then German. */
export function requestLanguage(req: Pick<FastifyRequest, 'url' | 'headers'>): Language {
  const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
  return detectLanguage({
    search,
    stored: cookieValue(req.headers.cookie, LANGUAGE_COOKIE),
    browser: acceptedLanguages(req.headers['accept-language']),
    htmlLang: null,
  });
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v === etag || v === `W/${etag}`;
  });
}

/** The compression the request accepts: brotli, else gzip, else none. */
function acceptedEncoding(req: FastifyRequest): Encoding | null {
  const accept = req.headers['accept-encoding'] ?? '';
  return /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
}

function send(req: FastifyRequest, reply: FastifyReply, page: RenderedPage, csp: PageCsp): FastifyReply {
  // no hints for the app's code, translations or config: they load after the page (public/ssr-boot.js) and would
  // only compete with the LCP image for the connection
  reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Language, Cookie, Accept-Encoding')
    .header('ETag', page.etag)
    .header('Content-Security-Policy', (page.csp ??= csp(page.styleElementHashes, page.styleHashes, page.scriptHashes)));
  if (page.status === 200 && matchesEtag(req.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = acceptedEncoding(req);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.code(page.status).send(req.method === 'HEAD' ? '' : encoding ? page.encoded(encoding) : page.html);
}

/**
 * Sends the server-rendered page when there is one for this URL; false when the caller should answer as before
 * (not a rendered page, a redirect or an error of the renderer — then the browser app renders it).
 */
export async function sendRendered(
  renderer: SsrRenderer,
  req: FastifyRequest,
  reply: FastifyReply,
  csp: PageCsp,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!renderer.kindOf(req.url.split('?')[0] ?? '/')) return false;
  const lng = requestLanguage(req);
  let page: RenderedPage | null;
  try {
    page = await renderer.page(req.url, lng, acceptedEncoding(req));
  } catch (err) {
    req.log.error({ err }, 'server render failed: the shell is sent instead');
    return false;
  }
  if (!page) return false;
  await send(req, reply, page, csp);
  return true;
}
