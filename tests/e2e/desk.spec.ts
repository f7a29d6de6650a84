/**
 * The restaurant's order desk (issue 14), in its own browser context next to the customer's: a new order shows within
 * 1 s, is accepted with 20 min and the customer's tracking shows "Bestätigt" with the new estimate; offline the desk
 * marks it ready and handed over, reloads, comes back online — the server has each state once, in order. An order
 * nobody at the open desk confirms expires (POST /dev/orders/{id}/expire-now, then the server's expiry job): the
 * customer reads "vom Restaurant nicht bestätigt" with a link to order elsewhere, the desk drops it. Axe on /desk.
 */
import type { Page } from '@playwright/test';
import type { DeskOrdersPage } from '../../src/domain/wire/desk.ts';
import { deskPresent, deskSignIn, keepDeskPresent, orderEventStates } from './delivery-helpers.ts';
import { deskPick, openDesk } from './desk-helpers.ts';
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import { lineFor, placeOrderViaApi, POSTAL } from './order-helpers.ts';
import { swControlled, waitPersistedMutations } from './pwa-helpers.ts';

// offline use and queued actions need the service worker (the suite blocks it elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const card = (desk: Page, nr: string) => desk.locator(`[data-testid="desk-order"][data-nr="${nr}"]`);

test.describe('order desk', () => {
  test.setTimeout(150_000);

  test('when a customer orders, then the desk shows it within 1 s, accepts with 20 min and offline steps reach the server once, in order', async ({ browser, page, request }) => {
    const p = await deskPick(request);
    const desk = await openDesk(browser, p.vendor.id);
    await expect(desk.getByTestId('desk-col-new')).toBeVisible();

    const since = new Date(Date.now() - 60_000);
    const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p, {}, 2)]);
    const arrived = Date.now();
    await expect(card(desk, placed.order.nr)).toBeVisible({ timeout: 1000 });
    const latency = Date.now() - arrived;
    expect(latency).toBeLessThan(1000);
    await expect(desk.getByTestId('desk-col-new').locator(`[data-nr="${placed.order.nr}"]`)).toBeVisible();
    await expect(desk.getByTestId('desk-new-alert')).toContainText('neue Bestellung');
    await expect(desk).toHaveTitle(/^\(\d+\) Bestell-Desk/);
    await expect(card(desk, placed.order.nr).getByTestId('desk-time-left')).toHaveText(/^Bestätigen in (1[0-5]|[0-9]):\d\d$/);

    // the customer follows the order in their own context
    await gotoApp(page, `/order/${placed.order.nr}?vendor=${p.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}`);
    await expect(page.getByTestId('display-status')).toHaveText('Bestellung eingegangen');

    await card(desk, placed.order.nr).getByRole('button', { name: 'Annehmen' }).click();
    const accepting = Date.now();
    await desk.getByRole('dialog', { name: `Bestellung ${placed.order.nr} annehmen` }).getByRole('button', { name: '20 min' }).click();
    await expect(desk.getByTestId('desk-col-kitchen').locator(`[data-nr="${placed.order.nr}"]`)).toBeVisible();

    // within one poll (10 s) the customer sees "Bestätigt" and the new estimate: 20 min preparation + the travel time
    await expect(page.getByTestId('display-status')).toHaveText('Bestätigt', { timeout: 12_000 });
    const order = (await (await request.get(`/api/v1/vendors/${p.vendor.id}/orders/${placed.order.id}`, { params: { view: 2 } })).json()) as {
      fulfillment: { delivery?: { time?: string } };
    };
    const estimate = Date.parse(order.fulfillment.delivery?.time ?? '');
    const travelMax = Number(p.vendor.deliveryTime.split('-').pop());
    expect(estimate - accepting).toBeGreaterThan(20 * 60_000 - 5_000);
    expect(estimate - accepting).toBeLessThan((20 + travelMax) * 60_000 + 5_000);
    const shown = await page.getByTestId('countdown-time').innerText();
    const [mm, ss] = shown.replace(/\D*(\d+:\d+).*/s, '$1').split(':').map(Number);
    const shownMs = ((mm ?? 0) * 60 + (ss ?? 0)) * 1000;
    expect(Math.abs(estimate - Date.now() - shownMs)).toBeLessThan(10_000);

    // offline: ready and handed over are kept, survive a reload and are sent once, in order, when online. The
    // desk's heartbeat stops while it is offline; the test keeps the desk present (after 90 s without one the demo
    // kitchen would take the order over: CI once saw its PROCESSED here)
    await swControlled(desk);
    const deskApi = await deskSignIn(request, p.vendor.id);
    const stopPresence = await keepDeskPresent(request, deskApi);
    try {
      await desk.context().setOffline(true);
      await expect(desk.getByTestId('desk-connection-lost')).toContainText('Verbindung unterbrochen');
      await card(desk, placed.order.nr).getByRole('button', { name: 'Fertig' }).click();
      await expect(desk.getByTestId('desk-col-ready').locator(`[data-nr="${placed.order.nr}"]`)).toBeVisible();
      await card(desk, placed.order.nr).getByRole('button', { name: 'An Kurier übergeben' }).click();
      await expect(desk.getByTestId('desk-col-onway').locator(`[data-nr="${placed.order.nr}"]`)).toBeVisible();
      await expect(desk.getByTestId('desk-connection')).toContainText('2 Aktionen warten auf die Verbindung');
      await waitPersistedMutations(desk, 2, 'lieferzone-desk');
      // nothing reached the server while the desk is offline (checked before the reload: CI saw the restored page's
      // first attempt pass the context's offline emulation twice, though never here; what the reload must prove is
      // that both actions are still waiting after it, and that each reaches the server once, in order)
      expect(await orderEventStates(request, p.vendor.id, placed.order.id, since)).toEqual(['ACCEPTED']);
      await desk.reload();
      await expect(desk.getByTestId('desk-connection')).toContainText('2 Aktionen warten auf die Verbindung');
      await expect(desk.getByTestId('desk-connection')).toContainText(/Stand \d\d:\d\d/);
      await expect(desk.getByTestId('desk-col-onway').locator(`[data-nr="${placed.order.nr}"]`)).toBeVisible();
    } finally {
      stopPresence();
    }
    await deskPresent(request, deskApi);
    await desk.context().setOffline(false);
    await expect(desk.getByTestId('desk-connection')).toHaveAttribute('data-status', 'live', { timeout: 20_000 });
    await expect(desk.getByTestId('desk-connection')).not.toContainText('warten', { timeout: 20_000 });
    await expect.poll(() => orderEventStates(request, p.vendor.id, placed.order.id, since), { timeout: 15_000 })
      .toEqual(['ACCEPTED', 'PROCESSED', 'SHIPPING']);
    // the desk's queue is empty (nothing more can be sent) and the server still has each step once
    await waitPersistedMutations(desk, 0, 'lieferzone-desk');
    expect(await orderEventStates(request, p.vendor.id, placed.order.id, since)).toEqual(['ACCEPTED', 'PROCESSED', 'SHIPPING']);
    await expect(desk.getByTestId('desk-action-failed')).toHaveCount(0);
    await desk.context().close();
  });

  test('when nobody at the open desk confirms an order until it expires, then the customer reads "vom Restaurant nicht bestätigt" with a way to order elsewhere and the desk drops it', async ({ browser, page, request }) => {
    const p = await deskPick(request);
    const desk = await openDesk(browser, p.vendor.id);
    // the desk is open: the demo kitchen leaves the vendor's orders to it, and nobody accepts this one
    await deskPresent(request, await deskSignIn(request, p.vendor.id));
    const since = new Date(Date.now() - 60_000);
    const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p)]);
    await expect(desk.getByTestId('desk-col-new').locator(`[data-nr="${placed.order.nr}"]`)).toBeVisible();
    await gotoApp(page, `/order/${placed.order.nr}?vendor=${p.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}`);
    await expect(page.getByTestId('display-status')).toHaveText('Bestellung eingegangen');
    await expect(page.getByTestId('cancel-reason')).toHaveCount(0);

    // its expireTime becomes now (demo-only route); the server's expiry job (every second here) cancels it
    const expire = await request.post(`/dev/orders/${placed.order.id}/expire-now`);
    expect(expire.status(), await expire.text()).toBe(200);
    await expect(page.getByTestId('display-status')).toHaveText('Storniert', { timeout: 15_000 });
    await expect(page.getByTestId('cancel-reason')).toHaveAttribute('data-reason', 'NOT_CONFIRMED');
    await expect(page.getByTestId('cancel-reason')).toContainText('Vom Restaurant nicht bestätigt');
    const elsewhere = page.getByRole('link', { name: 'Woanders bestellen' });
    await expect(elsewhere).toHaveAttribute('href', `/restaurants?postalCode=${POSTAL}`);

    await expect(desk.getByTestId('desk-col-new').locator(`[data-nr="${placed.order.nr}"]`)).toHaveCount(0, { timeout: 10_000 });
    await expect(card(desk, placed.order.nr)).toHaveCount(0);
    // cancelled once, though the job keeps running: a second order expired now is cancelled by a later round of the
    // job, and the first one still has its single cancellation
    const later = await placeOrderViaApi(request, p.vendor, [lineFor(p)]);
    expect((await request.post(`/dev/orders/${later.order.id}/expire-now`)).status()).toBe(200);
    await expect.poll(() => orderEventStates(request, p.vendor.id, later.order.id, since), { timeout: 15_000 }).toEqual(['CANCELED']);
    expect(await orderEventStates(request, p.vendor.id, placed.order.id, since)).toEqual(['CANCELED']);
    const again = await request.post(`/dev/orders/${placed.order.id}/expire-now`);
    expect(again.status()).toBe(409);

    await elsewhere.click();
    await expect(page).toHaveURL(new RegExp(`/restaurants\\?postalCode=${POSTAL}`));
    await desk.context().close();
  });

  test('when /desk is open, signed out and signed in, then axe finds no violation', async ({ browser, request }) => {
    const p = await deskPick(request);
    const desk = await openDesk(browser, p.vendor.id);
    await expectAxeClean(desk);
    const queue = (await (await desk.request.get('/api/v1/desk/orders', { headers: (await deskSignIn(request, p.vendor.id)).headers })).json()) as DeskOrdersPage;
    expect(Array.isArray(queue.orders)).toBe(true);
    await desk.getByRole('main').getByRole('button', { name: 'Abmelden', exact: true }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Anmeldung für Restaurants' })).toBeVisible();
    await expectAxeClean(desk);
    await desk.context().close();
  });
});
