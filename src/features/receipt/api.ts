/**
 * The customer's receipt (issue 29): GET /api/v1/vendors/{vendor}/orders/{orderId}/receipt, parsed by the wire schema
 * of src/domain/wire/receipt.ts, and its PDF (…/receipt.pdf). A signed-in customer sends their access token (an
 * order in an account is that account's); a guest's order is read by its link alone.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../domain/languages.ts';
import { receiptSchema, type ReceiptSize } from '../../domain/wire/receipt.ts';
import { apiFetch, request } from '../../lib/api/client.ts';
import { isHttpError } from '../../lib/api/errors.ts';
import { parserOf } from '../../lib/api/parse.ts';
import type { AuthStore } from '../../lib/supabase/auth-store.ts';
import { receiptKeys } from './keys.ts';

/** The signed-in customer's access token, else (a guest) the public one. */
async function customerAuth(auth: Pick<AuthStore, 'getState' | 'connect'>): Promise<'public' | (() => Promise<string>)> {
  if (auth.getState().status !== 'authenticated') return 'public';
  const session = await (await auth.connect()).auth.getSession().catch(() => null);
  const token = session?.data.session?.access_token;
  return token ? () => Promise.resolve(token) : 'public';
}

const path = (vendorId: string, orderId: string) => `/api/v1/vendors/${encodeURIComponent(vendorId)}/orders/${encodeURIComponent(orderId)}/receipt`;

export const receiptQueryOptions = (auth: Pick<AuthStore, 'getState' | 'connect'>, vendorId: string, orderId: string) =>
  queryOptions({
    queryKey: receiptKeys.detail(vendorId, orderId),
    queryFn: async ({ signal }) =>
      apiFetch(path(vendorId, orderId), { signal, auth: await customerAuth(auth), parse: parserOf(receiptSchema, 'receipt') }),
    // a refusal (not found, not yours) will not change; the network or the server may
    retry: (count, err) => (!isHttpError(err) || err.unreachable) && count < 2,
  });

export async function fetchReceiptPdf(
  auth: Pick<AuthStore, 'getState' | 'connect'>,
  a: { vendorId: string; orderId: string; size: ReceiptSize; lang: Language },
): Promise<Blob> {
  const res = await request(`${path(a.vendorId, a.orderId)}.pdf`, { query: { lang: a.lang, size: a.size }, accept: 'application/pdf', auth: await customerAuth(auth) });
  return res.blob();
}
