/**
 * Ratings and reviews from real orders (issue 30), the whole journey against the production build and the real server:
 * a guest's order is accepted and delivered by the restaurant's desk, the guest rates it with 4 stars and a text on the
 * tracking page, the vendor page shows it ("bestellt am …", the product, the new average computed by hand), the desk
 * replies and the reply shows, the operator hides it in the back office and it is gone from the page and the
 * average, and the customer is told why. Axe on each page.
 */
import type { Browser, Page } from '@playwright/test';
import { averageOneDecimal } from '../../src/domain/reviews.ts';
import type { ReviewSummary } from '../../src/domain/wire/reviews.ts';
import { matchZone } from '../../src/domain/zones.ts';
import { deskAccept, deskPresent, deskSignIn, type Desk } from './delivery-helpers.ts';
import { expect, expectNoSeriousA11yViolations, gotoApp, test } from './fixtures.ts';
import { operatorSignIn } from './ops-helpers.ts';
import { alwaysOpen, findProduct, lineFor, listVendors, placeOrderViaApi, POSTAL } from './order-helpers.ts';
import { openVendor } from './vendor-helpers.ts';

const one = (n: number) => n.toLocaleString('de-AT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

async function summaryOf(page: Page, vendorId: string): Promise<ReviewSummary> {
  const r = await page.request.get(`/api/v1/vendors/${vendorId}/reviews?pageSize=1`);
  expect(r.status()).toBe(200);
  return ((await r.json()) as { summary: ReviewSummary }).summary;
}

async function deskStep(page: Page, desk: Desk, orderId: string, action: string): Promise<void> {
  const r = await page.request.post('/api/v1/desk/actions', { headers: desk.headers, data: { actionId: crypto.randomUUID(), orderId, action } });
  expect(r.status(), `${action}: ${await r.text()}`).toBe(200);
}

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-AT', timezoneId: 'Europe/Vienna' });
  return context.newPage();
}

test.describe('ratings and reviews of real orders', () => {
  test.setTimeout(360_000);

  test('when a delivered order is rated, then the vendor page shows it, the desk replies and the operator hides it', async ({ browser, page, request }) => {
    const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter(
      (v) => alwaysOpen(v) && v.tags.includes('delivery') && matchZone(v, POSTAL) !== null && !v.tags.includes('min-order-required'),
    );
    const p = await findProduct(request, vendors, (x) => x.options.length === 0);
    const desk = await deskSignIn(request, p.vendor.id);
    await deskPresent(request, desk); // the demo kitchen leaves this vendor's orders to the desk
    const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p)]);
    const { id: orderId, nr } = placed.order;
    await deskAccept(request, desk, orderId);
    for (const action of ['start', 'ready', 'handover', 'delivered']) await deskStep(page, desk, orderId, action);

    const before = await summaryOf(page, p.vendor.id);
    const sumBefore = before.distribution.reduce((s, n, i) => s + n * (i + 1), 0);
    // the new average by hand: (stars so far + 4) / (count + 1), one decimal
    const after = { count: before.count + 1, average: averageOneDecimal(sumBefore + 4, before.count + 1) };

    // the guest rates from the tracking page (the order's own link)
    await gotoApp(page, `/order/${nr}?vendor=${p.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}`);
    await page.getByRole('button', { name: 'Bestellung bewerten' }).click();
    const rate = page.getByRole('dialog', { name: 'Bestellung bewerten' });
    await rate.getByRole('group', { name: 'Essen' }).getByLabel('4 von 5 Sternen').check();
    await rate.getByRole('group', { name: 'Lieferung' }).getByLabel('5 von 5 Sternen').check();
    const text = `Knusprig und heiß geliefert <b>${nr}</b>`;
    await rate.getByLabel('Ihre Bewertung (optional)').fill(text);
    await expectNoSeriousA11yViolations(page);
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
    await expectNoSeriousA11yViolations(page);
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
    await expectNoSeriousA11yViolations(deskPage);
    await onDesk.getByRole('button', { name: 'Antwort veröffentlichen' }).click();
    await expect(onDesk.getByRole('status')).toHaveText('Antwort veröffentlicht.');
    await expect(onDesk).toContainText(`Antwort des Restaurants · ${today}`);
    await expect(onDesk.getByRole('button', { name: 'Antwort ändern' })).toBeVisible();

    await page.reload();
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
    await expectNoSeriousA11yViolations(opsPage);
    await onOps.getByRole('button', { name: 'Bewertung ausblenden' }).click();
    await expect(onOps.getByRole('status')).toHaveText('Bewertung ausgeblendet.');
    await expect(onOps).toContainText('Enthält Markup');
    await expect(onOps.getByRole('button', { name: 'Wieder anzeigen' })).toBeVisible();

    // gone from the vendor page and its average
    await page.reload();
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
});
