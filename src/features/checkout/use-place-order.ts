/**
 * Order placement (spec 1 §4 "Order placement", §8). One requestId per checkout attempt, kept in sessionStorage
 * and reused by every retry, so a lost response, a double click or a reload can never create a second order. The
 * button is disabled while a request runs (and a ref guards against two clicks in the same frame).
 * On success the just-placed flag is set and the requestId dropped; the caller navigates and clears the cart.
 * A 409 means the prices changed: the cart is refreshed from the vendor's catalog and the customer told so.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isApiRequestError } from '../../lib/api/client.ts';
import { getCart, replaceCart } from '../../lib/cart/cart.ts';
import type { PlaceOrderRequest, PlaceOrderResponse } from '../../domain/types.ts';
import { checkoutCatalogQueryOptions } from './api/catalog.ts';
import { placeOrder } from './api/place-order.ts';
import { refreshLinePrices } from './refresh-prices.ts';
import { checkoutRequestId, dropCheckoutRequestId, setOrderJustPlaced } from './storage.ts';

export type PlaceError =
  | { kind: 'priceChanged'; detail?: string | undefined }
  | { kind: 'rejected'; detail?: string | undefined }
  | { kind: 'failed'; detail?: string | undefined };

/** Statuses after which the server certainly created no order: the next attempt gets a new requestId. */
const DEFINITE_REJECTIONS = new Set([400, 404, 409, 410, 422]);

export function classifyPlaceError(err: unknown): PlaceError {
  if (isApiRequestError(err)) {
    if (err.status === 409) return { kind: 'priceChanged', detail: err.serverMessage };
    if (err.status !== undefined && DEFINITE_REJECTIONS.has(err.status)) {
      return { kind: 'rejected', detail: err.serverMessage };
    }
    return { kind: 'failed', detail: err.serverMessage };
  }
  return { kind: 'failed' };
}

export function usePlaceOrder(onPlaced: (res: PlaceOrderResponse, vendorId: string) => Promise<void> | void) {
  const qc = useQueryClient();
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<PlaceError | null>(null);

  const submit = useCallback(
    async (vendorId: string, build: (requestId: string) => PlaceOrderRequest) => {
      if (busy.current) return;
      busy.current = true;
      setSubmitting(true);
      setError(null);
      const requestId = checkoutRequestId();
      try {
        const res = await placeOrder(vendorId, build(requestId));
        setOrderJustPlaced();
        dropCheckoutRequestId();
        await onPlaced(res, vendorId);
      } catch (err) {
        const e = classifyPlaceError(err);
        if (e.kind !== 'failed') dropCheckoutRequestId();
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
    },
    [qc, onPlaced],
  );

  return { submit, submitting, error, clearError: () => setError(null) };
}
