/**
 * The restaurant's desk in a browser test: the vendor whose desk the specs open, its demo account
 * (/dev/desk-accounts) and a signed-in, started desk in a context of its own.
 */
import type { Browser, Page } from '@playwright/test';
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
