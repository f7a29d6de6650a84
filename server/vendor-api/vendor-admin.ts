/**
 * Vendor-side changes to the vendor itself (vendor token): PATCH /v1/vendors/{id}?updateMask=… and
 * POST /v1/vendors/{id}:import. The bodies arrive validated by their wire schemas (vendorPatchBodySchema,
 * vendorImportBodySchema); the resulting record is validated as a whole with vendorSchema, written through
 * vendor-store's upsertVendor (which derives the listing columns) and the in-process caches are cleared.
 */
import type { Catalog, Vendor } from '../../src/domain/types.ts';
import {
  PATCHABLE_VENDOR_FIELDS, type VendorImportBody, type VendorPatchBody,
} from '../../src/domain/wire/vendor-admin.ts';
import { vendorSchema } from '../../src/domain/wire/vendor.ts';
import { badRequest, conflict } from '../errors.ts';
import { requireVendorToken } from './auth.ts';
import type { VendorApiContext } from './context.ts';
import { vendorName } from './ids.ts';
import { parseOrThrow } from './validation.ts';
import { upsertVendor } from './vendor-store.ts';
import { loadVendor, requireVendor, vendorDetailJson, type VendorRecord } from './vendors.ts';

const PATCHABLE = new Set<string>(PATCHABLE_VENDOR_FIELDS);

interface VendorWrite<B> {
  /** the `{id}` of the path */
  vendorId: string;
  /** the bearer token: must be the vendor's */
  token: string | null;
  body: B;
}

async function vendorFor(ctx: VendorApiContext, a: VendorWrite<unknown>): Promise<VendorRecord> {
  const rec = await requireVendor(ctx, a.vendorId);
  requireVendorToken(a.token, rec.secretTokenHash, ctx.config.PUBLIC_API_TOKEN);
  return rec;
}

async function write(ctx: VendorApiContext, input: { vendor: Vendor; catalogs?: Record<string, Catalog> }): Promise<void> {
  try {
    await ctx.db.tx((q) => upsertVendor(q, input));
  } catch (err) {
    const e = err as { code?: string; message?: string };
    if (e.code === '23505' || /duplicate key/.test(e.message ?? '')) {
      throw conflict(`Slug "${input.vendor.slug}" is already used by another vendor`);
    }
    throw err;
  } finally {
    ctx.vendorsChanged();
  }
}

/**
 * PATCH /v1/vendors/{id}?updateMask=label,tags,isOpen,… with the new values in the body (a partial vendor record).
 * Without updateMask every patchable field present in the body is updated. Changing deliveryZones also refreshes
 * the display deliveryFee / minOrder (first zone) unless those are in the mask too.
 */
export async function patchVendor(
  ctx: VendorApiContext,
  a: VendorWrite<VendorPatchBody> & { updateMask: string | undefined },
): Promise<Buffer> {
  const rec = await vendorFor(ctx, a);
  const patch: Record<string, unknown> = a.body;
  let paths = (a.updateMask ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  if (paths.length === 0) {
    paths = Object.keys(patch).filter((k) => k !== 'name' && k !== 'id');
    if (paths.length === 0) throw badRequest('Nothing to update: give updateMask and the new values');
  }
  for (const p of paths) {
    if (!PATCHABLE.has(p)) {
      throw badRequest(`updateMask field "${p.slice(0, 60)}" cannot be updated; updatable: ${PATCHABLE_VENDOR_FIELDS.join(', ')}`);
    }
  }
  const name = a.body.name;
  if (name !== undefined && name !== '' && name !== vendorName(rec.id)) {
    throw badRequest(`name "${name.slice(0, 100)}" does not match ${vendorName(rec.id)}`);
  }
  // the freshest record, not the cached one
  const current = (await loadVendor(ctx.db, { kind: 'id', id: rec.id }))?.vendor ?? rec.vendor;
  // a masked field missing from the body (or null) is cleared where it is optional, else refused by validation below
  const cleared = new Set(paths.filter((p) => patch[p] === undefined || (patch[p] === null && p !== 'disturbance')));
  const next: Record<string, unknown> = Object.fromEntries(Object.entries(current).filter(([k]) => !cleared.has(k)));
  for (const p of paths) if (!cleared.has(p)) next[p] = patch[p];
  if (paths.includes('deliveryZones')) {
    const first = (next.deliveryZones as Vendor['deliveryZones'] | undefined)?.[0];
    if (first && !paths.includes('deliveryFee')) next.deliveryFee = first.serviceFee;
    if (first && !paths.includes('minOrder')) next.minOrder = first.minPrice;
  }
  const vendor = parseOrThrow(vendorSchema, { ...next, id: rec.id, name: vendorName(rec.id) });
  await write(ctx, { vendor });
  return vendorDetailJson(ctx, rec.id, 2, { drafts: true });
}

/**
 * POST /v1/vendors/{id}:import {name, source: {vendor?, catalogs?}} — replaces the vendor record and/or its
 * catalogs. catalogs: an array of catalogs (key = last segment of their name, default "delivery") or a map
 * key → catalog. The vendor id is the one in the path; the secret token is kept.
 */
export async function importVendor(ctx: VendorApiContext, a: VendorWrite<VendorImportBody>): Promise<Buffer> {
  const rec = await vendorFor(ctx, a);
  const input = a.body;
  if (input.name && input.name !== vendorName(rec.id) && input.name !== rec.id) {
    throw badRequest(`name "${input.name.slice(0, 100)}" does not match ${vendorName(rec.id)}`);
  }
  const src = input.source;
  if (src.vendor === undefined && src.catalogs === undefined) throw badRequest('source needs a vendor record, catalogs, or both');
  let vendor: Vendor;
  if (src.vendor !== undefined) {
    const sent = src.vendor;
    if (sent.id !== undefined && sent.id.toLowerCase() !== rec.id) {
      throw badRequest(`source.vendor.id ${sent.id.slice(0, 60)} does not match the vendor in the path (${rec.id})`);
    }
    // special days and busy mode are the kitchen's own settings (desk, back office; issue 32): a record from the
    // vendor's system that does not carry them keeps them
    const current = (await loadVendor(ctx.db, { kind: 'id', id: rec.id }))?.vendor ?? rec.vendor;
    const kept = { ...(current.specialDays ? { specialDays: current.specialDays } : {}), ...(current.busy ? { busy: current.busy } : {}) };
    vendor = parseOrThrow(vendorSchema, { ...kept, ...sent, id: rec.id, name: vendorName(rec.id) }, 'source.vendor');
  } else {
    vendor = (await loadVendor(ctx.db, { kind: 'id', id: rec.id }))?.vendor ?? rec.vendor;
  }
  let catalogs: Record<string, Catalog> | undefined;
  if (src.catalogs !== undefined) {
    catalogs = {};
    const entries: [string | undefined, { productGroups: Catalog['productGroups'] }][] = Array.isArray(src.catalogs)
      ? src.catalogs.map((c) => [c.name?.split('/').pop(), c])
      : Object.entries(src.catalogs);
    for (const [k, c] of entries) {
      const key = (k ?? '').trim() || 'delivery';
      if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(key)) throw badRequest(`Invalid catalog key "${key.slice(0, 64)}"`);
      catalogs[key] = { name: `vendors/${rec.id}/catalogs/${key}`, productGroups: c.productGroups };
    }
  }
  const { productGroups, ...withoutMenu } = vendor;
  if (!catalogs && productGroups) catalogs = { delivery: { name: `vendors/${rec.id}/catalogs/delivery`, productGroups } };
  await write(ctx, catalogs ? { vendor: withoutMenu, catalogs } : { vendor: withoutMenu });
  return vendorDetailJson(ctx, rec.id, 2, { drafts: true });
}
