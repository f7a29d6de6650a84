/**
 * The restaurant's desk in a browser test: the vendor whose desk the specs open, its demo account
 * (/dev/desk-accounts) and a signed-in, started desk in a context of its own.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Vendor } from '../../src/domain/types.ts';
import { matchZone } from '../../src/domain/zones.ts';
import { expect, gotoApp } from './fixtures.ts';
import { alwaysOpen, findProduct, listVendors, POSTAL, type Pick } from './order-helpers.ts';

/**
 * A delivery product without options of the last always-open vendor of POSTAL, the one whose desk the desk, courier,
 * reviews and live-tracking specs keep open. The first such vendor belongs to the specs that wait on the demo kitchen
 * (tracking, estimate): an open desk there keeps the kitchen away for 90 s (the seed has two such vendors).
 */
export async function deskPick(request: Parameters<typeof listVendors>[0]): Promise<Pick> {
  const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter(
    (v) => alwaysOpen(v) && v.tags.includes('delivery') && matchZone(v, POSTAL) !== null && !v.tags.includes('min-order-required'),
  );
  return findProduct(request, vendors.reverse(), (p) => p.options.length === 0);
}

/** The vendor's demo desk account (demo mode's /dev/desk-accounts). */
export async function deskAccount(page: Page, vendorId: string): Promise<{ email: string; password: string }> {
  const res = await page.request.get('/dev/desk-accounts?format=json');
  expect(res.status()).toBe(200);
  const { accounts } = (await res.json()) as { accounts: { vendorId: string; email: string; password: string }[] };
  const a = accounts.find((x) => x.vendorId === vendorId);
  if (!a) throw new Error(`no desk account for ${vendorId}`);
  return a;
}

/**
 * Opens /desk in a new context and signs in as the vendor's desk; the desk is started (sound unlocked).
 * `prepare` runs on the new page before it loads (init scripts, a fake clock).
 */
export async function openDesk(browser: Browser, vendorId: string, prepare?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-AT', timezoneId: 'Europe/Vienna' });
  const page = await context.newPage();
  await prepare?.(page);
  await gotoApp(page, '/desk');
  await expect(page.getByTestId('desk-demo-hint')).toBeVisible();
  const account = await deskAccount(page, vendorId);
  await page.getByLabel('E-Mail').fill(account.email);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('desk-connection')).toHaveAttribute('data-status', 'live');
  await page.getByRole('button', { name: 'Desk starten' }).click();
  return page;
}

export interface DeskAccount { vendorId: string; email: string; password: string }

/**
 * A desk account of an always-open vendor that no ordering spec uses (none of POSTAL's vendors), with its record: the
 * `nth` such vendor from the end of the demo accounts for which `accept` holds. Specs that change a vendor take their
 * own: desk-menu.spec the first, desk-day.spec's offline menu the second, desk-kitchen.spec's ring the third (it counts
 * every ring), desk-hours.spec the fourth, desk-day.spec's auto-accept the fifth or later (an auto-accepting desk must
 * not take the orders other specs place at the shared desk vendor: their tickets would open on those specs' desks).
 */
export async function exclusiveDesk(request: APIRequestContext, nth: number, accept: (v: Vendor) => boolean = () => true): Promise<{ account: DeskAccount; vendor: Vendor }> {
  const res = await request.get('/dev/desk-accounts?format=json');
  expect(res.status()).toBe(200);
  const { accounts } = (await res.json()) as { accounts: DeskAccount[] };
  const used = new Set((await listVendors(request, `zone:${POSTAL}`, 400)).map((v) => v.id));
  let seen = 0;
  for (const account of accounts.filter((a) => !used.has(a.vendorId)).reverse().slice(0, 80)) {
    const r = await request.get(`/api/v1/vendors/${account.vendorId}`);
    const vendor = r.status() === 200 ? ((await r.json()) as Vendor) : null;
    if (!vendor || !alwaysOpen(vendor) || vendor.tags.includes('closed')) continue;
    seen += 1;
    if (seen >= nth && accept(vendor)) return { account, vendor };
  }
  throw new Error(`no ${nth}. always-open vendor with a desk account outside the ordering specs`);
}

/** /desk in a new context, signed in with `account` (not started: the sound stays locked). */
export async function signedInDesk(browser: Browser, account: DeskAccount): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-AT', timezoneId: 'Europe/Vienna' });
  const desk = await context.newPage();
  await gotoApp(desk, '/desk');
  await desk.getByLabel('E-Mail').fill(account.email);
  await desk.getByLabel('Passwort').fill(account.password);
  await desk.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(desk.getByTestId('desk-connection')).toHaveAttribute('data-status', 'live');
  return desk;
}
