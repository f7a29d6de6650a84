/**
 * The phone shows food, not toolbars (issue 25 item 6): at 390×844 the header is one row, the listing's first vendor
 * card begins within the first screen, the vendor page's first menu item within 1.5 screens; the listing's filters
 * that do not fit scroll sideways and stay reachable by keyboard with a visible focus and a name. The wide screen keeps
 * its one-row header and toolbar. (The address journey at 390×844 is in address.spec.ts.)
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoApp } from './fixtures.ts';
import { listVendors, orderable, openVendor } from './vendor-helpers.ts';

const PHONE = { width: 390, height: 844 };

/** Every box's vertical centre lies within the first box's top and bottom: the boxes share one row. */
async function expectOneRow(boxes: Locator[]): Promise<void> {
  let first: { y: number; height: number } | undefined;
  for (const b of boxes) {
    const r = await b.boundingBox();
    expect(r, `${b.toString()} is laid out`).not.toBeNull();
    first ??= r!;
    const mid = r!.y + r!.height / 2;
    expect(mid, `${b.toString()} on the first box's row`).toBeGreaterThan(first.y);
    expect(mid, `${b.toString()} on the first box's row`).toBeLessThan(first.y + first.height);
  }
}

async function expectHeaderOneRow(page: Page): Promise<void> {
  const nav = page.locator('header.topnav');
  await expectOneRow([
    nav.locator('.topnav__logo'),
    nav.locator('#nav-location'),
    nav.locator('.topnav__lang'),
    nav.getByTestId('login-button'),
    nav.locator('.cart-link'),
  ]);
  expect((await nav.boundingBox())!.height).toBeLessThanOrEqual(72);
  // nothing sticks out sideways: the page does not scroll horizontally
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const lng of ['de', 'en'] as const) {
  test.describe(`phone 390×844 (${lng})`, () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test(`when the listing of 1070 opens, then the header is one row and the first vendor card starts within the first screen`, async ({ page }) => {
      await gotoApp(page, `/restaurants?postalCode=1070&lng=${lng}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      const card = page.getByTestId('vendor-card').first();
      await expect(card).toBeVisible();
      await expectHeaderOneRow(page);
      expect((await card.boundingBox())!.y).toBeLessThan(PHONE.height);
    });

    test(`when the listing's filters are tabbed through, then each is named, comes into view and shows its focus`, async ({ page }) => {
      await gotoApp(page, `/restaurants?postalCode=1070&lng=${lng}`);
      await expect(page.getByTestId('vendor-card').first()).toBeVisible();
      const filters = page.locator('.listing-filters');
      const controls = filters.locator('button, select, input, a[href]');
      const count = await controls.count();
      expect(count).toBeGreaterThanOrEqual(5); // delivery, pickup, sort, grid/list, map
      await page.locator('.listing-search input').focus();
      const seen: string[] = [];
      for (let i = 0; i < 20 && seen.length < count; i++) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        if (!(await focused.evaluate((el) => !!el.closest('.listing-filters')))) continue;
        await expect(focused).toHaveAccessibleName(/\S/);
        // scrolled into view in the sideways row, wholly on the screen
        await expect(focused).toBeInViewport({ ratio: 0.99 });
        const box = (await focused.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(-0.5);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width + 0.5);
        const outline = await focused.evaluate((el) => {
          const s = getComputedStyle(el);
          return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
        });
        expect(outline.style).not.toBe('none');
        expect(outline.width).toBeGreaterThanOrEqual(2);
        seen.push(await focused.evaluate((el) => el.outerHTML.slice(0, 60)));
      }
      expect(seen).toHaveLength(count);
      // the filters take one row that scrolls sideways (not several rows)
      const row = (await filters.boundingBox())!;
      expect(row.height).toBeLessThan(70);
      await expectOneRow([filters.getByRole('button', { pressed: true }).first(), filters.locator('select'), controls.last()]);
    });

    test(`when the language select is used on a phone, then it shows the code, is named and switches`, async ({ page }) => {
      await gotoApp(page, `/restaurants?postalCode=1070&lng=${lng}`);
      const code = page.locator('.topnav__lang-code');
      await expect(code).toBeVisible();
      await expect(code).toHaveText(lng.toUpperCase());
      const select = page.getByRole('combobox', { name: lng === 'de' ? 'Sprache' : 'Language' });
      await select.selectOption('tr');
      await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
      await expect(code).toHaveText('TR');
    });

    test(`when a vendor page opens, then its first menu item starts within one and a half screens`, async ({ page, request }) => {
      const vendor = (await listVendors(request, 'zone:1070', 20)).find(orderable);
      expect(vendor, 'an open vendor of 1070').toBeDefined();
      await openVendor(page, vendor!, `?lng=${lng}`);
      const item = page.locator('.menu-item').first();
      await expect(item).toBeVisible();
      await expectHeaderOneRow(page);
      expect((await item.boundingBox())!.y).toBeLessThan(PHONE.height * 1.5);
    });
  });
}

test.describe('desktop 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('when the listing opens, then the header and the toolbar are one row each, the first cards within the first screen', async ({ page }) => {
    await gotoApp(page, '/restaurants?postalCode=1070');
    const card = page.getByTestId('vendor-card').first();
    await expect(card).toBeVisible();
    await expectHeaderOneRow(page);
    await expect(page.locator('header.topnav .topnav__logo-text')).toBeVisible();
    await expect(page.locator('.topnav__lang-code')).toBeHidden();
    const bar = page.locator('.listing-toolbar');
    await expectOneRow([bar.locator('.listing-search input'), bar.locator('.segmented').first(), bar.locator('select'), bar.locator('button').last()]);
    expect((await card.boundingBox())!.y).toBeLessThan(800);
  });
});
