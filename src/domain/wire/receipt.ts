/**
 * The receipt (Beleg) of an order (issue 29) as GET …/orders/{orderId}/receipt and the desk's
 * GET /api/v1/desk/orders/{orderId}/receipt answer it: the content of a small-amount invoice (§ 11 Abs. 6 UStG),
 * computed by src/domain/receipt.ts from the stored order. Money is euro on the wire, as everywhere.
 */
import { z } from 'zod';
import { isoTime } from './fields.ts';
import { paymentMethodSchema } from './order.ts';

const euro = z.number();

export const receiptSchema = z.object({
  orderId: z.string(),
  /** the order number the customer knows */
  orderNr: z.string(),
  /** the restaurant's running receipt number, without gaps (e.g. "000017") */
  receiptNr: z.string(),
  /** when the order was placed (printed on Vienna's wall clock) */
  issuedAt: isoTime,
  vendor: z.object({ label: z.string(), address: z.string(), vatId: z.string().nullable() }),
  /** the platform that passed the order on (Lieferzone) */
  intermediary: z.object({ name: z.string(), address: z.string(), vatId: z.string() }),
  pickUp: z.boolean(),
  canceled: z.boolean(),
  payment: paymentMethodSchema,
  lines: z.array(z.object({ qty: z.number(), label: z.string(), options: z.array(z.string()), total: euro, vatRate: z.number() })),
  subtotal: euro,
  deliveryFee: euro,
  minOrderFee: euro,
  tip: euro,
  total: euro,
  vat: z.array(z.object({ rate: z.number(), gross: euro, net: euro, tax: euro })),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const RECEIPT_SIZES = ['a4', '80mm'] as const;
export type ReceiptSize = (typeof RECEIPT_SIZES)[number];
