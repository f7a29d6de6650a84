/**
 * "Erneut bestellen": the order's lines back into cart lines (same products, picks, quantities and notes), priced
 * as the server priced them. The cart page then shows them; checkout re-prices with the server anyway.
 */
import { cartLineId, type CartLine } from '../../domain/cart.ts';
import type { Selection } from '../../domain/options.ts';
import type { Order } from '../../domain/types.ts';

export function orderLinesToCartLines(lines: Order['lines']): CartLine[] {
  const out: CartLine[] = [];
  for (const l of lines) {
    if (!l.entry.productId) continue;
    const qty = Number.isInteger(l.qty) && l.qty > 0 ? l.qty : 1;
    const options: CartLine['options'] = (l.entry.opts ?? [])
      .map((o) => ({
        slug: o.slug,
        label: o.label ?? o.slug,
        selectedValues: o.vals
          .filter((v) => v.qty > 0)
          .map((v) => ({ slug: v.slug, label: v.label ?? v.slug, price: v.pr ?? 0, qty: v.qty })),
      }))
      .filter((o) => o.selectedValues.length > 0);
    const selection: Selection = {};
    for (const o of options) selection[o.slug] = Object.fromEntries(o.selectedValues.map((v) => [v.slug, v.qty]));
    // the server's line total includes option charges after free picks; derive the base price from it when the
    // entry has none, so the refilled cart shows what was paid
    const base = typeof l.entry.pr === 'number' ? l.entry.pr : typeof l.total === 'number' ? l.total / qty : 0;
    const line: CartLine = {
      cartItemId: cartLineId(l.entry.productId, selection),
      productId: l.entry.productId,
      name: l.entry.label ?? l.entry.productId,
      price: base,
      quantity: qty,
      vatPercent: typeof l.entry.vatP === 'number' ? l.entry.vatP : 20,
      options,
      addons: [],
    };
    if (l.note) line.notes = l.note;
    out.push(line);
  }
  return out;
}

/** The vendor id of a resource name `vendors/{vid}/orders/{oid}` (or `vendors/{vid}`). */
export function parseOrderName(name: string | undefined | null): { vendorId: string; orderId: string | null } | null {
  if (!name) return null;
  const m = /^vendors\/([^/]+)(?:\/orders\/([^/]+))?$/.exec(name.trim());
  if (!m || !m[1]) return null;
  return { vendorId: m[1], orderId: m[2] ?? null };
}
