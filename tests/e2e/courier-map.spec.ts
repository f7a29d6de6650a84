/**
 * The courier on the map (issue 28): the courier (delivery link, Playwright geolocation) picks up and the position
 * appears on the customer's tracking page — as text and in the map's list, the text alternative of the map — with the
 * arrival estimate; the drawn map (WebGL through SwiftShader in the suite's Chromium, as in map.spec) shows the
 * courier, the restaurant and the address, moves the courier with a new position and no longer shows it at delivery; positions taken offline are sent once when the network returns, the
 * latest only; at delivery the courier disappears from the tracking page and the server keeps no point.
 *
 * The delivery address is in 1070, whose postal centre (the estimate's end point without a geocoder) is 48.2000 N,
 * 16.3500 E (server/data/at-postal-codes.json). One hundredth of a degree of latitude is 6371 km × π / 180 × 0.01 =
 * 1.112 km: from 48.1900 the straight line is 1.1 km and 1.112 × 2.5 min/km = 2.78 → 3 minutes; from 48.1950 it is
 * 0.556 km → 0.6 km and 1.39 → 2 minutes.
 */
import type { Page, Request } from '@playwright/test';
import { acceptedCourierOrder, deskPresent, keepDeskPresent } from './delivery-helpers.ts';
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';

const A = { latitude: 48.19, longitude: 16.35 };
const B = { latitude: 48.192, longitude: 16.35 };
const C = { latitude: 48.195, longitude: 16.35 };

/** The point waiting to be sent on the courier's page (local storage), as text. */
const pendingPoint = (page: Page) =>
  page.evaluate((): string | null => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('lz-courier-position:'));
    return key ? localStorage.getItem(key) : null;
  });

test.use({ permissions: ['geolocation'], geolocation: A });

test.describe('courier on the map', () => {
  test.setTimeout(150_000);

  test('when the courier picks up, then the position shows on the tracking page, offline points arrive once (latest only), and at delivery it is gone', async ({ page, context, request, browser }) => {
    const { p, desk, placed, url } = await acceptedCourierOrder(request);
    // the demo kitchen leaves a vendor alone while its desk was seen within 90 s
    const stopPresence = await keepDeskPresent(request, desk);
    const customer = await browser.newContext();
    try {
      const sent: { lat: number; lng: number; online: boolean }[] = [];
      let online = true;
      page.on('requestfinished', (r: Request) => {
        if (r.method() !== 'POST' || !r.url().endsWith('/position')) return;
        const body = r.postDataJSON() as { lat: number; lng: number };
        sent.push({ lat: body.lat, lng: body.lng, online });
      });

      await gotoApp(page, url);
      await expect(page.getByTestId('share-position')).toHaveText(/Ab der Abholung wird Ihr Standort/);
      await page.getByRole('button', { name: 'Abgeholt', exact: true }).click();
      await expect(page.getByTestId('delivery-status')).toHaveText('Status: Unterwegs');
      await expect(page.getByTestId('share-status')).toHaveText('Standort wird geteilt');
      await expect.poll(() => sent.length).toBe(1);
      expect(sent[0]).toEqual({ lat: A.latitude, lng: A.longitude, online: true });
      await expectAxeClean(page);

      // the customer's tracking page (another browser: the order's own link with its id)
      const tracking = await customer.newPage();
      await gotoApp(tracking, `/order/${placed.order.nr}?vendor=${p.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}`);
      const live = tracking.getByTestId('courier-live');
      await expect(live.getByTestId('courier-position')).toContainText('Standort des Kuriers: 48,1900° N, 16,3500° E', { timeout: 30_000 });
      await expect(live.getByTestId('courier-text')).toContainText('Der Kurier ist 1,1 km (Luftlinie) entfernt: Ankunft in etwa 3 Minuten.');
      // the map's own list names the courier, the restaurant and the address (the text alternative of the drawn map)
      await expect(live.locator('.lz-map__item--courier')).toContainText('Kurier – 48,1900° N, 16,3500° E');
      await expect(live.locator('.lz-map__item--restaurant')).toContainText(p.vendor.label);
      await expect(live.locator('.lz-map__item--destination')).toContainText('Lieferadresse');
      await expectAxeClean(tracking);

      // offline: two new positions; nothing is sent, only the latest waits (in local storage)
      await context.setOffline(true);
      online = false;
      await context.setGeolocation(B);
      await expect.poll(() => pendingPoint(page))
        .toContain('"lat":48.192');
      await context.setGeolocation(C);
      await expect.poll(() => pendingPoint(page))
        .toContain('"lat":48.195');
      await expect(page.getByTestId('share-waiting')).toBeVisible();
      expect(sent).toHaveLength(1);

      online = true;
      await context.setOffline(false);
      await expect.poll(() => sent.filter((s) => s.online).length, { timeout: 20_000 }).toBe(2);
      await expect(tracking.getByTestId('courier-position')).toContainText('48,1950° N, 16,3500° E', { timeout: 30_000 });
      await expect(tracking.getByTestId('courier-text')).toContainText('Der Kurier ist 0,6 km (Luftlinie) entfernt: Ankunft in etwa 2 Minuten.');
      // exactly the last point went out after the reconnect, once; the middle one never reached the server
      expect(sent.slice(1)).toEqual([{ lat: C.latitude, lng: C.longitude, online: true }]);
      expect(sent.some((s) => s.lat === B.latitude)).toBe(false);
      const seen = await request.get(`/api/v1/vendors/${p.vendor.id}/orders/${placed.order.id}/courier`);
      expect(await seen.json()).toMatchObject({ state: 'DELIVERING', courier: { lat: C.latitude, lng: C.longitude } });
      await expect(page.getByTestId('share-waiting')).toBeHidden();

      // delivered: sharing ends, the server keeps no point, and the tracking page no longer shows the courier
      await page.getByRole('button', { name: 'Zugestellt', exact: true }).click();
      await expect(page.getByTestId('delivery-status')).toHaveText('Status: Zugestellt');
      await expect(page.getByTestId('share-position')).toBeHidden();
      const after = await request.get(`/api/v1/vendors/${p.vendor.id}/orders/${placed.order.id}/courier`);
      expect(await after.json()).toEqual({ state: 'DELIVERED', courier: null });
      await expect(tracking.getByTestId('display-status')).toHaveText('Zugestellt', { timeout: 30_000 });
      await expect(tracking.getByTestId('courier-live')).toBeHidden();
      await expect(tracking.getByText('48,1950° N')).toHaveCount(0);
    } finally {
      stopPresence();
      await customer.close();
    }
  });

  test('when the map is drawn (WebGL), then it shows the courier, the restaurant and the address; the courier moves with a new position and is gone at delivery', async ({ page, context, request, browser }) => {
    const { p, desk, placed, url } = await acceptedCourierOrder(request);
    const stopPresence = await keepDeskPresent(request, desk);
    const customer = await browser.newContext();
    try {
      await gotoApp(page, url);
      await page.getByRole('button', { name: 'Abgeholt', exact: true }).click();
      await expect(page.getByTestId('share-status')).toHaveText('Standort wird geteilt');

      const tracking = await customer.newPage();
      expect(await tracking.evaluate(() => !!document.createElement('canvas').getContext('webgl2')), 'this Chromium gives WebGL 2').toBe(true);
      await gotoApp(tracking, `/order/${placed.order.nr}?vendor=${p.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}`);
      const map = tracking.getByTestId('courier-live').locator('.lz-map');
      await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
      await expect(map.locator('canvas')).toBeVisible();
      // drawn: three points — the courier where the courier is, the restaurant and the delivery address
      await expect(map).toHaveAttribute('data-rendered-points', '3', { timeout: 30_000 });
      await expect(map).toHaveAttribute('data-rendered-points-at', /^courier@16\.350,48\.190 destination@\d+\.\d{3},\d+\.\d{3} restaurant@\d+\.\d{3},\d+\.\d{3}$/);
      const places = (at: string | null) => (at ?? '').split(' ').filter((x) => !x.startsWith('courier@')).join(' ');
      const before = places(await map.getAttribute('data-rendered-points-at'));
      await expectAxeClean(tracking);

      // a new position (556 m on, sent at once): the courier's point moves, the restaurant and the address stay
      await context.setGeolocation(C);
      await expect(map).toHaveAttribute('data-rendered-points-at', /^courier@16\.350,48\.195 /, { timeout: 30_000 });
      expect(places(await map.getAttribute('data-rendered-points-at'))).toBe(before);

      // delivered: the courier's map goes; the order's own map (shown on request) draws the restaurant and the address only
      await page.getByRole('button', { name: 'Zugestellt', exact: true }).click();
      await expect(tracking.getByTestId('display-status')).toHaveText('Zugestellt', { timeout: 30_000 });
      await expect(tracking.getByTestId('courier-live')).toBeHidden();
      await tracking.getByRole('button', { name: 'Karte anzeigen' }).click();
      const orderMap = tracking.getByRole('region', { name: 'Karte der Lieferung' }).locator('.lz-map');
      await expect(orderMap).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
      await expect(orderMap).toHaveAttribute('data-rendered-points', '2', { timeout: 30_000 });
      await expect(orderMap).toHaveAttribute('data-rendered-points-at', /^destination@\S+ restaurant@\S+$/);
      await expect(tracking.locator('.lz-map__item--courier')).toHaveCount(0);
    } finally {
      stopPresence();
      await customer.close();
    }
  });

  test('when the courier stops sharing, then the customer sees no position and the courier can start again', async ({ page, request, browser }) => {
    const { p, desk, placed, url } = await acceptedCourierOrder(request);
    await deskPresent(request, desk);
    const customer = await browser.newContext();
    try {
      await gotoApp(page, url);
      await page.getByRole('button', { name: 'Abgeholt', exact: true }).click();
      await expect(page.getByTestId('share-status')).toHaveText('Standort wird geteilt');
      const courierOf = async () => (await (await request.get(`/api/v1/vendors/${p.vendor.id}/orders/${placed.order.id}/courier`)).json()) as { courier: unknown };
      await expect.poll(async () => (await courierOf()).courier).not.toBeNull();

      await page.getByRole('button', { name: 'Teilen beenden' }).click();
      await expect(page.getByTestId('share-status')).toHaveText('Standort wird nicht geteilt');
      await expect.poll(async () => (await courierOf()).courier).toBeNull();
      const tracking = await customer.newPage();
      await gotoApp(tracking, `/order/${placed.order.nr}?vendor=${p.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}`);
      await expect(tracking.getByTestId('courier-text')).toHaveText('Der Kurier teilt gerade keinen Standort.', { timeout: 30_000 });
      await expectAxeClean(page);

      // the choice holds over a reload, and sharing starts again on request
      await page.reload();
      await expect(page.getByTestId('share-status')).toHaveText('Standort wird nicht geteilt');
      await page.getByRole('button', { name: 'Standort wieder teilen' }).click();
      await expect(page.getByTestId('share-status')).toHaveText('Standort wird geteilt');
      await expect.poll(async () => (await courierOf()).courier).toMatchObject({ lat: A.latitude, lng: A.longitude });
    } finally {
      await customer.close();
    }
  });

  test('when the privacy page is read, then it says what of the courier is shared, with whom and for how long', async ({ page }) => {
    await gotoApp(page, '/privacy');
    const section = page.getByRole('region', { name: '6. Standort des Kuriers bei der Lieferung' });
    await expect(section).toBeVisible();
    await expect(section).toContainText('nur zwischen Abholung und Zustellung');
    await expect(section).toContainText('die Kundin oder der Kunde dieser einen Bestellung');
    await expect(section).toContainText('Gespeichert ist nur der jeweils letzte Punkt. Er wird bei der Zustellung oder Stornierung gelöscht');
  });
});
