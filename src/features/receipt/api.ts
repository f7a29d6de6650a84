/**
 * The customer's receipt (issue 29): GET /api/v1/vendors/{vendor}/orders/{orderId}/receipt, parsed by the wire schema
 * of src/domain/wire/receipt.ts, and its PDF (…/receipt.pdf). A signed-in customer sends their access token (an
 * order in an account is that account's); a guest's order is read by its link alone.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../domain/languages.ts';
import { receiptSchema, type ReceiptSize } from '../../domain/wire/receipt.ts';
import { apiFetch } from '../../lib/api/client.ts';
import { ApiRequestError } from '../../lib/api/errors.ts';
import { parseAnswer } from '../../lib/api/parse.ts';
import { DEFAULT_PUBLIC_API_TOKEN, loadRuntimeConfig } from '../../lib/runtime-config.ts';
import type { AuthStore } from '../../lib/supabase/auth-store.ts';
import { receiptKeys } from './keys.ts';

/** The signed-in customer's access token, null for a guest. */
async function accountToken(auth: Pick<AuthStore, 'getState' | 'connect'>): Promise<string | null> {
  if (auth.getState().status !== 'authenticated') return null;
  const session = await (await auth.connect()).auth.getSession().catch(() => null);
  return session?.data.session?.access_token ?? null;
}

const path = (vendorId: string, orderId: string) => `/api/v1/vendors/${encodeURIComponent(vendorId)}/orders/${encodeURIComponent(orderId)}/receipt`;

export const receiptQueryOptions = (auth: Pick<AuthStore, 'getState' | 'connect'>, vendorId: string, orderId: string) =>
  queryOptions({
    queryKey: receiptKeys.detail(vendorId, orderId),
    queryFn: async ({ signal }) => {
      const token = await accountToken(auth);
      return parseAnswer(receiptSchema, await apiFetch<unknown>(path(vendorId, orderId), { signal, ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}) }), 'receipt');
    },
    retry: (count, err) => !(err instanceof ApiRequestError && err.status !== undefined && err.status < 500) && count < 2,
  });

export async function fetchReceiptPdf(
  auth: Pick<AuthStore, 'getState' | 'connect'>,
  a: { vendorId: string; orderId: string; size: ReceiptSize; lang: Language },
): Promise<Blob> {
  const [config, token] = await Promise.all([loadRuntimeConfig(), accountToken(auth)]);
  const res = await fetch(`${config.apiBaseUrl}${path(a.vendorId, a.orderId)}.pdf?lang=${a.lang}&size=${a.size}`, {
    headers: { Accept: 'application/pdf', Authorization: `Bearer ${token ?? config.publicApiToken ?? DEFAULT_PUBLIC_API_TOKEN}` },
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`receipt PDF: ${String(res.status)}`);
  return res.blob();
}
