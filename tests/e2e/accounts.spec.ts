/**
 * Accounts and the personal area against the production build and the real server (issue 5, spec 2): register →
 * code from the demo mailbox → verified → profile edited → address added → order placed with the saved address →
 * in the order history and live tracking → logout → login → password reset by code → account deleted → login
 * refused. axe on the auth modal and /profile.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { lineTotalCents } from '../../src/domain/cart.ts';
import type { Vendor } from '../../src/domain/types.ts';
import { matchZone } from '../../src/domain/zones.ts';
import { expect as baseExpect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import { alwaysOpen, findProduct, lineFor, listVendors, POSTAL, seedCart, submitButton, termsBox } from './order-helpers.ts';

// every step waits for the backend (bcrypt, mail): allow for a busy machine
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Resolves true once `text` has appeared anywhere in the page. For short-lived messages (the reset success closes
 * its dialog after 3 s): start watching before the action, await after it.
 */
function watchForText(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (t) =>
      new Promise<boolean>((resolve) => {
        if (document.body.textContent.includes(t)) {
          resolve(true);
          return;
        }
        const obs = new MutationObserver(() => {
          if (document.body.textContent.includes(t)) {
            obs.disconnect();
            resolve(true);
          }
        });
        obs.observe(document.body, { childList: true, subtree: true, characterData: true });
        setTimeout(() => resolve(false), 20_000);
      }),
    text,
  );
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

async function mailbox(request: APIRequestContext, to: string): Promise<Mail[]> {
  const res = await request.get('/dev/mailbox', { params: { to } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Mail[];
}

/** Waits for the `n`-th mail to `to` and returns the 6-digit code in it. */
async function codeFromMail(request: APIRequestContext, to: string, n: number): Promise<string> {
  await expect.poll(async () => (await mailbox(request, to)).length).toBeGreaterThanOrEqual(n);
  const newest = (await mailbox(request, to))[0];
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
  expect(code, `6-digit code in: ${newest?.text}`).toBeTruthy();
  return code!;
}

const modal = (page: Page) => page.getByRole('dialog');

async function login(page: Page, email: string, password: string) {
  await page.getByTestId('login-button').click();
  const dialog = modal(page);
  await expect(dialog.getByRole('tab', { name: 'Anmelden' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('E-Mail').fill(email);
  await dialog.getByLabel('Passwort', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

async function logout(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout-button').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
}

test.describe('accounts', () => {
  test.setTimeout(180_000);

  test('when a customer registers, orders, resets the password and deletes the account, then every step works against the backend', async ({
    page,
    request,
  }) => {
    const email = `e2e.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.at`;
    const password = 'Sicher123';
    const newPassword = 'Neuer456pw';

    // a product of an always-open vendor delivering to POSTAL, enough of it to pass the minimum
    const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter(
      (v: Vendor) => alwaysOpen(v) && v.tags.includes('delivery') && matchZone(v, POSTAL) !== null,
    );
    const pick = await findProduct(request, vendors, (p) => p.options.length === 0);
    const unit = lineTotalCents(lineFor(pick));
    const qty = Math.min(20, Math.max(1, Math.ceil(((matchZone(pick.vendor, POSTAL)?.minPrice ?? 0) * 100) / unit)));
    await seedCart(page, pick.vendor, [lineFor(pick, {}, qty)]);

    // --- register: validation under the fields, then the code from the mailbox --------------------------------
    await gotoApp(page, '/');
    await page.getByTestId('login-button').click();
    const dialog = modal(page);
    await dialog.getByRole('tab', { name: 'Registrieren' }).click();
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expect(dialog.getByText('Bitte geben Sie Ihren Vornamen ein.')).toBeVisible();
    await expect(dialog.getByText('Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.')).toBeVisible();
    await dialog.getByLabel('Vorname').fill('Maria');
    await dialog.getByLabel('Nachname').fill('Gruber');
    await dialog.getByLabel('E-Mail').fill(email);
    await dialog.getByLabel('Passwort', { exact: true }).fill(password);
    await dialog.getByLabel('Passwort bestätigen').fill(password);
    await dialog.getByLabel('Ich akzeptiere die AGB und die Datenschutzerklärung.').check();
    await dialog.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'E-Mail bestätigen' })).toBeVisible();
    const signupCode = await codeFromMail(request, email, 1);
    await dialog.getByLabel('6-stelliger Code').fill(signupCode === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(dialog.getByText('Der Code ist ungültig oder abgelaufen.')).toBeVisible();
    await dialog.getByLabel('6-stelliger Code').fill(signupCode);
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('user-menu-button')).toContainText('Maria');

    // --- profile edited ------------------------------------------------------------------------------------------
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('greeting')).toContainText('Maria');
    await page.getByRole('link', { name: 'Mein Profil' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=profile/);
    await expect(page.getByLabel('E-Mail', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Vorname')).toHaveValue('Maria');
    await page.getByLabel('Vorname').fill('Marianne');
    await page.getByLabel('Telefon (optional)').fill('+43 660 7654321');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Profil erfolgreich aktualisiert!')).toBeVisible();
    await expect(page.getByTestId('user-menu-button')).toContainText('Marianne');
    await expectAxeClean(page);

    // --- address added (required fields enforced) ----------------------------------------------------------------
    await page.getByRole('link', { name: 'Adressen' }).click();
    await page.getByRole('button', { name: 'Adresse hinzufügen' }).click();
    const addr = page.getByRole('dialog', { name: 'Neue Adresse' });
    await addr.getByRole('button', { name: 'Speichern' }).click();
    await expect(addr.getByText('Bitte füllen Sie alle Pflichtfelder aus')).toBeVisible();
    await addr.getByLabel(/^Bezeichnung/).fill('Zuhause');
    await addr.getByLabel(/^Straße/).fill('Neubaugasse');
    await addr.getByLabel(/^Hausnummer/).fill('12');
    await addr.getByLabel(/^Tür/).fill('4');
    await addr.getByLabel(/^PLZ/).fill(POSTAL);
    await addr.getByLabel(/^Stadt/).fill('Wien');
    await addr.getByLabel('Als Standardadresse verwenden').check();
    await addr.getByRole('button', { name: 'Speichern' }).click();
    await expect(addr).toHaveCount(0);
    const card = page.getByTestId('address-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Neubaugasse 12');
    await expect(card).toContainText('Standard');
    await expectAxeClean(page);

    // --- order placed with the saved address ----------------------------------------------------------------------
    await page.goto('/checkout');
    await expect(page.getByTestId('signed-in-note')).toContainText(email);
    await expect(page.getByLabel(/^Vorname/)).toHaveValue('Marianne');
    await expect(page.getByLabel(/^Vorname/)).toHaveAttribute('readonly', '');
    await expect(page.getByLabel(/^E-Mail/)).toHaveValue(email);
    await expect(page.getByRole('radio', { name: /Zuhause/ })).toBeChecked();
    await expect(page.getByLabel(/^Straße/)).toHaveValue('Neubaugasse');
    await expect(page.getByTestId('zone-status')).toHaveAttribute('data-state', 'valid');
    await termsBox(page).check();
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/order-confirmation/, { timeout: 20_000 });
    // one order number for the customer (issue 25): the confirmation's is the history's and tracking's
    await expect(page.getByTestId('order-number')).toHaveText(/^\s*\d+\s*$/);
    const nr = ((await page.getByTestId('order-number').textContent()) ?? '').trim();

    // --- order history and tracking -----------------------------------------------------------------------------
    await page.goto('/profile?tab=orders');
    const order = page.getByTestId('order-card');
    await expect(order).toHaveCount(1);
    await expect(order).toContainText(`${qty}× ${pick.product.label}`);
    await expect(order).toContainText(pick.vendor.label);
    await expect(order).toContainText(`#${nr}`);
    await expect(order).not.toContainText(/LZ-\d/);
    await expect(page.getByTestId('stat-total-orders')).toHaveText('1');
    await order.getByRole('link', { name: /verfolgen/ }).click();
    await expect(page).toHaveURL(/\/track-order\?/);
    await expect(page.getByTestId('order-number')).toHaveText(nr);
    await expect(page.getByTestId('order-restaurant')).toHaveText(pick.vendor.label);
    await expect(page.getByTestId('order-lines')).toContainText(pick.product.label);
    await expect(page.getByTestId('demo-notice')).toHaveCount(0);

    // --- logout → login (wrong password refused under the field, then the right one) ----------------------------
    await logout(page);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    await login(page, email, 'Falsch999x');
    await expect(modal(page).getByText('E-Mail oder Passwort ist falsch.')).toBeVisible();
    await modal(page).getByLabel('Passwort', { exact: true }).fill(password);
    await modal(page).getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByTestId('user-menu-button')).toContainText('Marianne');
    await logout(page);

    // --- password reset by code ------------------------------------------------------------------------------
    const mailsBefore = (await mailbox(request, email)).length;
    await page.getByTestId('login-button').click();
    await modal(page).getByRole('button', { name: 'Passwort vergessen?' }).click();
    await modal(page).getByLabel('E-Mail').fill(email);
    await modal(page).getByRole('button', { name: 'Link und Code senden' }).click();
    await expect(modal(page).getByRole('heading', { name: 'Code eingeben' })).toBeVisible();
    const resetCode = await codeFromMail(request, email, mailsBefore + 1);
    await modal(page).getByLabel('6-stelliger Code').fill(resetCode);
    await modal(page).getByRole('button', { name: 'Bestätigen' }).click();
    await expect(modal(page).getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();
    await modal(page).getByLabel('Neues Passwort', { exact: true }).fill('kurz1');
    await modal(page).getByLabel('Neues Passwort bestätigen').fill('kurz1');
    await modal(page).getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(modal(page).getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
    await modal(page).getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
    await modal(page).getByLabel('Neues Passwort bestätigen').fill(newPassword);
    const changed = watchForText(page, 'Ihr Passwort wurde geändert.');
    await modal(page).getByRole('button', { name: 'Passwort speichern' }).click();
    expect(await changed).toBe(true);
    await expect(modal(page)).toHaveCount(0);
    await logout(page);
    await login(page, email, newPassword);
    await expect(page.getByTestId('user-menu-button')).toContainText('Marianne');

    // --- account deleted → login refused ------------------------------------------------------------------------
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('link', { name: 'Einstellungen' }).click();
    await page.getByRole('button', { name: 'Konto löschen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Konto wirklich löschen?' });
    await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-button')).toBeVisible();
    await login(page, email, newPassword);
    await expect(modal(page).getByText('E-Mail oder Passwort ist falsch.')).toBeVisible();
  });

  test('when a reset link lacks its token or carries a wrong code, then the invalid-link screen is shown', async ({ page }) => {
    await gotoApp(page, '/reset-password?email=someone%40example.at');
    await expect(page.getByRole('heading', { name: 'Geçersiz Bağlantı' })).toBeVisible();
    await gotoApp(page, '/reset-password?email=someone%40example.at&token=123456');
    await page.getByLabel('Yeni Şifre').fill('abc');
    await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
    await expect(page.getByText('Şifre en az 8 karakter olmalı', { exact: true })).toBeVisible();
    await page.getByLabel('Yeni Şifre').fill('Gueltig123');
    await page.getByLabel('Şifreyi Onayla').fill('Gueltig123');
    await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
    await expect(page.getByRole('heading', { name: 'Geçersiz Bağlantı' })).toBeVisible();
  });

  test('when the recovery link of the mail is opened on the home page, then it goes to /password-reset and opens the reset dialog', async ({
    page,
    request,
  }) => {
    const config = (await (await request.get('/config.json')).json()) as { supabaseAnonKey: string };
    const headers = { apikey: config.supabaseAnonKey, Authorization: `Bearer ${config.supabaseAnonKey}` };
    const email = `e2e.link.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.at`;
    const signup = await request.post('/auth/v1/signup', {
      headers,
      data: { email, password: 'Erstes123', data: { first_name: 'Lena', last_name: 'Berger' } },
    });
    expect(signup.status(), await signup.text()).toBe(200);
    const code = await codeFromMail(request, email, 1);
    expect((await request.post('/auth/v1/verify', { headers, data: { email, token: code, type: 'signup' } })).status()).toBe(200);
    expect((await request.post('/auth/v1/recover', { headers, data: { email } })).status()).toBe(200);
    await expect.poll(async () => (await mailbox(request, email)).length).toBe(2);
    const text = (await mailbox(request, email))[0]?.text ?? '';
    const link = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(text)?.[1];
    expect(link, text).toBeTruthy();
    // a link whose target is the home page: the home page forwards the recovery hash to /password-reset
    const url = new URL(link!);
    url.searchParams.set('redirect_to', `${url.origin}/`);
    await page.goto(url.toString());
    const dialog = modal(page);
    await expect(dialog.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await dialog.getByLabel('Neues Passwort', { exact: true }).fill('Zweites456');
    await dialog.getByLabel('Neues Passwort bestätigen').fill('Zweites456');
    const changed = watchForText(page, 'Ihr Passwort wurde geändert.');
    await dialog.getByRole('button', { name: 'Passwort speichern' }).click();
    expect(await changed).toBe(true);
    await expect(dialog).toHaveCount(0);
    const login = await request.post('/auth/v1/token?grant_type=password', { headers, data: { email, password: 'Zweites456' } });
    expect(login.status()).toBe(200);
  });

  test('when a signed-out visitor opens /profile, then they are sent home', async ({ page }) => {
    await gotoApp(page, '/profile?tab=orders');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-button')).toBeEnabled();
  });
});
