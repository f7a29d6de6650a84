/**
 * Vendor-side changes to the vendor itself: PATCH /v1/vendors/{id}?updateMask=… and POST /v1/vendors/{id}:import.
 * Both validate the resulting record as a whole (schemas.ts), write through vendor-store's upsertVendor (which
 * derives the listing columns) and clear the in-process caches.
 */
import type { Catalog, Vendor } from '../../src/domain/types.ts';
import { badRequest, conflict } from '../errors.ts';
import type { VendorApiContext } from './context.ts';
import { vendorName } from './ids.ts';
import { PATCHABLE_VENDOR_FIELDS, formatIssues, importBody, parseBody, vendorSchema } from './schemas.ts';
import { upsertVendor } from './vendor-store.ts';
import { loadVendor, vendorDetailJson, type VendorRecord } from './vendors.ts';

const PATCHABLE = new Set<string>(PATCHABLE_VENDOR_FIELDS);

function validateVendor(v: unknown, prefix: string): Vendor {
  const r = vendorSchema.safeParse(v);
  if (!r.success) throw badRequest(formatIssues(r.error.issues, prefix));
  return r.data as Vendor;
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
  rec: VendorRecord,
  updateMask: string | undefined,
  body: unknown,
): Promise<string> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The body must be a (partial) vendor record');
  const patch = body as Record<string, unknown>;
  let paths = (updateMask ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  if (paths.length === 0) {
    paths = Object.keys(patch).filter((k) => k !== 'name' && k !== 'id');
    if (paths.length === 0) throw badRequest('Nothing to update: give updateMask and the new values');
  }
  for (const p of paths) {
    if (!PATCHABLE.has(p)) {
      throw badRequest(`updateMask field "${p.slice(0, 60)}" cannot be updated; updatable: ${PATCHABLE_VENDOR_FIELDS.join(', ')}`);
    }
  }
  if (typeof patch.name === 'string' && patch.name !== '' && patch.name !== vendorName(rec.id)) {
    throw badRequest(`name "${patch.name.slice(0, 100)}" does not match ${vendorName(rec.id)}`);
  }
  // the freshest record, not the cached one
  const current = (await loadVendor(ctx.db, { kind: 'id', id: rec.id }))?.vendor ?? rec.vendor;
  const next: Record<string, unknown> = { ...current };
  for (const p of paths) {
    if (patch[p] === undefined || (patch[p] === null && p !== 'disturbance')) {
      // a masked field missing from the body is cleared where it is optional, else refused by validation below
      delete next[p];
    } else {
      next[p] = patch[p];
    }
  }
  if (paths.includes('deliveryZones')) {
    const zones = (next.deliveryZones as Vendor['deliveryZones'] | undefined) ?? [];
    const first = zones[0];
    if (first && !paths.includes('deliveryFee')) next.deliveryFee = first.serviceFee;
    if (first && !paths.includes('minOrder')) next.minOrder = first.minPrice;
  }
  const vendor = validateVendor({ ...next, id: rec.id, name: vendorName(rec.id) }, '');
  await write(ctx, { vendor });
  return vendorDetailJson(ctx, rec.id, 2);
}

/**
 * POST /v1/vendors/{id}:import {name, source: {vendor?, catalogs?}} — replaces the vendor record and/or its
 * catalogs. catalogs: an array of catalogs (key = last segment of their name, default "delivery") or a map
 * key → catalog. The vendor id is the one in the path; the secret token is kept.
 */
export async function importVendor(ctx: VendorApiContext, rec: VendorRecord, body: unknown): Promise<string> {
  const input = parseBody(importBody, body ?? {});
  if (input.name && input.name !== vendorName(rec.id) && input.name !== rec.id) {
    throw badRequest(`name "${input.name.slice(0, 100)}" does not match ${vendorName(rec.id)}`);
  }
  const src = input.source;
  if (src.vendor === undefined && src.catalogs === undefined) {
    throw badRequest('source needs a vendor record, catalogs, or both');
  }
  let vendor: Vendor;
  if (src.vendor !== undefined) {
    const sent = src.vendor as Partial<Vendor> | null;
    if (!sent || typeof sent !== 'object') throw badRequest('source.vendor must be a vendor record');
    if (sent.id !== undefined && sent.id !== rec.id) {
      throw badRequest(`source.vendor.id ${String(sent.id).slice(0, 60)} does not match the vendor in the path (${rec.id})`);
    }
    vendor = validateVendor({ ...sent, id: rec.id, name: vendorName(rec.id) }, 'source.vendor');
  } else {
    vendor = (await loadVendor(ctx.db, { kind: 'id', id: rec.id }))?.vendor ?? rec.vendor;
  }
  let catalogs: Record<string, Catalog> | undefined;
  if (src.catalogs !== undefined) {
    catalogs = {};
    const entries: [string | undefined, { name?: string | undefined; productGroups: Catalog['productGroups'] }][] =
      Array.isArray(src.catalogs)
        ? src.catalogs.map((c) => [c.name?.split('/').pop(), c])
        : Object.entries(src.catalogs);
    for (const [k, c] of entries) {
      const key = (k ?? '').trim() || 'delivery';
      if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(key)) throw badRequest(`Invalid catalog key "${key.slice(0, 64)}"`);
      catalogs[key] = { name: `vendors/${rec.id}/catalogs/${key}`, productGroups: c.productGroups as Catalog['productGroups'] };
    }
  }
  const { productGroups, ...withoutMenu } = vendor;
  if (!catalogs && productGroups) catalogs = { delivery: { name: `vendors/${rec.id}/catalogs/delivery`, productGroups } };
  await write(ctx, catalogs ? { vendor: withoutMenu, catalogs } : { vendor: withoutMenu });
  return vendorDetailJson(ctx, rec.id, 2);
}
