/**
 * The ordering journey end to end (issue 3): postal code search → listing → vendor → product with options (price
 * checked against the domain rules) → cart → guest delivery checkout → confirmation → tracking advancing with the
 * demo kitchen (DEMO_KITCHEN_SPEED=30 in playwright.config.ts). Once with the mouse, once with the keyboard only.
 */
import type { Page } from '@playwright/test';
import { lineTotalCents } from '../../src/domain/cart.ts';
import { computeFees } from '../../src/domain/fees.ts';
import { formatEuro } from '../../src/domain/money.ts';
import { controlType, optionLimits, type Selection } from '../../src/domain/options.ts';
import type { Order, ProductOption } from '../../src/domain/types.ts';
import { matchZone } from '../../src/domain/zones.ts';
import { expect, gotoApp, test } from './fixtures.ts';
import {
  alwaysOpen,
  esc,
  fillContact,
  fillDeliveryAddress,
  findProduct,
  GUEST,
  lineFor,
  listVendors,
  orderByNr,
  POSTAL,
  submitButton,
  tabTo,
  termsBox,
  type Pick,
} from './order-helpers.ts';

const euro = (c: number) => formatEuro(c, 'de-AT');

/** A delivery vendor open around the clock with a product that has a required radio option and a stepper. */
async function journeyProduct(request: Parameters<typeof listVendors>[0]): Promise<Pick> {
  const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter(
    (v) => alwaysOpen(v) && v.tags.includes('delivery') && matchZone(v, POSTAL) !== null,
  );
  return findProduct(request, vendors, (p) => {
    const kinds = p.options.map(controlType);
    return kinds.includes('radio') && kinds.includes('stepper') && p.options.every((o) => optionLimits(o).min <= 1);
  });
}

/** Radio: the most expensive value (so the option charge shows in the price); stepper: one of the first value. */
function journeySelection(options: ProductOption[]): Selection {
  const sel: Selection = {};
  let stepperDone = false;
  for (const o of options) {
    const kind = controlType(o);
    if (kind === 'radio') {
      const v = [...o.vals].sort((a, b) => b.pr - a.pr)[0]!;
      sel[o.slug] = { [v.slug]: 1 };
    } else if (kind === 'stepper' && !stepperDone) {
      sel[o.slug] = { [o.vals[0]!.slug]: 1 };
      stepperDone = true;
    }
  }
  return sel;
}

async function readCartLines(page: Page): Promise<number> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('lz.cart.v1') ?? '{"lines":[]}') as { lines: unknown[] }).lines.length);
}

test.describe('ordering journey', () => {
  test.setTimeout(150_000);

  test('when a guest orders for delivery, then the order is placed once at the domain price and tracking advances', async ({ page, request }) => {
    const p = await journeyProduct(request);
    const selection = journeySelection(p.options);
    const line = lineFor(p, selection, 1);
    const subtotal = lineTotalCents(line);
    const fees = computeFees({ subtotal, zone: matchZone(p.vendor, POSTAL), orderType: 'delivery', tags: p.vendor.tags });

    // home: postal code search
    await gotoApp(page, '/');
    await page.getByText('Postleitzahl', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Ihre Postleitzahl' }).fill(POSTAL);
    await page.getByRole('button', { name: 'Restaurants finden' }).click();
    await expect(page).toHaveURL(new RegExp(`/restaurants\\?postalCode=${POSTAL}`));

    // listing → vendor; from here on the vendor record is asked for once: checkout and tracking reuse the menu's copy
    const vendorRequests: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (req.method() === 'GET' && /^\/api\/v1\/vendors\/[^/]+$/.test(path)) vendorRequests.push(path);
    });
    await page.getByTestId('vendor-card').filter({ hasText: p.vendor.label }).first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: p.vendor.label })).toBeVisible();

    // product with options: the dialog's price is the domain's price
    await page.getByRole('button', { name: `${p.product.label} hinzufügen`, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: p.product.label });
    for (const o of p.options) {
      const picks = selection[o.slug];
      if (!picks) continue;
      const group = dialog.getByRole('group', { name: new RegExp(`^${esc(o.label)}`) });
      for (const v of o.vals) {
        const q = picks[v.slug] ?? 0;
        if (controlType(o) === 'stepper') {
          for (let i = 0; i < q; i++) await group.getByRole('button', { name: `${v.label}: eins mehr` }).click();
        } else if (q > 0) {
          await group.getByRole('radio', { name: new RegExp(`^${esc(v.label)}`) }).check();
        }
      }
    }
    const add = dialog.getByRole('button', { name: /^In den Warenkorb/ });
    await expect(add).toContainText(euro(subtotal));
    await add.click();
    await expect(dialog).toBeHidden();

    // cart page
    await page.locator('a.cart-link').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
    const cartLine = page.getByTestId('cart-line');
    await expect(cartLine).toHaveCount(1);
    await expect(cartLine.getByRole('heading', { name: p.product.label })).toBeVisible();
    await expect(page.getByTestId('subtotal')).toHaveText(euro(subtotal));
    await page.getByLabel('Anmerkung').fill('Bitte ohne Koriander');
    await page.getByRole('link', { name: 'Zur Kasse' }).click();

    // guest delivery checkout
    await expect(page).toHaveURL(/\/checkout$/);
    await fillContact(page);
    await fillDeliveryAddress(page);
    await expect(page.getByRole('radio', { name: 'Barzahlung' })).toBeChecked();
    await termsBox(page).check();
    const summary = page.getByRole('complementary', { name: 'Ihre Bestellung' });
    await expect(summary.getByTestId('subtotal')).toHaveText(euro(subtotal));
    await expect(summary.getByTestId('delivery-fee')).toHaveText(fees.deliveryFee === 0 ? 'kostenlos' : euro(fees.deliveryFee));
    await expect(summary.getByTestId('total')).toHaveText(euro(fees.total));
    await expect(summary.getByText('„Bitte ohne Koriander“')).toBeVisible();
    await submitButton(page).click();

    // confirmation (replaces checkout in history), cart cleared
    await expect(page).toHaveURL(/\/order-confirmation\?id=[^&]+&vendor=[^&]+&fullOrderId=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    const nr = (await page.getByTestId('order-number').textContent())!.trim();
    const url = new URL(page.url());
    expect(url.searchParams.get('id')).toBe(nr);
    expect(url.searchParams.get('vendor')).toBe(p.vendor.id);
    await expect(page.getByTestId('order-restaurant')).toHaveText(p.vendor.label);
    await expect(page.getByTestId('order-address')).toContainText(`${GUEST.street} ${GUEST.houseNumber}`);
    await expect(page.getByTestId('order-total')).toHaveText(euro(fees.total));
    await expect(page.getByTestId('order-payment')).toHaveText('Barzahlung');
    expect(await readCartLines(page)).toBe(0);
    expect(vendorRequests).toEqual([`/api/v1/vendors/${p.vendor.slug}`]);

    // the server priced it the same way, and knows exactly this order
    const full = await request.get(`/api/v1/${url.searchParams.get('fullOrderId')}`, { params: { view: 2 } });
    const order = (await full.json()) as Order;
    expect(order.nr).toBe(nr);
    expect(order.amount.total).toBe(fees.total / 100);
    expect(order.lines[0]?.note).toBe('Bitte ohne Koriander');
    expect((await orderByNr(request, p.vendor.id, nr)).id).toBe(order.id);
    expect(await page.evaluate((n) => localStorage.getItem(`delivery_${n}`), nr)).not.toBeNull();
    // the order is remembered on this device (tracking after closing the tab builds on it)
    const remembered = await page.evaluate(() => JSON.parse(localStorage.getItem('lz.recentOrders.v1') ?? '[]') as { nr: string; vendorId: string; name: string }[]);
    expect(remembered[0]).toMatchObject({ nr, vendorId: p.vendor.id, name: url.searchParams.get('fullOrderId') });

    // tracking advances with the demo kitchen (polled every 10 s), never backwards
    await expect(page.getByTestId('step-received')).toHaveAttribute('data-done', 'true');
    await expect(page.getByTestId('step-confirmed')).toHaveAttribute('data-done', 'true', { timeout: 40_000 });
    await expect(page.getByTestId('status-announcer')).not.toHaveText('Bestellstatus: Bestellung eingegangen');
    await expect(page.getByTestId('step-preparing')).toHaveAttribute('data-done', 'true', { timeout: 60_000 });
    await expect(page.getByTestId('step-confirmed')).toHaveAttribute('data-done', 'true');

    // a checkout load after placing the order goes home
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/$/);
  });

  test('when the whole journey is done with the keyboard only, then the order is placed', async ({ page, request }) => {
    const p = await journeyProduct(request);
    const radios = p.options.filter((o) => controlType(o) === 'radio');

    await gotoApp(page, '/');
    await tabTo(page, page.getByRole('combobox', { name: /Ihre Lieferadresse|Ihre Postleitzahl/ }).first());
    await page.keyboard.type(POSTAL);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/restaurants\\?postalCode=${POSTAL}`));

    const card = page.getByTestId('vendor-card').filter({ hasText: p.vendor.label }).first().getByRole('link').first();
    await tabTo(page, card, { max: 250 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: p.vendor.label })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: `${p.product.label} hinzufügen`, exact: true }).first(), { max: 250 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: p.product.label });
    await expect(dialog).toBeVisible();
    for (const o of radios) {
      const first = dialog.getByRole('group', { name: new RegExp(`^${esc(o.label)}`) }).getByRole('radio').first();
      await tabTo(page, first, { max: 40 });
      await page.keyboard.press('Space');
      await expect(first).toBeChecked();
    }
    await tabTo(page, dialog.getByRole('button', { name: /^In den Warenkorb/ }), { max: 40 });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    await tabTo(page, page.locator('a.cart-link'), { back: true, max: 250 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    await tabTo(page, page.getByRole('link', { name: 'Zur Kasse' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);

    const type = async (label: RegExp, value: string) => {
      await tabTo(page, page.getByLabel(label));
      await page.keyboard.type(value);
    };
    await type(/^Vorname/, GUEST.firstName);
    await type(/^Nachname/, GUEST.lastName);
    await type(/^Telefonnummer/, GUEST.phone);
    await type(/^E-Mail/, GUEST.email);
    await type(/^Postleitzahl/, GUEST.postalCode);
    await expect(page.getByTestId('zone-status')).toHaveAttribute('data-state', 'valid');
    await expect(page.getByLabel(/^Ort/)).toHaveValue(/Wien/);
    await type(/^Straße/, GUEST.street);
    await type(/^Hausnummer/, GUEST.houseNumber);
    await type(/^Türnummer/, GUEST.apartment);
    await type(/^Name an der Klingel/, GUEST.doorbell);
    await tabTo(page, termsBox(page));
    await page.keyboard.press('Space');
    await expect(termsBox(page)).toBeChecked();
    await tabTo(page, submitButton(page));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    const nr = (await page.getByTestId('order-number').textContent())!.trim();
    expect((await orderByNr(request, p.vendor.id, nr)).nr).toBe(nr);
  });
});
