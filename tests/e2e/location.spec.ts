/**
 * Location (issue 15 items 1–2) against the production build and the real server, without a geocoder: "use my
 * location" with a granted fake position in Vienna-Neubau → the listing for 1070; a denied permission → the spec 1 §8
 * message; a street with a house number typed on the home page and in checkout → street suggestions from the default
 * set (streets of vendor addresses), the number kept, never read as a postal code; the same in the profile's address
 * dialog, picked with the keyboard and saved; axe on these pages.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { parseAddressQuery } from '../../src/domain/address-query.ts';
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import { esc, findProduct, lineFor, listVendors, POSTAL, seedCart } from './order-helpers.ts';

const NEUBAU = { latitude: 48.2016, longitude: 16.349 }; // Siebensterngasse, 1070 Wien

test.describe('use my location', () => {
  test('when the position is granted in Vienna-Neubau, then the home button opens the listing for 1070', async ({ browser }) => {
    const context = await browser.newContext({ geolocation: NEUBAU, permissions: ['geolocation'], locale: 'de-AT' });
    const page = await context.newPage();
    await gotoApp(page, '/');
    const reverse = page.waitForResponse((r) => r.url().includes('/api/geo/reverse?'));
    await page.locator('.search-block').getByRole('button', { name: 'Meinen Standort verwenden' }).click();
    expect((await reverse).status()).toBe(200);
    await expect(page).toHaveURL(/\/restaurants\?(.*&)?postalCode=1070/);
    await context.close();
  });

  test('when the position is granted, then the location box in the top bar opens the same listing', async ({ browser }) => {
    const context = await browser.newContext({ geolocation: NEUBAU, permissions: ['geolocation'] });
    const page = await context.newPage();
    await gotoApp(page, '/restaurants?city=graz');
    await page.locator('header.topnav').getByRole('button', { name: 'Meinen Standort verwenden' }).click();
    await expect(page).toHaveURL(/\/restaurants\?(.*&)?postalCode=1070/);
    await context.close();
  });

  test('when the permission is denied, then "Standortzugriff wurde verweigert" is shown and the page stays', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await gotoApp(page, '/');
    await page.locator('.search-block').getByRole('button', { name: 'Meinen Standort verwenden' }).click();
    await expect(page.locator('.search-block').getByTestId('locate-message')).toHaveText('Standortzugriff wurde verweigert');
    await expect(page).toHaveURL(/\/$/);
    await expectAxeClean(page);
    await context.close();
  });
});

test.describe('street suggestions without a geocoder', () => {
  test('when a vendor street with a house number is typed on the home page, then it is suggested with that number', async ({ page, request }) => {
    const vendors = await listVendors(request, `zone:${POSTAL}`, 50);
    const street = vendors.map((v) => parseAddressQuery(v.address).street).find((s): s is string => !!s && s.length >= 8);
    expect(street, 'a seeded vendor address with a street').toBeTruthy();
    await gotoApp(page, '/');
    const input = page.locator('.search-block').getByRole('combobox');
    await input.fill(`${street!.slice(0, 7)} 10`);
    const option = page.getByRole('option', { name: new RegExp(`^${street!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 10, \\d{4} `) }).first();
    await expect(option).toBeVisible();
    await expectAxeClean(page);
    await option.click();
    await expect(page).toHaveURL(/\/restaurants\?.*street=/);
    expect(new URL(page.url()).searchParams.get('houseNumber')).toBe('10');
  });

  test('when a street is typed in checkout, then picking a suggestion fills street, number, postal code and city', async ({ page, request }) => {
    const vendors = await listVendors(request, `zone:${POSTAL}`, 50);
    const p = await findProduct(request, vendors.filter((v) => v.tags.includes('delivery')), (x) => x.options.length === 0);
    await seedCart(page, p.vendor, [lineFor(p)]);
    const addr = parseAddressQuery(p.vendor.address);
    await gotoApp(page, '/checkout');
    const street = page.getByRole('combobox', { name: /Straße/ });
    await street.fill(`${addr.street!.slice(0, 5)} 7`);
    const option = page.getByRole('option', { name: new RegExp(`^${addr.street!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 7, ${p.vendor.postalCode} `) }).first();
    await expect(option).toBeVisible();
    await expectAxeClean(page);
    await option.click();
    await expect(street).toHaveValue(addr.street!);
    await expect(page.locator('#checkout-houseNumber')).toHaveValue('7');
    await expect(page.locator('#checkout-postalCode')).toHaveValue(p.vendor.postalCode);
    await expect(page.locator('#checkout-city')).not.toHaveValue('');
  });
});

/** A new verified customer (sign-up and the mailed code through /auth/v1), signed in through the login dialog. */
async function signedInCustomer(page: Page, request: APIRequestContext): Promise<void> {
  const email = `geo.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.at`;
  const password = 'Sicher123';
  const { supabaseAnonKey: key } = (await (await request.get('/config.json')).json()) as { supabaseAnonKey: string };
  const headers = { apikey: key, Authorization: `Bearer ${key}` };
  const signup = await request.post('/auth/v1/signup', { headers, data: { email, password, data: { first_name: 'Gerda', last_name: 'Ort' } } });
  expect(signup.status(), await signup.text()).toBe(200);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mailbox', { params: { to: email } })).json()) as { text: string }[];
      code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  const verify = await request.post('/auth/v1/verify', { headers, data: { type: 'signup', email, token: code } });
  expect(verify.status(), await verify.text()).toBe(200);
  await gotoApp(page, '/');
  await page.getByTestId('login-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-Mail').fill(email);
  await dialog.getByLabel('Passwort', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('user-menu-button')).toBeVisible({ timeout: 20_000 });
}

test.describe('street suggestions in the profile', () => {
  test('when a street is typed in the new-address dialog, then a suggestion picked with the keyboard fills street, number, postal code and city and is saved', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const vendors = await listVendors(request, `zone:${POSTAL}`, 50);
    const vendor = vendors.find((v) => (parseAddressQuery(v.address).street ?? '').length >= 8);
    expect(vendor, 'a seeded vendor address with a street').toBeDefined();
    const street = parseAddressQuery(vendor!.address).street!;
    await signedInCustomer(page, request);
    await gotoApp(page, '/profile?tab=addresses');
    await page.getByRole('button', { name: 'Adresse hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Adresse' });
    await dialog.getByLabel(/^Bezeichnung/).fill('Zuhause');
    const input = dialog.getByRole('combobox', { name: /^Straße/ });
    await input.pressSequentially(`${street.slice(0, 6)} 10`);
    const options = dialog.getByRole('option');
    const wanted = new RegExp(`^${esc(street)} 10, ${vendor!.postalCode} `);
    await expect(options.filter({ hasText: wanted }).first()).toBeVisible();
    await expectAxeClean(page);
    const names = await options.allTextContents();
    const index = names.findIndex((n) => wanted.test(n));
    for (let i = 0; i <= index; i++) await input.press('ArrowDown');
    await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(input).toHaveValue(street);
    await expect(dialog.getByLabel(/^Hausnummer/)).toHaveValue('10');
    await expect(dialog.getByLabel(/^PLZ/)).toHaveValue(vendor!.postalCode);
    await expect(dialog.getByLabel(/^Stadt/)).not.toHaveValue('');
    await expect(dialog).toBeVisible(); // Enter picked the suggestion, it did not submit
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('address-card')).toContainText(`${street} 10`);
  });
});
