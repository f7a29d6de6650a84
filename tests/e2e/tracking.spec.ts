/**
 * Confirmation and tracking (spec 1 §2, §4): live order advancing with the demo kitchen, countdown remembered per
 * order, the demo order when the order cannot be loaded, "Erneut bestellen", orders remembered on the device, axe.
 */
import { lineTotalCents } from '../../src/domain/cart.ts';
import { formatEuro } from '../../src/domain/money.ts';
import { matchZone } from '../../src/domain/zones.ts';
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import { alwaysOpen, findProduct, lineFor, listVendors, placeOrderViaApi, POSTAL, type Pick } from './order-helpers.ts';

const euro = (c: number) => formatEuro(c, 'de-AT');

async function deliveryPick(request: Parameters<typeof listVendors>[0]): Promise<Pick> {
  const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter(
    (v) => alwaysOpen(v) && v.tags.includes('delivery') && matchZone(v, POSTAL) !== null && !v.tags.includes('min-order-required'),
  );
  return findProduct(request, vendors, (p) => p.options.length === 0);
}

test.describe('order tracking', () => {
  test.setTimeout(120_000);

  test('when a live order is opened, then its status advances with the kitchen and is announced', async ({ page, request }) => {
    const p = await deliveryPick(request);
    const line = { ...lineFor(p, {}, 2), notes: 'Extra Servietten' };
    const placed = await placeOrderViaApi(request, p.vendor, [line]);
    const nr = placed.order.nr;

    await gotoApp(page, `/order/${nr}?vendor=${p.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellverfolgung' })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(nr);
    await expect(page.getByTestId('order-restaurant')).toHaveText(p.vendor.label);
    await expect(page.getByTestId('order-lines')).toContainText(`2× ${p.product.label}`);
    await expect(page.getByTestId('order-lines')).toContainText('„Extra Servietten“');
    await expect(page.getByTestId('order-lines')).toContainText(euro(lineTotalCents(line)));
    await expect(page.getByTestId('order-total')).toHaveText(euro(Math.round(placed.order.amount.total * 100)));
    await expect(page.getByTestId('countdown-time')).toHaveText(/^\D*\d{2}:\d{2}$/);
    // the end time is remembered per order
    await expect.poll(() => page.evaluate((n) => localStorage.getItem(`delivery_${n}`), nr)).not.toBeNull();

    await expect(page.getByTestId('step-confirmed')).toHaveAttribute('data-done', 'true', { timeout: 40_000 });
    await expect(page.getByTestId('status-announcer')).not.toHaveText('Bestellstatus: Bestellung eingegangen');
    const active = page.locator('[aria-current="step"]');
    await expect(active).toHaveCount(1);
    await expect(page.getByTestId('step-preparing')).toHaveAttribute('data-done', 'true', { timeout: 60_000 });
  });

  test('when the order cannot be loaded, then the demo order is shown with "Demo-Bestellverfolgung"', async ({ page, request }) => {
    const p = await deliveryPick(request);
    await gotoApp(page, `/track-order?id=99999999&vendor=${p.vendor.id}`);
    const notice = page.getByTestId('demo-notice');
    await expect(notice).toContainText('Fehler beim Laden', { timeout: 20_000 });
    await expect(notice).toContainText('Demo-Bestellverfolgung');
    await expect(notice).toContainText('Live-Bestelldaten konnten nicht geladen werden');
    await expect(page.getByTestId('order-restaurant')).toContainText('Demo');
    await expect(page.getByRole('button', { name: 'Erneut bestellen' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Bestellung bewerten' })).toBeVisible();
  });

  test('when "Erneut bestellen" is pressed, then the cart is refilled with the same lines and opens', async ({ page, request }) => {
    const p = await deliveryPick(request);
    const placed = await placeOrderViaApi(request, p.vendor, [{ ...lineFor(p, {}, 3), notes: 'scharf' }]);
    await gotoApp(page, `/order-confirmation?id=${placed.order.nr}&vendor=${p.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}`);
    await expect(page.getByTestId('order-number')).toHaveText(placed.order.nr);
    await page.getByRole('button', { name: 'Erneut bestellen' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const cartLine = page.getByTestId('cart-line');
    await expect(cartLine).toHaveCount(1);
    await expect(cartLine.getByRole('heading', { name: p.product.label })).toBeVisible();
    await expect(cartLine.getByTestId('line-quantity')).toHaveText('3');
    await expect(cartLine.getByLabel('Anmerkung')).toHaveValue('scharf');
    await expect(page.getByTestId('subtotal')).toHaveText(euro(lineTotalCents(lineFor(p, {}, 3))));
    await expect(page.locator('a.cart-link')).toHaveAccessibleName('Warenkorb, 3 Artikel');
  });

  test('when an order placed on this device is tracked by its number only, then the full view is found', async ({ page, request }) => {
    const p = await deliveryPick(request);
    const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p)]);
    await page.addInitScript(
      ([nr, vendorId, name]) =>
        localStorage.setItem('lz.recentOrders.v1', JSON.stringify([{ nr, vendorId, name, placedAt: new Date().toISOString() }])),
      [placed.order.nr, p.vendor.id, placed.name] as const,
    );
    await gotoApp(page, '/track-order');
    await page.getByRole('link', { name: new RegExp(`Bestellung ${placed.order.nr}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${placed.order.nr}\\?`));
    await expect(page.getByTestId('order-number')).toHaveText(placed.order.nr);
    await expect(page.getByTestId('order-lines')).toContainText(p.product.label);

    await gotoApp(page, `/track-order?id=${placed.order.nr}`);
    await expect(page.getByTestId('order-restaurant')).toHaveText(p.vendor.label);
    await expect(page.getByTestId('order-lines')).toContainText(p.product.label);
  });

  test('when the tracking page is checked with axe, then axe finds no violation', async ({ page, request }) => {
    const p = await deliveryPick(request);
    const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p)]);
    await gotoApp(page, `/order/${placed.order.nr}?vendor=${p.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}`);
    await expect(page.getByTestId('order-number')).toHaveText(placed.order.nr);
    await expect(page.getByTestId('countdown')).toBeVisible();
    await expectAxeClean(page);
  });
});
