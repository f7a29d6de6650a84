/**
 * An order's receipt for the courier bag (issue 29): GET /api/v1/desk/orders/{orderId}/receipt (the restaurant's own
 * orders only) and its PDF (…/receipt.pdf?size=80mm).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../domain/languages.ts';
import { receiptSchema, type ReceiptSize } from '../../../domain/wire/receipt.ts';
import { deskKeys } from '../keys.ts';
import { deskFetch, deskRequest } from './desk-fetch.ts';

const path = (orderId: string) => `/api/v1/desk/orders/${encodeURIComponent(orderId)}/receipt`;

export const deskReceiptQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: deskKeys.receipt(orderId),
    queryFn: ({ signal }) => deskFetch(path(orderId), receiptSchema, { signal }),
  });

export async function fetchDeskReceiptPdf(orderId: string, size: ReceiptSize, lang: Language): Promise<Blob> {
  const res = await deskRequest(`${path(orderId)}.pdf`, { accept: 'application/pdf', query: { size, lang } });
  return res.blob();
}
