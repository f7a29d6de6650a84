/**
 * Ratings and reviews from real orders (issue 30), the whole journey against the production build and the real server:
 * a guest orders through the checkout (the app keeps the order's access key and puts it in the confirmation's own
 * link, `#k=…`), the restaurant's desk accepts and delivers it, the guest rates it with 4 stars and a text on the
 * tracking page — someone who only has the order's id (the desk's view) cannot —, the vendor page shows it ("bestellt am …", the product, the new average computed by hand), the desk
 * replies and the reply shows, the operator hides it in the back office and it is gone from the page and the
 * average, and the customer is told why. Axe on each page.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { ReviewSummary } from '../../src/domain/wire/reviews.ts';
import { matchZone } from '../../src/domain/zones.ts';
import { deskAccept, deskPresent, deskSignIn, type Desk } from './delivery-helpers.ts';
import { expect, expectAxeClean, gotoApp, reloadApp, test } from './fixtures.ts';
import { operatorSignIn } from './ops-helpers.ts';
import { lineTotalCents } from '../../src/domain/cart.ts';
import {
  alwaysOpen, fillContact, fillDeliveryAddress, findProduct, lineFor, listVendors, placeOrderViaApi, POSTAL, seedCart, submitButton, termsBox,
  type Pick,
} from './order-helpers.ts';
import { openVendor } from './vendor-helpers.ts';

const one = (n: number, locale = 'de-AT') => n.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** The average after one more review of `stars`, by hand: (sum of stars so far + stars) / (count + 1), one decimal. */
function averageWith(before: ReviewSummary, stars: number): { count: number; average: number } {
  const sum = before.distribution.reduce((s, n, i) => s + n * (i + 1), 0) + stars;
  return { count: before.count + 1, average: Math.round((sum / (before.count + 1)) * 10) / 10 };
}

async function summaryOf(request: APIRequestContext, vendorId: string): Promise<ReviewSummary> {
  const r = await request.get(`/api/v1/vendors/${vendorId}/reviews?pageSize=1`);
  expect(r.status()).toBe(200);
  return ((await r.json()) as { summary: ReviewSummary }).summary;
}

async function deskStep(request: APIRequestContext, desk: Desk, orderId: string, action: string): Promise<void> {
  const r = await request.post('/api/v1/desk/actions', { headers: desk.headers, data: { actionId: crypto.randomUUID(), orderId, action } });
  expect(r.status(), `${action}: ${await r.text()}`).toBe(200);
}

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-AT', timezoneId: 'Europe/Vienna' });
  return context.newPage();
}

/** A product of an always-open delivery vendor of 1070, whose desk is open (the demo kitchen leaves its orders alone). */
async function vendorWithDesk(request: APIRequestContext): Promise<{ p: Pick; desk: Desk }> {
  const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter(
    (v) => alwaysOpen(v) && v.tags.includes('delivery') && matchZone(v, POSTAL) !== null && !v.tags.includes('min-order-required'),
  );
  // from the end of the list: the desk opened here keeps the demo kitchen away from this vendor for 90 s, and the
  // kitchen-driven specs (tracking, estimate) take the first such vendor
  const p = await findProduct(request, [...vendors].reverse(), (x) => x.options.length === 0);
  const desk = await deskSignIn(request, p.vendor.id);
  await deskPresent(request, desk);
  return { p, desk };
}

async function deliver(request: APIRequestContext, desk: Desk, orderId: string): Promise<void> {
  await deskAccept(request, desk, orderId);
  for (const action of ['start', 'ready', 'handover', 'delivered']) await deskStep(request, desk, orderId, action);
}

/** A delivery order placed through the API (its answer carries the access key), accepted and delivered by the desk. */
async function deliveredOrder(request: APIRequestContext) {
  const { p, desk } = await vendorWithDesk(request);
  const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p)]);
  await deliver(request, desk, placed.order.id);
  expect(placed.accessKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
  return { p, placed, nr: placed.order.nr, key: placed.accessKey ?? '' };
}

/**
 * A guest's delivery order placed through the checkout in `page`: the confirmation's link carries the order's access
 * key in its fragment; then the desk accepts and delivers it.
 */
async function orderedInTheApp(page: Page, request: APIRequestContext) {
  const { p, desk } = await vendorWithDesk(request);
  const zone = matchZone(p.vendor, POSTAL);
  const unit = lineTotalCents(lineFor(p));
  await seedCart(page, p.vendor, [lineFor(p, {}, Math.min(20, Math.max(1, Math.ceil(((zone?.minPrice ?? 0) * 100) / unit))))]);
  await gotoApp(page, '/checkout');
  await fillContact(page);
  await fillDeliveryAddress(page);
  await termsBox(page).check();
  await submitButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  const url = new URL(page.url());
  const key = new URLSearchParams(url.hash.slice(1)).get('k') ?? '';
  expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
  const name = url.searchParams.get('fullOrderId') ?? '';
  const orderId = name.split('/').pop() ?? '';
  const nr = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  await deliver(request, desk, orderId);
  return { p, placed: { name }, nr, key };
}

test.describe('ratings and reviews of real orders', () => {
  // one vendor's average is read before and after each rating: the tests of this file run one after another
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(360_000);

  test('when a delivered order is rated, then the vendor page shows it, the desk replies and the operator hides it', async ({ browser, page, request }) => {
    const { p, placed, nr } = await orderedInTheApp(page, request);
    const before = await summaryOf(request, p.vendor.id);
    const after = averageWith(before, 4);
    const link = `/order/${nr}?vendor=${p.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}`;

    // someone with the order's id but not its key (what the restaurant's desk sees) is refused, and told how a guest rates
    const stranger = await staffPage(browser);
    await gotoApp(stranger, link);
    await stranger.getByRole('button', { name: 'Bestellung bewerten' }).click();
    await expect(stranger.getByRole('dialog', { name: 'Bestellung bewerten' }).getByRole('alert')).toHaveText(
      'Als Gast bewerten Sie eine Bestellung über den Link aus Ihrer Bestellbestätigung oder auf dem Gerät, mit dem Sie bestellt haben. Liegt die Bestellung in Ihrem Kundenkonto, melden Sie sich bitte an.',
    );
    await expect(stranger.getByRole('button', { name: 'Bewertung senden' })).toHaveCount(0);
    await stranger.context().close();

    // the guest rates from the tracking page on the device that ordered (the key kept with the remembered order); the
    // page first shows the order as it was kept from the confirmation, then the delivered one
    await gotoApp(page, link);
    await expect(page.getByText('Bestellstatus: Zugestellt')).toBeVisible({ timeout: 30_000 }); // the next 10 s poll at the latest
    await page.getByRole('button', { name: 'Bestellung bewerten' }).click();
    const rate = page.getByRole('dialog', { name: 'Bestellung bewerten' });
    await rate.getByRole('group', { name: 'Essen' }).getByLabel('4 von 5 Sternen').check();
    await rate.getByRole('group', { name: 'Lieferung' }).getByLabel('5 von 5 Sternen').check();
    const text = `Knusprig und heiß geliefert <b>${nr}</b>`;
    await rate.getByLabel('Ihre Bewertung (optional)').fill(text);
    await expectAxeClean(page);
    await rate.getByRole('button', { name: 'Bewertung senden' }).click();
    await expect(rate.getByRole('status').filter({ hasText: 'Danke für Ihre Bewertung!' })).toBeVisible();
    await page.keyboard.press('Escape');

    // the vendor page: the new average and the review, newest first, with "bestellt am" and the product
    await openVendor(page, p.vendor);
    await page.getByRole('button', { name: /Bewertungen\)$/ }).click();
    const reviews = page.getByRole('dialog', { name: `Bewertungen – ${p.vendor.label}` });
    await expect(reviews.getByTestId('reviews-summary')).toHaveText(`${one(after.average)} von 5 Sternen (${after.count} Bewertungen)`);
    const mine = reviews.getByTestId('review').first();
    await expect(mine).toContainText(text); // as text: the tag shows, nothing is rendered as HTML
    await expect(mine.locator('b')).toHaveCount(0);
    const today = new Date().toLocaleDateString('de-AT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Vienna' });
    await expect(mine).toContainText(`bestellt am ${today} · ${p.product.label}`);
    await expect(mine.getByRole('img', { name: '4 von 5 Sternen' })).toBeVisible();
    await expectAxeClean(page);
    await page.keyboard.press('Escape');

    // the restaurant answers from its desk
    const deskPage = await staffPage(browser);
    await gotoApp(deskPage, '/desk');
    const accounts = (await (await deskPage.request.get('/dev/desk-accounts?format=json')).json()) as { accounts: { vendorId: string; email: string; password: string }[] };
    const account = accounts.accounts.find((a) => a.vendorId === p.vendor.id)!;
    await deskPage.getByLabel('E-Mail').fill(account.email);
    await deskPage.getByLabel('Passwort').fill(account.password);
    await deskPage.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(deskPage.getByTestId('desk-connection')).toHaveAttribute('data-status', 'live');
    await deskPage.getByRole('button', { name: 'Desk starten' }).click();
    await deskPage.getByRole('navigation', { name: 'Ansicht' }).getByRole('link', { name: 'Bewertungen' }).click();
    const onDesk = deskPage.getByRole('listitem', { name: `Bewertung zu Bestellung ${nr}` });
    await expect(onDesk).toContainText(text);
    await onDesk.getByRole('button', { name: 'Antworten' }).click();
    const reply = `Danke für Ihre Bestellung ${nr}!`;
    await onDesk.getByLabel('Ihre öffentliche Antwort').fill(reply);
    await expectAxeClean(deskPage);
    await onDesk.getByRole('button', { name: 'Antwort veröffentlichen' }).click();
    await expect(onDesk.getByRole('status')).toHaveText('Antwort veröffentlicht.');
    await expect(onDesk).toContainText(`Antwort des Restaurants · ${today}`);
    await expect(onDesk.getByRole('button', { name: 'Antwort ändern' })).toBeVisible();

    await reloadApp(page);
    await page.getByRole('button', { name: /Bewertungen\)$/ }).click();
    await expect(reviews.getByTestId('review').first()).toContainText(`Antwort des Restaurants · ${today}${reply}`);
    await page.keyboard.press('Escape');

    // the operator hides it with a reason
    const opsPage = await staffPage(browser);
    await gotoApp(opsPage, '/ops');
    await operatorSignIn(opsPage);
    await opsPage.getByRole('link', { name: 'Bewertungen' }).click();
    await expect(opsPage.getByRole('heading', { level: 1, name: 'Bewertungen' })).toBeVisible();
    const onOps = opsPage.getByRole('listitem', { name: `Bewertung zu Bestellung ${nr}` });
    await onOps.getByRole('button', { name: 'Ausblenden' }).click();
    await onOps.getByLabel('Grund (sieht der Kunde)').fill('Enthält Markup');
    await expectAxeClean(opsPage);
    await onOps.getByRole('button', { name: 'Bewertung ausblenden' }).click();
    await expect(onOps.getByRole('status')).toHaveText('Bewertung ausgeblendet.');
    await expect(onOps).toContainText('Enthält Markup');
    await expect(onOps.getByRole('button', { name: 'Wieder anzeigen' })).toBeVisible();

    // gone from the vendor page and its average
    await reloadApp(page);
    await page.getByRole('button', { name: /Bewertungen\)$/ }).click();
    if (before.count === 0) {
      await expect(reviews).toContainText('Noch keine Bewertungen.');
    } else {
      await expect(reviews.getByTestId('reviews-summary')).toHaveText(
        `${one(before.average)} von 5 Sternen (${before.count} ${before.count === 1 ? 'Bewertung' : 'Bewertungen'})`,
      );
    }
    await expect(reviews).not.toContainText(text);
    await page.keyboard.press('Escape');

    // the customer is told why
    await gotoApp(page, `/order/${nr}?vendor=${p.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}`);
    await page.getByRole('button', { name: 'Bestellung bewerten' }).click();
    await expect(page.getByRole('dialog', { name: 'Bestellung bewerten' })).toContainText(
      'Ihre Bewertung wurde von unserem Team ausgeblendet. Grund: Enthält Markup',
    );
  });

  // the customer's side in English and Turkish: the rating dialog, the vendor page's average and "ordered on" in the
  // language's own formats (en-GB, tr-TR)
  for (const { lng, locale, L } of [
    { lng: 'en', locale: 'en-GB', L: { rate: 'Rate order', food: 'Food', delivery: 'Delivery', text: 'Your review (optional)', send: 'Send review', thanks: 'Thank you for your review!', stars: (n: number) => `${n} out of 5 stars`, title: 'Reviews', summary: (r: string, c: number) => `${r} out of 5 stars (${c} ${c === 1 ? 'review' : 'reviews'})`, orderedOn: (d: string) => `ordered on ${d}`, button: /reviews?\)$/ } },
    { lng: 'tr', locale: 'tr-TR', L: { rate: 'Siparişi değerlendir', food: 'Yemek', delivery: 'Teslimat', text: 'Değerlendirmeniz (isteğe bağlı)', send: 'Değerlendirmeyi gönder', thanks: 'Değerlendirmeniz için teşekkürler!', stars: (n: number) => `5 üzerinden ${n} yıldız`, title: 'Değerlendirmeler', summary: (r: string, c: number) => `5 üzerinden ${r} yıldız (${c} değerlendirme)`, orderedOn: (d: string) => `${d} tarihinde sipariş edildi`, button: /değerlendirme\)$/ } },
  ] as const) {
    test(`when a delivered order is rated in ${lng}, then the dialog and the vendor page speak ${lng} with its number and date formats`, async ({ browser, request }) => {
      const { p, placed, nr, key } = await deliveredOrder(request);
      const before = await summaryOf(request, p.vendor.id);
      const after = averageWith(before, 3);
      const context = await browser.newContext({ locale, timezoneId: 'Europe/Vienna' });
      try {
        const page = await context.newPage();
        // the customer's own link, opened on a device that did not place the order: the key comes with its fragment
        await gotoApp(page, `/order/${nr}?vendor=${p.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}&lng=${lng}#k=${key}`);
        await page.getByRole('button', { name: L.rate }).click();
        const rate = page.getByRole('dialog', { name: L.rate });
        await rate.getByRole('group', { name: L.food }).getByLabel(L.stars(3)).check();
        await rate.getByRole('group', { name: L.delivery }).getByLabel(L.stars(4)).check();
        const text = `${lng} ${nr}: İyi, şöyle böyle`;
        await rate.getByLabel(L.text).fill(text);
        await rate.getByRole('button', { name: L.send }).click();
        await expect(rate.getByRole('status').filter({ hasText: L.thanks })).toBeVisible();
        await page.keyboard.press('Escape');

        await gotoApp(page, `/restaurant/${p.vendor.slug}?lng=${lng}`);
        await page.getByRole('button', { name: L.button }).click();
        const reviews = page.getByRole('dialog', { name: `${L.title} – ${p.vendor.label}` });
        await expect(reviews.getByTestId('reviews-summary')).toHaveText(L.summary(one(after.average, locale), after.count));
        const mine = reviews.getByTestId('review').first();
        await expect(mine).toContainText(text);
        const today = new Date().toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Vienna' });
        await expect(mine).toContainText(L.orderedOn(today));
        await expect(mine.getByRole('img', { name: L.stars(3) })).toBeVisible();
        await expectAxeClean(page);
      } finally {
        await context.close();
      }
    });
  }
});
