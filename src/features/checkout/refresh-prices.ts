/**
 * After the server reports a price change (409), the cart is refreshed from the vendor's current catalog: every
 * line is rebuilt with the catalog's labels and prices (same product, same picks, same quantity and notes); lines
 * whose product no longer exists are dropped.
 */
import { buildCartLine, lineSelection, type CartLine } from '../../domain/cart.ts';
import type { Catalog } from '../../domain/types.ts';

export function refreshLinePrices(lines: CartLine[], catalog: Pick<Catalog, 'productGroups'>): CartLine[] {
  const out: CartLine[] = [];
  for (const line of lines) {
    let found = false;
    for (const group of catalog.productGroups) {
      const product = group.products.find((p) => p.id === line.productId);
      if (!product) continue;
      const fresh = buildCartLine({
        group,
        product,
        selection: lineSelection(line),
        quantity: line.quantity,
        notes: line.notes,
        addons: line.addons,
      });
      out.push(fresh);
      found = true;
      break;
    }
    if (!found) continue;
  }
  return out;
}
