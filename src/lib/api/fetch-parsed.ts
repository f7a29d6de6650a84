/**
 * A request whose answer is parsed at the API boundary by its wire schema (src/domain/wire, the one the server
 * validates with) — with zod and the schemas out of the entry chunk: the home screen parses nothing, and they would
 * add ~25 KiB gzip to its first load. The schema module is imported when the request starts and arrives while the
 * request is in flight (one chunk for zod and all schemas, see vite.config.ts; offline it comes from the service
 * worker's precache), so parsing waits for no extra round trip.
 *
 *   fetchParsed(`/api/v1/vendors/${id}`, { signal }, () => import('../../domain/wire/vendor.ts').then((m) => m.vendorSchema), 'vendor')
 *
 * The request's own failure wins over a failed import: the error texts and the demo fallback read the API error.
 */
import type { z } from 'zod';
import { apiFetch, type ApiFetchInit } from './client.ts';

/** Starts loading zod and the parser (with the request that needs them; main.tsx does not preload them, issue 27). */
const loadParsing = () => import('./parse.ts');

/**
 * Starts loading zod and `schema` and resolves with the parser of answers by it (`what` names the answer in the error
 * of one that does not fit). A failed import is kept for whoever awaits the parser, and is not reported before.
 *
 * In the server renderer's build the answer is taken as it is. Its answers are the server's own (src/entry-server.tsx:
 * the API in-process), written in the wire schemas' shapes, which server/vendor-api/wire-contract.test.ts and
 * server/ssr/own-answers.test.ts hold them to (each answer is its schema's parse, key for key); the browser parses
 * every answer it asks for itself. Parsing them again (zod, and the objects it makes) was a sixth of a render: per
 * page 13.8 -> 11.5 ms for the listing (50 vendors), 12.0 -> 9.7 ms for a vendor page (bench:ssr-render, issue 26).
 */
export function loadParser<S extends z.ZodType>(schema: () => Promise<S>, what: string): Promise<(data: unknown) => z.output<S>> {
  if (import.meta.env.SSR) return Promise.resolve((data: unknown) => data as z.output<S>);
  const parser = Promise.all([schema(), loadParsing()]).then(
    ([s, { parseAnswer }]) =>
      (data: unknown) =>
        parseAnswer(s, data, what),
  );
  parser.catch(() => undefined);
  return parser;
}

export async function fetchParsed<S extends z.ZodType>(
  path: string,
  init: ApiFetchInit,
  schema: () => Promise<S>,
  what: string,
): Promise<z.output<S>> {
  const parser = loadParser(schema, what);
  const data = await apiFetch<unknown>(path, init);
  return (await parser)(data);
}
