/**
 * Helpers of the back-office spec (ops.spec.ts): the demo operator's sign-in (GET /dev/operator?format=json, demo
 * mode only), an inbox entry opened by its reference, the sign-up wizard with round-the-clock hours, and the desk
 * invitation's set-password link from the demo mailbox. Test set-up that no page offers (a case received days ago)
 * goes through /rest/v1 with the service_role key, derived from the test server's public development secret.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL } from '../../playwright.config.ts';
import { DEV_JWT_SECRET, deriveProjectKeys } from '../../server/supabase/jwt.ts';
import { expect, gotoApp } from './fixtures.ts';
import { submitButton as orderButton, termsBox } from './order-helpers.ts';
import { fillAddress, fillBusiness, fillLegal, form, mailbox, nextTo, sendButton } from './restaurant-signup-helpers.ts';

export const DAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];

/** Signs in on /ops as the demo operator (its password is shown on /dev/operator, which the sign-in links to). */
export async function operatorSignIn(page: Page): Promise<void> {
  const res = await page.request.get('/dev/operator?format=json');
  expect(res.status(), 'GET /dev/operator').toBe(200);
  const { email, password } = (await res.json()) as { email: string; password: string };
  await submitOpsSignIn(page, email, password);
  await expect(page.getByRole('navigation', { name: 'Posteingänge' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
}

export const opsSignInRegion = (page: Page) => page.getByRole('region', { name: 'Backoffice-Anmeldung' });

export async function submitOpsSignIn(page: Page, email: string, password: string): Promise<void> {
  await opsSignInRegion(page).getByLabel('E-Mail').fill(email);
  await opsSignInRegion(page).getByLabel('Passwort').fill(password);
  await opsSignInRegion(page).getByRole('button', { name: 'Anmelden' }).click();
}

/** Opens an inbox from the navigation, searches the reference and opens its only row. */
export async function openEntry(page: Page, inbox: string, reference: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Posteingänge' }).getByRole('link', { name: inbox }).click();
  await expect(page.getByRole('heading', { level: 1, name: inbox })).toBeVisible();
  await page.getByLabel('Suche (Nummer, Name, E-Mail)').fill(reference);
  await page.getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${reference}`));
  await expect(page.getByRole('status').filter({ hasText: /Eintr/ })).toHaveText('1 Eintrag');
  await page.getByRole('link', { name: reference, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
}

export const statusLine = (page: Page) => page.getByRole('status').filter({ hasText: /^Status geändert/ });

/** Picks the next status on a detail page, with an optional internal note, and sends it. */
export async function changeStatus(page: Page, to: string, note?: string): Promise<void> {
  await page.getByRole('radio', { name: to }).check();
  if (note) await page.getByLabel('Interne Notiz (optional)').fill(note);
  await page.getByRole('button', { name: 'Status ändern' }).click();
}

/** Sends the restaurant sign-up wizard for `name` in 4020 Linz, open every day 00:00–23:59; answers its reference. */
export async function signUpRestaurant(page: Page, name: string, email: string): Promise<string> {
  const f = form(page);
  await f.getByLabel('Name des Restaurants').fill(name);
  await f.getByLabel('Vorname (Inhaber:in)').fill('Lina');
  await f.getByLabel('Nachname (Inhaber:in)').fill('Moser');
  await f.getByLabel('E-Mail').fill(email);
  await f.getByLabel('Telefonnummer').fill('0732 123456');
  await nextTo(page, 'Adresse', 2);
  await fillAddress(page);
  await nextTo(page, 'Geschäftsdaten', 3);
  await fillBusiness(page);
  for (const day of DAYS) {
    await f.getByRole('textbox', { name: `${day}: öffnet um`, exact: true }).fill('00:00');
    await f.getByRole('textbox', { name: `${day}: schließt um`, exact: true }).fill('23:59');
  }
  await nextTo(page, 'Rechtliches', 4);
  await fillLegal(page);
  await nextTo(page, 'Bestätigung', 5);
  await f.getByLabel(/Nutzungsbedingungen für Restaurant-Partner/).check();
  await f.getByLabel(/Provisionsvereinbarung/).check();
  await sendButton(page).click();
  await expect(page.getByTestId('signup-success')).toBeVisible();
  const reference = /RS-\d{4}-\d{6}/.exec((await page.getByTestId('signup-reference').textContent()) ?? '')?.[0];
  expect(reference).toMatch(/^RS-\d{4}-\d{6}$/);
  return reference ?? '';
}

/** The one-time set-password link of the desk invitation mailed to `email`. */
export async function invitationLink(page: Page, email: string): Promise<string> {
  await expect.poll(async () => (await mailbox(page.request, email)).some((m) => m.subject.startsWith('Willkommen bei Lieferzone'))).toBe(true);
  const mail = (await mailbox(page.request, email)).find((m) => m.subject.startsWith('Willkommen bei Lieferzone'));
  const link = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail?.text ?? '')?.[1];
  expect(link, mail?.text).toMatch(/type=recovery/);
  return link ?? '';
}

const SERVICE_KEY = deriveProjectKeys(DEV_JWT_SECRET).serviceRoleKey;

/** Moves a submission's receipt back in time (the deadlines count from it). */
export async function setCreatedAt(request: APIRequestContext, table: string, id: string, at: Date): Promise<void> {
  const res = await request.patch(`${BASE_URL}/rest/v1/${table}?id=eq.${id}`, {
    headers: { apikey: SERVICE_KEY, Authorization: `Bearer ${SERVICE_KEY}`, Prefer: 'return=minimal' },
    data: { created_at: at.toISOString() },
  });
  expect(res.status(), await res.text()).toBe(204);
}

/**
 * A guest finds `name` for 4020 and orders one Margherita with olives for delivery, checking the prices by hand:
 * 8,90 + 1,50 = 10,40; with the zone's fee of 1,90 that is 12,30 (minimum order 10,00 reached).
 */
export async function orderMargheritaWithOlives(customer: Page, name: string): Promise<void> {
  await gotoApp(customer, '/');
  await customer.getByText('Postleitzahl', { exact: true }).click();
  await customer.getByRole('combobox', { name: 'Ihre Postleitzahl' }).fill('4020');
  await customer.getByRole('button', { name: 'Restaurants finden' }).click();
  await customer.getByTestId('vendor-card').filter({ hasText: name }).first().getByRole('link').first().click();
  await expect(customer.getByRole('heading', { level: 1, name })).toBeVisible();
  await customer.getByRole('button', { name: 'Margherita hinzufügen', exact: true }).click();
  const dialog = customer.getByRole('dialog', { name: 'Margherita' });
  await dialog.getByRole('checkbox', { name: /^Oliven/ }).check();
  await expect(dialog.getByRole('button', { name: /^In den Warenkorb/ })).toContainText('10,40');
  await dialog.getByRole('button', { name: /^In den Warenkorb/ }).click();
  await customer.locator('a.cart-link').click();
  await customer.getByRole('link', { name: 'Zur Kasse' }).click();
  await customer.getByLabel(/^Vorname/).fill('Anna');
  await customer.getByLabel(/^Nachname/).fill('Huber');
  await customer.getByLabel(/^Telefonnummer/).fill('+43 660 1234567');
  await customer.getByLabel(/^E-Mail/).fill('anna.huber@example.at');
  await customer.getByLabel(/^Postleitzahl/).fill('4020');
  await expect(customer.getByTestId('zone-status')).toHaveAttribute('data-state', 'valid');
  await customer.getByLabel(/^Straße/).fill('Hauptplatz');
  await customer.getByLabel(/^Hausnummer/).fill('1');
  await customer.getByLabel(/^Türnummer/).fill('3');
  await customer.getByLabel(/^Name an der Klingel/).fill('Huber');
  await termsBox(customer).check();
  const summary = customer.getByRole('complementary', { name: 'Ihre Bestellung' });
  await expect(summary.getByTestId('subtotal')).toHaveText('€ 10,40');
  await expect(summary.getByTestId('delivery-fee')).toHaveText('€ 1,90');
  await expect(summary.getByTestId('total')).toHaveText('€ 12,30');
  await orderButton(customer).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
}
