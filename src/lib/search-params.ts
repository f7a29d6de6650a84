/**
 * URL search serialisation for the router: plain strings, as the spec's URLs are written
 * (`/restaurants?postalCode=1070`, `/order-confirmation?id=LZ-…`). TanStack's default JSON-ish parsing would turn
 * "1070" into a number and write strings back as `"1070"`. So: every value is a string; schemas coerce if they need
 * another type; undefined and empty values are left out of the URL.
 */
export function parseSearch(searchStr: string): Record<string, string> {
  const out: Record<string, string> = {};
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr);
  for (const [k, v] of params) out[k] = v;
  return out;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/**
 * A route's search validator: a Standard Schema the router calls, `parse` for everyone else. Not zod: the router
 * validates search in the entry chunk, and even `zod/mini` for the vendor page's two fields added 16,973 B gzip to the
 * home route's JS (measured with bench/web.mjs, November 2026: 148,065 -> 165,038 B). `parse` never fails — each field drops or replaces
 * a bad value itself, so a shared link with a typo still opens the page. TInput is what links may pass.
 */
export interface SearchValidator<TInput, TOutput> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'lieferzone';
    readonly validate: (value: unknown) => { readonly value: TOutput };
    /** types only (links are typed by the input) */
    readonly types?: { readonly input: TInput; readonly output: TOutput };
  };
  parse(value: unknown): TOutput;
}

export function searchValidator<TOutput, TInput = Partial<TOutput>>(
  fields: (search: Readonly<Record<string, unknown>>) => TOutput,
): SearchValidator<TInput, TOutput> {
  const parse = (value: unknown): TOutput =>
    fields(typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
  return { '~standard': { version: 1, vendor: 'lieferzone', validate: (value) => ({ value: parse(value) }) }, parse };
}

/** A search value if it is text, else undefined. */
export const searchString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** A search value if it is one of `values`, else undefined. */
export const searchEnum = <const T extends string>(v: unknown, values: readonly T[]): T | undefined => values.find((x) => x === v);

/** A search value if it is text matching `re` (as given, not trimmed), else undefined. */
export const searchMatch = (v: unknown, re: RegExp): string | undefined => (typeof v === 'string' && re.test(v) ? v : undefined);
