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
