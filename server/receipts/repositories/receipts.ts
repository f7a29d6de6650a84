/**
 * Receipts repository: a stored order with its receipt number (vendor.order_receipts), its restaurant's record and
 * the account it is in (public.orders), over the caller's query handle.
 */
import type { Order, Vendor } from '../../../src/domain/types.ts';
import type { Queryable } from '../../db/index.ts';

export interface ReceiptRow {
  id: string;
  nr: string;
  vendor_id: string;
  doc: Order;
  receipt_nr: number | null;
  account_user: string | null;
  vendor_doc: Vendor;
}

const RECEIPT_SQL = `
select o.id, o.nr, o.vendor_id, o.doc, r.nr as receipt_nr, a.user_id as account_user, v.doc as vendor_doc
  from vendor.orders o
  join vendor.vendors v on v.id = o.vendor_id
  left join vendor.order_receipts r on r.order_id = o.id
  left join public.orders a on a.id = o.id
 where o.id = $1::uuid and o.vendor_id = $2::uuid`;

/** The order of this vendor with this id (lower-case uuid); null when there is none. */
export async function receiptRow(q: Queryable, vendorId: string, orderId: string): Promise<ReceiptRow | null> {
  return (await q.query<ReceiptRow>(RECEIPT_SQL, [orderId, vendorId]))[0] ?? null;
}
