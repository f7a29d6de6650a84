/**
 * Search params of /order-confirmation, /order/$id and /track-order (spec 1 §2): id (order number, a leading # is
 * dropped), vendor (id or slug), fullOrderId (resource name vendors/{vid}/orders/{oid}). Bad values are dropped.
 */
import * as z from 'zod/mini';

const text = (max: number, re: RegExp) =>
  z.catch(
    z.optional(
      z.pipe(
        z.string(),
        z.transform((v) => {
          const s = v.trim().replace(/^#/, '').slice(0, max);
          return re.test(s) ? s : undefined;
        }),
      ),
    ),
    undefined,
  );

export const ORDER_NR_RE = /^[A-Za-z0-9-]{1,64}$/;

export const trackingSearchSchema = z.object({
  id: text(64, ORDER_NR_RE),
  vendor: text(100, /^[A-Za-z0-9-]{1,100}$/),
  fullOrderId: text(200, /^vendors\/[A-Za-z0-9-]+\/orders\/[A-Za-z0-9-]+$/),
});
