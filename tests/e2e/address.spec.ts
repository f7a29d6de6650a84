/**
 * A stranger's first order (issue 25 item 1): what a customer types as an address is understood. A full address on
 * the home page lists the vendors of its postal code and fills checkout's street and number; a street without a postal
 * code is resolved through what the app knows, and an unknown one says what to do instead of "0 restaurants".
 */
import { test, expect, gotoApp } from './fixtures.ts';
import type { APIRequestContext } from '@playwright/test';
import { streetOf } from '../../src/domain/search-input.ts';
import { findProduct, lineFor, listVendors, seedCart } from './order-helpers.ts';

/** The postal codes the place search knows `street` in (the seed's vendor addresses: no geocoder in this suite). */
async function codesOf(request: APIRequestContext, street: string): Promise<Set<string>> {
  const res = await request.get('/api/geo/search', { params: { q: `${street} 1` } });
  expect(res.ok()).toBeTruthy();
  const { results } = (await res.json()) as { results: { postalCode: string; street?: string }[] };
  return new Set(results.filter((r) => r.street === street).map((r) => r.postalCode));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`when "Neubaugasse 12, 1070 Wien" is typed on the home page at ${viewport.width}×${viewport.height}, then the listing shows 1070's vendors and checkout has the street and number`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const vendors = await listVendors(request, 'zone:1070');
    const names = new Set(vendors.map((v) => v.label));
    // any vendor of 1070: checkout's address fields do not depend on the opening hours
    const pick = await findProduct(request, vendors.filter((v) => !v.tags.includes('closed')), (p) => p.options.length === 0 && p.product.pr > 0 && !p.product.soldOut);
    await seedCart(page, pick.vendor, [lineFor(pick)]);

    await gotoApp(page, '/');
    const box = page.getByRole('combobox', { name: 'Ihre Lieferadresse' });
    await box.fill('Neubaugasse 12, 1070 Wien');
    await page.getByRole('button', { name: 'Restaurants finden' }).click();

    await expect(page).toHaveURL(/\/restaurants\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ postalCode: '1070', street: 'Neubaugasse', houseNumber: '12', cityName: 'Wien' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants in 1070 Wien');
    const cards = page.getByTestId('vendor-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText(/[1-9]\d* Restaurants? gefunden/)).toBeVisible();
    // the cards are 1070's vendors (not a vendor-name search for the typed text)
    for (const name of (await cards.getByRole('heading', { level: 3 }).allTextContents()).slice(0, 6)) {
      expect(names, `card "${name}"`).toContain(name.replace(/\s*\(Demo\)$/, '').trim());
    }

    await page.goto('/checkout');
    await expect(page.getByLabel(/^Straße/)).toHaveValue('Neubaugasse');
    await expect(page.getByLabel(/^Hausnummer/)).toHaveValue('12');
    await expect(page.getByLabel(/^Postleitzahl/)).toHaveValue('1070');
    await expect(page.getByLabel(/^Ort/)).toHaveValue('Wien');
    await expect(page.getByTestId('zone-status')).toHaveAttribute('data-state', 'valid');
  });
}

test('when the top bar gets "Wien 1070", then the listing of 1070 opens (not a search for the text)', async ({ page }) => {
  await gotoApp(page, '/');
  const box = page.getByRole('textbox', { name: 'Lieferort' });
  await box.fill('Wien 1070');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/restaurants\?postalCode=1070&cityName=Wien$/);
  await expect(page.getByTestId('vendor-card').first()).toBeVisible();
});

test('when a street known in one postal code is typed without it, then its listing opens with the street kept', async ({ page, request }) => {
  // a street of a 1070 vendor that the place search knows in 1070 only
  let street: string | undefined;
  for (const v of (await listVendors(request, 'zone:1070')).filter((x) => x.postalCode === '1070')) {
    const s = streetOf(v.address).street;
    if (s && [...(await codesOf(request, s))].join() === '1070') {
      street = s;
      break;
    }
  }
  expect(street, 'a seeded 1070 street known in one postal code').toBeDefined();

  await gotoApp(page, '/');
  await page.getByRole('combobox', { name: 'Ihre Lieferadresse' }).fill(`${street} 12`);
  await page.getByRole('button', { name: 'Restaurants finden' }).click();
  await expect(page).toHaveURL(/postalCode=1070/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ postalCode: '1070', street, houseNumber: '12' });
  expect(url.searchParams.get('search')).toBeNull();
  await expect(page.getByTestId('vendor-card').first()).toBeVisible();
});

test('when an unknown street is typed, then the listing says so and its postal-code field leads on', async ({ page }) => {
  await gotoApp(page, '/');
  await page.getByRole('combobox', { name: 'Ihre Lieferadresse' }).fill('Zyxwvugasse 5');
  await page.getByRole('button', { name: 'Restaurants finden' }).click();
  await expect(page.getByRole('heading', { name: '„Zyxwvugasse 5“ kennen wir noch nicht' })).toBeVisible();
  await expect(page.getByText(/0 Restaurants gefunden/)).toHaveCount(0);
  const code = page.getByRole('textbox', { name: 'Postleitzahl' });
  await code.fill('10');
  await page.getByRole('button', { name: 'Restaurants anzeigen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bitte geben Sie eine vierstellige österreichische Postleitzahl ein.');
  await code.fill('1070');
  await page.getByRole('button', { name: 'Restaurants anzeigen' }).click();
  await expect(page).toHaveURL(/postalCode=1070/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ street: 'Zyxwvugasse', houseNumber: '5' });
  await expect(page.getByTestId('vendor-card').first()).toBeVisible();
});
