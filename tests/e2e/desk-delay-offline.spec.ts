/**
 * A desk delay taken offline (issue 28): the desk taps "+10 Min." without a connection; the action is queued, survives
 * a reload, and is applied exactly once when the network is back — the customer's tracking page shows +10 (not +20)
 * with the server's new time, and the server's events of the order have one 'delayed' event. The desk vendor is the
 * last always-open one of POSTAL, as in desk.spec (the test keeps the desk present: the demo kitchen leaves its
 * orders to a present desk).
 */
import type { OrderEventsPage } from '../../src/domain/wire/order-events.ts';
import { deskPresent, deskSignIn, keepDeskPresent } from './delivery-helpers.ts';
import { deskPick, openDesk } from './desk-helpers.ts';
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import { lineFor, placeOrderViaApi } from './order-helpers.ts';
import { swControlled, waitPersistedMutations } from './pwa-helpers.ts';

// offline use and queued actions need the service worker (the suite blocks it elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const viennaTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('de-AT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Vienna' });

test.describe('desk delay offline', () => {
  test.setTimeout(150_000);

  test('when the desk adds +10 min offline, then it waits, survives a reload and is applied once online: the customer sees +10, the server one delay', async ({ browser, page, request }) => {
    const p = await deskPick(request);
    const deskApi = await deskSignIn(request, p.vendor.id);
    const stopPresence = await keepDeskPresent(request, deskApi);
    try {
      const desk = await openDesk(browser, p.vendor.id);
      const since = new Date(Date.now() - 60_000);
      const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p, {}, 1)]);
      const card = desk.locator(`[data-testid="desk-order"][data-nr="${placed.order.nr}"]`);
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: 'Annehmen' }).click();
      await desk.getByRole('dialog', { name: `Bestellung ${placed.order.nr} annehmen` }).getByRole('button', { name: '20 min' }).click();
      await expect(desk.getByTestId('desk-col-kitchen').locator(`[data-nr="${placed.order.nr}"]`)).toBeVisible();

      const orderUrl = `/api/v1/vendors/${p.vendor.id}/orders/${placed.order.id}?view=1`;
      type Seen = { fulfillment: { state: string; delivery?: { time?: string }; delay?: { minutes: number } } };
      await expect.poll(async () => ((await (await request.get(orderUrl)).json()) as Seen).fulfillment.state).toBe('ACCEPTED');
      const oldTime = ((await (await request.get(orderUrl)).json()) as Seen).fulfillment.delivery?.time ?? '';
      expect(oldTime).not.toBe('');
      const expected = viennaTime(new Date(Date.parse(oldTime) + 10 * 60_000).toISOString());

      // the customer follows the order in their own context
      await gotoApp(page, `/order/${placed.order.nr}?vendor=${p.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}`);
      await expect(page.getByTestId('display-status')).toHaveText('Bestätigt');
      await expect(page.getByTestId('delay-notice')).toHaveCount(0);

      // offline: the tap is kept (one action waits), also over a reload; the server has not seen it
      await swControlled(desk);
      await desk.context().setOffline(true);
      await expect(desk.getByTestId('desk-connection-lost')).toContainText('Verbindung unterbrochen');
      await card.getByRole('group', { name: `Bestellung ${placed.order.nr} verspäten` }).getByRole('button', { name: '+10 Min.' }).click();
      await expect(desk.getByTestId('desk-connection')).toContainText('1 Aktion wartet auf die Verbindung');
      await waitPersistedMutations(desk, 1, 'lieferzone-desk');
      // The page being reloaded sends no action. While Chromium tears a page down, Playwright's overrides (offline,
      // user agent) no longer hold. So the old page's paused action now and then went out for real: the server had
      // the delay before the network was back (CI, 2026-11-29). The request carried the browser's own user agent,
      // and Playwright saw no request. With page.close() instead of reload() it happened in 3–5 of 6 runs, and in
      // 0 of 6 with this. The reloaded page starts offline.
      await desk.evaluate(() => {
        const send = window.fetch;
        window.fetch = (...args: Parameters<typeof fetch>) =>
          String(args[0] instanceof Request ? args[0].url : args[0]).includes('/desk/actions') ? new Promise<Response>(() => undefined) : send(...args);
      });
      await desk.reload();
      await expect(desk.getByTestId('desk-connection')).toContainText('1 Aktion wartet auf die Verbindung');
      await expect(card).toBeVisible();
      expect(((await (await request.get(orderUrl)).json()) as Seen).fulfillment.delay).toBeUndefined();
      await expectAxeClean(desk);

      // online: sent once; the customer's page shows +10 with the server's new time
      await deskPresent(request, deskApi);
      await desk.context().setOffline(false);
      await expect(desk.getByTestId('desk-connection')).toHaveAttribute('data-status', 'live', { timeout: 20_000 });
      await expect(desk.getByTestId('desk-connection')).not.toContainText('wartet', { timeout: 20_000 });
      await waitPersistedMutations(desk, 0, 'lieferzone-desk');
      await expect(page.getByTestId('delay-notice')).toHaveText(`Verspätung vom Restaurant: +10 Min. Neue Lieferzeit ca. ${expected}.`, { timeout: 15_000 });
      const after = (await (await request.get(orderUrl)).json()) as Seen;
      expect(after.fulfillment.delay?.minutes).toBe(10);
      expect(Date.parse(after.fulfillment.delivery?.time ?? '') - Date.parse(oldTime)).toBe(10 * 60_000);
      const events = async () => {
        const r = await request.get(`/api/v1/vendors/${p.vendor.id}/orders:poll`, {
          params: { orderId: placed.order.id, timeout: 0, pageSize: 100, startTime: since.toISOString() },
        });
        return ((await r.json()) as OrderEventsPage).events.filter((e) => e.type === 'delayed').length;
      };
      expect(await events()).toBe(1);
      // a reload of the desk sends nothing more
      await desk.reload();
      await expect(desk.getByTestId('desk-connection')).toHaveAttribute('data-status', 'live');
      await waitPersistedMutations(desk, 0, 'lieferzone-desk');
      expect(await events()).toBe(1);
      await expect(page.getByTestId('delay-notice')).toContainText('+10 Min.');
      await expect(desk.getByTestId('desk-action-failed')).toHaveCount(0);
      await desk.context().close();
    } finally {
      stopPresence();
    }
  });
});
