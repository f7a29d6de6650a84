/**
 * Opening hours, special days and busy mode of a vendor (issue 32 part B): what the desk (its own vendor) and the
 * back office (any vendor) read and change. Stored in the vendor's record (vendor.vendors.doc: `openingHours`,
 * `specialDays`, `busy`), so the listing, the vendor page, checkout's slots and :placeOrder's expiry read them at once
 * — this node's caches are cleared after the write, other nodes follow within VENDOR_CACHE_MS. Every write is one
 * transaction with its audit row (public.ops_audit, action 'hours').
 */
import { activeBusy } from '../../src/domain/busy.ts';
import { supportedDeliveryTypes } from '../../src/domain/delivery-types.ts';
import { entriesOfWeek, weekOfEntries } from '../../src/domain/hours-edit.ts';
import { isoDateOf } from '../../src/domain/opening-hours.ts';
import type { Vendor } from '../../src/domain/types.ts';
import type { Busy, BusyBody, HoursBody, HoursView } from '../../src/domain/wire/vendor-hours.ts';
import { localDateOf } from '../../src/domain/zoned-time.ts';
import type { Queryable } from '../db/index.ts';
import { badRequest, notFound } from '../errors.ts';
import { writeAudit, type AuditActor } from '../ops/repositories/audit.ts';
import type { VendorApiContext } from '../vendor-api/context.ts';
import { findVendorDoc, mergeVendorDoc } from './repositories/vendors.ts';

async function loadDoc(q: Queryable, vendorId: string, lock: boolean): Promise<Vendor> {
  const doc = await findVendorDoc(q, vendorId, lock);
  if (!doc) throw notFound(`Vendor ${vendorId} not found`);
  return doc;
}

function view(doc: Vendor, now: Date): HoursView {
  return { weekly: weekOfEntries(doc.openingHours), specialDays: doc.specialDays ?? [], busy: activeBusy(doc.busy, now) };
}

export async function getHours(ctx: VendorApiContext, vendorId: string): Promise<HoursView> {
  return view(await loadDoc(ctx.db, vendorId, false), ctx.now());
}

async function write(ctx: VendorApiContext, vendorId: string, fn: (q: Queryable, doc: Vendor) => Promise<Partial<Vendor>>): Promise<HoursView> {
  try {
    return await ctx.db.tx(async (q) => {
      const doc = await loadDoc(q, vendorId, true);
      const patch = await fn(q, doc);
      await mergeVendorDoc(q, vendorId, patch, ctx.now().toISOString());
      return view({ ...doc, ...patch }, ctx.now());
    });
  } finally {
    ctx.vendorsChanged();
  }
}

/** PUT …/hours: the week and the special days (days before today in Vienna are dropped, the rest sorted by date). */
export function putHours(ctx: VendorApiContext, actor: AuditActor, vendorId: string, body: HoursBody): Promise<HoursView> {
  const today = isoDateOf(localDateOf(ctx.now()));
  const specialDays = body.specialDays.filter((d) => d.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  return write(ctx, vendorId, async (q) => {
    const openingHours = entriesOfWeek(body.weekly);
    const note = `${openingHours.length} ranges a week; special days: ${specialDays.map((d) => `${d.date} ${d.closed ? 'closed' : d.ranges.map((r) => `${r.from}-${r.to}`).join(',')}`).join('; ') || 'none'}`;
    await writeAudit(q, actor, { entity: 'vendor', entityId: vendorId, action: 'hours', note: note.slice(0, 2000) });
    return { openingHours, specialDays };
  });
}

/** PUT …/busy: extra minutes and/or delivery paused, for `forMinutes` or until switched off; all off clears it. */
export function putBusy(ctx: VendorApiContext, actor: AuditActor, vendorId: string, body: BusyBody): Promise<HoursView> {
  return write(ctx, vendorId, async (q, doc) => {
    if (body.deliveryPaused && !supportedDeliveryTypes(doc.tags).includes('pickup')) {
      throw badRequest('deliveryPaused: this restaurant offers delivery only — pause new orders instead');
    }
    if (body.deliveryPaused && !supportedDeliveryTypes(doc.tags).includes('delivery')) {
      throw badRequest('deliveryPaused: this restaurant offers pickup only — there is no delivery to pause');
    }
    const off = body.extraMinutes === 0 && !body.deliveryPaused;
    const busy: Busy | null = off
      ? null
      : {
          extraMinutes: body.extraMinutes,
          deliveryPaused: body.deliveryPaused,
          until: body.forMinutes === null ? null : new Date(ctx.now().getTime() + body.forMinutes * 60_000).toISOString(),
        };
    const note = busy ? `busy +${busy.extraMinutes} min${busy.deliveryPaused ? ', delivery paused' : ''}${busy.until ? ` until ${busy.until}` : ''}` : 'busy off';
    await writeAudit(q, actor, { entity: 'vendor', entityId: vendorId, action: 'hours', note });
    return { busy };
  });
}
