/**
 * Helpers of the courier spec: the vendor's desk (signed in through /auth/v1 with the demo desk account listed at
 * /dev/desk-accounts) accepts an order and makes its courier link — the way a restaurant does it.
 */
import type { APIRequestContext } from '@playwright/test';
import { matchZone } from '../../src/domain/zones.ts';
import type { PlaceOrderResponse } from './order-helpers.ts';
import type { OrderEventsPage } from '../../src/domain/wire/order-events.ts';
import type { DeskAction } from '../../src/domain/wire/desk.ts';
import { expect } from './fixtures.ts';
import { alwaysOpen, findProduct, lineFor, listVendors, placeOrderViaApi, POSTAL, type Pick } from './order-helpers.ts';

/**
 * A delivery product of the last fitting vendor: the desk's presence stops the demo kitchen for its vendor, and the
 * tracking specs take the first one.
 */
export async function courierPick(request: APIRequestContext): Promise<Pick> {
  const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter(
    (v) => alwaysOpen(v) && v.tags.includes('delivery') && matchZone(v, POSTAL) !== null && !v.tags.includes('min-order-required'),
  );
  return findProduct(request, vendors.reverse(), (p) => p.options.length === 0);
}

export interface Desk {
  headers: Record<string, string>;
}

export async function deskSignIn(request: APIRequestContext, vendorId: string): Promise<Desk> {
  const accounts = await request.get('/dev/desk-accounts?format=json');
  expect(accounts.status(), 'GET /dev/desk-accounts').toBe(200);
  const list = (await accounts.json()) as { accounts: { vendorId: string; email: string; password: string }[] };
  const account = list.accounts.find((a) => a.vendorId === vendorId);
  if (!account) throw new Error(`no desk account for vendor ${vendorId}`);
  const config = (await (await request.get('/config.json')).json()) as { supabaseAnonKey: string };
  const login = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${config.supabaseAnonKey}` },
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { headers: { Authorization: `Bearer ${token}` } };
}

/** The desk is open: the demo kitchen leaves this vendor's orders alone (server/desk). */
export async function deskPresent(request: APIRequestContext, desk: Desk): Promise<void> {
  const r = await request.post('/api/v1/desk/presence', { headers: desk.headers });
  expect(r.status(), await r.text()).toBe(204);
}

/**
 * The desk stays open until the returned stop is called: present now and every 20 s (presence counts for 90 s), so the
 * demo kitchen leaves this vendor's orders to the test however long it runs.
 */
export async function keepDeskPresent(request: APIRequestContext, desk: Desk): Promise<() => void> {
  await deskPresent(request, desk);
  const timer = setInterval(() => void deskPresent(request, desk).catch(() => undefined), 20_000);
  return () => clearInterval(timer);
}

/** One of the desk's actions on the order, as its buttons send it (accept with 20 minutes). */
export async function deskAction(request: APIRequestContext, desk: Desk, orderId: string, action: DeskAction): Promise<void> {
  const r = await request.post('/api/v1/desk/actions', {
    headers: desk.headers,
    data: { actionId: crypto.randomUUID(), orderId, action, ...(action === 'accept' ? { prepMinutes: 20 } : {}) },
  });
  expect(r.status(), await r.text()).toBe(200);
}

export const deskAccept = (request: APIRequestContext, desk: Desk, orderId: string): Promise<void> => deskAction(request, desk, orderId, 'accept');

export async function courierLink(request: APIRequestContext, desk: Desk, orderId: string): Promise<string> {
  const r = await request.post(`/api/v1/desk/orders/${orderId}/courier-link`, { headers: desk.headers });
  expect(r.status(), await r.text()).toBe(200);
  const { url } = (await r.json()) as { url: string };
  expect(url).toMatch(/^\/delivery\/[A-Za-z0-9_-]{43}$/);
  return url;
}

export interface AcceptedCourierOrder {
  p: Pick;
  desk: Desk;
  placed: PlaceOrderResponse;
  /** the courier link, /delivery/{token} */
  url: string;
  token: string;
  /** a minute before the order was placed: for orderEventStates */
  since: Date;
}

/**
 * A cash order of `quantity` × the courier product, placed by the guest while the vendor's desk is present, accepted
 * by the desk, and its courier link.
 */
export async function acceptedCourierOrder(request: APIRequestContext, opts: { quantity?: number } = {}): Promise<AcceptedCourierOrder> {
  const p = await courierPick(request);
  const desk = await deskSignIn(request, p.vendor.id);
  await deskPresent(request, desk);
  const since = new Date(Date.now() - 60_000);
  const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p, {}, opts.quantity ?? 1)]);
  await deskAccept(request, desk, placed.order.id);
  const url = await courierLink(request, desk, placed.order.id);
  const token = url.split('/').pop() ?? '';
  return { p, desk, placed, url, token, since };
}

/** The states of the order's events since `since`, read like a customer's tracking does (orders:poll). */
export async function orderEventStates(request: APIRequestContext, vendorId: string, orderId: string, since: Date): Promise<string[]> {
  const r = await request.get(`/api/v1/vendors/${vendorId}/orders:poll`, {
    params: { orderId, timeout: 0, pageSize: 100, startTime: since.toISOString() },
  });
  expect(r.status(), await r.text()).toBe(200);
  const page = (await r.json()) as OrderEventsPage;
  return page.events.filter((e) => e.type === 'state').map((e) => e.state);
}
