/**
 * The server-rendered listing in `npm run bench:api` (issue 17): GET /restaurants?postalCode=1070 as a browser asks for
 * it (brotli accepted). With the server's caches on, the page is rendered once per VENDOR_CACHE_MS and then served
 * from memory; with VENDOR_CACHE_MS=0 and a distinct URL per request every request renders (loaders, in-process API
 * reads, React, compression).
 * Measured only when the server's build has the renderer (DIST_DIR/.ssr, `npm run build`); else a note says so.
 */
import type { LoadRequest, LoadResult } from './load.ts';

export const SSR_LISTING = 'SSR listing page /restaurants?postalCode=1070';

export interface BenchCase {
  name: string;
  request: (i: number) => LoadRequest;
}

/** The case, when the server answers the listing with server-rendered HTML; otherwise none (and a note). */
export async function ssrListingCase(baseUrl: string, suffix = ''): Promise<BenchCase[]> {
  const path = '/restaurants?postalCode=1070';
  const res = await fetch(baseUrl + path);
  const html = await res.text();
  if (!res.ok || !html.includes('id="lz-ssr"')) {
    console.log(`${SSR_LISTING}: not measured — the server's build (DIST_DIR) has no server renderer; run npm run build first`);
    return [];
  }
  // uncached: every request another URL (the renderer shares one render among simultaneous requests for one URL)
  const uncached = suffix.includes('uncached');
  return [{ name: `${SSR_LISTING}${suffix}`, request: (i) => ({ path: uncached ? `${path}&r=${i}` : path, headers: { 'accept-encoding': 'br' } }) }];
}

/**
 * Summary lines: the rendered listing cached and uncached (each render thread count measured), at c=16: req/s, p95
 * and the server's CPU per page, by thread when /proc tells it.
 */
export function ssrSummary(kind: string, results: LoadResult[] | undefined): string[] {
  const out: string[] = [];
  for (const r of results ?? []) {
    if (!r.name.includes(SSR_LISTING) || r.concurrency !== 16) continue;
    const uncached = r.name.endsWith('uncached');
    const threads = /SSR_THREADS=([^\]]+)\]/.exec(r.name)?.[1];
    const cpu = r.cpuMsPerReq === undefined ? '' : `, server CPU ${r.cpuMsPerReq.toFixed(2)} ms/page`;
    const t = r.cpuMsPerReqByThread;
    const byThread = t ? ` (main ${t.main.toFixed(2)}, render threads ${t.render.toFixed(2)}, other threads ${t.other.toFixed(2)})` : '';
    out.push(
      `[${kind}] server-rendered listing${uncached ? `, uncached (VENDOR_CACHE_MS=0${threads ? `, SSR_THREADS=${threads}` : ''})` : ', cached'}: ` +
        `${r.rps.toFixed(0)} req/s at c=16, p95 ${r.p95.toFixed(1)} ms${cpu}${byThread}`,
    );
  }
  return out;
}
