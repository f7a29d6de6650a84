/**
 * A map that is never blank (issue 15 item 4), in Chromium (WebGL through SwiftShader) against the production build:
 * the shipped basemap draws without any map server, offline too once a map has been seen; maplibre loads only with a
 * map; the listing's map view; the readable text when WebGL is missing. "Drawn" is read from the map view's
 * data-rendered-* attributes: the counts of features maplibre's queryRenderedFeatures finds per layer after 'idle'.
 */
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import { swControlled } from './pwa-helpers.ts';
import { listVendors, openVendor } from './vendor-helpers.ts';
import { alwaysOpen, findProduct, lineFor, listedCount, listVendors as listOrderVendors, placeOrderViaApi, POSTAL } from './order-helpers.ts';
import { matchZone } from '../../src/domain/zones.ts';

// offline use and queued actions need the service worker (the suite blocks it elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every request that leaves our own server (the shipped basemap needs none). */
function foreignRequests(page: Page, base: string): string[] {
  const out: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(base) && !url.startsWith('data:') && !url.startsWith('blob:')) out.push(url);
  });
  return out;
}

async function openVendorMap(page: Page, label: string) {
  await page.getByRole('button', { name: 'Auf der Karte anzeigen' }).click();
  const dialog = page.getByRole('dialog', { name: `${label} auf der Karte` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('maps', () => {
  test('when a vendor map is opened, then maplibre loads only then and the shipped basemap draws the vendor, its zones and Austria without any map server', async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const vendor = (await listVendors(request, 'zone:1070', 20)).find((v) => Number.isFinite(v.lat) && v.deliveryZones.length > 0)!;
    const mapFiles: string[] = [];
    page.on('request', (r) => {
      if (/maplibre|\/assets\/map-at-/.test(r.url())) mapFiles.push(r.url());
    });
    const foreign = foreignRequests(page, baseURL!);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await openVendor(page, vendor);
    expect(mapFiles, 'nothing of the map loads with the page').toEqual([]);
    const dialog = await openVendorMap(page, vendor.label);
    const map = dialog.locator('.lz-map');
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
    await expect(map).toHaveAttribute('data-rendered-points', '1', { timeout: 20_000 });
    await expect(map).toHaveAttribute('data-rendered-zones', /^[1-9]\d*$/);
    await expect(map).toHaveAttribute('data-rendered-outline', /^[1-9]\d*$/);
    expect(mapFiles.some((u) => /maplibre-map-.*\.js$/.test(u))).toBe(true);
    expect(mapFiles.some((u) => /map-at-outline-.*\.json$/.test(u))).toBe(true);
    // the list under the map says what it shows: the vendor with its address, each zone with its codes
    await expect(dialog.getByRole('listitem').filter({ hasText: vendor.label })).toContainText(vendor.address);
    const firstZone = vendor.deliveryZones[0]!;
    const codes = Array.isArray(firstZone.postalCode) ? firstZone.postalCode : [firstZone.postalCode];
    await expect(dialog.getByRole('listitem').filter({ hasText: `Liefergebiet ${firstZone.label}:` }).first()).toContainText(codes[0]!.trim());
    await expectAxeClean(page);
    expect(foreign, 'requests to other servers').toEqual([]);
    expect(errors).toEqual([]);
  });

  test('when a map was seen once and the browser goes offline, then after a reload the vendor map still draws', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const vendor = (await listVendors(request, 'zone:1070', 20)).find((v) => Number.isFinite(v.lat))!;
    await openVendor(page, vendor);
    await swControlled(page);
    let dialog = await openVendorMap(page, vendor.label);
    await expect(dialog.locator('.lz-map')).toHaveAttribute('data-rendered-points', '1', { timeout: 30_000 });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: vendor.label })).toBeVisible({ timeout: 20_000 });
    dialog = await openVendorMap(page, vendor.label);
    const map = dialog.locator('.lz-map');
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
    await expect(map).toHaveAttribute('data-rendered-points', '1', { timeout: 20_000 });
    await expect(map).toHaveAttribute('data-rendered-outline', /^[1-9]\d*$/);
    await context.setOffline(false);
  });

  test('when WebGL is missing, then the vendor map says "Standort nicht verfügbar", why, and still lists the vendor and its zones', async ({ page, request }) => {
    const vendor = (await listVendors(request, 'zone:1070', 20)).find((v) => Number.isFinite(v.lat))!;
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (/webgl/i.test(type)) return null;
        return (original as (this: HTMLCanvasElement, t: string, ...r: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      } as typeof HTMLCanvasElement.prototype.getContext;
    });
    const mapFiles: string[] = [];
    page.on('request', (r) => {
      if (/maplibre/.test(r.url())) mapFiles.push(r.url());
    });
    await openVendor(page, vendor);
    const dialog = await openVendorMap(page, vendor.label);
    const alert = dialog.getByRole('status').filter({ hasText: 'Standort nicht verfügbar' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('WebGL');
    await expect(dialog.getByRole('listitem').filter({ hasText: vendor.label })).toContainText(vendor.address);
    await expect(dialog).toContainText(vendor.lat.toFixed(5));
    expect(mapFiles, 'maplibre is not even loaded without WebGL').toEqual([]);
    await expectAxeClean(page);
  });

  test('when the listing’s map view is turned on, then the list stays, the map shows the listed vendors and their links lead to a vendor', async ({ page }) => {
    test.setTimeout(90_000);
    await gotoApp(page, '/restaurants?postalCode=1070');
    const cards = page.getByTestId('vendor-card');
    await expect(cards.first()).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Karte', exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('.lz-map')).toHaveCount(0);

    // by keyboard
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const region = page.getByRole('region', { name: 'Karte der Restaurants' });
    const map = region.locator('.lz-map');
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
    await expect(map).toHaveAttribute('data-rendered-points', /^[1-9]\d*$/, { timeout: 20_000 });
    await expect(cards.first()).toBeVisible();

    // the list alternative names every listed vendor (as many as the header counts: the cards below the first screen
    // render only as the customer comes near them); its link opens the vendor's page
    const count = await listedCount(page);
    expect(count).toBeGreaterThan(6);
    await region.getByText(/Orte der Karte als Liste/).click();
    const links = region.getByRole('link');
    await expect(links).toHaveCount(count);
    const first = links.first();
    const name = (await first.textContent())!.trim();
    await expectAxeClean(page);
    await first.click();
    await expect(page).toHaveURL(/\/restaurant\/[^/?]+\?postalCode=1070/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(esc(name)) })).toBeVisible();
  });

  test('when the map view is turned off again, then only the list is left', async ({ page }) => {
    await gotoApp(page, '/restaurants?postalCode=1070');
    const toggle = page.getByRole('button', { name: 'Karte', exact: true });
    await toggle.click();
    await expect(page.locator('.lz-map')).toHaveCount(1);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('.lz-map')).toHaveCount(0);
    await expect(page.getByTestId('vendor-card').first()).toBeVisible();
  });

  test('when an order is tracked and its map is shown, then the restaurant and the destination (its postal code’s centre) are drawn', async ({ page, request }) => {
    test.setTimeout(120_000);
    const vendors = (await listOrderVendors(request, `zone:${POSTAL}`, 60)).filter(
      (v) => alwaysOpen(v) && v.tags.includes('delivery') && matchZone(v, POSTAL) !== null && !v.tags.includes('min-order-required'),
    );
    const p = await findProduct(request, vendors, (x) => x.options.length === 0);
    const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p)]);
    await gotoApp(page, `/order/${placed.order.nr}?vendor=${p.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}`);
    const region = page.getByRole('region', { name: 'Karte der Lieferung' });
    const toggle = region.getByRole('button', { name: 'Karte anzeigen' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(region.getByRole('button', { name: 'Karte ausblenden' })).toHaveAttribute('aria-expanded', 'true');
    const map = region.locator('.lz-map');
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
    await expect(map).toHaveAttribute('data-rendered-points', '2', { timeout: 20_000 });
    await expect(region.getByRole('listitem').filter({ hasText: p.vendor.label })).toBeVisible();
    await expect(region.getByRole('listitem').filter({ hasText: 'Lieferziel' })).toContainText(POSTAL);
    await expectAxeClean(page);
  });
});
