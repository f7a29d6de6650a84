/** vendor.orders with their account copy (public.orders): what proves who may follow an order's notifications. */
import type { FulfillmentState } from '../../../src/domain/types.ts';
import type { Queryable } from '../../db/index.ts';

export interface OrderAccess {
  id: string;
  nr: string;
  state: FulfillmentState;
  /** sha256 of the order's access key (null: placed before orders had one) */
  keyHash: Uint8Array | null;
  /** the account the order was placed with, or null (a guest's order) */
  account: string | null;
}

/** The vendor's order `orderId` with its access key's hash and account, or undefined. */
export async function findOrderAccess(q: Queryable, vendorId: string, orderId: string): Promise<OrderAccess | undefined> {
  const rows = await q.query<{ id: string; nr: string; state: FulfillmentState; key_hash: Uint8Array | null; account: string | null }>(
    `select o.id, o.nr, o.state, o.access_key_hash as key_hash, a.user_id::text as account
         from vendor.orders o left join public.orders a on a.id = o.id
        where o.vendor_id = $1::uuid and o.id = $2::uuid`,
    [vendorId, orderId],
  );
  const o = rows[0];
  return o ? { id: o.id, nr: o.nr, state: o.state, keyHash: o.key_hash, account: o.account } : undefined;
}
