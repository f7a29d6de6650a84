/**
 * Search params of /order-confirmation, /order/$id and /track-order (spec 1 §2): id (order number, a leading # is
 * dropped), vendor (id or slug), fullOrderId (resource name vendors/{vid}/orders/{oid}). Bad values are dropped.
 * Validated in the entry chunk without zod (lib/search-params.ts).
 */
import { searchString, searchValidator } from '../../lib/search-params.ts';

const text = (v: unknown, max: number, re: RegExp) => {
  const s = searchString(v)?.trim().replace(/^#/, '').slice(0, max);
  return s !== undefined && re.test(s) ? s : undefined;
};

export const ORDER_NR_RE = /^[A-Za-z0-9-]{1,64}$/;

export interface TrackingSearch {
  id?: string | undefined;
  vendor?: string | undefined;
  fullOrderId?: string | undefined;
}

export const trackingSearchSchema = searchValidator<TrackingSearch>((s) => ({
  id: text(s.id, 64, ORDER_NR_RE),
  vendor: text(s.vendor, 100, /^[A-Za-z0-9-]{1,100}$/),
  fullOrderId: text(s.fullOrderId, 200, /^vendors\/[A-Za-z0-9-]+\/orders\/[A-Za-z0-9-]+$/),
}));
