/**
 * The phone shows food, not toolbars (issue 25 item 6): at 390×844 the header is one row, the listing's first vendor
 * card begins within the first screen, the vendor page's first menu item within 1.5 screens; the listing's filters
 * that do not fit scroll sideways and stay reachable by keyboard with a visible focus and a name. The wide screen keeps
 * its one-row header and toolbar. (The address journey at 390×844 is in address.spec.ts.)
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Vendor } from '../../src/domain/types.ts';
import { test, expect, gotoApp } from './fixtures.ts';
import { catalogOf, esc, listVendors, orderable, openVendor } from './vendor-helpers.ts';

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

test.describe('a long menu on the phone (issue 27)', () => {
  test.use({ viewport: PHONE });

  /**
   * The open vendor of 1070 with the most products in three or more categories, its product count, and a category to
   * jump to: one with at least 12 products above it (not among the first rows) and 10 from it on (room to scroll it up).
   */
  async function longMenu(request: APIRequestContext): Promise<{ vendor: Vendor; total: number; target: string }> {
    let best: { vendor: Vendor; total: number; target: string } | undefined;
    for (const vendor of (await listVendors(request, 'zone:1070', 20)).filter(orderable)) {
      const groups = (await catalogOf(request, vendor)).productGroups.filter((g) => g.products.length > 0);
      const total = groups.reduce((n, g) => n + g.products.length, 0);
      let above = 0;
      const target = groups.find((g) => {
        const ok = above >= 12 && total - above >= 10;
        above += g.products.length;
        return ok;
      });
      if (groups.length >= 3 && target && total > (best?.total ?? 0)) best = { vendor, total, target: target.label };
    }
    expect(best, 'an open vendor of 1070 with a long menu').toBeDefined();
    expect(best!.total).toBeGreaterThan(20);
    return best!;
  }

  test('when the page opens, then the rows below the first screens wait; scrolling and a category jump render them and land on its section', async ({ page, request }) => {
    const { vendor, total, target } = await longMenu(request);
    await openVendor(page, vendor);
    await page.waitForLoadState('networkidle');
    const menu = page.locator('#vendor-menu');
    const rows = menu.locator('li.menu-item');
    await expect(menu).toHaveAttribute('data-whole', 'false');
    expect(await rows.count()).toBeLessThan(total);

    // the category bar shows once the visitor has scrolled; a chip jumps to its section (the rows above rendered first)
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    const bar = page.getByRole('navigation', { name: 'Kategorien', exact: true });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: new RegExp(`^${esc(target)} \\(`) }).click();
    const heading = page.getByRole('heading', { level: 2, name: target, exact: true });
    await expect(heading).toBeFocused();
    await expect(rows).toHaveCount(total);
    // the section's top lands below the sticky navigation and the bar (the jump's 120 px offset at least), in the
    // screen's upper half once the smooth scroll has settled (rows never painted yet count with their estimated height
    // while it is measured, so it is not always exactly 120 px on a phone)
    const section = page.locator('section[data-category]', { has: heading });
    const top = () => section.evaluate((el) => el.getBoundingClientRect().top);
    await expect.poll(top, { timeout: 5000 }).toBeGreaterThanOrEqual(119);
    await expect.poll(top, { timeout: 5000 }).toBeLessThan(PHONE.height / 2);
  });

  test('when the visitor is at the page\'s end at once (the scroll bar dragged down, a restored position), then the rows above follow', async ({ page, request }) => {
    const { vendor, total } = await longMenu(request);
    await openVendor(page, vendor);
    await page.waitForLoadState('networkidle');
    const rows = page.locator('#vendor-menu li.menu-item');
    expect(await rows.count()).toBeLessThan(total);
    // in one frame, past the rows' end: it is above the viewport, never near it
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(rows).toHaveCount(total);
  });
});
