/**
 * Order placement (spec 1 §4 "Order placement", §8; issue 4). One requestId per checkout attempt, kept in
 * sessionStorage and reused by every retry, so a lost response, a double click or a reload can never create a second
 * order. The button is disabled while a request runs (and a ref guards against two clicks in the same frame).
 * On success the just-placed flag is set and the requestId dropped; the caller navigates and clears the cart.
 * A 409 means the prices changed: the cart is refreshed from the vendor's catalog and the customer told so.
 *
 * Offline (issue 4): placing an order offline is refused at once — nothing is sent, nothing queued. A submission
 * cut off by the network (no answer) is remembered as pending; when the network is back (at once if it still is,
 * and on the next checkout load) the server is asked for the same requestId: its order → the confirmation of that
 * one order; 404 → the customer is told no order was placed and retries explicitly (same requestId, so safe).
 */
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiRequestError } from '../../lib/api/client.ts';
import { getCart, replaceCart } from '../../lib/cart/cart.ts';
import type { PlaceOrderRequest, PlaceOrderResponse } from '../../domain/types.ts';
import { checkoutCatalogQueryOptions } from './api/catalog.ts';
import { lookupOrderByRequestId } from './api/lookup-order.ts';
import { placeOrder } from './api/place-order.ts';
import { refreshLinePrices } from './refresh-prices.ts';
import {
  checkoutRequestId,
  clearCheckoutDraft,
  clearPendingSubmission,
  dropCheckoutRequestId,
  loadPendingSubmission,
  savePendingSubmission,
  setOrderJustPlaced,
} from './storage.ts';

export type PlaceError =
  | { kind: 'priceChanged'; detail?: string | undefined }
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
  if (isApiRequestError(err)) {
    if (err.status === 409) return { kind: 'priceChanged', detail: err.serverMessage };
    if (err.status !== undefined && DEFINITE_REJECTIONS.has(err.status)) {
      return { kind: 'rejected', detail: err.serverMessage };
    }
    if (err.kind === 'network') return { kind: 'interrupted' };
    return { kind: 'failed', detail: err.serverMessage };
  }
  return { kind: 'failed' };
}

const isOnline = () => onlineManager.isOnline() && (typeof navigator === 'undefined' || navigator.onLine !== false);

export function usePlaceOrder(onPlaced: (res: PlaceOrderResponse, vendorId: string) => Promise<void> | void) {
  const qc = useQueryClient();
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [resolving, setResolving] = useState(false);
  const [error, setError] = useState<PlaceError | null>(() => (loadPendingSubmission() ? { kind: 'interrupted' } : null));
  const onPlacedRef = useRef(onPlaced);
  onPlacedRef.current = onPlaced;

  const placed = useCallback(async (res: PlaceOrderResponse, vendorId: string) => {
    setOrderJustPlaced();
    dropCheckoutRequestId();
    clearPendingSubmission();
    clearCheckoutDraft();
    await onPlacedRef.current(res, vendorId);
  }, []);

  /** Asks the server about the pending submission (once per call; nothing happens offline). */
  const resolvePending = useCallback(async () => {
    const pending = loadPendingSubmission();
    if (!pending || busy.current || !isOnline()) return;
    busy.current = true;
    setResolving(true);
    try {
      const found = await lookupOrderByRequestId(pending.vendorId, pending.requestId);
      if (found) {
        await placed(found, pending.vendorId);
        setError(null);
      } else {
        clearPendingSubmission();
        setError({ kind: 'notPlaced' });
      }
    } catch {
      // still unknown (network or server trouble): stays pending, asked again on the next reconnect
      setError({ kind: 'interrupted' });
    } finally {
      busy.current = false;
      setResolving(false);
    }
  }, [placed]);

  // on load (e.g. after a reload) and whenever the network comes back
  useEffect(() => {
    void resolvePending();
    return onlineManager.subscribe((online) => {
      if (online) void resolvePending();
    });
  }, [resolvePending]);

  const submit = useCallback(
    async (vendorId: string, build: (requestId: string) => PlaceOrderRequest) => {
      if (busy.current) return;
      if (!isOnline()) {
        setError({ kind: 'offline' });
        return;
      }
      if (loadPendingSubmission()) {
        await resolvePending();
        return;
      }
      busy.current = true;
      setSubmitting(true);
      setError(null);
      const requestId = checkoutRequestId();
      let interrupted = false;
      try {
        const res = await placeOrder(vendorId, build(requestId));
        await placed(res, vendorId);
      } catch (err) {
        const e = classifyPlaceError(err);
        if (e.kind === 'rejected' || e.kind === 'priceChanged') dropCheckoutRequestId();
        if (e.kind === 'interrupted') {
          savePendingSubmission({ vendorId, requestId, at: Date.now() });
          interrupted = true;
        }
        if (e.kind === 'priceChanged') {
          try {
            const catalog = await qc.fetchQuery(checkoutCatalogQueryOptions(vendorId));
            const cart = getCart();
            replaceCart({ ...cart, lines: refreshLinePrices(cart.lines, catalog) });
          } catch {
            // the catalog could not be loaded: the message still tells the customer to check the cart
          }
        }
        setError(e);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
      // the answer was lost while the network still looks up: ask the server right away
      if (interrupted && isOnline()) await resolvePending();
    },
    [qc, placed, resolvePending],
  );

  return { submit, submitting: submitting || resolving, resolving, error, clearError: () => setError(null) };
}
