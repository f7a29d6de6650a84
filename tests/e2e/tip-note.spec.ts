/**
 * Tip and order note (spec 1 §3 "via", §9 "Tip is optional") against the production build and the real server: what
 * the customer types at checkout is what the placed order carries — the tip as a charge of its own and in the total,
 * the note in the delivery note, and the via block naming this client. The money is computed by hand from the
 * catalog price and the zone, in cents.
 */
import { formatEuro } from '../../src/domain/money.ts';
import { describeDevice } from '../../src/features/checkout/device.ts';
import type { Order, Vendor } from '../../src/domain/types.ts';
import { matchZone } from '../../src/domain/zones.ts';
import { expect, gotoApp, test } from './fixtures.ts';
import {
  alwaysOpen,
  fillContact,
  fillDeliveryAddress,
  findProduct,
  GUEST,
  lineFor,
  listVendors,
  POSTAL,
  seedCart,
  submitButton,
  termsBox,
} from './order-helpers.ts';

const euro = (cents: number) => formatEuro(cents, 'de-AT');
const NOTE = 'Bitte extra Servietten und Besteck';

test.describe('tip and note at checkout', () => {
  test.setTimeout(90_000);

  test('when a guest adds a tip and a note, then the placed order carries both and its total includes the tip', async ({ page, request }) => {
    // an always-open vendor with a zone for POSTAL that charges a fee, and a product without options
    const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter((v: Vendor) => {
      const zone = matchZone(v, POSTAL);
      return alwaysOpen(v) && v.tags.includes('delivery') && zone !== null && !v.tags.includes('min-order-required');
    });
    const p = await findProduct(request, vendors, (x) => x.options.length === 0 && x.product.pr > 0);
    const zone = matchZone(p.vendor, POSTAL)!;

    // money by hand, in cents: enough items for the zone's minimum, then the fee unless the subtotal reaches serviceFeeMax
    const unit = Math.round(p.product.pr * 100);
    const minPrice = Math.round(zone.minPrice * 100);
    const qty = Math.min(20, Math.max(1, Math.ceil(minPrice / unit)));
    const subtotal = unit * qty;
    const feeMax = Math.round(zone.serviceFeeMax * 100);
    const deliveryFee = feeMax > 0 && subtotal >= feeMax ? 0 : Math.round(zone.serviceFee * 100);
    const minOrderFee = subtotal < minPrice ? minPrice - subtotal : 0;
    const tip = 250;
    const total = subtotal + deliveryFee + minOrderFee + tip;

    await seedCart(page, p.vendor, [lineFor(p, {}, qty)]);
    await gotoApp(page, '/checkout');
    await fillContact(page);
    await fillDeliveryAddress(page);

    // a quick tip, then an amount of one's own
    const tipField = page.getByLabel(/^Trinkgeld in €/);
    await page.getByRole('button', { name: euro(200), exact: true }).click();
    await expect(tipField).toHaveValue('2');
    await expect(page.getByRole('button', { name: euro(200), exact: true })).toHaveAttribute('aria-pressed', 'true');
    await tipField.fill('2,50');
    await page.getByLabel(/^Anmerkung zur Bestellung/).fill(NOTE);
    await termsBox(page).check();

    const summary = page.getByRole('complementary', { name: 'Ihre Bestellung' });
    await expect(summary.getByTestId('subtotal')).toHaveText(euro(subtotal));
    await expect(summary.getByTestId('tip')).toHaveText(euro(tip));
    await expect(summary.getByTestId('total')).toHaveText(euro(total));
    await expect(submitButton(page)).toContainText(euro(total));
    await submitButton(page).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    const fullOrderId = new URL(page.url()).searchParams.get('fullOrderId');
    const res = await request.get(`/api/v1/${fullOrderId}`, { params: { view: 2 } });
    expect(res.status()).toBe(200);
    const order = (await res.json()) as Order;

    // the server priced the same amounts: the tip is a charge of its own and part of the total
    expect(order.amount.val).toBe(subtotal / 100);
    expect(order.amount.charges.find((c) => c.type === 'tip')?.val).toBe(tip / 100);
    expect(order.amount.charges.find((c) => c.type === 'service-fee')?.val ?? 0).toBe(deliveryFee / 100);
    expect(order.amount.total).toBe(total / 100);
    // the note reaches the restaurant with the doorbell
    expect(order.delivery.note).toBe(`Klingel: ${GUEST.doorbell} · ${NOTE}`);
    // where the order came from: this client, its language and the device as the browser describes itself
    const signals = await page.evaluate(() => ({
      userAgent: navigator.userAgent,
      hints: (navigator as Navigator & { userAgentData?: { mobile: boolean; platform: string } }).userAgentData,
      maxTouchPoints: navigator.maxTouchPoints,
    }));
    const device = describeDevice({ userAgent: signals.userAgent, hints: signals.hints ? { mobile: signals.hints.mobile, platform: signals.hints.platform } : undefined, maxTouchPoints: signals.maxTouchPoints });
    expect(device.type).toBe('desktop');
    expect(order.via).toEqual({
      channel: 'web',
      brand: 'Lieferzone',
      client: { name: 'lieferzone-web', version: expect.stringMatching(/\S/) as unknown as string },
      locale: 'de',
      device,
    });

    // the confirmation shows them too
    await expect(page.getByTestId('order-total')).toHaveText(euro(total));
    await expect(page.getByTestId('order-note')).toContainText(NOTE);
  });

  test('when the tip is not an amount, then the order is not placed and the field says why', async ({ page, request }) => {
    const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter((v: Vendor) => alwaysOpen(v) && v.tags.includes('pickup'));
    const p = await findProduct(request, vendors, (x) => x.options.length === 0);
    await seedCart(page, p.vendor, [lineFor(p)], 'pickup');
    let placed = 0;
    page.on('request', (r) => {
      if (r.url().endsWith(':placeOrder')) placed++;
    });
    await gotoApp(page, '/checkout');
    await fillContact(page);
    await page.getByLabel(/^Trinkgeld in €/).fill('zwei Euro');
    await termsBox(page).check();
    await submitButton(page).click();
    await expect(page.getByLabel(/^Trinkgeld in €/)).toHaveAccessibleDescription('Bitte geben Sie einen Betrag zwischen 0 und 500 € ein (z. B. 2,50).');
    await expect(page.getByLabel(/^Trinkgeld in €/)).toBeFocused();
    expect(placed).toBe(0);
  });
});
