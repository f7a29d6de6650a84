/**
 * Helpers of the cart / checkout / tracking specs (helper G): vendors and products are found through the API by
 * what a test needs (never by fixed ids), carts are seeded through localStorage, orders placed through the API.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { z } from 'zod';
import { buildCartLine, type CartLine } from '../../src/domain/cart.ts';
import { effectiveOptions, type Selection } from '../../src/domain/options.ts';
import type {
  Catalog,
  Order,
  PlaceOrderRequest,
  Product,
  ProductGroup,
  ProductOption,
  Vendor,
} from '../../src/domain/types.ts';
import { matchZone } from '../../src/domain/zones.ts';
import type { placeOrderResponseSchema } from '../../src/domain/wire/order.ts';
import { expect } from './fixtures.ts';

/** The answer of placeOrder as the API sends it. */
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

export const POSTAL = '1070';

export async function listVendors(request: APIRequestContext, filter: string, max = 150): Promise<Vendor[]> {
  const out: Vendor[] = [];
  let pageToken: string | undefined;
  do {
    const res = await request.get('/api/v1/vendors', { params: { filter, pageSize: 50, ...(pageToken ? { pageToken } : {}) } });
    expect(res.status(), `GET /api/v1/vendors?filter=${filter}`).toBe(200);
    const body = (await res.json()) as { vendors: Vendor[]; nextPageToken?: string };
    out.push(...body.vendors);
    pageToken = body.nextPageToken || undefined;
  } while (pageToken && out.length < max);
  return out;
}

export async function catalogOf(request: APIRequestContext, vendor: Vendor): Promise<Catalog> {
  const res = await request.get(`/api/v1/vendors/${vendor.id}/catalogs/delivery`);
  expect(res.ok(), `catalog of ${vendor.slug}`).toBeTruthy();
  return (await res.json()) as Catalog;
}

/** Open at any time of day (empty opening hours = always open), not closed, serving `POSTAL`. */
export const alwaysOpen = (v: Vendor) =>
  v.isOpen && !v.tags.includes('closed') && Array.isArray(v.openingHours) && v.openingHours.length === 0 && !v.disturbance;

export interface Pick {
  vendor: Vendor;
  catalog: Catalog;
  group: ProductGroup;
  product: Product;
  options: ProductOption[];
}

/** First product over the vendors (label unique on its page) for which `accept` holds. */
export async function findProduct(
  request: APIRequestContext,
  vendors: Vendor[],
  accept: (p: Pick) => boolean,
): Promise<Pick> {
  for (const vendor of vendors) {
    const catalog = await catalogOf(request, vendor);
    const counts = new Map<string, number>();
    for (const g of catalog.productGroups) for (const p of g.products) counts.set(p.label, (counts.get(p.label) ?? 0) + 1);
    for (const group of catalog.productGroups) {
      for (const product of group.products) {
        if (counts.get(product.label) !== 1) continue;
        const pick = { vendor, catalog, group, product, options: effectiveOptions(group, product) };
        if (accept(pick)) return pick;
      }
    }
  }
  throw new Error('no seeded vendor/product fits this test');
}

/** A cart line as the vendor page would build it (domain rules). */
export function lineFor(p: Pick, selection: Selection = {}, quantity = 1): CartLine {
  return buildCartLine({ group: p.group, product: p.product, selection, quantity });
}

/** Puts a cart into localStorage before the app starts (key lz.cart.v1 of the cart store). */
export async function seedCart(page: Page, vendor: Vendor, lines: CartLine[], orderType: 'delivery' | 'pickup' = 'delivery') {
  const state = {
    vendorId: vendor.id,
    vendorName: vendor.label,
    vendorSlug: vendor.slug,
    vendorTags: vendor.tags,
    zone: orderType === 'delivery' ? matchZone(vendor, POSTAL) : null,
    orderType,
    lines,
  };
  await page.addInitScript((s) => {
    if (!sessionStorage.getItem('lz.test.seeded')) {
      localStorage.setItem('lz.cart.v1', s);
      sessionStorage.setItem('lz.test.seeded', '1');
    }
  }, JSON.stringify(state));
}

export const GUEST = {
  firstName: 'Anna',
  lastName: 'Huber',
  phone: '+43 660 1234567',
  email: 'anna.huber@example.at',
  postalCode: POSTAL,
  street: 'Neubaugasse',
  houseNumber: '12',
  apartment: '4',
  doorbell: 'Huber',
};

export async function fillContact(page: Page) {
  await page.getByLabel(/^Vorname/).fill(GUEST.firstName);
  await page.getByLabel(/^Nachname/).fill(GUEST.lastName);
  await page.getByLabel(/^Telefonnummer/).fill(GUEST.phone);
  await page.getByLabel(/^E-Mail/).fill(GUEST.email);
}

export async function fillDeliveryAddress(page: Page) {
  await page.getByLabel(/^Postleitzahl/).fill(GUEST.postalCode);
  await expect(page.getByTestId('zone-status')).toHaveAttribute('data-state', 'valid');
  await expect(page.getByLabel(/^Ort/)).toHaveValue(/Wien/);
  await page.getByLabel(/^Straße/).fill(GUEST.street);
  await page.getByLabel(/^Hausnummer/).fill(GUEST.houseNumber);
  await page.getByLabel(/^Türnummer/).fill(GUEST.apartment);
  await page.getByLabel(/^Name an der Klingel/).fill(GUEST.doorbell);
}

export const termsBox = (page: Page) => page.getByRole('checkbox', { name: /Ich akzeptiere die/ });
export const submitButton = (page: Page): Locator => page.getByRole('button', { name: /Zahlungspflichtig bestellen/ });

/** Places an order directly through the API (for tracking tests). */
export async function placeOrderViaApi(
  request: APIRequestContext,
  vendor: Vendor,
  lines: CartLine[],
  opts: { pickUp?: boolean; /** a pre-order's requested time (ISO) */ time?: string; /** a signed-in customer's: the order goes into the account */ accessToken?: string } = {},
): Promise<PlaceOrderResponse> {
  const body: PlaceOrderRequest = {
    requestId: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    order: {
      delivery: {
        label: `${GUEST.firstName} ${GUEST.lastName}`,
        pickUp: !!opts.pickUp,
        mobile: GUEST.phone,
        email: GUEST.email,
        loc: opts.pickUp
          ? { addrLines: ['Restaurant Pickup'], city: vendor.city, postalCode: vendor.postalCode }
          : { addrLines: [`${GUEST.street} ${GUEST.houseNumber}`], city: 'Wien', postalCode: POSTAL },
        door: GUEST.apartment,
        house: GUEST.houseNumber,
        ...(opts.time ? { time: opts.time } : {}),
      },
      payment: { sys: 'offline', method: 'cash', ccy: 'EUR' },
      lines: lines.map((l) => ({
        entry: {
          type: 'product',
          productId: l.productId,
          opts: l.options.map((o) => ({ slug: o.slug, vals: o.selectedValues.map((v) => ({ slug: v.slug, qty: v.qty })) })),
        },
        qty: l.quantity,
        ...(l.notes ? { note: l.notes } : {}),
      })),
    },
  };
  const res = await request.post(`/api/v1/vendors/${vendor.id}:placeOrder`, {
    data: body, ...(opts.accessToken ? { headers: { Authorization: `Bearer ${opts.accessToken}` } } : {}),
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as PlaceOrderResponse;
}

/** GET an order by number (view 1: status and times) — what the tests use to count orders. */
export async function orderByNr(request: APIRequestContext, vendorId: string, nr: string): Promise<Order> {
  const res = await request.get(`/api/v1/vendors/${vendorId}/orders/${nr}`, { params: { view: 1 } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Order;
}

export const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How many vendors the listing's header says it found ("29 Restaurants gefunden", German); NaN without a number. */
export async function listedCount(page: Page): Promise<number> {
  const found = await page.getByText(/\d+ Restaurants gefunden/).textContent();
  return Number(/(\d+) Restaurants/.exec(found ?? '')?.[1]);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, failing after `max` presses: proves the control is
 * reachable by keyboard.
 */
export async function tabTo(page: Page, target: Locator, opts: { max?: number; back?: boolean } = {}): Promise<void> {
  const max = opts.max ?? 120;
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target.toString()} with ${opts.back ? 'Shift+Tab' : 'Tab'}`);
}
