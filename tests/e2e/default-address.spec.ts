/**
 * A signed-in customer types no postal code again (issue 25 item 7): with a default address in 1070, the listing opens
 * on 1070, the vendor page knows its zone and checkout has the address — nothing typed. A postal code in the URL still
 * wins. The account is made through the auth API the app uses (sign-up, the code from the demo mailbox, verify); the
 * address through the data API; signing in goes through the app.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Vendor } from '../../src/domain/types.ts';
import { matchZone } from '../../src/domain/zones.ts';
import { expect as baseExpect, gotoApp, test } from './fixtures.ts';
import { alwaysOpen, findProduct, lineFor, listVendors, POSTAL, seedCart } from './order-helpers.ts';

// sign-up and sign-in wait for the backend (bcrypt, mail): allow for a busy machine
const expect = baseExpect.configure({ timeout: 20_000 });

async function anonHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const config = (await (await request.get('/config.json')).json()) as { supabaseAnonKey: string };
  return { apikey: config.supabaseAnonKey, Authorization: `Bearer ${config.supabaseAnonKey}` };
}

/** A verified account with one saved address, the default, in `postalCode`. */
async function customerWithDefaultAddress(request: APIRequestContext, postalCode: string): Promise<{ email: string; password: string }> {
  const headers = await anonHeaders(request);
  const email = `e2e.default.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.at`;
  const password = 'Sicher123';
  const signup = await request.post('/auth/v1/signup', { headers, data: { email, password, data: { first_name: 'Ida', last_name: 'Huber' } } });
  expect(signup.status(), await signup.text()).toBe(200);
  await expect.poll(async () => ((await (await request.get('/dev/mailbox', { params: { to: email } })).json()) as unknown[]).length).toBeGreaterThan(0);
  const [mail] = (await (await request.get('/dev/mailbox', { params: { to: email } })).json()) as { text: string }[];
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  expect(code, mail?.text).toBeTruthy();
  expect((await request.post('/auth/v1/verify', { headers, data: { email, token: code, type: 'signup' } })).status()).toBe(200);
  const login = await request.post('/auth/v1/token?grant_type=password', { headers, data: { email, password } });
  expect(login.status()).toBe(200);
  const session = (await login.json()) as { access_token: string; user: { id: string } };
  const saved = await request.post('/rest/v1/user_addresses', {
    headers: { apikey: headers.apikey!, Authorization: `Bearer ${session.access_token}`, Prefer: 'return=representation' },
    data: {
      user_id: session.user.id, type: 'home', title: 'Zuhause', street: 'Neubaugasse', building_number: '12', door_number: '4',
      city: 'Wien', postal_code: postalCode, is_default: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return { email, password };
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByTestId('login-button').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-Mail').fill(email);
  await dialog.getByLabel('Passwort', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('user-menu-button')).toContainText('Ida');
}

test.describe('signed-in customer with a default address', () => {
  test.setTimeout(120_000);

  test('when the default address is in 1070, then listing, vendor page and checkout start from 1070 without typing; a URL code still wins', async ({ page, request }) => {
    const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter(
      (v: Vendor) => alwaysOpen(v) && v.tags.includes('delivery') && matchZone(v, POSTAL) !== null,
    );
    const pick = await findProduct(request, vendors, (p) => p.options.length === 0);
    const account = await customerWithDefaultAddress(request, POSTAL);
    await seedCart(page, pick.vendor, [lineFor(pick)]);

    await gotoApp(page, '/');
    await signIn(page, account.email, account.password);

    // the vendor page opened straight (no code in the URL, none typed on this device): the zone is known
    await gotoApp(page, `/restaurant/${pick.vendor.slug}`);
    const controls = page.locator('.delivery-controls');
    await expect(controls.locator('.zone-chip--code')).toContainText('PLZ 1070');
    await expect(controls.getByRole('textbox')).toHaveCount(0);

    // checkout: the saved address in the fields, the zone valid
    await gotoApp(page, '/checkout');
    await expect(page.getByRole('radio', { name: /Zuhause/ })).toBeChecked();
    await expect(page.getByLabel(/^Postleitzahl/)).toHaveValue(POSTAL);
    await expect(page.getByLabel(/^Straße/)).toHaveValue('Neubaugasse');
    await expect(page.getByTestId('zone-status')).toHaveAttribute('data-state', 'valid');

    // the listing opened without a place: the default address's postal code
    await gotoApp(page, '/restaurants');
    await expect(page).toHaveURL(/[?&]postalCode=1070\b/);
    await expect(page.getByTestId('vendor-card').first()).toBeVisible();

    // a postal code chosen in the URL wins over the default address
    await gotoApp(page, `/restaurant/${pick.vendor.slug}?postalCode=1150`);
    await expect(controls).toContainText('1150');
    await expect(controls).not.toContainText('PLZ 1070');
    await gotoApp(page, '/restaurants?postalCode=1150');
    await expect(page.getByTestId('vendor-card').first()).toBeVisible();
    await expect(page).toHaveURL(/[?&]postalCode=1150\b/);
  });
});
