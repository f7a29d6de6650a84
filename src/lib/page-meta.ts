/**
 * Title, meta description, canonical URL and hreflang alternates of a content page (issue 13 "findable"):
 *
 *   usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: '/help' });
 *
 * - The language of a page is chosen by the `lng` query parameter (src/domain/languages.ts), so each language has
 *   its own URL: `{origin}{path}?lng=de|en|tr`; `x-default` is the bare path, which shows the visitor's own
 *   language. Each of these URLs is its own canonical (a page listed as an hreflang alternate must not name another
 *   one as canonical): `?lng=en` → the English URL, no `lng` → the bare path. Pages with two paths (/help and
 *   /faq) pass one `path`, so the second one names the first as canonical.
 * - The origin is the page's own (`window.location.origin`) or one given by the caller (the build-time prerender);
 *   never a request header or anything else a visitor controls.
 * - `pageHead()` is pure (the prerender can write the same tags into static HTML); `usePageMeta` applies it in an
 *   effect only — nothing touches `document` during render — and restores the previous title and description when
 *   the page is left, removing its canonical/alternate links.
 */
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LANGUAGES, normalizeLanguage, type Language } from '../domain/languages.ts';
import { reportHead, serverOrigin } from './ssr-head.ts';

export const SITE_NAME = 'Lieferzone';

export interface PageMetaInput {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** Canonical path of the page, starting with a single "/" (no query, no hash). */
  path: string;
}

export interface HeadLink {
  rel: 'canonical' | 'alternate';
  href: string;
  hreflang?: string;
}

export interface PageHead {
  title: string;
  description: string;
  links: HeadLink[];
}

/** The document title of a page: "… – Lieferzone" (the site name alone for an empty title). */
export function documentTitle(title: string): string {
  const own = title.trim();
  return own ? `${own} – ${SITE_NAME}` : SITE_NAME;
}

/** Absolute URL of a page in one language (or, without one, the language-neutral x-default URL). */
export function pageUrl(origin: string, path: string, lng?: Language): string {
  if (!/^\/(?!\/)[^?#]*$/.test(path)) throw new Error(`page path must start with one "/" and carry no query or hash: ${path}`);
  const url = new URL(path, origin);
  if (lng) url.searchParams.set('lng', lng);
  return url.href;
}

/**
 * Everything the head of a page needs, for the given origin and the language the URL asks for with `?lng=`
 * (undefined: the URL has none, the language-neutral x-default URL is canonical).
 */
export function pageHead(input: PageMetaInput, opts: { origin: string; urlLng: string | null | undefined }): PageHead {
  const lng = normalizeLanguage(opts.urlLng) ?? undefined;
  return {
    title: documentTitle(input.title),
    description: input.description.trim(),
    links: [
      { rel: 'canonical', href: pageUrl(opts.origin, input.path, lng) },
      ...LANGUAGES.map((l): HeadLink => ({ rel: 'alternate', hreflang: l, href: pageUrl(opts.origin, input.path, l) })),
      { rel: 'alternate', hreflang: 'x-default', href: pageUrl(opts.origin, input.path) },
    ],
  };
}

const MANAGED = 'data-page-meta';

/**
 * Writes a page head into `doc`: title, `<meta name="description">` (created when missing), the canonical and
 * alternate links (replacing any present, e.g. from prerendered HTML). Returns the undo: previous title and
 * description back, the links removed.
 */
export function applyPageHead(doc: Document, head: PageHead): () => void {
  const prevTitle = doc.title;
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  const createdMeta = !meta;
  const prevDescription = meta?.getAttribute('content') ?? null;
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.appendChild(meta);
  }
  meta.setAttribute('content', head.description);
  doc.title = head.title;

  for (const old of Array.from(doc.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]'))) old.remove();
  const added = head.links.map((l) => {
    const el = doc.createElement('link');
    el.rel = l.rel;
    if (l.hreflang) el.hreflang = l.hreflang;
    el.href = l.href;
    el.setAttribute(MANAGED, '');
    doc.head.appendChild(el);
    return el;
  });

  return () => {
    for (const el of added) el.remove();
    doc.title = prevTitle;
    if (createdMeta) meta.remove();
    else if (prevDescription !== null) meta.setAttribute('content', prevDescription);
  };
}

/** Sets the page's head while it is shown (and again when its texts or the URL's `lng` change). */
export function usePageMeta({ title, description, path }: PageMetaInput, origin?: string): void {
  const urlLng = useLocation({ select: (l) => new URLSearchParams(l.searchStr).get('lng') });
  // server render: the same head, on the configured origin, into the HTML (lib/ssr-head.ts)
  if (import.meta.env.SSR) reportHead(pageHead({ title, description, path }, { origin: origin ?? serverOrigin(), urlLng }));
  useEffect(() => {
    const head = pageHead({ title, description, path }, { origin: origin ?? window.location.origin, urlLng });
    return applyPageHead(document, head);
  }, [title, description, path, origin, urlLng]);
}
