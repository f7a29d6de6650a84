/**
 * Vendor page (/restaurant/$id, spec 1 §2/§4) against the production build and the real server with seeded data:
 * options, cart rules, closed and minimum-order states, keyboard use, demo fallback, loading and not-found, map, zones.
 */
import { buildCartLine, lineTotalCents } from '../../src/domain/cart.ts';
import { toCents } from '../../src/domain/money.ts';
import { controlType, effectiveOptions, optionLimits } from '../../src/domain/options.ts';
import { zonePostalCodes } from '../../src/domain/zones.ts';
import { apiDown, expect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import { listVendors, orderable, findProduct, esc, euro, openVendor, minimalSelection, choose, recordToasts, readCart, showWholeMenu } from './vendor-helpers.ts';

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
    await showWholeMenu(page);
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
    await showWholeMenu(page);
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
    await showWholeMenu(page);
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

  test('when the cart is cleared from the bottom bar, then it asks first and empties the cart only on confirm', async ({ page, request }) => {
    const vendors = (await listVendors(request, 'zone:1070')).filter(orderable);
    const c = await findProduct(request, vendors, (_c, opts) => opts.length === 0);
    await openVendor(page, c.vendor);
    await showWholeMenu(page);
    await page.getByRole('button', { name: `${c.product.label} hinzufügen`, exact: true }).first().click();
    const bar = page.getByRole('region', { name: 'Bestellung' });
    await bar.getByRole('button', { name: 'Warenkorb leeren' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Warenkorb leeren?' });
    await expect(confirm).toContainText('Alle Artikel werden aus dem Warenkorb entfernt.');
    await expect(confirm.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    expect((await readCart(page))?.lines.map((l) => l.name)).toEqual([c.product.label]);

    await bar.getByRole('button', { name: 'Warenkorb leeren' }).click();
    await confirm.getByRole('button', { name: 'Leeren', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(bar).toBeHidden();
    expect((await readCart(page))?.lines ?? []).toHaveLength(0);
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
    await showWholeMenu(page);
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

  test('when the options dialog is open, then axe finds no violation', async ({ page, request }) => {
    const vendors = (await listVendors(request, 'zone:1070')).filter(orderable);
    const c = await findProduct(request, vendors, (_c, opts) => new Set(opts.map(controlType)).size >= 2);
    await openVendor(page, c.vendor, '?postalCode=1070');
    await showWholeMenu(page);
    await expectAxeClean(page);
    await page.getByRole('button', { name: `${c.product.label} hinzufügen`, exact: true }).first().click();
    await expect(page.getByRole('dialog', { name: c.product.label })).toBeVisible();
    await expectAxeClean(page);
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
    // searched for by name: the listing renders the cards below its first screen only as the customer scrolls near them
    await gotoApp(page, `/restaurants?postalCode=1070&search=${encodeURIComponent(vendor.label)}`);
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

  // the vendor map (drawn from the shipped basemap, offline, without WebGL): tests/e2e/map.spec.ts

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
