/**
 * What a page says about its own head while the server renders it (src/entry-server.tsx): the tab title
 * (use-document-title.ts) and a content page's head tags (page-meta.ts). In the browser these hooks write the head
 * in effects; effects do not run on the server, so the hooks report here during render instead — only in the server
 * build (`import.meta.env.SSR`), the browser's code never calls this module. A render is synchronous, so one
 * module-level record is enough: the renderer resets it before and takes it after each render.
 */
import type { PageHead } from './page-meta.ts';

export interface ServerHead {
  /** The document title ("… – Lieferzone"). */
  title?: string;
  description?: string;
  links?: PageHead['links'];
  /** schema.org data of the page (written as `<script type="application/ld+json">`) */
  structuredData?: Record<string, unknown>;
}

let current: ServerHead = {};
/** The configured public origin (never a request header): the origin of canonical and alternate links. */
let origin = 'http://localhost';

export function setServerOrigin(value: string): void {
  origin = value;
}

export function serverOrigin(): string {
  return origin;
}

export function reportHead(head: ServerHead): void {
  current = { ...current, ...head };
}

/** The head reported since the last call, and a fresh record for the next render. */
export function takeServerHead(): ServerHead {
  const head = current;
  current = {};
  return head;
}
