/**
 * The server-rendered page as one HTML document: the build's index.html (the shell the service worker also keeps)
 * with the page's language, head, stylesheets and markup filled in, and the React Query cache as a JSON data block
 * (`<script type="application/json">`: data, not script — no CSP source needed, src/ssr-client.ts reads it).
 */
import { createHash } from 'node:crypto';
import type { Language } from '../../src/domain/languages.ts';
import { SSR_STATE_ID } from '../../src/domain/server-render.ts';

/** The element of index.html the app renders into, with its loading placeholder. */
const APP_RE = /<div id="app">[\s\S]*?<\/div>\s*<\/div>/;
/** Vite's entry script in index.html. */
const ENTRY_RE = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
/** The chunks the entry imports, as Vite lists them in index.html (in the order it imports them). */
const PRELOAD_RE = /<link rel="modulepreload"[^>]*? href="(\/assets\/[\w.-]+\.js)"[^>]*>/g;

/**
 * Markup React rendered: UTF-8 (the server renderer's, src/entry-server.tsx), or text. Bytes are read as one
 * character per byte (latin1): the tags and attributes looked for here are ASCII, so a match's offsets are byte
 * offsets, and a matched part hashed or written as latin1 is exactly its UTF-8 bytes — the page is never decoded.
 */
export type Markup = string | Uint8Array;

/** A markup's text, the encoding that turns a part of it back into its bytes, and its bytes when it came as bytes. */
export interface ReadMarkup {
  text: string;
  encoding: 'utf8' | 'latin1';
  bytes?: Buffer;
}

/**
 * A markup read as text once, for everything that looks into it (the document, the CSP hashes): each read of the
 * listing's ~108 KB of bytes as text is a string of that size (server/ssr/page-maker.ts reads it once per page).
 */
export function readMarkup(markup: Markup | ReadMarkup): ReadMarkup {
  if (typeof markup === 'string') return { text: markup, encoding: 'utf8' };
  if (!(markup instanceof Uint8Array)) return markup;
  const bytes = Buffer.from(markup.buffer, markup.byteOffset, markup.byteLength);
  return { text: bytes.toString('latin1'), encoding: 'latin1', bytes };
}

export interface PageParts {
  lng: Language;
  /** Markup inside #app (or as readMarkup read it). */
  appHtml: Markup | ReadMarkup;
  /** What src/ssr-client.ts needs to hydrate (language, dehydrated queries). */
  state: unknown;
  title?: string | undefined;
  description?: string | undefined;
  links?: { rel: string; href: string; hreflang?: string }[] | undefined;
  /**
   * Stylesheets of the page's route chunks, inline like the entry's (no render-blocking request before the page):
   * each file's path in the build (`assets/….css`, from Vite's manifest) and its text.
   */
  styles?: { href: string; css: string }[];
  /** Shown when JavaScript is off (e.g. "ordering needs JavaScript"). */
  noscript?: string | undefined;
  /** schema.org data (JSON-LD): a data block, never run, safe inside `<script>` (scriptSafeJson) */
  structuredData?: Record<string, unknown> | undefined;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON that is safe inside a `<script>` element: no `</script>`, no `<!--`, no line separators JS would choke on. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The first image the page marks as its LCP candidate (`fetchpriority="high"`), as React rendered it. */
export function lcpImage(appHtml: string): string | null {
  for (const m of appHtml.matchAll(/<img\b[^>]*>/g)) {
    const tag = m[0];
    if (!/\bfetchPriority="high"|\bfetchpriority="high"/.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src) return src;
  }
  return null;
}

/**
 * React writes the resources it hoists (e.g. `<link rel="preload" as="image">` for an `<img fetchPriority="high">`)
 * at the start of its output; they belong into the head — inside #app, hydration would meet them instead of the app.
 */
export function splitHoisted(appHtml: string): { hoisted: string; body: string } {
  const m = /^(?:<link\b[^>]*>)+/.exec(appHtml);
  return m ? { hoisted: m[0], body: appHtml.slice(m[0].length) } : { hoisted: '', body: appHtml };
}

/** A stylesheet's text as it is written inside the page's `<style>` element: nothing in it can close the element. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/** A place in the template a page fills: what it puts there, or null to keep the template's own text. */
interface Slot {
  re: RegExp;
  fill: (p: PageParts, made: { head: string; body: (string | Buffer)[] }) => string | (string | Buffer)[] | null;
}

/**
 * The build's index.html prepared once for the rendered pages: what is the same for every page (the app's code loaded
 * by public/ssr-boot.js instead of the entry script, no module or config preloads) is done here, and the template is
 * cut at the places a page fills (language, title, description, head, #app) into UTF-8 pieces made once; the returned
 * function puts one page together as UTF-8 (only the page's own parts are encoded).
 */
export function documentTemplate(template: string): (p: PageParts) => Buffer {
  if (!APP_RE.test(template)) throw new Error('index.html has no <div id="app"> placeholder');
  // the app's code loads once the page has loaded and been painted (public/ssr-boot.js: after 'load', the next frame;
  // at the latest after 4 s): the HTML is readable at once, and the LCP image does not share the connection with
  // code that is only needed to take the page over (until then links and forms work as plain HTML); its preloads go
  const pre = [...template.matchAll(PRELOAD_RE)].map((m) => m[1]).join(',');
  const shared = template
    .replace(
      ENTRY_RE,
      (_tag, src: string) =>
        `<script type="module" src="/ssr-boot.js?entry=${encodeURIComponent(src)}${pre ? `&amp;pre=${encodeURIComponent(pre)}` : ''}"></script>`,
    )
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<link rel="preload" href="\/config\.json"[^>]*>/, '');
  const slots: Slot[] = [
    { re: /<html lang="[^"]*"/, fill: (p) => `<html lang="${p.lng}"` },
    { re: /<title>[\s\S]*?<\/title>/, fill: (p) => (p.title ? `<title>${escapeHtml(p.title)}</title>` : null) },
    {
      re: /<meta name="description" content="[^"]*"\s*\/?>/,
      fill: (p) => (p.description ? `<meta name="description" content="${escapeHtml(p.description)}" />` : null),
    },
    { re: /<\/head>/, fill: (_p, made) => `${made.head}</head>` },
    { re: APP_RE, fill: (_p, made) => made.body },
  ];
  const found = slots
    .map((slot) => ({ slot, m: slot.re.exec(shared) }))
    .filter((f): f is { slot: Slot; m: RegExpExecArray } => f.m !== null)
    .sort((a, b) => a.m.index - b.m.index);
  const pieces: Buffer[] = [];
  const kept: Buffer[] = [];
  let at = 0;
  for (const { m } of found) {
    if (m.index < at) throw new Error('index.html: the places a page fills overlap');
    pieces.push(Buffer.from(shared.slice(at, m.index)));
    kept.push(Buffer.from(m[0]));
    at = m.index + m[0].length;
  }
  const last = Buffer.from(shared.slice(at));
  return (p) => {
    const { text, encoding, bytes } = readMarkup(p.appHtml);
    const split = splitHoisted(text);
    // React's hints and the LCP image's address go into the head as text; the markup stays as it came
    const asText = (part: string) => (encoding === 'utf8' ? part : Buffer.from(part, 'latin1').toString('utf8'));
    const body = bytes ? bytes.subarray(split.hoisted.length) : split.body;
    const image = lcpImage(split.body);
    const made = { head: pageHead(p, asText(split.hoisted), image === null ? null : asText(image)), body: pageBody(p, body) };
    const out: Buffer[] = [];
    found.forEach(({ slot }, i) => {
      const filled = slot.fill(p, made);
      out.push(pieces[i] as Buffer);
      if (filled === null) out.push(kept[i] as Buffer);
      // each part encoded on its own: the page's markup is not first copied into one joined string
      else for (const part of Array.isArray(filled) ? filled : [filled]) out.push(typeof part === 'string' ? Buffer.from(part) : part);
    });
    out.push(last);
    return Buffer.concat(out);
  };
}

/** What a page adds to the head: its stylesheets, its LCP image's preload, React's hoisted hints, its links. */
function pageHead(p: PageParts, hoisted: string, image: string | null): string {
  const head: string[] = [];
  for (const { href, css } of p.styles ?? []) {
    // The disabled link is a marker for Vite's preload helper (__vitePreload in the app's code): when the app loads
    // the route's chunk, the helper skips a CSS dependency that the document already has as a
    // <link rel="stylesheet"> with that URL. Without it the stylesheet written inline here is fetched and applied a
    // second time after the takeover (two requests and a whole-page style recalculation and relayout). A disabled
    // stylesheet link is never fetched nor applied, so the page's styles stay the inline ones; the CSP needs nothing
    // for it (and its file is the site's own, 'self').
    head.push(`<style>${styleText(css)}</style><link rel="stylesheet" href="/${escapeHtml(href)}" disabled>`);
  }
  // the LCP image first (the src as React wrote it: already an escaped attribute value), then React's own hints
  if (image) head.push(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
  head.push(hoisted.replace(`<link rel="preload" as="image" href="${image}" fetchPriority="high"/>`, ''));
  for (const l of p.links ?? []) {
    head.push(`<link rel="${escapeHtml(l.rel)}"${l.hreflang ? ` hreflang="${escapeHtml(l.hreflang)}"` : ''} href="${escapeHtml(l.href)}" data-page-meta>`);
  }
  if (p.structuredData) head.push(`<script type="application/ld+json">${scriptSafeJson(p.structuredData)}</script>`);
  return head.join('');
}

/** #app with the page's markup, the JavaScript-off note and the data block the browser hydrates from (in parts). */
function pageBody(p: PageParts, appHtml: string | Buffer): (string | Buffer)[] {
  const noscript = p.noscript ? `<noscript><p class="noscript-note">${escapeHtml(p.noscript)}</p></noscript>` : '';
  return [`${noscript}<div id="app">`, appHtml, `</div><script type="application/json" id="${SSR_STATE_ID}">${scriptSafeJson(p.state)}</script>`];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/**
 * CSP hash sources of the distinct style="…" attributes in markup React rendered: the attribute value as the browser
 * parses it (entities decoded), SHA-256, base64 — for `style-src 'unsafe-hashes' …` (the static shell has none).
 */
export function styleAttributeHashes(markup: Markup | ReadMarkup): string[] {
  const { text, encoding } = readMarkup(markup);
  const out = new Set<string>();
  for (const m of text.matchAll(/\sstyle="([^"]*)"/g)) {
    const value = (m[1] ?? '').replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ENTITIES[e] ?? '');
    out.add(`'sha256-${createHash('sha256').update(value, encoding).digest('base64')}'`);
  }
  return [...out];
}

/**
 * `'sha256-…'` of each inline `<script>` (without src) of the rendered markup: the router's hydration scripts
 * (src/entry-server.tsx), allowed by the page's CSP by their hashes — the page's own, as it is kept and sent again.
 */
export function inlineScriptHashes(markup: Markup | ReadMarkup): string[] {
  const { text, encoding } = readMarkup(markup);
  const out = new Set<string>();
  for (const m of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(m[1] ?? '') || /\btype\s*=\s*"application\/(ld\+)?json"/i.test(m[1] ?? '')) continue;
    out.add(`'sha256-${createHash('sha256').update(m[2] ?? '', encoding).digest('base64')}'`);
  }
  return [...out];
}

/** The CSP hash source of an inline `<style>` element's text. */
export function styleElementHash(css: string): string {
  return `'sha256-${createHash('sha256').update(styleText(css), 'utf8').digest('base64')}'`;
}
