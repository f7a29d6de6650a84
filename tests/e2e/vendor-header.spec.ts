/**
 * Vendor page header, hero and menu navigation (spec 1 §4) against the production build and the real server.
 */
import { expect, test } from './fixtures.ts';
import { listVendors, catalogOf, orderable, findProduct, openVendor, showWholeMenu } from './vendor-helpers.ts';

test.describe('vendor page header, hero and menu navigation', () => {
  test('when the header actions are used, then favourite, share, info, reviews and allergens work', async ({ page, request }) => {
    const vendors = (await listVendors(request, 'zone:1070', 20)).filter(orderable);
    const c = await findProduct(request, vendors, ({ product }) => (product.allergens?.length ?? 0) > 0);
    await openVendor(page, c.vendor);
    await showWholeMenu(page);

    const fav = page.getByRole('button', { name: 'Favorit' });
    await expect(fav).toHaveAttribute('aria-pressed', 'false');
    await fav.click();
    await expect(fav).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('favoriteRestaurants') ?? '[]') as unknown)).toEqual([c.vendor.id]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Favorit' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Favorit' }).click();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('favoriteRestaurants') ?? '[]') as unknown)).toEqual([]);

    // Debian's Chromium has no Web Share API: the share dialog offers messaging, social, e-mail and copy link
    await page.getByRole('button', { name: 'Teilen' }).click();
    const share = page.getByRole('dialog', { name: 'Restaurant teilen' });
    await expect(share.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    await expect(share.getByRole('link', { name: 'E-Mail' })).toHaveAttribute('href', /^mailto:/);
    await expect(share.getByRole('link', { name: 'Facebook' })).toBeVisible();
    await expect(share.getByRole('button', { name: 'Link kopieren' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();
    await expect(page.getByRole('button', { name: 'Teilen' })).toBeFocused();

    await page.getByRole('button', { name: 'Informationen zum Restaurant' }).click();
    const info = page.getByRole('dialog', { name: c.vendor.label });
    await expect(info).toContainText('Live-Daten');
    await expect(info).toContainText(c.vendor.address);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /Bewertungen\)$/ }).click();
    const reviews = page.getByRole('dialog', { name: `Bewertungen – ${c.vendor.label}` });
    // only reviews of real delivered orders (issue 30): the demo data's, seeded through delivered orders
    const { summary } = (await (await request.get(`/api/v1/vendors/${c.vendor.id}/reviews`)).json()) as { summary: { count: number; average: number } };
    expect(summary.count).toBeGreaterThan(0);
    const avg = summary.average.toLocaleString('de-AT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    await expect(reviews.getByTestId('reviews-summary')).toHaveText(`${avg} von 5 Sternen (${summary.count} ${summary.count === 1 ? 'Bewertung' : 'Bewertungen'})`);
    await expect(reviews).toContainText('Nur Bewertungen von Bestellungen, die wirklich geliefert oder abgeholt wurden.');
    await expect(reviews.getByTestId('review').first()).toContainText('bestellt am');
    await expect(reviews.getByTestId('review')).toHaveCount(Math.min(10, summary.count));
    await page.keyboard.press('Escape');

    // issue 29: the row's button shows the codes ("A, G"); the dialog lists code and name
    const codes = c.product.allergens!.join(', ');
    const letters = page.getByRole('button', { name: `Allergene von ${c.product.label}: ${codes}`, exact: true });
    await expect(letters).toHaveText(codes);
    await letters.click();
    const allergens = page.getByRole('dialog', { name: `Allergene – ${c.product.label}` });
    for (const a of c.product.allergens!) await expect(allergens.locator('.allergen-list').first().getByRole('listitem').filter({ hasText: new RegExp(`^${a} – `) })).toBeVisible();
    await expect(allergens).toContainText('Angaben des Restaurants ohne Gewähr');
  });

  test('when the page scrolls past 450 px, then the category bar appears, follows the section in view and jumps with an offset', async ({ page, request }) => {
    const vendor = (await listVendors(request, 'zone:1070', 20)).find((v) => orderable(v))!;
    const catalog = await catalogOf(request, vendor);
    const groups = catalog.productGroups.filter((g) => g.products.length > 0);
    expect(groups.length, 'a menu with several categories').toBeGreaterThan(2);
    await openVendor(page, vendor);
    const bar = page.getByRole('navigation', { name: 'Kategorien', exact: true });
    await expect(bar).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect(bar).toBeVisible();
    const total = groups.reduce((n, g) => n + g.products.length, 0);
    await expect(bar.getByRole('button', { name: `Alle (${total})` })).toBeVisible();

    const target = groups[2]!;
    await bar.getByRole('button', { name: `${target.label} (${target.products.length})` }).click();
    const heading = page.getByRole('heading', { level: 2, name: target.label, exact: true });
    await expect(heading).toBeFocused();
    // the section top lands 120 px below the viewport top once the smooth scroll has settled
    await expect
      .poll(async () => Math.round(await page.locator(`section[data-category]`, { has: heading }).evaluate((el) => el.getBoundingClientRect().top)), { timeout: 5000 })
      .toBe(120);
    await expect(bar.getByRole('button', { name: `${target.label} (${target.products.length})` })).toHaveAttribute('aria-pressed', 'true');
    await expect(bar.getByRole('link', { name: /Warenkorb, 0 Artikel/ })).toBeVisible();
  });
});
