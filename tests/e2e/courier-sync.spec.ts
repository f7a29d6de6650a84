/**
 * Background Sync of the courier's actions (issue 14): "Abgeholt" and "Zugestellt" tapped offline on /delivery/{token}
 * are written to the outbox (IndexedDB lieferzone-courier/outbox); the page is closed and never opened again; when the
 * network is back, the service worker's `sync` event (fired through the DevTools protocol, as the browser would) sends
 * them — in the order tapped, each applied once — and empties the outbox; a round that cannot reach the server keeps
 * both for the next one; an open page is told and shows the new state. Without the worker's handler the order stays
 * "accepted" and this fails.
 */
import type { APIRequestContext, BrowserContext, CDPSession, Page } from '@playwright/test';
import { COURIER_SYNC_TAG } from '../../src/domain/courier-outbox.ts';
import { acceptedCourierOrder, deskPresent, orderEventStates } from './delivery-helpers.ts';
import { expect, gotoApp, test } from './fixtures.ts';
import { swControlled, waitPersisted } from './pwa-helpers.ts';

// offline use and queued actions need the service worker (the suite blocks it elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

interface Registration {
  registrationId: string;
  scopeURL: string;
  isDeleted: boolean;
}

/** The DevTools protocol's service worker domain on `page`, and the id of the app's registration. */
async function swRegistration(context: BrowserContext, page: Page, origin: string): Promise<{ cdp: CDPSession; registrationId: string }> {
  const cdp = await context.newCDPSession(page);
  const seen: Registration[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: Registration[] }) => seen.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => seen.filter((r) => !r.isDeleted && r.scopeURL === `${origin}/`).length).toBeGreaterThan(0);
  const reg = seen.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`);
  if (!reg) throw new Error('no service worker registration');
  return { cdp, registrationId: reg.registrationId };
}

/** The entries of the courier outbox, read in a page of the origin. */
function outboxEntries(page: Page): Promise<{ actionId: string; action: string; token: string; queuedAt: number }[]> {
  return page.evaluate(async () => {
    const req = <T,>(r: IDBRequest<T>) => new Promise<T>((res, rej) => {
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error ?? new Error('IndexedDB request failed'));
    });
    if (!(await indexedDB.databases()).some((d) => d.name === 'lieferzone-courier')) return [];
    const db = await req(indexedDB.open('lieferzone-courier'));
    try {
      if (!db.objectStoreNames.contains('outbox')) return [];
      return (await req(db.transaction('outbox').objectStore('outbox').getAll())) as { actionId: string; action: string; token: string; queuedAt: number }[];
    } finally {
      db.close();
    }
  });
}

/**
 * An accepted order's courier page opened online (worker in control, view written down), then offline "Abgeholt" and
 * "Zugestellt" tapped, both in the outbox, the page closed. Still offline when this returns.
 */
async function tappedOfflineAndClosed(context: BrowserContext, request: APIRequestContext, baseURL: string | undefined) {
  const origin = new URL(baseURL ?? '').origin;
  const { p, desk, placed, url, token, since } = await acceptedCourierOrder(request);
  const stateNow = async () => {
    const r = await request.get(`/api/v1/delivery/${token}`);
    expect(r.status()).toBe(200);
    return ((await r.json()) as { state: string }).state;
  };
  const events = () => orderEventStates(request, p.vendor.id, placed.order.id, since);

  const page = await context.newPage();
  await gotoApp(page, url);
  await expect(page.getByTestId('delivery-status')).toHaveText('Status: Vom Restaurant bestätigt');
  await swControlled(page);
  await waitPersisted(page, 'delivery', 'view');
  // a page of the origin without the app (the server's robots.txt): to read IndexedDB and talk to the worker
  const probe = await context.newPage();
  await probe.goto('/robots.txt');
  const { cdp, registrationId } = await swRegistration(context, probe, origin);
  const sync = () => cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: COURIER_SYNC_TAG, lastChance: false });

  await deskPresent(request, desk);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Abgeholt', exact: true }).click();
  await expect(page.getByTestId('delivery-status')).toHaveText('Status: Unterwegs (wird gesendet, sobald wieder Netz da ist)');
  await page.getByRole('button', { name: 'Zugestellt', exact: true }).click();
  await expect(page.getByTestId('delivery-status')).toHaveText('Status: Zugestellt (wird gesendet, sobald wieder Netz da ist)');
  await expect.poll(async () => (await outboxEntries(probe)).map((e) => e.action).sort()).toEqual(['delivered', 'pickedUp']);
  expect((await outboxEntries(probe)).every((e) => e.token === token)).toBe(true);
  await page.close();
  // offline nothing arrives: a sync round of the worker fails on the network and keeps both
  await sync();
  expect(await stateNow()).toBe('ACCEPTED');
  expect(await outboxEntries(probe)).toHaveLength(2);
  return { probe, sync, stateNow, events };
}

test.describe('courier actions by Background Sync', () => {
  test.setTimeout(120_000);

  test('when "Abgeholt" and "Zugestellt" were tapped offline and the page closed, then back online the browser\'s sync sends both once, in order, without the page', async ({ context, request, baseURL }) => {
    const { probe, sync, stateNow, events } = await tappedOfflineAndClosed(context, request, baseURL);

    // Chromium fires the pending sync itself when the worker's (emulated) network returns
    await context.setOffline(false);
    await expect.poll(stateNow, { timeout: 15_000 }).toBe('DELIVERED');
    await expect.poll(async () => (await outboxEntries(probe)).length).toBe(0);
    // another sync (the browser may fire it again) finds the outbox empty and sends nothing more
    await sync();
    // applied once each, "Abgeholt" first (the other way round the state machine refuses DELIVERED → DELIVERING)
    expect(await events()).toEqual(['ACCEPTED', 'DELIVERING', 'DELIVERED']);
  });

  test('when a sync round cannot reach the server, then both actions stay in the outbox, nothing overtakes "Abgeholt", and the next sync sends them once', async ({ context, request, baseURL }) => {
    const { probe, sync, stateNow, events } = await tappedOfflineAndClosed(context, request, baseURL);

    const tried: string[] = [];
    await context.route('**/api/v1/delivery/*/actions', (route) => {
      tried.push((route.request().postDataJSON() as { action: string }).action);
      return route.abort('internetdisconnected');
    });
    await context.setOffline(false);
    await sync();
    await expect.poll(() => tried.length).toBeGreaterThan(0);
    // a second round tries after the first has stopped (rounds send one entry at a time, in order)
    await sync();
    await expect.poll(() => tried.length).toBeGreaterThan(1);
    // each failed round stopped at its first entry: "Zugestellt" was never tried before "Abgeholt"
    expect(new Set(tried)).toEqual(new Set(['pickedUp']));
    expect(await stateNow()).toBe('ACCEPTED');
    expect((await outboxEntries(probe)).map((e) => e.action).sort()).toEqual(['delivered', 'pickedUp']);

    // the browser's next try (its own back-off is minutes: fired through the protocol here)
    await context.unroute('**/api/v1/delivery/*/actions');
    await sync();
    await expect.poll(stateNow, { timeout: 15_000 }).toBe('DELIVERED');
    await expect.poll(async () => (await outboxEntries(probe)).length).toBe(0);
    expect(await events()).toEqual(['ACCEPTED', 'DELIVERING', 'DELIVERED']);
  });

  test('when the worker sends an action while the courier page is open, then the page is told and shows the new state, even though its own send has not got through', async ({ context, request }) => {
    const { desk, url } = await acceptedCourierOrder(request);
    const page = await context.newPage();
    await gotoApp(page, url);
    await swControlled(page);
    await waitPersisted(page, 'delivery', 'view');

    // the page's own POSTs never get through; the worker's arrive 2 s late, after the page's refetch on reconnect
    const sent = { page: 0, worker: 0 };
    await context.route('**/api/v1/delivery/*/actions', async (route) => {
      if (!route.request().serviceWorker()) {
        sent.page++;
        return route.abort('internetdisconnected');
      }
      await new Promise((r) => setTimeout(r, 2000));
      sent.worker++;
      return route.continue();
    });
    await deskPresent(request, desk);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Abgeholt', exact: true }).click();
    await expect(page.getByTestId('delivery-status')).toHaveText('Status: Unterwegs (wird gesendet, sobald wieder Netz da ist)');
    await context.setOffline(false);
    // the view is fetched again on the worker's message (its own polling is every 20 s)
    await expect(page.getByTestId('delivery-status')).toHaveText('Status: Unterwegs', { timeout: 8_000 });
    expect(sent.worker).toBeGreaterThan(0);
    expect(sent.page).toBeGreaterThan(0);
  });
});
