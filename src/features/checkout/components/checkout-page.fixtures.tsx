/** The checkout page's test set-up: a vendor record valid for the wire schema, a fake API, the cart, form filling. */
import { act, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { CartLine } from '../../../domain/cart.ts';
import type { z } from 'zod';
import type { DeliveryZone, PlaceOrderRequest, Vendor } from '../../../domain/types.ts';
import type { placeOrderResponseSchema } from '../../../domain/wire/order.ts';
import { clearCart, replaceCart } from '../../../lib/cart/cart.ts';
import { setRuntimeConfig } from '../../../lib/api/client.ts';
import { clearOrderJustPlaced } from '../just-placed.ts';
import { dropCheckoutRequestId } from '../storage.ts';
import { orderRecord } from '../../../test/order-record.ts';
import { vendorRecord } from '../../../test/vendor-record.ts';

export const zone: DeliveryZone = { label: 'Neubau', postalCode: ['1070'], minPrice: 12, serviceFee: 2.5, serviceFeeMax: 30 };
export const V1 = '5b0c7a52-1d7e-4a39-9a53-4c1f2a0d9e11';
/** A vendor record as the API answers it (valid for the shared vendor schema). */
export const vendor: Vendor = vendorRecord(V1, { deliveryFee: 2.5, deliveryZones: [zone], disturbance: null }); // always open
export const pizza: CartLine = {
  cartItemId: 'p1',
  productId: 'p1',
  name: 'Pizza Margherita',
  price: 15,
  quantity: 1,
  vatPercent: 10,
  options: [],
  addons: [],
};

/** The answer of :placeOrder (a full order, as the shared schema wants it). */
export function placed(): z.infer<typeof placeOrderResponseSchema> {
  const order = orderRecord(V1, new Date().toISOString());
  return { name: order.name, order };
}


export const json = (status: number, data: unknown) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

export type PlaceHandler = (body: PlaceOrderRequest) => Response | Promise<Response>;

/**
 * A fake API for the checkout page (registers its beforeEach/afterEach): the vendor, its catalog, the postal code's
 * town and :placeOrder, whose bodies are collected and whose answer a test may replace; a cart with one pizza.
 */
export function fakeCheckoutApi() {
  let handler: PlaceHandler = () => json(200, placed());
  const api = {
    bodies: [] as PlaceOrderRequest[],
    answerWith(h: PlaceHandler) {
      handler = h;
    },
  };
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    dropCheckoutRequestId();
    clearOrderJustPlaced();
    setRuntimeConfig({ apiBaseUrl: '' });
    api.bodies = [];
    handler = () => json(200, placed());
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit): Response | Promise<Response> => {
        if (url.endsWith(':placeOrder')) {
          const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as PlaceOrderRequest;
          api.bodies.push(body);
          return handler(body);
        }
        if (url.startsWith(`/api/v1/vendors/${V1}/catalogs`)) {
          return json(200, {
            name: `vendors/${V1}/catalogs/delivery`,
            productGroups: [{ slug: 'g/pizza', label: 'Pizza', products: [{ id: 'p1', label: 'Pizza Margherita', pr: 17.5, vatP: 10 }] }],
          });
        }
        if (url.startsWith(`/api/v1/vendors/${V1}`)) return json(200, vendor);
        if (url.startsWith('/api/geo/postal/1070')) {
          return json(200, { postalCode: '1070', city: 'Wien', state: 'Wien', district: 'Neubau', lat: 48.2, lng: 16.35, places: ['Wien, Neubau'] });
        }
        return json(404, { error: { code: 404, message: 'not found' } });
      }),
    );
    act(() =>
      replaceCart({
        lines: [pizza],
        vendorId: V1,
        vendorName: 'Pizzeria Da Mario',
        vendorSlug: 'da-mario',
        vendorTags: ['delivery', 'pickup'],
        zone: null,
        orderType: 'delivery',
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => clearCart());
  });
  return api;
}

export async function fillValidDelivery(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Vorname/), 'Anna');
  await user.type(screen.getByLabelText(/^Nachname/), 'Huber');
  await user.type(screen.getByLabelText(/^Telefonnummer/), '+43 660 1234567');
  await user.type(screen.getByLabelText(/^E-Mail/), 'anna@example.at');
  await user.type(screen.getByLabelText(/^Postleitzahl/), '1070');
  await waitFor(() => expect(screen.getByTestId('zone-status')).toHaveAttribute('data-state', 'valid'));
  await waitFor(() => expect(screen.getByLabelText(/^Ort/)).toHaveValue('Wien'));
  await user.type(screen.getByLabelText(/^Straße/), 'Neubaugasse');
  await user.type(screen.getByLabelText(/^Hausnummer/), '12');
  await user.type(screen.getByLabelText(/^Türnummer/), '4');
  await user.type(screen.getByLabelText(/^Name an der Klingel/), 'Huber');
  await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere die/ }));
}

export const submitButton = () => screen.getByRole('button', { name: /Zahlungspflichtig bestellen/ });
