/**
 * Vendor-side changes of an order (vendor token): POST …/orders/{orderId}:confirm | :process | :deliver | :complete |
 * :cancel and PATCH …/orders/{orderId}?updateMask=delivery.time,packaging.time,state. Both go through changeOrder.
 */
import { isFulfillmentState, statusRank } from '../../src/domain/status.ts';
import type { FulfillmentState } from '../../src/domain/types.ts';
import type { OrderActionBody } from '../../src/domain/wire/vendor-admin.ts';
import { badRequest, conflict } from '../errors.ts';
import { requireVendorToken } from './auth.ts';
import type { VendorApiContext } from './context.ts';
import { orderName } from './ids.ts';
import { resolveOrderRef } from './order-reads.ts';
import type { OrderRow } from './repositories/orders.ts';
import { changeOrder, type ChangeResult } from './orders.ts';
import { requireVendor } from './vendors.ts';

const range = (from: FulfillmentState, to: FulfillmentState): FulfillmentState[] => {
  const a = statusRank(from);
  const b = statusRank(to);
  const forward: FulfillmentState[] = [
    'PROCESSING', 'SOURCING', 'SOURCED', 'ASSEMBLING', 'ASSEMBLED', 'PICKING', 'PICKED', 'PACKING', 'PACKED',
    'PROCESSED', 'SHIPPING', 'SHIPPED', 'DELIVERING', 'DELIVERED', 'SETTLED', 'COMPLETED',
  ];
  return forward.filter((s) => statusRank(s) >= a && statusRank(s) <= b);
};

export type OrderActionName = 'confirm' | 'process' | 'deliver' | 'complete' | 'cancel';

/** Each action's default target and the states its body may ask for instead. */
export const ORDER_ACTIONS: Record<OrderActionName, { target: FulfillmentState; allowed: FulfillmentState[] }> = {
  confirm: { target: 'ACCEPTED', allowed: ['ACCEPTED'] },
  process: { target: 'PROCESSING', allowed: range('PROCESSING', 'PROCESSED') },
  deliver: { target: 'DELIVERED', allowed: range('SHIPPING', 'DELIVERED') },
  complete: { target: 'COMPLETED', allowed: ['SETTLED', 'COMPLETED'] },
  cancel: { target: 'CANCELED', allowed: ['CANCELED'] },
};

/** ISO date-time (or null) within ±30 days of now; anything else is a 400 naming the field. */
function parseEstimate(value: string | null | undefined, field: string, now: Date): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) throw badRequest(`${field} must be an ISO date-time or null`);
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw badRequest(`${field} is not a valid date-time`);
  if (Math.abs(d.getTime() - now.getTime()) > 30 * 86_400_000) throw badRequest(`${field} must lie within 30 days of now`);
  return d.toISOString();
}

/** Checks that a body's `name` (when sent) is this order's resource name. */
function checkName(body: OrderActionBody, cur: OrderRow, vendorId: string): void {
  const n = body?.name;
  if (n === undefined || n === '') return;
  const stripped = n.replace(/:[A-Za-z]+$/, '');
  if (stripped !== orderName(vendorId, cur.id) && stripped !== cur.id && stripped !== cur.nr) {
    throw badRequest(`name "${n.slice(0, 120)}" does not match order ${orderName(vendorId, cur.id)}`);
  }
}

interface OrderWrite {
  /** the `{id}` of the path */
  vendorId: string;
  /** the `{orderId}` of the path (uuid, resource name or order number) */
  order: string;
  /** the bearer token: must be the vendor's */
  token: string | null;
  body: OrderActionBody;
}

export async function orderAction(ctx: VendorApiContext, a: OrderWrite & { action: OrderActionName }): Promise<ChangeResult> {
  const vendor = await requireVendor(ctx, a.vendorId);
  requireVendorToken(a.token, vendor.secretTokenHash, ctx.config.PUBLIC_API_TOKEN);
  const spec = ORDER_ACTIONS[a.action];
  const ref = resolveOrderRef(a.order);
  const body = a.body;
  const wanted = body?.state ?? body?.fulfillment?.state;
  let target = spec.target;
  if (wanted !== undefined) {
    if (!isFulfillmentState(wanted) || !spec.allowed.includes(wanted)) {
      throw badRequest(`state for :${a.action} must be one of ${spec.allowed.join(', ')}`);
    }
    target = wanted;
  }
  const now = ctx.now();
  const deliveryTime = parseEstimate(body?.fulfillment?.delivery?.time ?? body?.delivery?.time, 'delivery.time', now);
  const packagingTime = parseEstimate(body?.fulfillment?.packaging?.time ?? body?.packaging?.time, 'packaging.time', now);
  return changeOrder(ctx, vendor.id, ref, (cur) => {
    checkName(body, cur, vendor.id);
    if (cur.state === target) return { deliveryTime, packagingTime };
    return { to: target, deliveryTime, packagingTime };
  });
}

const MASK_PATHS: Record<string, 'delivery' | 'packaging' | 'state'> = {
  'delivery.time': 'delivery',
  'fulfillment.delivery.time': 'delivery',
  'packaging.time': 'packaging',
  'fulfillment.packaging.time': 'packaging',
  'state': 'state',
  'fulfillment.state': 'state',
};

/** PATCH /v1/vendors/{id}/orders/{orderId}?updateMask=delivery.time,packaging.time,state */
export async function patchOrder(ctx: VendorApiContext, a: OrderWrite & { updateMask: string | undefined }): Promise<ChangeResult> {
  const vendor = await requireVendor(ctx, a.vendorId);
  requireVendorToken(a.token, vendor.secretTokenHash, ctx.config.PUBLIC_API_TOKEN);
  const ref = resolveOrderRef(a.order);
  const body = a.body;
  const paths = (a.updateMask ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  if (paths.length === 0) throw badRequest('updateMask is required, e.g. updateMask=delivery.time,packaging.time');
  const fields = new Set<'delivery' | 'packaging' | 'state'>();
  for (const p of paths) {
    const f = MASK_PATHS[p];
    if (!f) throw badRequest(`updateMask path "${p.slice(0, 60)}" cannot be updated; use delivery.time, packaging.time or state`);
    fields.add(f);
  }
  const now = ctx.now();
  const deliveryTime = fields.has('delivery')
    ? parseEstimate(body?.fulfillment?.delivery?.time ?? body?.delivery?.time ?? null, 'delivery.time', now)
    : undefined;
  const packagingTime = fields.has('packaging')
    ? parseEstimate(body?.fulfillment?.packaging?.time ?? body?.packaging?.time ?? null, 'packaging.time', now)
    : undefined;
  let to: FulfillmentState | undefined;
  if (fields.has('state')) {
    const s = body?.fulfillment?.state ?? body?.state;
    if (!isFulfillmentState(s)) throw badRequest('state must be a fulfillment state such as ACCEPTED or PROCESSING');
    to = s;
  }
  return changeOrder(ctx, vendor.id, ref, (cur) => {
    checkName(body, cur, vendor.id);
    if (!to && (cur.state === 'COMPLETED' || cur.state === 'CANCELED')) {
      throw conflict(`Order ${cur.nr} is ${cur.state} and can no longer change`);
    }
    return { to, deliveryTime, packagingTime };
  });
}
