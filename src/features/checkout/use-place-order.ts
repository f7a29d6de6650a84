/**
 * Order placement (spec 1 §4 "Order placement", §8; issue 4) as a mutation. One requestId per checkout attempt, kept
 * in sessionStorage and reused by every retry, so a lost response, a double click or a reload can never create a
 * second order. The button is disabled while a request runs (and a ref guards against two clicks in the same frame).
 * On success the just-placed flag is set, the requestId dropped and the account's order list invalidated (the server
 * stores a signed-in customer's order there); the caller navigates and clears the cart. A 409 means the prices
 * changed: the cart is refreshed from the vendor's catalog and the customer told so.
 *
 * Offline (issue 4): placing an order offline is refused at once — nothing is sent, nothing queued (the mutation
 * never pauses to be replayed later). A submission cut off by the network (no answer) is remembered as pending; when
 * the network is back (at once if it still is, and on the next checkout load) the server is asked for the same
 * requestId: its order → the confirmation of that one order; 404 → the customer is told no order was placed and
 * retries explicitly (same requestId, so safe).
 */
import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { catalogQueryOptions } from '../../lib/api/catalog.ts';
import { vendorQueryOptions } from '../../lib/api/vendor.ts';
import { isHttpError } from '../../lib/api/client.ts';
import { getCart, replaceCart } from '../../lib/cart/cart.ts';
import { useAuthStore } from '../../lib/supabase/auth-store.ts';
import { accountKeys } from '../../lib/supabase/account-keys.ts';
import type { PlaceOrderRequest } from '../../domain/types.ts';
import { lookupOrderByRequestId } from './api/lookup-order.ts';
import { placeOrder, type PlacedOrder } from './api/place-order.ts';
import { customerAccessToken } from './customer-token.ts';
import { checkoutKeys } from './keys.ts';
import { refreshLinePrices } from './refresh-prices.ts';
import { orderRefusal } from './order-refusal.ts';
import {
  checkoutRequestId,
  clearCheckoutDraft,
  clearPendingSubmission,
  dropCheckoutRequestId,
  loadPendingSubmission,
  savePendingSubmission,
  type PendingSubmission,
} from './storage.ts';
import { setOrderJustPlaced } from './just-placed.ts';
import { nowMs } from '../../domain/clock.ts';

export type PlaceError =
  | { kind: 'priceChanged'; detail?: string | undefined }
  /** 409: the restaurant takes no new orders until then (the desk's pause) */
  | { kind: 'paused'; until: string; detail?: undefined }
  /** 409: a product in the cart is sold out */
  | { kind: 'soldOut'; label: string; detail?: undefined }
  | { kind: 'rejected'; detail?: string | undefined }
  | { kind: 'failed'; detail?: string | undefined }
  /** refused before sending: the device is offline */
  | { kind: 'offline'; detail?: undefined }
  /** sent, answer lost: waiting for the network to ask the server */
  | { kind: 'interrupted'; detail?: undefined }
  /** the server was asked: no order with this requestId */
  | { kind: 'notPlaced'; detail?: undefined };

/** Statuses after which the server certainly created no order: the next attempt gets a new requestId. */
const DEFINITE_REJECTIONS = new Set([400, 404, 409, 410, 422]);

export function classifyPlaceError(err: unknown): PlaceError {
  if (isHttpError(err)) {
    if (err.status === 409) return { kind: 'priceChanged', detail: err.serverMessage };
    if (DEFINITE_REJECTIONS.has(err.status)) {
      return { kind: 'rejected', detail: err.serverMessage };
    }
    if (err.kind === 'network') return { kind: 'interrupted' };
    return { kind: 'failed', detail: err.serverMessage };
  }
  return { kind: 'failed' };
}

const isOnline = () => onlineManager.isOnline() && (typeof navigator === 'undefined' || navigator.onLine);

export type OnPlaced = (placed: PlacedOrder, vendorId: string) => Promise<void> | void;

interface PlaceVariables {
  vendorId: string;
  body: PlaceOrderRequest;
}

export function usePlaceOrder(onPlaced: OnPlaced) {
  const qc = useQueryClient();
  const auth = useAuthStore();
  const busy = useRef(false);
  const [error, setError] = useState<PlaceError | null>(() => (loadPendingSubmission() ? { kind: 'interrupted' } : null));

  const invalidateAccountOrders = useCallback(() => {
    const userId = auth.getState().user?.id;
    if (!userId) return;
    void qc.invalidateQueries({ queryKey: accountKeys.orders(userId) });
    void qc.invalidateQueries({ queryKey: accountKeys.stats(userId) });
  }, [qc, auth]);

  const place = useMutation({
    mutationKey: checkoutKeys.placeOrder(),
    // never paused and replayed by itself: an offline submission is refused, a lost answer is asked for by requestId
    networkMode: 'always',
    scope: { id: 'checkout:placeOrder' },
    mutationFn: async ({ vendorId, body }: PlaceVariables) =>
      placeOrder(vendorId, body, { accessToken: await customerAccessToken(auth) }),
    onSuccess: invalidateAccountOrders,
  });
  const lookup = useMutation({
    mutationKey: checkoutKeys.lookupOrder(),
    networkMode: 'always',
    scope: { id: 'checkout:placeOrder' },
    mutationFn: (p: PendingSubmission) => lookupOrderByRequestId(p.vendorId, p.requestId),
    onSuccess: (found) => {
      if (found) invalidateAccountOrders();
    },
  });
  const { mutateAsync: placeAsync } = place;
  const { mutate: lookupMutate } = lookup;

  const placed = useCallback(
    async (res: PlacedOrder, vendorId: string) => {
      setOrderJustPlaced();
      dropCheckoutRequestId();
      clearPendingSubmission();
      clearCheckoutDraft();
      await onPlaced(res, vendorId);
    },
    [onPlaced],
  );

  /** Asks the server about the pending submission (once per call; nothing happens offline). */
  const resolvePending = useCallback(() => {
    const pending = loadPendingSubmission();
    if (!pending || busy.current || !isOnline()) return;
    busy.current = true;
    lookupMutate(pending, {
      onSuccess: (found) => {
        if (found) {
          void placed(found, pending.vendorId).finally(() => (busy.current = false));
          return;
        }
        busy.current = false;
        clearPendingSubmission();
        setError({ kind: 'notPlaced' });
      },
      onError: () => {
        // still unknown (network or server trouble): stays pending, asked again on the next reconnect
        busy.current = false;
        setError({ kind: 'interrupted' });
      },
    });
  }, [lookupMutate, placed]);

  // on load (e.g. after a reload) and whenever the network comes back
  useEffect(() => {
    resolvePending();
    return onlineManager.subscribe((online) => {
      if (online) resolvePending();
    });
  }, [resolvePending]);

  /** After a 409: the cart's prices from the current catalog, and why (pause, sold out or prices; issue 14). */
  const refreshPrices = useCallback(
    async (vendorId: string, detail: string | undefined): Promise<PlaceError> => {
      const [catalog, vendor] = await Promise.all([
        qc.query({ ...catalogQueryOptions(vendorId), staleTime: 0 }).catch(() => null),
        qc.query({ ...vendorQueryOptions(vendorId), staleTime: 0 }).catch(() => null),
      ]);
      const cart = getCart();
      const why = orderRefusal({ vendor, catalog, lines: cart.lines }, nowMs());
      // the catalog could not be loaded: the message still tells the customer to check the cart
      if (why.kind !== 'priceChanged') return why;
      if (catalog) replaceCart({ ...cart, lines: refreshLinePrices(cart.lines, catalog) });
      return { kind: 'priceChanged', detail };
    },
    [qc],
  );

  const submit = useCallback(
    async (vendorId: string, build: (requestId: string) => PlaceOrderRequest) => {
      if (busy.current) return;
      if (!isOnline()) {
        setError({ kind: 'offline' });
        return;
      }
      if (loadPendingSubmission()) {
        resolvePending();
        return;
      }
      busy.current = true;
      setError(null);
      const requestId = checkoutRequestId();
      let interrupted = false;
      try {
        const res = await placeAsync({ vendorId, body: build(requestId) });
        await placed(res, vendorId);
      } catch (err) {
        const e = classifyPlaceError(err);
        if (e.kind === 'rejected' || e.kind === 'priceChanged') dropCheckoutRequestId();
        if (e.kind === 'interrupted') {
          savePendingSubmission({ vendorId, requestId, at: nowMs() });
          interrupted = true;
        }
        setError(e.kind === 'priceChanged' ? await refreshPrices(vendorId, e.detail) : e);
      } finally {
        busy.current = false;
      }
      // the answer was lost while the network still looks up: ask the server right away
      if (interrupted && isOnline()) resolvePending();
    },
    [placeAsync, placed, refreshPrices, resolvePending],
  );

  return {
    submit,
    submitting: place.isPending || lookup.isPending,
    resolving: lookup.isPending,
    error,
    clearError: () => setError(null),
  };
}
