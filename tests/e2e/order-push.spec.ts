/**
 * Web Push for customers (issue 28), in the browser against the production build: the "Benachrichtigen" offer shows
 * on the tracking page of an order opened with its access key (never without it, never on the home page), axe clean;
 * a push delivered to the service worker through CDP (ServiceWorker.deliverPushMessage) shows the order's
 * notification, whose link opens that order's tracking page.
 */
import { expect, expectNoSeriousA11yViolations, gotoApp, test } from './fixtures.ts';
import { alwaysOpen, findProduct, lineFor, listVendors, placeOrderViaApi, POSTAL } from './order-helpers.ts';
import { swControlled } from './pwa-helpers.ts';
import { matchZone } from '../../src/domain/zones.ts';

// the service worker is the subject here (the config blocks it elsewhere)
test.use({ serviceWorkers: 'allow' });

test.describe('web push for customers', () => {
  test.setTimeout(120_000);

  test('when an order is opened with its key, then the offer shows; a push shows its notification, leading to the tracking page', async ({ page, context, request }) => {
    const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter(
      (v) => alwaysOpen(v) && v.tags.includes('delivery') && matchZone(v, POSTAL) !== null && !v.tags.includes('min-order-required'),
    );
    const p = await findProduct(request, vendors, (x) => x.options.length === 0);
    const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p)]);
    const nr = placed.order.nr;
    const link = `/order/${nr}?vendor=${p.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}`;

    // not on the home page (no order), not without the order's key
    await gotoApp(page, '/');
    await expect(page.getByRole('button', { name: 'Benachrichtigen' })).toHaveCount(0);
    await gotoApp(page, link);
    await expect(page.getByTestId('order-number')).toHaveText(nr);
    await expect(page.getByRole('button', { name: 'Benachrichtigen' })).toHaveCount(0);

    // the customer's own link: one offer, named, reachable, axe clean
    await gotoApp(page, `${link}#k=${placed.accessKey ?? ''}`);
    const offer = page.getByRole('region', { name: 'Bei Änderungen benachrichtigen' });
    await expect(offer.getByRole('button', { name: 'Benachrichtigen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Benachrichtigen' })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // a push message reaches the service worker: it shows the order's notification
    await context.grantPermissions(['notifications']);
    await swControlled(page);
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: typeof registrations }) => registrations.push(...e.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.filter((r) => !r.isDeleted).length).toBeGreaterThan(0);
    const reg = registrations.find((r) => !r.isDeleted)!;
    const origin = new URL(page.url()).origin;
    const payload = { type: 'order-change', change: 'accepted', orderNr: nr, title: `Bestellung ${nr} bestätigt`, body: 'Lieferung voraussichtlich um 19:45 Uhr.', url: link };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: reg.registrationId, data: JSON.stringify(payload) });
    const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications())
      .map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url?: string } | null)?.url ?? null })));
    await expect.poll(shown).toEqual([{ title: `Bestellung ${nr} bestätigt`, body: 'Lieferung voraussichtlich um 19:45 Uhr.', tag: `lz-order-${nr}`, url: link }]);

    // a message that is not an order change (or leads off the app) shows nothing new
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: reg.registrationId, data: JSON.stringify({ ...payload, orderNr: 'x', url: 'https://evil.example/' }) });
    await expect.poll(shown).toHaveLength(1);

    // the notification's link is the order's tracking page (what a tap opens, also from a cold start)
    const fresh = await context.newPage();
    await gotoApp(fresh, (await shown())[0]?.url ?? '/');
    await expect(fresh.getByTestId('order-number')).toHaveText(nr);
  });
});
