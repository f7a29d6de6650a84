/**
 * Offline-first PWA (issue 4) against the production build and the real server: the service worker and its
 * precache, offline reloads of seen pages, a cart and a tracked order surviving a browser restart offline, and a
 * checkout whose answer is lost (or that is tried offline).
 */
import type { Page, Request } from '@playwright/test';
import { matchZone } from '../../src/domain/zones.ts';
import type { PlaceOrderRequest, Vendor } from '../../src/domain/types.ts';
import { expect, gotoApp, test } from './fixtures.ts';
import {
  alwaysOpen,
  fillContact,
  fillDeliveryAddress,
  findProduct,
  lineFor,
  listVendors,
  placeOrderViaApi,
  POSTAL,
  seedCart,
  submitButton,
  termsBox,
  type Pick,
} from './order-helpers.ts';
import { deskAccept, deskAction, deskSignIn, keepDeskPresent } from './delivery-helpers.ts';
import { deskPick } from './desk-helpers.ts';
import { Profile, precachedPaths, swControlled, waitPersisted, waitPersistedMutations } from './pwa-helpers.ts';

// offline use and queued actions need the service worker (the suite blocks it elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

async function deliveryPick(request: Parameters<typeof listVendors>[0]): Promise<Pick> {
  const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter(
    (v) => alwaysOpen(v) && v.tags.includes('delivery') && matchZone(v, POSTAL) !== null && !v.tags.includes('min-order-required'),
  );
  return findProduct(request, vendors, (p) => p.options.length === 0);
}

async function openVendor(page: Page, vendor: Vendor): Promise<void> {
  await gotoApp(page, `/restaurant/${vendor.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: vendor.label })).toBeVisible();
}

test.describe('offline-first PWA', () => {
  test.setTimeout(120_000);

  test('when the app is opened, then the service worker controls it, precaches the journey and the app is installable', async () => {
    // a real (persistent) profile: Chromium never offers installation in an incognito context
    const profile = new Profile();
    try {
      await profile.launch();
      const page = await profile.page();
      await gotoApp(page, '/');
      await swControlled(page);
      const paths = await precachedPaths(page);
      expect(paths).toContain('/index.html');
      for (const lng of ['de', 'en', 'tr']) expect(paths).toContain(`/locales/${lng}/translation.json`);
      // every route chunk of the ordering journey and the built-in demo vendor (bundled data)
      for (const chunk of ['restaurants', 'restaurant._id', 'cart', 'checkout', 'order-confirmation', 'order._id', 'track-order', 'demo-vendor']) {
        expect(paths.some((p) => new RegExp(`^/assets/${chunk.replace('.', '\\.')}-[\\w-]+\\.js$`).test(p)), `chunk ${chunk}`).toBe(true);
      }
      // the entry script and stylesheet of the shell
      const shell = await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel=stylesheet]')]
        .map((el) => new URL('src' in el && el.src ? el.src : (el as HTMLLinkElement).href).pathname));
      expect(shell.length).toBeGreaterThan(0);
      for (const s of shell) expect(paths).toContain(s);
      // API data is not the service worker's business
      expect(paths.some((p) => p.startsWith('/api/'))).toBe(false);
      expect(await page.evaluate(async () => (await caches.keys()).some((n) => /api/i.test(n)))).toBe(false);

      // Chromium's own installability check (manifest, icons, service worker with fetch handler)
      const cdp = await page.context().newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
      const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
      expect(manifest).toMatchObject({ lang: 'de', display: 'standalone', short_name: 'Lieferzone' });
      const icons = manifest.icons as { sizes: string; purpose?: string }[];
      expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    } finally {
      await profile.dispose();
    }
  });

  test('when home, a listing and a vendor page were seen online, then they render their content offline after a reload', async ({ page, context, request }) => {
    const p = await deliveryPick(request);
    await gotoApp(page, '/');
    await swControlled(page);
    await gotoApp(page, `/restaurants?postalCode=${POSTAL}`);
    const firstCard = page.getByTestId('vendor-card').first();
    await expect(firstCard).toBeVisible();
    const cardName = (await firstCard.getByRole('heading').first().textContent())!.trim();
    await waitPersisted(page, 'listing');
    await waitPersisted(page, 'geo');
    await openVendor(page, p.vendor);
    await expect(page.getByText(p.product.label, { exact: true }).first()).toBeVisible();
    await waitPersisted(page, 'vendor', p.vendor.slug);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: p.vendor.label })).toBeVisible();
    await expect(page.getByText(p.product.label, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toContainText('Sie sind offline.');
    await expect(page.getByTestId('offline-banner')).toContainText('möglicherweise veraltet');

    await page.goto(`/restaurants?postalCode=${POSTAL}`);
    await expect(page.getByTestId('vendor-card').getByRole('heading', { name: cardName }).first()).toBeVisible();

    await page.goto('/');
    await expect(page.locator('header.topnav')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // one calm banner, with a retry that keeps the page usable
    await expect(page.getByTestId('offline-banner')).toHaveCount(1);
    await page.getByTestId('offline-banner').getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 15_000 });
  });

  test('when a cart is filled online and the browser restarts offline, then the cart is intact', async ({ request }) => {
    const p = await deliveryPick(request);
    const profile = new Profile();
    try {
      await profile.launch();
      let page = await profile.page();
      await openVendor(page, p.vendor);
      await swControlled(page);
      await page.getByRole('button', { name: `${p.product.label} hinzufügen`, exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: p.product.label });
      if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', { name: /^In den Warenkorb/ }).click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('lz.cart.v1') ?? '')).toContain(p.product.id);
      await page.goto('/cart');
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await profile.close();

      await profile.launch({ offline: true });
      page = await profile.page();
      await page.goto('/cart');
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(page.getByTestId('cart-line')).toContainText(p.product.label);
      await expect(page.getByText(p.vendor.label).first()).toBeVisible();
    } finally {
      await profile.dispose();
    }
  });

  // The restaurant's desk moves the order, not the demo kitchen's clock: the kitchen once moved it to "preparing"
  // before the page was closed on a busy machine. The desk vendor's kitchen stays away while its desk is present.
  test('when an order is tracked, the browser restarts offline and the network returns, then the last status shows and then advances', async ({ request }) => {
    const p = await deskPick(request);
    const desk = await deskSignIn(request, p.vendor.id);
    const stopPresence = await keepDeskPresent(request, desk);
    const profile = new Profile();
    try {
      const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p, {}, 2)]);
      await deskAccept(request, desk, placed.order.id);
      const nr = placed.order.nr;
      const url = `/order/${nr}?vendor=${p.vendor.id}&fullOrderId=${encodeURIComponent(placed.name)}`;
      await profile.launch();
      let page = await profile.page();
      await gotoApp(page, url);
      await swControlled(page);
      await expect(page.getByTestId('order-number')).toHaveText(nr);
      await expect(page.getByTestId('display-status')).toHaveAttribute('data-state', 'ACCEPTED');
      await expect(page.getByTestId('step-confirmed')).toHaveAttribute('data-done', 'true');
      await waitPersisted(page, 'tracking', 'order');
      await profile.close();

      // the kitchen starts while the customer's browser is closed and offline
      await deskAction(request, desk, placed.order.id, 'start');
      await profile.launch({ offline: true });
      page = await profile.page();
      await page.goto(url);
      await expect(page.getByTestId('order-number')).toHaveText(nr);
      await expect(page.getByTestId('demo-notice')).toHaveCount(0);
      await expect(page.getByTestId('display-status')).toHaveAttribute('data-state', 'ACCEPTED');
      await expect(page.getByTestId('as-of')).toContainText(/^Stand: (gerade eben|vor \d+ Min\.)$/);
      await expect(page.getByTestId('countdown-time')).toHaveText(/\d{2}:\d{2}$/);
      await expect(page.getByTestId('step-preparing')).toHaveAttribute('data-done', 'false');

      await profile.context!.setOffline(false);
      await expect(page.getByTestId('step-preparing')).toHaveAttribute('data-done', 'true', { timeout: 30_000 });
      await expect(page.getByTestId('display-status')).toHaveAttribute('data-state', 'PROCESSING');
      await expect(page.getByTestId('as-of')).toContainText(/Stand: (gerade eben|vor 1 Min\.)/);
    } finally {
      stopPresence();
      await profile.dispose();
    }
  });
});

test.describe('checkout without a network', () => {
  test.setTimeout(120_000);
  const isPlaceOrder = (url: URL) => url.pathname.endsWith(':placeOrder');

  async function readyCheckout(page: Page, p: Pick) {
    await seedCart(page, p.vendor, [lineFor(p, {}, 3)]);
    await gotoApp(page, '/checkout');
    await fillContact(page);
    await fillDeliveryAddress(page);
    await termsBox(page).check();
  }

  test('when the customer submits offline, then the order is refused with a clear message and nothing is sent', async ({ page, context, request }) => {
    const p = await deliveryPick(request);
    const posts: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && isPlaceOrder(new URL(r.url()))) posts.push(r);
    });
    await readyCheckout(page, p);
    await context.setOffline(true);
    await submitButton(page).click();
    await expect(page.getByTestId('checkout-alert')).toContainText('Sie sind offline. Die Bestellung wurde nicht gesendet');
    // refused, not queued: no pending mutation is kept that could send it later
    await waitPersistedMutations(page, 0);
    expect(posts).toHaveLength(0);
    expect(await page.evaluate(() => sessionStorage.getItem('lz.checkout.pending'))).toBeNull();
    // back online, the same form is still there and the explicit submit places the order
    await context.setOffline(false);
    await submitButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible({ timeout: 20_000 });
    expect(posts).toHaveLength(1);
  });

  test('when the network drops after the server received the order, then on reconnect the customer sees the confirmation of exactly one order', async ({ page, context, request }) => {
    const p = await deliveryPick(request);
    await readyCheckout(page, p);
    const sent: PlaceOrderRequest[] = [];
    let serverNr: string | null = null;
    await page.route(isPlaceOrder, async (route) => {
      if (sent.length > 0) return route.abort('internetdisconnected'); // retries while offline never arrive
      sent.push(JSON.parse(route.request().postData() ?? '{}') as PlaceOrderRequest);
      const res = await route.fetch(); // the server creates the order …
      serverNr = ((await res.json()) as { order: { nr: string } }).order.nr;
      await context.setOffline(true); // … and the network is gone before the answer arrives
      await route.abort('internetdisconnected');
    });
    await submitButton(page).click();
    await expect(page.getByTestId('checkout-alert')).toContainText('Die Verbindung wurde unterbrochen', { timeout: 20_000 });
    expect(serverNr).not.toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('order-number')).toHaveText(serverNr!);
    // exactly one order: the only POST that reached the server, and the server knows its requestId as that order
    expect(sent).toHaveLength(1);
    const lookup = await request.get(`/api/v1/vendors/${p.vendor.id}/orders:lookup`, { params: { requestId: sent[0]!.requestId! } });
    expect(lookup.status()).toBe(200);
    expect(((await lookup.json()) as { nr: string }).nr).toBe(serverNr);
    expect(await page.evaluate(() => [sessionStorage.getItem('lz.checkout.pending'), sessionStorage.getItem('lz.checkout.requestId')])).toEqual([null, null]);
    // the cart was emptied for the placed order
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('lz.cart.v1') ?? '{}') as { lines?: unknown[] }).lines?.length ?? 0)).toBe(0);
  });
});
