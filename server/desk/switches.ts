/**
 * The desk's switches and presence:
 *   - pause ("30 min keine neuen Bestellungen"): `pausedUntil` in the vendor's stored record (vendor.vendors.doc), so
 *     the listing and vendor page carry it; :placeOrder refuses while it lies ahead (refusals.ts);
 *   - "ausverkauft": `soldOut` on the product in the vendor's catalogs (vendor.catalogs.doc; every catalog holding
 *     the product), shown on the vendor page, refused by :placeOrder;
 *   - presence: the desk's heartbeat (every 30 s while open), stored per account so every node sees it; the demo
 *     kitchen leaves a vendor alone while one of its desks was seen within PRESENCE_WINDOW_MS.
 * A change clears this node's vendor caches at once; other nodes follow within VENDOR_CACHE_MS.
 */
import type { Catalog } from '../../src/domain/types.ts';
import type { DeskCatalog } from '../../src/domain/wire/desk.ts';
import { notFound } from '../errors.ts';
import type { Queryable } from '../db/index.ts';
import type { VendorApiContext } from '../vendor-api/context.ts';
import type { DeskAccount } from './auth.ts';
import { deskSeenSince, touchDeskAccount } from './repositories/desk-accounts.ts';
import { findDeliveryCatalog, lockVendorCatalogs, replaceCatalogDoc, setPausedUntil } from './repositories/vendors.ts';

/** PUT /api/v1/desk/pause { minutes }: 0 resumes. The new pausedUntil (ISO) or null. */
export async function setPause(ctx: VendorApiContext, desk: DeskAccount, minutes: number): Promise<string | null> {
  const until = minutes > 0 ? new Date(ctx.now().getTime() + minutes * 60_000).toISOString() : null;
  await setPausedUntil(ctx.db, desk.vendorId, until, ctx.now().toISOString());
  ctx.vendorsChanged();
  return until;
}

/** The vendor's pause as stored: null when none or over. */
export function activePause(pausedUntil: string | null | undefined, now: Date): string | null {
  if (!pausedUntil) return null;
  const t = Date.parse(pausedUntil);
  return Number.isFinite(t) && t > now.getTime() ? new Date(t).toISOString() : null;
}

/** GET /api/v1/desk/catalog: the delivery catalog's products with their switch. */
export async function deskCatalog(ctx: VendorApiContext, desk: DeskAccount): Promise<DeskCatalog> {
  const groups = (await findDeliveryCatalog(ctx.db, desk.vendorId))?.productGroups ?? [];
  return {
    groups: groups.map((g) => ({
      slug: g.slug,
      label: g.label,
      products: g.products.map((p) => ({ id: p.id, label: p.label, pr: p.pr, soldOut: p.soldOut === true })),
    })),
  };
}

/** The catalog with the product's switch set (absent = not sold out), or null when the product is not in it. */
function withSoldOut(doc: Catalog, productId: string, soldOut: boolean): Catalog | null {
  if (!doc.productGroups.some((g) => g.products.some((p) => p.id === productId))) return null;
  const productGroups = doc.productGroups.map((g) => ({
    ...g,
    products: g.products.map((p) => {
      if (p.id !== productId) return p;
      const { soldOut: _old, ...rest } = p;
      return soldOut ? { ...rest, soldOut: true } : rest;
    }),
  }));
  return { ...doc, productGroups };
}

/** PUT /api/v1/desk/products/{productId}/sold-out { soldOut }: 404 when no catalog of the vendor has the product. */
export async function setSoldOut(ctx: VendorApiContext, desk: DeskAccount, productId: string, soldOut: boolean): Promise<void> {
  const changed = await ctx.db.tx(async (q: Queryable) => {
    const rows = await lockVendorCatalogs(q, desk.vendorId);
    let n = 0;
    for (const r of rows) {
      const next = withSoldOut(r.doc, productId, soldOut);
      if (!next) continue;
      n++;
      await replaceCatalogDoc(q, desk.vendorId, r.catalog, next, ctx.now().toISOString());
    }
    return n;
  });
  if (changed === 0) throw notFound(`Product "${productId.slice(0, 100)}" is not on the menu`);
  ctx.vendorsChanged();
}

/** How long a desk counts as present after its last heartbeat. */
export const PRESENCE_WINDOW_MS = 90_000;

/** POST /api/v1/desk/presence */
export async function recordPresence(ctx: VendorApiContext, desk: DeskAccount): Promise<void> {
  await touchDeskAccount(ctx.db, desk.userId, ctx.now().toISOString());
}

/** True while one of the vendor's desks was seen within PRESENCE_WINDOW_MS (the demo kitchen asks). */
export async function deskPresent(ctx: Pick<VendorApiContext, 'db' | 'now'>, vendorId: string): Promise<boolean> {
  return deskSeenSince(ctx.db, vendorId, new Date(ctx.now().getTime() - PRESENCE_WINDOW_MS).toISOString());
}
