/**
 * Vendor page (/restaurant/$id, spec 1 §2/§4) against the production build and the real server with seeded data.
 * Vendors are found through the API (GET /api/v1/vendors?filter=…) by what each test needs, never by fixed ids.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { buildCartLine, lineTotalCents } from '../../src/domain/cart.ts';
import { formatEuro, toCents } from '../../src/domain/money.ts';
import { controlType, effectiveOptions, optionLimits, type Selection } from '../../src/domain/options.ts';
import type { Catalog, Product, ProductGroup, ProductOption, Vendor, VendorListResponse } from '../../src/domain/types.ts';
import { zonePostalCodes } from '../../src/domain/zones.ts';
import { apiDown, expect, expectNoSeriousA11yViolations, gotoApp, test } from './fixtures.ts';

// ---------------------------------------------------------------------------------------------------------
// Finding vendors and products through the API

interface Candidate {
  vendor: Vendor;
  group: ProductGroup;
  product: Product;
}

async function listVendors(request: APIRequestContext, filter: string, max = 150): Promise<Vendor[]> {
  const out: Vendor[] = [];
  let pageToken: string | undefined;
  do {
    const res = await request.get('/api/v1/vendors', { params: { filter, pageSize: 50, ...(pageToken ? { pageToken } : {}) } });
    expect(res.status(), `GET /api/v1/vendors?filter=${filter}: ${await res.text()}`).toBe(200);
    const body = (await res.json()) as VendorListResponse;
    out.push(...body.vendors);
    pageToken = body.nextPageToken || undefined;
  } while (pageToken && out.length < max);
  return out;
}

async function catalogOf(request: APIRequestContext, vendor: Vendor): Promise<Catalog> {
  const res = await request.get(`/api/v1/vendors/${vendor.id}/catalogs/delivery`);
  expect(res.ok(), `catalog of ${vendor.slug}`).toBeTruthy();
  return (await res.json()) as Catalog;
}

const orderable = (v: Vendor) => v.isOpen && !v.tags.includes('closed');

/** First product (over the given vendors) with a label unique on its page for which `accept` holds. */
async function findProduct(
  request: APIRequestContext,
  vendors: Vendor[],
  accept: (c: Candidate, options: ProductOption[]) => boolean,
): Promise<Candidate> {
  for (const vendor of vendors) {
    const catalog = await catalogOf(request, vendor);
    const unique = uniqueLabels(catalog);
    for (const group of catalog.productGroups) {
      for (const product of group.products) {
        if (!unique.has(product.label)) continue;
        const c = { vendor, group, product };
        if (accept(c, effectiveOptions(group, product))) return c;
      }
    }
  }
  throw new Error('no seeded vendor/product fits this test');
}

/** Labels that are unique on the page keep locators unambiguous. */
function uniqueLabels(catalog: { productGroups: ProductGroup[] }): Set<string> {
  const seen = new Map<string, number>();
  for (const g of catalog.productGroups) for (const p of g.products) seen.set(p.label, (seen.get(p.label) ?? 0) + 1);
  return new Set([...seen].filter(([, n]) => n === 1).map(([l]) => l));
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const euro = (c: number) => formatEuro(c, 'de-AT');

// ---------------------------------------------------------------------------------------------------------
// Page helpers

async function openVendor(page: Page, vendor: Vendor, query = ''): Promise<void> {
  await gotoApp(page, `/restaurant/${vendor.slug}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: vendor.label })).toBeVisible();
}

/**
 * The minimal valid selection a customer makes: every required option gets its first `min` values, and the first
 * optional checkbox option gets its first value (to exercise optional picks too).
 */
function minimalSelection(options: ProductOption[], withOptional: boolean): Selection {
  const sel: Selection = {};
  let optionalDone = !withOptional;
  for (const o of options) {
    const l = optionLimits(o);
    const kind = controlType(o);
    if (l.min > 0) {
      const picks: Record<string, number> = {};
      if (kind === 'stepper') picks[o.vals[0]!.slug] = l.min;
      else for (const v of o.vals.slice(0, kind === 'radio' ? 1 : l.min)) picks[v.slug] = 1;
      sel[o.slug] = picks;
    } else if (!optionalDone && kind === 'checkbox' && o.vals.length > 0) {
      sel[o.slug] = { [o.vals[0]!.slug]: 1 };
      optionalDone = true;
    }
  }
  return sel;
}

/** Makes `selection` in the open options dialog with mouse clicks. */
async function choose(page: Page, options: ProductOption[], selection: Selection): Promise<void> {
  const dialog = page.getByRole('dialog');
  for (const o of options) {
    const picks = selection[o.slug];
    if (!picks) continue;
    const group = dialog.getByRole('group', { name: new RegExp(`^${esc(o.label)}`) });
    const kind = controlType(o);
    for (const v of o.vals) {
      const q = picks[v.slug] ?? 0;
      if (q === 0) continue;
      if (kind === 'stepper') {
        for (let i = 0; i < q; i++) await group.getByRole('button', { name: `${v.label}: eins mehr` }).click();
      } else {
        await group.getByRole(kind, { name: new RegExp(`^${esc(v.label)}`) }).check();
      }
    }
  }
}

/** Records every toast text from now on (the add-to-cart toast lives only 1 s: too short to poll for reliably). */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __toasts: string[] };
    w.__toasts = [];
    new MutationObserver(() => {
      for (const t of document.querySelectorAll('[role="status"] .toast')) {
        const text = t.textContent;
        if (!w.__toasts.includes(text)) w.__toasts.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

function readCart(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('lz.cart.v1') ?? 'null') as {
    vendorId: string | null;
    vendorName: string | null;
    lines: { name: string; quantity: number; price: number; options: unknown[] }[];
  } | null);
}

// ---------------------------------------------------------------------------------------------------------

test.describe('vendor page', () => {
  test('when a product with options is added, then the dialog price and the cart line follow the domain rules', async ({ page, request }) => {
    const vendors = (await listVendors(request, 'zone:1070')).filter(orderable);
    const c = await findProduct(request, vendors, (_c, opts) => {
      const kinds = new Set(opts.map(controlType));
      return opts.some((o) => optionLimits(o).min > 0) && kinds.has('checkbox') && opts.length >= 2;
    });
    const options = effectiveOptions(c.group, c.product);
    const selection = minimalSelection(options, true);
    const expected = buildCartLine({ group: c.group, product: c.product, selection, quantity: 2 });
    const expectedTotal = lineTotalCents(expected);

    await openVendor(page, c.vendor, '?postalCode=1070');
    await page.getByRole('button', { name: `${c.product.label} hinzufügen`, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: c.product.label });
    await expect(dialog).toBeVisible();
    // nothing chosen yet: the price is the base price (plus pre-picked single radio values)
    await choose(page, options, selection);
    await dialog.getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect(dialog.getByRole('button', { name: /^In den Warenkorb/ })).toContainText(euro(expectedTotal));
    const toasts = await recordToasts(page);
    await dialog.getByRole('button', { name: /^In den Warenkorb/ }).click();

    await expect(dialog).toBeHidden();
    await expect.poll(toasts).toEqual([`${c.product.label} wurde zum Warenkorb hinzugefügt`]);
    // the toast closes by itself after a second
    await expect(page.locator('[role="status"] .toast')).toHaveCount(0, { timeout: 3000 });
    const cart = await readCart(page);
    expect(cart?.vendorId).toBe(c.vendor.id);
    expect(cart?.lines).toHaveLength(1);
    expect(cart?.lines[0]?.quantity).toBe(2);
    expect(cart?.lines[0]?.options).toEqual(expected.options);
    await expect(page.getByRole('button', { name: /Zur Kasse \(2 Artikel\)/ })).toContainText(euro(expectedTotal));
  });

  test('when a required option is missing, then the min message shows and nothing is added', async ({ page, request }) => {
    const vendors = (await listVendors(request, 'zone:1070')).filter(orderable);
    const c = await findProduct(request, vendors, (_c, opts) =>
      opts.some((o) => optionLimits(o).min > 0 && !(controlType(o) === 'radio' && o.vals.length === 1)),
    );
    const required = effectiveOptions(c.group, c.product).find((o) => optionLimits(o).min > 0)!;
    await openVendor(page, c.vendor);
    await page.getByRole('button', { name: `${c.product.label} hinzufügen`, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: c.product.label });
    await dialog.getByRole('button', { name: /^In den Warenkorb/ }).click();
    await expect(
      dialog.getByRole('group', { name: new RegExp(`^${esc(required.label)}`) }).getByRole('alert'),
    ).toHaveText(`Bitte wählen Sie mindestens ${optionLimits(required).min} aus`);
    await expect(dialog).toBeVisible();
    expect((await readCart(page))?.lines ?? []).toHaveLength(0);
  });

  test('when the cart holds another vendor, then adding asks first and replaces the cart only on confirm', async ({ page, request }) => {
    const vendors = (await listVendors(request, 'zone:1070')).filter(orderable);
    const c = await findProduct(request, vendors, (_c, opts) => opts.length === 0);
    await gotoApp(page, '/');
    await page.evaluate(() =>
      localStorage.setItem(
        'lz.cart.v1',
        JSON.stringify({
          vendorId: 'another-vendor',
          vendorName: 'Anderes Restaurant',
          vendorSlug: 'anderes-restaurant',
          vendorTags: [],
          zone: null,
          orderType: 'delivery',
          lines: [{ cartItemId: 'x', productId: 'x', name: 'Testgericht', price: 5, quantity: 1, vatPercent: 10, options: [], addons: [] }],
        }),
      ),
    );
    await openVendor(page, c.vendor);
    const add = page.getByRole('button', { name: `${c.product.label} hinzufügen`, exact: true }).first();
    await add.click();
    const confirm = page.getByRole('alertdialog', { name: 'Neuen Warenkorb beginnen?' });
    await expect(confirm).toContainText('Anderes Restaurant');
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(confirm).toBeHidden();
    expect((await readCart(page))?.vendorName).toBe('Anderes Restaurant');

    await add.click();
    await confirm.getByRole('button', { name: 'Warenkorb leeren und hinzufügen' }).click();
    await expect(confirm).toBeHidden();
    const cart = await readCart(page);
    expect(cart?.vendorId).toBe(c.vendor.id);
    expect(cart?.lines.map((l) => l.name)).toEqual([c.product.label]);
  });

  test('when the vendor is closed, then the closed dialog shows on load and on add and leads to open restaurants', async ({ page, request }) => {
    const closed = (await listVendors(request, 'tag:closed', 50)).find((v) => v.postalCode);
    expect(closed, 'a seeded closed vendor').toBeTruthy();
    const vendor = closed!;
    await openVendor(page, vendor, `?postalCode=${vendor.postalCode}`);
    const dialog = page.getByRole('alertdialog', { name: 'Restaurant geschlossen' });
    await expect(dialog).toBeVisible();
    await expect(page.getByText('Geschlossen.', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: / hinzufügen$/ }).first().click();
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0); // no options dialog
    await dialog.getByRole('button', { name: 'Geöffnete Restaurants finden' }).click();
    await expect(page).toHaveURL(new RegExp(`/restaurants\\?postalCode=${vendor.postalCode}(&|$)`));
    expect((await readCart(page))?.lines ?? []).toHaveLength(0);
  });

  test('when a delivery order is below a required minimum, then the bottom button is disabled with the amount', async ({ page, request }) => {
    const vendors = (await listVendors(request, 'tag:min-order-required')).filter(
      (v) => orderable(v) && v.deliveryZones.length > 0 && v.tags.includes('delivery'),
    );
    const c = await findProduct(request, vendors, ({ vendor, group, product }, opts) => {
      const sel = minimalSelection(opts, false);
      const unit = lineTotalCents(buildCartLine({ group, product, selection: sel }));
      return unit > 0 && unit < toCents(vendor.deliveryZones[0]!.minPrice) && opts.every((o) => controlType(o) !== 'stepper' || optionLimits(o).min === 0);
    });
    const zone = c.vendor.deliveryZones[0]!;
    const code = zonePostalCodes(zone)[0]!;
    const options = effectiveOptions(c.group, c.product);
    const selection = minimalSelection(options, false);
    const unit = lineTotalCents(buildCartLine({ group: c.group, product: c.product, selection }));

    await openVendor(page, c.vendor, `?postalCode=${code}&deliveryType=delivery`);
    await expect(page.getByText(`Mindestbestellwert ${euro(toCents(zone.minPrice))}`)).toBeVisible();
    const add = page.getByRole('button', { name: `${c.product.label} hinzufügen`, exact: true }).first();
    await add.click();
    if (options.length > 0) {
      await choose(page, options, selection);
      await page.getByRole('dialog').getByRole('button', { name: /^In den Warenkorb/ }).click();
    }
    const blocked = page.getByRole('button', { name: /Mindestbestellwert nicht erreicht/ });
    await expect(blocked).toBeDisabled();
    await expect(blocked).toContainText(euro(toCents(zone.minPrice)));
    await expect(blocked).toContainText(`Noch ${euro(toCents(zone.minPrice) - unit)}`);

    // enough of it reaches the minimum and unblocks the button
    const more = Math.ceil((toCents(zone.minPrice) - unit) / unit);
    await add.click();
    if (options.length > 0) await choose(page, options, selection);
    const dlg = page.getByRole('dialog');
    if (options.length > 0) {
      for (let i = 1; i < more; i++) await dlg.getByRole('button', { name: 'Menge erhöhen' }).click();
      await dlg.getByRole('button', { name: /^In den Warenkorb/ }).click();
    } else {
      for (let i = 1; i < more; i++) await add.click();
    }
    await expect(page.getByRole('button', { name: /^Zur Kasse/ })).toBeEnabled();
  });

  test('when only the keyboard is used, then a product with options can be added to the cart', async ({ page, request }) => {
    const vendors = (await listVendors(request, 'zone:1070')).filter(orderable);
    const c = await findProduct(
      request,
      vendors,
      (_c, opts) => opts.length > 0 && opts.every((o) => optionLimits(o).min === 0 || controlType(o) === 'radio'),
    );
    await openVendor(page, c.vendor, '?postalCode=1070');

    const addName = `${c.product.label} hinzufügen`;
    let found = false;
    for (let i = 0; i < 400 && !found; i++) {
      await page.keyboard.press('Tab');
      found = await page.evaluate((n) => document.activeElement?.getAttribute('aria-label') === n, addName);
    }
    expect(found, 'the add button is reachable with Tab').toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: c.product.label });
    await expect(dialog).toBeVisible();

    const toasts = await recordToasts(page);
    let added = false;
    for (let i = 0; i < 80 && !added; i++) {
      const what = await page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        if (!el) return 'none';
        if (el.type === 'radio') {
          const fs = el.closest('fieldset');
          const required = fs?.querySelector('.option__badge--required');
          const anyChecked = fs?.querySelector('input[type=radio]:checked');
          return required && !anyChecked ? 'pick-radio' : 'other';
        }
        return el.textContent.startsWith('In den Warenkorb') ? 'add' : 'other';
      });
      if (what === 'pick-radio') await page.keyboard.press('Space');
      else if (what === 'add') {
        await page.keyboard.press('Enter');
        added = true;
      } else await page.keyboard.press('Tab');
    }
    expect(added).toBe(true);
    await expect(dialog).toBeHidden();
    await expect.poll(toasts).toEqual([`${c.product.label} wurde zum Warenkorb hinzugefügt`]);
    expect((await readCart(page))?.lines.map((l) => l.name)).toEqual([c.product.label]);
    // focus went back to the add button that opened the dialog
    await expect(page.getByRole('button', { name: addName, exact: true })).toBeFocused();
  });

  test('when the options dialog is open, then axe finds no serious or critical violation', async ({ page, request }) => {
    const vendors = (await listVendors(request, 'zone:1070')).filter(orderable);
    const c = await findProduct(request, vendors, (_c, opts) => new Set(opts.map(controlType)).size >= 2);
    await openVendor(page, c.vendor, '?postalCode=1070');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: `${c.product.label} hinzufügen`, exact: true }).first().click();
    await expect(page.getByRole('dialog', { name: c.product.label })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('when the vendor API is down, then the demo restaurant is shown marked as demo data', async ({ page }) => {
    await apiDown(page);
    await gotoApp(page, '/restaurant/irgendein-restaurant');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('(Demo)', { timeout: 20_000 });
    await expect(heading.locator('.vendor-hero__demo')).toHaveCSS('color', 'rgb(146, 64, 14)');
    await expect(page.getByRole('heading', { level: 2, name: 'Vorspeisen' })).toBeVisible();
    await page.getByRole('button', { name: 'Informationen zum Restaurant' }).click();
    await expect(page.getByRole('dialog')).toContainText('Demo-Daten');
  });

  test('when a vendor is opened from the listing and answers slowly, then "Restaurant wird geladen..." shows first', async ({ page, request }) => {
    const vendor = (await listVendors(request, 'zone:1070', 20))[0]!;
    await page.route(new RegExp(`/api/v1/vendors/(${vendor.id}|${vendor.slug})$`), async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    await gotoApp(page, '/restaurants?postalCode=1070');
    await page.getByRole('link', { name: new RegExp(esc(vendor.label)) }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Restaurant wird geladen...' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: vendor.label })).toBeVisible();
  });

  test('when the vendor does not exist, then "Restaurant nicht gefunden" offers the way back', async ({ page }) => {
    await gotoApp(page, '/restaurant/gibt-es-nicht-4711');
    await expect(page.getByRole('heading', { name: 'Restaurant nicht gefunden' })).toBeVisible();
    await page.getByRole('link', { name: 'Zurück zu den Restaurants' }).click();
    await expect(page).toHaveURL(/\/restaurants/);
  });

  test('when the map is opened without tiles, then maplibre loads on demand and it says "Standort nicht verfügbar"', async ({ page, request }) => {
    const vendor = (await listVendors(request, 'zone:1070', 20)).find((v) => Number.isFinite(v.lat))!;
    const mapRequests: string[] = [];
    page.on('request', (r) => {
      if (/maplibre/i.test(r.url())) mapRequests.push(r.url());
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    await openVendor(page, vendor);
    expect(mapRequests, 'maplibre is not loaded with the page').toEqual([]);
    await page.getByRole('button', { name: 'Auf der Karte anzeigen' }).click();
    const dialog = page.getByRole('dialog', { name: `${vendor.label} auf der Karte` });
    await expect(dialog.getByText('Standort nicht verfügbar')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText(vendor.lat.toFixed(5));
    expect(mapRequests.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('when a postal code outside every zone is entered, then "no delivery zone" shows with a change link', async ({ page, request }) => {
    const vendor = (await listVendors(request, 'zone:1070', 20)).find((v) => orderable(v) && v.deliveryZones.length > 0)!;
    await openVendor(page, vendor, '?postalCode=1070&deliveryType=delivery');
    await expect(page.getByText('PLZ 1070')).toBeVisible();
    await page.getByRole('button', { name: 'Postleitzahl entfernen' }).click();
    const input = page.getByLabel('Postleitzahl für die Lieferung');
    await expect(input).toBeFocused();
    await input.fill('9999');
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Keine Lieferzone für die Postleitzahl 9999.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('deliveryPostalCode'))).toBe('9999');
    await page.getByRole('button', { name: 'Postleitzahl ändern' }).click();
    await expect(input).toBeVisible();
  });
});

test.describe('vendor page header, hero and menu navigation', () => {
  test('when the header actions are used, then favourite, share, info, reviews and allergens work', async ({ page, request }) => {
    const vendors = (await listVendors(request, 'zone:1070', 20)).filter(orderable);
    const c = await findProduct(request, vendors, ({ product }) => (product.allergens?.length ?? 0) > 0);
    await openVendor(page, c.vendor);

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
    await expect(reviews.getByRole('listitem')).toHaveCount(5);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Allergene von ${c.product.label}`, exact: true }).click();
    const allergens = page.getByRole('dialog', { name: `Allergene – ${c.product.label}` });
    for (const a of c.product.allergens!) await expect(allergens.getByRole('listitem').filter({ hasText: a })).toBeVisible();
    await expect(allergens).toContainText('Angaben des Restaurants ohne Gewähr');
  });

  test('when the page scrolls past 450 px, then the category bar appears, follows the section in view and jumps with an offset', async ({ page, request }) => {
    const vendor = (await listVendors(request, 'zone:1070', 20)).find((v) => orderable(v))!;
    const catalog = await catalogOf(request, vendor);
    const groups = catalog.productGroups.filter((g) => g.products.length > 0);
    expect(groups.length, 'a menu with several categories').toBeGreaterThan(2);
    await openVendor(page, vendor);
    const bar = page.getByRole('navigation', { name: 'Kategorien' });
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
