/**
 * A desk a busy kitchen can trust (issue 32, part A): the staff's screens (/desk, /delivery/{token}, /ops) have their
 * own shell without the shop's header, search, cart or footer; the desk's top bar shows the restaurant, the
 * connection and the sound; its order cards' buttons are at least 48 px high; an unanswered order rings again every
 * 10 s (page.clock drives the desk's timers, HTMLMediaElement.prototype.play is counted) and louder after a minute,
 * with an escalation request, until someone acknowledges it; an expired order rings its own sound and says why; the
 * kitchen ticket is 80 mm (302 px) wide without horizontal overflow and prints on an 80 mm page; axe is clean.
 */
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { acceptedCourierOrder, deskPresent, deskSignIn } from './delivery-helpers.ts';
import { deskPick, exclusiveDesk, openDesk } from './desk-helpers.ts';
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import { findProduct, lineFor, placeOrderViaApi } from './order-helpers.ts';
import { supportedDeliveryTypes } from '../../src/domain/delivery-types.ts';

const card = (desk: Page, nr: string) => desk.locator(`[data-testid="desk-order"][data-nr="${nr}"]`);

/** Counts the sounds the page plays (which file, in order) instead of playing them. */
async function countPlays(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __plays: string[] };
    w.__plays = [];
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      w.__plays.push(this.currentSrc || this.src);
      return Promise.resolve();
    };
  });
}
const plays = (page: Page) => page.evaluate(() => (window as unknown as { __plays: string[] }).__plays.map((s) => s.replace(/^.*\/sounds\//, '')));

/** None of the shop's frame: no top navigation, location search, cart, sign-in button outside the page, or footer. */
async function expectNoShopFrame(page: Page): Promise<void> {
  await expect(page.locator('header.topnav')).toHaveCount(0);
  await expect(page.getByPlaceholder(/PLZ|Adresse/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Warenkorb/ })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Anmelden' }).and(page.locator(':not(main *)'))).toHaveCount(0);
}

test.describe('the kitchen desk (issue 32)', () => {
  test.setTimeout(150_000);

  test('when the desk, the courier view and the back office open, then none shows the shop\'s header, search, cart or footer', async ({ browser, page, request }) => {
    await gotoApp(page, '/desk');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung für Restaurants' })).toBeVisible();
    await expectNoShopFrame(page);
    await gotoApp(page, '/ops');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoShopFrame(page);
    const { token } = await acceptedCourierOrder(request);
    await gotoApp(page, `/delivery/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: /Lieferung/ })).toBeVisible();
    await expectNoShopFrame(page);
    // the shop keeps its frame
    await gotoApp(page, '/');
    await expect(page.locator('header.topnav')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();

    const p = await deskPick(request);
    const desk = await openDesk(browser, p.vendor.id);
    await expectNoShopFrame(desk);
    await desk.context().close();
  });

  test('when the desk runs on a tablet, then its top bar shows the restaurant, connection and sound, the four columns fill the width and every card button is at least 48 px high', async ({ browser, request }) => {
    const p = await deskPick(request);
    const desk = await openDesk(browser, p.vendor.id, async (pg) => {
      await pg.setViewportSize({ width: 1280, height: 800 });
    });
    await expect(desk.getByRole('heading', { level: 1, name: p.vendor.label })).toBeVisible();
    await expect(desk.getByTestId('desk-connection')).toHaveText('Live verbunden');
    await expect(desk.getByTestId('desk-sound')).toHaveAttribute('data-sound', 'on');
    await expect(desk.getByTestId('desk-sound')).toContainText('Ton an');
    // the bell is a drawing, not an emoji (an empty box on a system without an emoji font), crossed out when off
    const bell = desk.getByTestId('desk-sound').locator('svg[aria-hidden="true"]');
    const bellOn = await bell.innerHTML();
    expect(await desk.getByTestId('desk-sound').innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
    await desk.getByRole('button', { name: 'Ton an' }).click();
    await expect(desk.getByTestId('desk-sound')).toHaveAttribute('data-sound', 'off');
    expect(await bell.innerHTML()).not.toBe(bellOn);
    await desk.getByRole('button', { name: 'Ton aus' }).click();

    const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p)]);
    await expect(card(desk, placed.order.nr)).toBeVisible();
    const cols = await Promise.all(['new', 'kitchen', 'ready', 'onway'].map(async (c) => desk.getByTestId(`desk-col-${c}`).boundingBox()));
    const first = cols[0];
    const last = cols[3];
    expect(first && last).toBeTruthy();
    if (!first || !last) return;
    // side by side on one row, from edge to edge but the page's 12 px padding
    expect(cols.map((b) => Math.round(b?.y ?? -1))).toEqual(Array(4).fill(Math.round(first.y)));
    expect(first.x).toBeLessThanOrEqual(16);
    expect(last.x + last.width).toBeGreaterThanOrEqual(1280 - 16);

    const buttons = card(desk, placed.order.nr).locator('.desk-order__actions').locator('button, a');
    expect(await buttons.count()).toBeGreaterThanOrEqual(4);
    for (const b of await buttons.all()) {
      const box = await b.boundingBox();
      expect(box?.height, await b.innerText()).toBeGreaterThanOrEqual(48);
    }
    await card(desk, placed.order.nr).getByRole('button', { name: 'Annehmen' }).click();
    await desk.getByRole('dialog').getByRole('button', { name: '20 min' }).click();
    const kitchen = card(desk, placed.order.nr);
    await expect(desk.getByTestId('desk-col-kitchen').locator(`[data-nr="${placed.order.nr}"]`)).toBeVisible();
    await expect(desk.getByTestId('desk-announcer')).toHaveText(`Bestellung ${placed.order.nr}: in der Küche`, { timeout: 10_000 });
    for (const b of await kitchen.locator('.desk-order__actions').locator('button, a').all()) {
      expect((await b.boundingBox())?.height, await b.innerText()).toBeGreaterThanOrEqual(48);
    }
    await expectAxeClean(desk);
    await desk.context().close();
  });

  test('when nobody answers a new order, then the desk rings again every 10 s, louder and escalated after a minute, until someone acknowledges it', async ({ browser, request }) => {
    // a vendor of its own: an order another spec places at the shared desk vendor would ring here too
    const { vendor } = await exclusiveDesk(request, 3, (v) => supportedDeliveryTypes(v.tags).includes('pickup'));
    const p = await findProduct(request, [vendor], (x) => x.options.length === 0);
    const desk = await openDesk(browser, p.vendor.id, async (pg) => {
      await countPlays(pg);
      await pg.clock.install();
    });
    // whatever earlier specs left unanswered: seen, so only this order rings
    const seenAll = desk.getByRole('button', { name: 'Gesehen' });
    if (await seenAll.isVisible()) await seenAll.click();
    await expect(desk.getByTestId('desk-new-alert')).toHaveCount(0);
    await deskPresent(request, await deskSignIn(request, p.vendor.id));
    const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p)], { pickUp: true });
    await expect(card(desk, placed.order.nr)).toBeVisible();
    await expect(desk.getByTestId('desk-new-alert')).toContainText('1 neue Bestellung!');
    // it rang at once
    await expect.poll(async () => (await plays(desk))[0]).toBe('desk-new.wav');
    // from here the desk's timers run only as the test moves the clock: within every 10 s it rings once more
    await desk.clock.pauseAt(Date.now() + 500);
    const rang = (await plays(desk)).length;
    await desk.clock.runFor(10_000);
    await expect.poll(() => plays(desk)).toEqual(Array(rang + 1).fill('desk-new.wav'));
    await desk.clock.runFor(10_000);
    await expect.poll(() => plays(desk)).toEqual(Array(rang + 2).fill('desk-new.wav'));

    // a minute unanswered: the louder sound, the banner says so, and the other devices are asked for (once)
    const escalated = desk.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/v1/desk/orders/${placed.order.id}/escalate`));
    await desk.clock.runFor(45_000);
    await escalated;
    await expect.poll(async () => (await plays(desk)).at(-1)).toBe('desk-urgent.wav');
    await expect(desk.getByTestId('desk-new-alert')).toContainText('Wartet seit über einer Minute!');

    await desk.getByRole('button', { name: 'Gesehen' }).click();
    await expect(desk.getByTestId('desk-new-alert')).toHaveCount(0);
    const before = (await plays(desk)).length;
    await desk.clock.runFor(30_000);
    expect((await plays(desk)).length).toBe(before);
    await desk.context().close();
  });

  test('when an order expires unanswered, then the desk rings the cancellation sound and says why until acknowledged', async ({ browser, request }) => {
    const p = await deskPick(request);
    const desk = await openDesk(browser, p.vendor.id, countPlays);
    await deskPresent(request, await deskSignIn(request, p.vendor.id));
    const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p)]);
    await expect(card(desk, placed.order.nr)).toBeVisible();
    expect((await request.post(`/dev/orders/${placed.order.id}/expire-now`)).status()).toBe(200);
    const alarm = desk.getByTestId('desk-cancel-alert');
    await expect(alarm).toContainText(`Bestellung ${placed.order.nr} ist abgelaufen – nicht rechtzeitig bestätigt.`, { timeout: 15_000 });
    await expect.poll(async () => (await plays(desk)).includes('desk-cancelled.wav')).toBe(true);
    await expectAxeClean(desk);
    await alarm.getByRole('button', { name: 'Verstanden' }).click();
    await expect(alarm).toHaveCount(0);
    await desk.context().close();
  });

  test('when the kitchen ticket opens, then it is 302 px (80 mm) wide without horizontal overflow, its QR code about 38 mm, and it prints on an 80 mm page', async ({ browser, request }) => {
    const p = await deskPick(request);
    const desk = await openDesk(browser, p.vendor.id);
    const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p, {}, 3)]);
    await card(desk, placed.order.nr).getByRole('button', { name: `Küchenbon Bestellung ${placed.order.nr}` }).click();
    const ticket = desk.getByTestId('desk-ticket80');
    await expect(ticket.getByRole('img', { name: 'QR-Code für den Kurier' })).toBeVisible();

    const fits = () => ticket.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const outside = [...el.querySelectorAll('*')].filter((c) => c.getBoundingClientRect().right > box.right + 0.5).map((c) => c.outerHTML.slice(0, 80));
      return { width: box.width, scroll: el.scrollWidth, client: el.clientWidth, outside };
    });
    const screen = await fits();
    expect(screen.width).toBeGreaterThan(301);
    expect(screen.width).toBeLessThan(303);
    expect(screen.scroll).toBeLessThanOrEqual(screen.client);
    expect(screen.outside).toEqual([]);
    const qr = await ticket.getByRole('img', { name: 'QR-Code für den Kurier' }).boundingBox();
    // 38 mm = 143.6 px
    expect(qr?.width).toBeGreaterThan(140);

    await desk.emulateMedia({ media: 'print' });
    const printed = await fits();
    expect(printed.scroll).toBeLessThanOrEqual(printed.client);
    expect(printed.outside).toEqual([]);
    await desk.emulateMedia({ media: 'screen' });
    // the print's page: 80 mm wide (226.8 pt), from the ticket's own @page
    const pdf = await PDFDocument.load(await desk.pdf({ preferCSSPageSize: true }));
    const size = pdf.getPage(0).getSize();
    expect(size.width).toBeCloseTo((80 / 25.4) * 72, 0);
    await expectAxeClean(desk);
    await desk.context().close();
  });

  test('when the desk prints a receipt as an 80 mm slip or on A4, then the page has that width', async ({ browser, request }) => {
    const p = await deskPick(request);
    const desk = await openDesk(browser, p.vendor.id);
    const placed = await placeOrderViaApi(request, p.vendor, [lineFor(p)]);
    await card(desk, placed.order.nr).getByRole('link', { name: `Beleg Bestellung ${placed.order.nr}` }).click();
    await expect(desk.getByRole('heading', { level: 1, name: /Beleg/ })).toBeVisible();
    await expectNoShopFrame(desk);
    const blocked: string[] = [];
    desk.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) blocked.push(m.text()); });
    await desk.getByRole('radio', { name: '80 mm' }).check();
    const pdf = await PDFDocument.load(await desk.pdf({ preferCSSPageSize: true }));
    expect(pdf.getPage(0).getSize().width).toBeCloseTo((80 / 25.4) * 72, 0);
    // A4 likewise from the stylesheet (210 mm = 595.3 pt), and nothing the page's CSP had to block
    await desk.getByRole('radio', { name: 'A4' }).check();
    const a4 = await PDFDocument.load(await desk.pdf({ preferCSSPageSize: true }));
    expect(a4.getPage(0).getSize().width).toBeCloseTo((210 / 25.4) * 72, 0);
    expect(blocked).toEqual([]);
    await desk.context().close();
  });
});
