/**
 * Reading a receipt (issue 29): the stored order, its receipt number (vendor.order_receipts, assigned by the trigger
 * of migration 0024 in the placement's transaction), the restaurant's record and the account the order is in.
 * Who may read it:
 *   - a guest's order: whoever holds the order's own link (its uuid), as for the tracking read;
 *   - an order placed signed in: only that account (its access token);
 *   - the desk: the orders of its own restaurant.
 * Orders are found by uuid only: the order number is sequential and guessable.
 */
import { toEuro } from '../../src/domain/money.ts';
import { receiptNumberText, receiptTotals } from '../../src/domain/receipt.ts';
import type { Receipt } from '../../src/domain/wire/receipt.ts';
import { UUID_PATTERN } from '../../src/domain/wire/patterns.ts';
import { COMPANY } from '../../src/domain/company.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError, forbidden, notFound } from '../errors.ts';
import { receiptRow, type ReceiptRow } from './repositories/receipts.ts';

async function readRow(q: Queryable, vendorId: string, orderId: string): Promise<ReceiptRow> {
  if (!UUID_PATTERN.test(orderId)) {
    throw forbidden("A receipt is found by the order's own link (its id from the tracking link); the order number alone is not enough");
  }
  const row = await receiptRow(q, vendorId, orderId.toLowerCase());
  if (!row) throw notFound('Order not found');
  return row;
}

/** The customer's read: a guest's order by its link, an account's order by that account only. */
export async function customerReceipt(q: Queryable, a: { vendorId: string; orderId: string; userId: string | null }): Promise<Receipt> {
  const row = await readRow(q, a.vendorId, a.orderId);
  if (row.account_user) {
    if (!a.userId) throw new ApiError(401, 'This order belongs to an account: sign in to see its receipt');
    if (row.account_user !== a.userId) throw forbidden("This order belongs to another account: only that account sees its receipt");
  }
  return receiptOf(row);
}

/** The desk's read: orders of its own restaurant only (another restaurant's order is not found). */
export async function deskReceipt(q: Queryable, a: { vendorId: string; orderId: string }): Promise<Receipt> {
  return receiptOf(await readRow(q, a.vendorId, a.orderId));
}

const INTERMEDIARY = {
  name: COMPANY.name.value,
  address: `${COMPANY.street.value}, ${COMPANY.postalCode.value} ${COMPANY.city.value}`,
  vatId: COMPANY.vatId.value,
};

function receiptOf(row: ReceiptRow): Receipt {
  if (row.receipt_nr === null) throw new ApiError(500, 'The order has no receipt number');
  const order = row.doc;
  const v = row.vendor_doc;
  const t = receiptTotals(order);
  const address = v.address.includes(v.postalCode) ? v.address : `${v.address}, ${v.postalCode} ${v.city}`;
  return {
    orderId: row.id,
    orderNr: row.nr,
    receiptNr: receiptNumberText(row.receipt_nr),
    issuedAt: order.createTime,
    vendor: { label: v.label, address, vatId: v.vatId ?? null },
    intermediary: INTERMEDIARY,
    pickUp: order.delivery.pickUp,
    canceled: order.fulfillment.state === 'CANCELED',
    payment: order.payment.method,
    lines: t.lines.map((l) => ({ qty: l.qty, label: l.label, options: l.options, total: toEuro(l.total), vatRate: l.vatRate })),
    subtotal: toEuro(t.subtotal),
    deliveryFee: toEuro(t.deliveryFee),
    minOrderFee: toEuro(t.minOrderFee),
    tip: toEuro(t.tip),
    total: toEuro(t.total),
    vat: t.vat.map((r) => ({ rate: r.rate, gross: toEuro(r.gross), net: toEuro(r.net), tax: toEuro(r.tax) })),
  };
}
