/**
 * Issue 32 part C on the desk: auto-accept switched on accepts a new order once and opens its kitchen ticket (the
 * print view), refusable for a minute; the day at a glance shows the day's sums and downloads its CSV; a menu saved
 * offline waits ("wird gesendet, sobald online"), survives a reload and is applied once after reconnecting. Axe on
 * the settings, the day overview and the queued menu.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { deskSignIn, orderEventStates } from './delivery-helpers.ts';
import { deskPick, exclusiveDesk, openDesk, signedInDesk } from './desk-helpers.ts';
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import { findProduct, lineFor, placeOrderViaApi, type Pick } from './order-helpers.ts';
import { supportedDeliveryTypes } from '../../src/domain/delivery-types.ts';
import { swControlled, waitPersistedMutations } from './pwa-helpers.ts';

// the offline menu needs the service worker (the suite blocks it elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

async function setAutoAccept(request: APIRequestContext, vendorId: string, autoAccept: boolean): Promise<void> {
  const desk = await deskSignIn(request, vendorId);
  const r = await request.put('/api/v1/desk/settings', { headers: desk.headers, data: { autoAccept, prepMinutes: 15 } });
  expect(r.status(), await r.text()).toBe(200);
}

async function openSettings(desk: Page) {
  await desk.getByRole('navigation', { name: 'Ansicht' }).getByRole('button', { name: 'Einstellungen' }).click();
  return desk.getByRole('dialog', { name: 'Einstellungen' });
}

test.describe('desk: auto-accept, day overview, offline menu', () => {
  test.setTimeout(150_000);

  test('when auto-accept is on, then a new order is accepted once and its kitchen ticket opens; it can be refused within the minute', async ({ browser, request }) => {
    const p = await autoAcceptPick(request);
    const desk = await openDesk(browser, p.vendor.id);
    try {
      const settings = await openSettings(desk);
      const toggle = settings.getByRole('switch', { name: 'Bestellungen automatisch annehmen' });
      await expect(toggle).not.toBeChecked();
      await settings.getByLabel('Standard-Zubereitungszeit').selectOption('15');
      await expect(settings.getByRole('status')).toHaveText('Gespeichert.');
      await toggle.check();
      await expect(toggle).toBeChecked();
      await expectAxeClean(desk);
      await settings.getByRole('button', { name: 'Schließen' }).first().click();

      const since = new Date(Date.now() - 60_000);
      const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p)], { pickUp: true });
      const ticket = desk.getByRole('dialog', { name: `Küchenbon ${placed.order.nr}` });
      await expect(ticket).toBeVisible({ timeout: 10_000 });
      await expect(ticket.getByRole('button', { name: 'Drucken' })).toBeVisible();
      await expect(desk.getByTestId('desk-col-kitchen').locator(`[data-nr="${placed.order.nr}"]`)).toBeVisible();
      expect(await orderEventStates(request, p.vendor.id, placed.order.id, since)).toEqual(['ACCEPTED']);
      await ticket.getByRole('button', { name: 'Schließen' }).first().click();

      // still refusable: the bar offers it with the seconds left
      const refuse = desk.getByTestId('desk-auto-accepted').getByRole('button', { name: new RegExp(`^Bestellung ${placed.order.nr} ablehnen \\(noch \\d+ s\\)$`) });
      await expect(refuse).toBeVisible();
      await expectAxeClean(desk);
      await refuse.click();
      await desk.getByRole('dialog', { name: `Bestellung ${placed.order.nr} ablehnen` }).getByRole('button', { name: 'Ablehnen' }).click();
      await expect.poll(() => orderEventStates(request, p.vendor.id, placed.order.id, since), { timeout: 10_000 }).toEqual(['ACCEPTED', 'CANCELED']);
      await expect(desk.getByTestId('desk-auto-accepted')).toHaveCount(0);
    } finally {
      await setAutoAccept(request, p.vendor.id, false);
      await desk.context().close();
    }
  });

  test('when the day overview is opened, then it shows the day and downloads it as CSV', async ({ browser, request }) => {
    const p = await deskPick(request);
    const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p)]);
    const desk = await openDesk(browser, p.vendor.id);
    await desk.getByRole('navigation', { name: 'Ansicht' }).getByRole('button', { name: 'Tagesübersicht' }).click();
    const day = desk.getByRole('dialog', { name: 'Tagesübersicht' });
    await expect(day.getByTestId('desk-day-orders')).toContainText(/Bestellungen\s*\d+ \(\d+ nicht storniert\)/);
    await expect(day.getByTestId('desk-day-cash')).toContainText('€');
    await expect(day.getByTestId('desk-day-courier-cash')).toContainText('Bargeld der Kuriere');
    await expectAxeClean(desk);

    const download = desk.waitForEvent('download');
    await day.getByRole('button', { name: 'CSV herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^lieferzone-tag-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await file.path();
    const csv = readFileSync(path, 'utf8');
    expect(csv.startsWith('\uFEFFnr,placed_at_vienna,state,payment_method,type,total_eur,accept_seconds,auto_accepted,cancel_reason,cancelled_by\r\n')).toBe(true);
    expect(csv).toMatch(new RegExp(`\\r\\n${placed.order.nr},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},[A-Z]+,(cash|card),(delivery|pickup),\\d+\\.\\d{2},`));
    await expect(day.getByRole('status')).toHaveText('CSV-Datei heruntergeladen.');

    // another day: yesterday has its own report (no orders of today)
    await day.getByLabel('Tag').fill('2020-01-01');
    await expect(day.getByTestId('desk-day-orders')).toContainText('0 (0 nicht storniert)');
    await expect(day.getByText('Keine Stornierungen an diesem Tag.')).toBeVisible();
    await desk.context().close();
  });

  test('when a menu is saved offline, then it waits (also over a reload) and is applied once after reconnecting', async ({ browser, request }) => {
    const { account } = await exclusiveDesk(request, 2);
    const desk = await signedInDesk(browser, account);
    let puts = 0;
    desk.on('response', (r) => { if (r.request().method() === 'PUT' && r.url().endsWith('/api/v1/desk/menu') && r.status() === 200) puts += 1; });
    await gotoApp(desk, '/desk/menu');
    const menu = desk.getByTestId('desk-menu-form');
    const name = menu.getByRole('group', { name: /^Produkt: / }).first().getByLabel('Produktname');
    await expect(name).not.toHaveValue('');
    await swControlled(desk);

    await desk.context().setOffline(true);
    const newName = `Offline-Gericht ${Date.now().toString(36)}`;
    await name.fill(newName);
    await menu.getByRole('button', { name: 'Speisekarte speichern' }).click();
    const queued = desk.getByTestId('desk-menu-queued');
    await expect(queued).toHaveText('Offline gespeichert – die Speisekarte wird gesendet, sobald online.');
    await waitPersistedMutations(desk, 1, 'lieferzone-desk');
    await expectAxeClean(desk);

    await desk.reload();
    await expect(desk.getByTestId('desk-menu-queued')).toHaveText('Offline gespeichert – die Speisekarte wird gesendet, sobald online.');
    await expect(desk.getByTestId('desk-menu-form').getByRole('group', { name: /^Produkt: / }).first().getByLabel('Produktname')).toHaveValue(newName);
    expect(puts).toBe(0);

    await desk.context().setOffline(false);
    await expect(desk.getByTestId('desk-menu-queued')).toHaveText('', { timeout: 20_000 });
    await waitPersistedMutations(desk, 0, 'lieferzone-desk');
    expect(puts).toBe(1);
    const api = await deskSignIn(request, account.vendorId);
    const saved = (await (await request.get('/api/v1/desk/menu', { headers: api.headers })).json()) as { categories: { products: { name: string }[] }[] };
    expect(saved.categories[0]?.products[0]?.name).toBe(newName);
    await desk.reload();
    await expect(desk.getByTestId('desk-menu-form').getByRole('group', { name: /^Produkt: / }).first().getByLabel('Produktname')).toHaveValue(newName);
    expect(puts).toBe(1);
    await desk.context().close();
  });
});

/** The auto-accept test's vendor and a product without options; its orders are pickups (the vendor serves no spec's postal code). */
async function autoAcceptPick(request: APIRequestContext): Promise<Pick> {
  const { vendor } = await exclusiveDesk(request, 5, (v) => supportedDeliveryTypes(v.tags).includes('pickup'));
  return findProduct(request, [vendor], (p) => p.options.length === 0);
}
