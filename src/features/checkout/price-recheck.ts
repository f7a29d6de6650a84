/**
 * Cart restore (issue 4): a cart that survived a closed tab or a restart is re-checked against the vendor's latest
 * catalog once per page load when online; changed lines are updated and pointed out (old price shown), lines whose
 * product is gone are removed and named. Offline nothing happens (the cart stays as it was).
 */
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { lineTotalCents, type CartLine } from '../../domain/cart.ts';
import type { Cents } from '../../domain/money.ts';
import type { Catalog } from '../../domain/types.ts';
import { getCart, replaceCart } from '../../lib/cart/cart.ts';
import { catalogQueryOptions } from '../../lib/api/catalog.ts';
import { refreshLinePrices } from './refresh-prices.ts';

export interface PriceCheckResult {
  lines: CartLine[];
  /** cartItemId → the line total before the change */
  changed: Map<string, Cents>;
  removed: string[];
}

export function recheckPrices(lines: CartLine[], catalog: Pick<Catalog, 'productGroups'>): PriceCheckResult {
  const fresh = refreshLinePrices(lines, catalog);
  const byId = new Map(fresh.map((l) => [l.cartItemId, l]));
  const changed = new Map<string, Cents>();
  const removed: string[] = [];
  const out: CartLine[] = [];
  for (const old of lines) {
    const now = byId.get(old.cartItemId) ?? fresh.find((l) => l.productId === old.productId && l.quantity === old.quantity);
    if (!now) {
      removed.push(old.name);
      continue;
    }
    if (lineTotalCents(now) !== lineTotalCents(old)) changed.set(now.cartItemId, lineTotalCents(old));
    out.push(now);
  }
  return { lines: out, changed, removed };
}

/** Checked once per page load and vendor (module state: a reload is a new restore). */
const checked = new Set<string>();

export function usePriceRecheck(vendorId: string | null): { changed: Map<string, Cents>; removed: string[] } {
  const qc = useQueryClient();
  const [result, setResult] = useState<{ changed: Map<string, Cents>; removed: string[] }>({ changed: new Map(), removed: [] });
  useEffect(() => {
    if (!vendorId || checked.has(vendorId)) return;
    let cancelled = false;
    const run = async () => {
      if (!onlineManager.isOnline() || checked.has(vendorId)) return;
      checked.add(vendorId);
      try {
        const catalog = await qc.query({ ...catalogQueryOptions(vendorId), staleTime: 0 });
        const cart = getCart();
        if (cancelled || cart.vendorId !== vendorId || cart.lines.length === 0) return;
        const r = recheckPrices(cart.lines, catalog);
        if (r.changed.size === 0 && r.removed.length === 0) return;
        replaceCart({ ...cart, lines: r.lines });
        setResult({ changed: r.changed, removed: r.removed });
      } catch {
        checked.delete(vendorId); // try again later
      }
    };
    void run();
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online) void run();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [qc, vendorId]);
  return result;
}
