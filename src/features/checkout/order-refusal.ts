/**
 * Why :placeOrder answered 409 (issue 14), read from the vendor and catalog as they are now (fetched again after the
 * 409, as the cart's prices are): the restaurant paused new orders, a product in the cart is sold out, or else the
 * prices changed. The customer gets the message in their own language instead of the server's English text.
 */
import type { CartLine } from '../../domain/cart.ts';
import type { Catalog, Vendor } from '../../domain/types.ts';

export type OrderRefusal = { kind: 'paused'; until: string } | { kind: 'soldOut'; label: string } | { kind: 'priceChanged' };

export function orderRefusal(
  a: { vendor: Pick<Vendor, 'pausedUntil'> | null; catalog: Pick<Catalog, 'productGroups'> | null; lines: readonly CartLine[] },
  now: number,
): OrderRefusal {
  const until = a.vendor?.pausedUntil;
  if (until && Date.parse(until) > now) return { kind: 'paused', until };
  for (const line of a.lines) {
    for (const group of a.catalog?.productGroups ?? []) {
      const p = group.products.find((x) => x.id === line.productId);
      if (p?.soldOut) return { kind: 'soldOut', label: p.label };
    }
  }
  return { kind: 'priceChanged' };
}
