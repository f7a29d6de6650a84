/**
 * A vendor in the back office: its view (draft or published, zones in cents, hours, the menu in the editor's shape,
 * the sign-up it came from, its desk accounts), and the writes — zones, menu (operator or the vendor's own desk) and
 * publishing. Each write is one transaction with its audit row; the vendor API's caches are cleared after it.
 */
import { buildMenu, catalogToMenu, productCount } from '../../src/domain/menu-edit.ts';
import { toCents, toEuro } from '../../src/domain/money.ts';
import type { Catalog, DeliveryZone } from '../../src/domain/types.ts';
import type { MenuBody, OpsVendor, OpsZonesBody } from '../../src/domain/wire/ops.ts';
import { vendorSchema } from '../../src/domain/wire/vendor.ts';
import type { Queryable } from '../db/index.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { lookupPostal } from '../geo/postal.ts';
import type { VendorApiContext } from '../vendor-api/context.ts';
import { upsertVendor } from '../vendor-api/vendor-store.ts';
import { writeAudit, type AuditActor } from './repositories/audit.ts';
import { claimMenuSave, lockVendor, markPublished, opsVendorRow, touchVendor, upsertDeliveryCatalog, type OpsVendorRow } from './repositories/vendors.ts';

async function load(q: Queryable, vendorId: string, lock = false): Promise<OpsVendorRow> {
  if (lock) await lockVendor(q, vendorId);
  const r = await opsVendorRow(q, vendorId);
  if (!r) throw notFound(`Vendor ${vendorId} not found`);
  return r;
}

const zoneCodes = (z: DeliveryZone): string[] => (Array.isArray(z.postalCode) ? z.postalCode : [z.postalCode]);

function view(r: OpsVendorRow): OpsVendor {
  const v = r.doc;
  return {
    id: r.id,
    slug: r.slug,
    label: v.label,
    state: r.draft ? 'draft' : 'published',
    publishedAt: r.published_at ? new Date(r.published_at).toISOString() : null,
    address: v.address,
    postalCode: v.postalCode,
    city: v.city,
    cuisine: v.cuisine ?? null,
    vatId: v.vatId ?? null,
    zones: v.deliveryZones.map((z) => ({
      label: z.label || zoneCodes(z).join(', '),
      postalCodes: zoneCodes(z),
      feeCents: toCents(z.serviceFee),
      minOrderCents: toCents(z.minPrice),
      freeDeliveryFromCents: toCents(z.serviceFeeMax),
    })),
    openingHours: v.openingHours,
    menu: catalogToMenu(r.catalog ?? { productGroups: [] }),
    signupId: r.signup_id,
    deskEmails: r.desk_emails ?? [],
  };
}

export async function opsVendor(q: Queryable, vendorId: string): Promise<OpsVendor> {
  return view(await load(q, vendorId));
}

/** Runs a vendor write in one transaction and clears the vendor API's caches afterwards (also after a failure). */
async function vendorWrite<T>(ctx: VendorApiContext, fn: (q: Queryable) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.tx(fn);
  } finally {
    ctx.vendorsChanged();
  }
}

export async function putZones(ctx: VendorApiContext, actor: AuditActor, vendorId: string, body: OpsZonesBody): Promise<OpsVendor> {
  body.zones.forEach((z, zi) => {
    z.postalCodes.forEach((c, ci) => {
      if (!lookupPostal(c)) throw badRequest(`zones.${zi}.postalCodes.${ci}: ${c} is not an Austrian postal code`);
    });
  });
  return vendorWrite(ctx, async (q) => {
    const r = await load(q, vendorId, true);
    const zones: DeliveryZone[] = body.zones.map((z) => ({
      label: z.label,
      postalCode: z.postalCodes.length === 1 ? (z.postalCodes[0] ?? '') : [...new Set(z.postalCodes)],
      minPrice: toEuro(z.minOrderCents),
      serviceFee: toEuro(z.feeCents),
      serviceFeeMax: toEuro(z.freeDeliveryFromCents ?? 0),
    }));
    const first = zones[0];
    const vendor = vendorSchema.parse({ ...r.doc, deliveryZones: zones, deliveryFee: first?.serviceFee ?? 0, minOrder: first?.minPrice ?? 0 });
    await upsertVendor(q, { vendor });
    const summary = body.zones.map((z) => `${z.postalCodes.join('/')}: ${z.feeCents} ct, min ${z.minOrderCents} ct`).join('; ');
    await writeAudit(q, actor, { entity: 'vendor', entityId: vendorId, action: 'zones', note: summary.slice(0, 2000) });
    return view(await load(q, vendorId));
  });
}

/**
 * Sets the restaurant's UID number (checked, normalized by the route's schema: opsVatIdBodySchema) or removes it
 * (null). Its receipts print it from then on; receipts already issued are read with it too (they are not stored).
 */
export async function putVatId(ctx: VendorApiContext, actor: AuditActor, vendorId: string, vatId: string | null): Promise<OpsVendor> {
  return vendorWrite(ctx, async (q) => {
    const r = await load(q, vendorId, true);
    const { vatId: before, ...rest } = r.doc;
    const vendor = vendorSchema.parse(vatId ? { ...rest, vatId } : rest);
    await upsertVendor(q, { vendor });
    await writeAudit(q, actor, { entity: 'vendor', entityId: vendorId, action: 'vat_id', from: before ?? null, to: vatId });
    return view(await load(q, vendorId));
  });
}

/**
 * Replaces the delivery menu (400 with the first problems' paths when it is not valid); the sold-out switches stay.
 * `clientId` (issue 32, the desk's offline queue): the save's own id, claimed in vendor.desk_menu_saves in the same
 * transaction — a repeat answers the menu as it is and changes nothing; a refused save (400) leaves no claim.
 */
export async function putMenu(ctx: VendorApiContext, actor: AuditActor, vendorId: string, body: MenuBody, clientId?: string): Promise<OpsVendor> {
  return vendorWrite(ctx, async (q) => {
    if (clientId !== undefined) {
      if (!(await claimMenuSave(q, vendorId, clientId))) return view(await load(q, vendorId));
    }
    const r = await load(q, vendorId, true);
    const soldOut = new Set((r.catalog?.productGroups ?? []).flatMap((g) => g.products.filter((p) => p.soldOut).map((p) => p.id)));
    const built = buildMenu(body, vendorId, soldOut);
    if (!built.ok) throw badRequest(built.problems.slice(0, 5).map((p) => `${p.path}: ${p.message}`).join('; '));
    const doc: Catalog = { name: `vendors/${vendorId}/catalogs/delivery`, productGroups: built.productGroups };
    await upsertDeliveryCatalog(q, vendorId, doc);
    // the vendor row's version changes with its menu: cached vendor answers (with the menu embedded) are rebuilt
    await touchVendor(q, vendorId);
    const note = `${built.productGroups.length} categories, ${productCount(built.productGroups)} products`;
    await writeAudit(q, actor, { entity: 'vendor', entityId: vendorId, action: 'menu', note });
    return view(await load(q, vendorId));
  });
}

/** A draft goes live: listed for its zones' postal codes. 409 when already published or nothing can be ordered. */
export async function publishVendor(ctx: VendorApiContext, actor: AuditActor, vendorId: string): Promise<OpsVendor> {
  return vendorWrite(ctx, async (q) => {
    const r = await load(q, vendorId, true);
    if (!r.draft) throw conflict('This vendor is already published');
    if (productCount(r.catalog?.productGroups ?? []) === 0) throw conflict('The menu is empty: add at least one product before publishing');
    if (r.doc.deliveryZones.length === 0) throw conflict('The vendor has no delivery zone: add one before publishing');
    await markPublished(q, vendorId);
    await writeAudit(q, actor, { entity: 'vendor', entityId: vendorId, action: 'publish', from: 'draft', to: 'published' });
    return view(await load(q, vendorId));
  });
}
