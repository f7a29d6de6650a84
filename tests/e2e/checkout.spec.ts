/**
 * Cart and checkout against the production build and the real server (spec 1 §2, §4, §5, §9): pickup with a
 * pre-order time slot, the minimum-order block, one order only for a double-clicked or retried submit (requestId),
 * a price change (409), messages in English, and axe on cart and checkout.
 */
import type { Page, Request } from '@playwright/test';
import { lineTotalCents } from '../../src/domain/cart.ts';
import { computeFees } from '../../src/domain/fees.ts';
import { formatEuro } from '../../src/domain/money.ts';
import type { Order, PlaceOrderRequest, Vendor } from '../../src/domain/types.ts';
import { matchZone } from '../../src/domain/zones.ts';
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import {
  alwaysOpen,
  fillContact,
  fillDeliveryAddress,
  findProduct,
  lineFor,
  listVendors,
  orderByNr,
  POSTAL,
  seedCart,
  submitButton,
  termsBox,
  type Pick,
} from './order-helpers.ts';

const euro = (c: number) => formatEuro(c, 'de-AT');
const isPlaceOrder = (url: URL) => url.pathname.endsWith(':placeOrder');

/** An always-open vendor serving POSTAL with a product without options, whose price reaches the zone minimum. */
async function simpleDeliveryPick(request: Parameters<typeof listVendors>[0], extra: (v: Vendor) => boolean = () => true) {
  const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter(
    (v) => alwaysOpen(v) && v.tags.includes('delivery') && matchZone(v, POSTAL) !== null && extra(v),
  );
  return findProduct(request, vendors, (p) => p.options.length === 0);
}

/** Cart with enough of the product to pass the zone minimum. */
function cartAboveMinimum(p: Pick) {
  const zone = matchZone(p.vendor, POSTAL);
  const unit = lineTotalCents(lineFor(p));
  const qty = Math.max(1, Math.ceil(((zone?.minPrice ?? 0) * 100) / unit));
  return [lineFor(p, {}, Math.min(qty, 20))];
}

async function placeGuestDelivery(page: Page) {
  await fillContact(page);
  await fillDeliveryAddress(page);
  await termsBox(page).check();
}

test.describe('checkout', () => {
  test.setTimeout(90_000);

  test('when a guest picks up at a chosen time slot, then the order carries pickup and that time', async ({ page, request }) => {
    const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter(
      (v) => alwaysOpen(v) && (v.tags.includes('pickup') || !v.tags.includes('delivery')),
    );
    const p = await findProduct(request, vendors, (x) => x.options.length === 0);
    await seedCart(page, p.vendor, [lineFor(p, {}, 2)], 'pickup');
    await gotoApp(page, '/checkout');

    await expect(page.getByTestId('pickup-address')).toContainText(p.vendor.address);
    await expect(page.getByTestId('pickup-address')).toContainText(`${p.vendor.postalCode} ${p.vendor.city}`);
    await expect(page.getByLabel(/^Postleitzahl/)).toHaveCount(0);
    const time = page.getByLabel(/^Abholzeit/);
    const options = time.locator('option');
    await expect(options.nth(0)).toHaveText('So schnell wie möglich');
    const slotValue = await options.nth(2).getAttribute('value');
    expect(slotValue).toBeTruthy();
    // slots are 15 minutes apart
    const first = new Date((await options.nth(1).getAttribute('value'))!);
    expect(new Date(slotValue!).getTime() - first.getTime()).toBe(15 * 60_000);
    await time.selectOption(slotValue);
    await fillContact(page);
    await termsBox(page).check();
    await expect(page.getByTestId('delivery-fee')).toHaveCount(0); // no fees for pickup
    await submitButton(page).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    const fullOrderId = new URL(page.url()).searchParams.get('fullOrderId');
    const order = (await (await request.get(`/api/v1/${fullOrderId}`, { params: { view: 2 } })).json()) as Order;
    expect(order.delivery.pickUp).toBe(true);
    expect(new Date(order.delivery.time!).getTime()).toBe(new Date(slotValue!).getTime());
    expect(order.amount.charges.filter((c) => c.type !== 'tip')).toEqual([]);
    await expect(page.getByTestId('order-address')).toContainText(p.vendor.address);
  });

  test('when the vendor requires its minimum and the cart is below it, then cart and checkout block the order', async ({ page, request }) => {
    const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter((v) => {
      const z = matchZone(v, POSTAL);
      return v.tags.includes('min-order-required') && v.tags.includes('delivery') && z !== null && z.minPrice >= 10;
    });
    const p = await findProduct(request, vendors, (x) => x.options.length === 0 && x.product.pr * 100 < matchZone(x.vendor, POSTAL)!.minPrice * 100);
    const zone = matchZone(p.vendor, POSTAL)!;
    const line = lineFor(p);
    await seedCart(page, p.vendor, [line]);

    await gotoApp(page, '/cart');
    await expect(page.getByRole('button', { name: 'Zur Kasse' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Zur Kasse' })).toHaveCount(0);
    await expect(page.getByTestId('min-warning')).toContainText(`Mindestbestellwert von ${euro(zone.minPrice * 100)} nicht erreicht`);
    await expect(page.getByTestId('min-order-fee')).toHaveCount(0); // required minimum: no surcharge, a block

    await gotoApp(page, '/checkout');
    await termsBox(page).check();
    await page.getByLabel(/^Postleitzahl/).fill(POSTAL);
    await expect(page.getByTestId('zone-status')).toHaveAttribute('data-state', 'valid');
    await expect(submitButton(page)).toBeDisabled();
    await expect(page.getByTestId('submit-hint')).toHaveText(
      `Mindestbestellwert nicht erreicht: erforderlich ${euro(zone.minPrice * 100)}, aktuell ${euro(lineTotalCents(line))}. Bitte fügen Sie weitere Artikel hinzu.`,
    );
  });

  test('when submit is double-clicked, then exactly one order is placed', async ({ page, request }) => {
    const p = await simpleDeliveryPick(request);
    await seedCart(page, p.vendor, cartAboveMinimum(p));
    const posts: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && isPlaceOrder(new URL(r.url()))) posts.push(r);
    });
    await gotoApp(page, '/checkout');
    await placeGuestDelivery(page);
    await submitButton(page).dblclick();

    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    const nr = (await page.getByTestId('order-number').textContent())!.trim();
    expect(posts).toHaveLength(1);
    const order = await orderByNr(request, p.vendor.id, nr);
    expect(order.nr).toBe(nr);
    expect(await page.evaluate(() => sessionStorage.getItem('lz.checkout.requestId'))).toBeNull();
  });

  test('when the first response is lost, then the retry carries the same requestId and gets the same order', async ({ page, request }) => {
    const p = await simpleDeliveryPick(request);
    await seedCart(page, p.vendor, cartAboveMinimum(p));
    const requestIds: string[] = [];
    let firstBody: PlaceOrderRequest | null = null;
    let firstNr: string | null = null;
    await page.route(isPlaceOrder, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as PlaceOrderRequest;
      firstBody ??= body;
      requestIds.push(body.requestId ?? '');
      if (requestIds.length === 1) {
        // the server creates the order, but its answer never reaches the browser
        const res = await route.fetch();
        firstNr = ((await res.json()) as { order: { nr: string } }).order.nr;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await gotoApp(page, '/checkout');
    await placeGuestDelivery(page);
    await submitButton(page).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible({ timeout: 20_000 });
    const nr = (await page.getByTestId('order-number').textContent())!.trim();
    expect(requestIds.length).toBeGreaterThanOrEqual(2);
    expect(new Set(requestIds).size).toBe(1);
    expect(firstNr).toBe(nr);
    expect((await orderByNr(request, p.vendor.id, nr)).nr).toBe(nr);
    // the same request sent once more still answers the same order: one order, never two
    const again = await request.post(`/api/v1/vendors/${p.vendor.id}:placeOrder`, { data: firstBody! });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { order: { nr: string } }).order.nr).toBe(nr);
  });

  test('when the server reports changed prices (409), then the customer is told and the next submit succeeds', async ({ page, request }) => {
    const p = await simpleDeliveryPick(request);
    await seedCart(page, p.vendor, cartAboveMinimum(p));
    let tampered = 0;
    const requestIds: string[] = [];
    await page.route(isPlaceOrder, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as PlaceOrderRequest;
      requestIds.push(body.requestId ?? '');
      if (tampered === 0) {
        tampered++;
        // the client believed in a different total than the server computes
        body.order.amount = { ...body.order.amount, total: (body.order.amount?.total ?? 0) + 1 };
        await route.continue({ postData: JSON.stringify(body) });
        return;
      }
      await route.continue();
    });
    await gotoApp(page, '/checkout');
    await placeGuestDelivery(page);
    await submitButton(page).click();
    await expect(page.getByTestId('checkout-alert')).toContainText('Die Preise haben sich geändert.');
    await expect(page).toHaveURL(/\/checkout$/);
    await submitButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    expect(requestIds).toHaveLength(2);
    expect(requestIds[1]).not.toBe(requestIds[0]); // the refused attempt created nothing: a new attempt, a new id
  });

  test('when checkout is used in English, then validation messages are English', async ({ page, request }) => {
    const p = await simpleDeliveryPick(request);
    await seedCart(page, p.vendor, cartAboveMinimum(p));
    await gotoApp(page, '/checkout?lng=en');
    await page.getByRole('radio', { name: 'Pickup' }).check();
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: /Place binding order/ }).click();
    await expect(page.getByLabel(/^First name/)).toHaveAccessibleDescription('Please enter your first name.');
    await expect(page.getByLabel(/^First name/)).toBeFocused();
    await expect(page.getByTestId('checkout-alert')).toHaveText('Please fill in all required fields.');
  });

  test('when cart and checkout (with errors shown) are checked with axe, then axe finds no violation', async ({ page, request }) => {
    const p = await simpleDeliveryPick(request);
    const lines = cartAboveMinimum(p);
    await seedCart(page, p.vendor, lines);
    await gotoApp(page, '/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    const fees = computeFees({ subtotal: lineTotalCents(lines[0]!), zone: matchZone(p.vendor, POSTAL), orderType: 'delivery', tags: p.vendor.tags });
    await expect(page.getByTestId('total')).toHaveText(euro(fees.total));
    await expectAxeClean(page);

    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await page.getByLabel(/^Postleitzahl/).fill(POSTAL);
    await expect(page.getByTestId('zone-status')).toHaveAttribute('data-state', 'valid');
    await termsBox(page).check();
    await submitButton(page).click();
    await expect(page.getByLabel(/^Vorname/)).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page);
  });
});
