/**
 * The courier view (issue 14): the desk makes a courier link; opened once, the page shows the order offline, and
 * "Zugestellt" tapped offline (kept through a reload) is applied exactly once after reconnecting — the customer's
 * tracking shows "Zugestellt". Unknown links, axe.
 */
import { formatEuro, toCents } from '../../src/domain/money.ts';
import { acceptedCourierOrder, deskPresent, orderEventStates } from './delivery-helpers.ts';
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import { GUEST } from './order-helpers.ts';
import { swControlled, waitPersisted, waitPersistedMutations } from './pwa-helpers.ts';

// offline use and queued actions need the service worker (the suite blocks it elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

test.describe('courier view', () => {
  test.setTimeout(120_000);

  test('when the link was opened once, then offline it shows the order and "Zugestellt" tapped offline is applied once on reconnect', async ({ page, context, request, browser }) => {
    const { p, desk, placed, url, since } = await acceptedCourierOrder(request, { quantity: 2 });

    await gotoApp(page, url);
    await expect(page.getByRole('heading', { level: 1, name: `Lieferung #${placed.order.nr}` })).toBeVisible();
    await expect(page.getByTestId('delivery-status')).toHaveText('Status: Vom Restaurant bestätigt');
    await expect(page.getByTestId('customer-name')).toHaveText(`${GUEST.firstName} ${GUEST.lastName}`);
    await expect(page.getByTestId('customer-address')).toContainText(`${GUEST.street} ${GUEST.houseNumber}`);
    await expect(page.getByTestId('customer-details')).toContainText(`Tür${GUEST.apartment}`);
    await expect(page.getByTestId('pickup-name')).toHaveText(p.vendor.label);
    await expect(page.getByTestId('delivery-items')).toHaveText(`2× ${p.product.label}`);
    // cash order: the courier collects the order's total
    const total = formatEuro(toCents(placed.order.amount.total), 'de-AT');
    await expect(page.getByTestId('cash-to-collect')).toHaveText(`Bar kassieren: ${total}`);
    await expect(page.getByTestId('customer-phone')).toHaveAttribute('href', 'tel:+436601234567');
    const nav = page.getByRole('link', { name: `Navigation zu ${GUEST.firstName} ${GUEST.lastName} starten (öffnet Google Maps)` });
    await expect(nav).toHaveAttribute('href', /destination=Neubaugasse%2012%2C%201070%20Wien/);

    await swControlled(page);
    await waitPersisted(page, 'delivery', 'view');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/actions')) posts.push(r.url());
    });

    await deskPresent(request, desk);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Lieferung #${placed.order.nr}` })).toBeVisible();
    await expect(page.getByTestId('delivery-offline')).toBeVisible();
    await expect(page.getByTestId('customer-name')).toHaveText(`${GUEST.firstName} ${GUEST.lastName}`);

    await page.getByRole('button', { name: 'Zugestellt', exact: true }).click();
    await expect(page.getByTestId('delivery-status')).toHaveText('Status: Zugestellt (wird gesendet, sobald wieder Netz da ist)');
    await expect(page.getByTestId('action-note')).toHaveText('„Zugestellt“ ist gespeichert und wird gesendet, sobald wieder Netz da ist.');
    // the tap survives a reload without network
    await waitPersistedMutations(page, 1);
    await page.reload();
    await expect(page.getByTestId('delivery-status')).toHaveText('Status: Zugestellt (wird gesendet, sobald wieder Netz da ist)');
    await expect(page.getByRole('button', { name: 'Zugestellt', exact: true })).toBeDisabled();
    expect(posts).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.getByTestId('delivery-status')).toHaveText('Status: Zugestellt', { timeout: 20_000 });
    await expect(page.getByTestId('action-note')).toHaveText('„Zugestellt“ ist beim Restaurant angekommen.');
    // nothing left to send: the page's queue is empty, so no second POST can follow
    await waitPersistedMutations(page, 0);
    expect(posts).toHaveLength(1);
    const states = await orderEventStates(request, p.vendor.id, placed.order.id, since);
    expect(states.filter((s) => s === 'DELIVERED')).toHaveLength(1);
    expect(states).toEqual(['ACCEPTED', 'DELIVERED']);

    // the customer (another browser context) sees it
    const customer = await browser.newContext();
    const tracking = await customer.newPage();
    await gotoApp(tracking, `/order/${placed.order.nr}?vendor=${p.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}`);
    await expect(tracking.getByTestId('display-status')).toHaveText('Zugestellt');
    await expect(tracking.getByTestId('step-delivered')).toHaveAttribute('data-done', 'true');
    await customer.close();
  });

  test('when an unknown link is opened, then "Link ungültig" is shown and the page is axe clean', async ({ page }) => {
    await gotoApp(page, `/delivery/${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Link ungültig' })).toBeVisible();
    await expect(page.getByText('Dieser Lieferlink ist unbekannt oder abgelaufen.')).toBeVisible();
    await expectAxeClean(page);
  });

  test('when the courier view is shown, then it is axe clean and its controls are named', async ({ page, request }) => {
    const { placed, url } = await acceptedCourierOrder(request);
    await gotoApp(page, url);
    await expect(page.getByRole('heading', { level: 1, name: `Lieferung #${placed.order.nr}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abgeholt', exact: true })).toBeEnabled();
    await expect(page.getByRole('link', { name: `${GUEST.firstName} ${GUEST.lastName} anrufen: ${GUEST.phone}` })).toBeVisible();
    await expectAxeClean(page);
    // "Abgeholt" online: on the way, announced in the status region
    await page.getByRole('button', { name: 'Abgeholt', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Status: Unterwegs' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abgeholt', exact: true })).toBeDisabled();
  });
});
