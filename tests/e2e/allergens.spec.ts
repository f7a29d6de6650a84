/**
 * Allergens as codes and the careful eaters' filter (issue 29) against the production build and the seeded data:
 * a dish shows its letters, the dialog names them in de, en and tr, and the filter's list of all 14 is the legend;
 * "Ohne G (Milch)" hides the dishes
 * with G (its own, or a required choice that only offers G) and says how many, is remembered across a reload, and can
 * mark instead of hide; offline, from the menu in the persisted cache, it hides and counts the same. Axe with the dialog
 * open and with the filter open and on.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import { swControlled, waitPersisted } from './pwa-helpers.ts';
import { catalogOf, findProduct, listVendors, openVendor, orderable, showWholeMenu, uniqueLabels } from './vendor-helpers.ts';
import { effectiveOptions, optionLimits } from '../../src/domain/options.ts';
import type { Product, ProductGroup } from '../../src/domain/types.ts';

const LANGS = [
  { lng: 'de', button: (n: string) => `Allergene von ${n}`, title: (n: string) => `Allergene – ${n}`, filter: 'Filter: Allergene & Ernährung', G: 'Milch', R: 'Ohne R (Weichtiere)' },
  { lng: 'en', button: (n: string) => `Allergens of ${n}`, title: (n: string) => `Allergens – ${n}`, filter: 'Filter: allergens & diet', G: 'Milk', R: 'Without R (Molluscs)' },
  { lng: 'tr', button: (n: string) => `${n} alerjenleri`, title: (n: string) => `Alerjenler – ${n}`, filter: 'Filtre: alerjenler ve beslenme', G: 'Süt', R: 'R (Yumuşakçalar) içermeyen' },
] as const;

/** Written out here, not taken from the app: a dish has G itself, or a required group offers only values with G. */
function needsMilk(group: ProductGroup, product: Product): boolean {
  if (product.allergens?.includes('G')) return true;
  return effectiveOptions(group, product).some((o) => {
    const l = optionLimits(o);
    const clean = o.vals.filter((v) => !v.allergens?.includes('G')).length;
    return Math.min(clean * l.maxQ, l.max) < l.min;
  });
}

/** A seeded vendor with at least two dishes that need milk and two that do not (labels unique on its menu). */
async function milkPick(request: APIRequestContext) {
  const vendors = (await listVendors(request, 'zone:1070', 30)).filter(orderable);
  for (const vendor of vendors) {
    const catalog = await catalogOf(request, vendor);
    const unique = uniqueLabels(catalog);
    const all = catalog.productGroups.flatMap((g) => g.products.map((p) => ({ g, p })));
    const milk = all.filter(({ g, p }) => needsMilk(g, p));
    const clean = all.filter(({ g, p }) => !needsMilk(g, p));
    if (milk.length >= 2 && clean.length >= 2) {
      return { vendor, milk: milk.map(({ p }) => p.label).filter((l) => unique.has(l)), clean: clean.map(({ p }) => p.label).filter((l) => unique.has(l)), hidden: milk.length };
    }
  }
  throw new Error('no seeded vendor with dishes with and without milk');
}

test.describe('allergens as codes', () => {
  for (const L of LANGS) {
    test(`when a dish with milk is shown in ${L.lng}, then its row shows the letters and the dialog names them with a legend of all 14`, async ({ page, request }) => {
      const vendors = (await listVendors(request, 'zone:1070', 20)).filter(orderable);
      const c = await findProduct(request, vendors, ({ product }) => (product.allergens ?? []).includes('G'));
      await openVendor(page, c.vendor, `?lng=${L.lng}`);
      await showWholeMenu(page);
      const codes = c.product.allergens!.join(', ');
      expect(codes).toMatch(/^([A-R], )*[A-R]$/);
      const letters = page.getByRole('button', { name: `${L.button(c.product.label)}: ${codes}`, exact: true });
      await expect(letters).toHaveText(codes);
      await letters.click();
      const dialog = page.getByRole('dialog', { name: L.title(c.product.label) });
      await expect(dialog.locator('.allergen-list').first().getByRole('listitem').filter({ hasText: `G – ${L.G}` })).toBeVisible();
      await expect(dialog.locator('.allergen-list').first().getByRole('listitem')).toHaveCount(c.product.allergens!.length);
      await expectAxeClean(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // the legend of all 14: the filter's list, in the customer's language
      await page.getByText(L.filter, { exact: true }).click();
      const boxes = page.locator('.menu-filter__group').first().getByRole('checkbox');
      await expect(boxes).toHaveCount(14);
      await expect(page.getByRole('checkbox', { name: L.R, exact: true })).toBeVisible();
      await expectAxeClean(page);
    });
  }
});

test.describe('the careful eaters\' filter', () => {
  test('when "Ohne G (Milch)" is chosen, then the dishes with G are hidden and counted, the choice survives a reload, and marking shows them again', async ({ page, request }) => {
    const picked = await milkPick(request);
    const row = (label: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: label, exact: true }) });

    await openVendor(page, picked.vendor);
    await showWholeMenu(page);
    await expect(row(picked.milk[0]!)).toBeVisible();
    await page.getByText('Filter: Allergene & Ernährung', { exact: true }).click();
    const panel = page.locator('details.menu-filter__panel');
    await expect(panel.getByRole('group', { name: 'Ohne …' }).getByRole('checkbox')).toHaveCount(14);
    await panel.getByRole('checkbox', { name: 'Ohne G (Milch)' }).check();
    const status = page.getByTestId('menu-filter-status');
    const hiddenText = `${picked.hidden} ${picked.hidden === 1 ? 'Gericht' : 'Gerichte'} ausgeblendet`;
    await expect(status).toHaveText(hiddenText);
    await expectAxeClean(page);
    await panel.getByText('Filter aktiv (1)', { exact: true }).click();
    await expect(panel.getByRole('checkbox', { name: 'Ohne G (Milch)' })).toBeHidden();

    for (const label of picked.milk) await expect(row(label)).toHaveCount(0);
    await expect(row(picked.clean[0]!)).toBeVisible();
    await expectAxeClean(page);

    // remembered on the device
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: picked.vendor.label })).toBeVisible();
    await expect(status).toHaveText(hiddenText);
    await showWholeMenu(page);
    await expect(row(picked.milk[0]!)).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('menuFilter') ?? 'null') as unknown)).toEqual({ without: ['G'], diet: 'all', mode: 'hide' });

    // marked instead of hidden
    await page.getByText('Filter aktiv (1)', { exact: true }).click();
    await expect(panel.getByRole('checkbox', { name: 'Ohne G (Milch)' })).toBeChecked();
    await panel.getByRole('radio', { name: 'markiert zeigen' }).check();
    await expect(status).toHaveText(`${picked.hidden} ${picked.hidden === 1 ? 'Gericht passt' : 'Gerichte passen'} nicht zum Filter`);
    await expect(row(picked.milk[0]!)).toContainText('passt nicht zum Filter');
    await expect(row(picked.clean[0]!)).not.toContainText('passt nicht zum Filter');
    await expectAxeClean(page);
  });

});

test.describe('the careful eaters\' filter offline', () => {
  // the service worker serves the app's files offline (blocked in the other specs: playwright.config.ts)
  test.use({ serviceWorkers: 'allow' });

  test('when the menu was seen online and the device goes offline, then "Ohne G (Milch)" hides the dishes with G from the cached menu and says how many', async ({ page, context, request }) => {
    const picked = await milkPick(request);
    const row = (label: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: label, exact: true }) });
    const hiddenText = `${picked.hidden} ${picked.hidden === 1 ? 'Gericht' : 'Gerichte'} ausgeblendet`;
    await gotoApp(page, '/');
    await swControlled(page);
    await openVendor(page, picked.vendor);
    await showWholeMenu(page);
    await expect(row(picked.milk[0]!)).toBeVisible();
    await waitPersisted(page, 'vendor', picked.vendor.slug);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: picked.vendor.label })).toBeVisible();
      await expect(page.getByTestId('offline-banner')).toContainText('Sie sind offline.');
      await showWholeMenu(page);
      await expect(row(picked.milk[0]!)).toBeVisible();
      // the filter is chosen offline: the menu in the persisted cache is filtered, the count said
      await page.getByText('Filter: Allergene & Ernährung', { exact: true }).click();
      const panel = page.locator('details.menu-filter__panel');
      await panel.getByRole('checkbox', { name: 'Ohne G (Milch)' }).check();
      const status = page.getByTestId('menu-filter-status');
      await expect(status).toHaveText(hiddenText);
      for (const label of picked.milk) await expect(row(label)).toHaveCount(0);
      for (const label of picked.clean.slice(0, 3)) await expect(row(label)).toBeVisible();
      await expectAxeClean(page);

      // away and back, still offline: the choice and the count hold
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto(`/restaurant/${picked.vendor.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: picked.vendor.label })).toBeVisible();
      await expect(status).toHaveText(hiddenText);
      await showWholeMenu(page);
      await expect(row(picked.milk[0]!)).toHaveCount(0);
      await expect(row(picked.clean[0]!)).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
