/**
 * Help and legal pages (issue 13 items 5 and 6) against the production build: headings and head tags in de, en and
 * tr, the FAQ's one-open rules, search and deep link, the back link, the privacy page's local data wipe, and axe.
 */
import type { Page } from '@playwright/test';
import { BASE_URL } from '../../playwright.config.ts';
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import { alwaysOpen, findProduct, lineFor, listVendors, POSTAL } from './order-helpers.ts';
import { persistedQueryKeys, waitPersisted } from './pwa-helpers.ts';
import { matchZone } from '../../src/domain/zones.ts';

type Lng = 'de' | 'en' | 'tr';

/** Every route with its canonical path and its h1 per language (written out: a wrong translation must fail). */
const PAGES: { path: string; canonical: string; heading: Record<Lng, string> }[] = [
  { path: '/help', canonical: '/help', heading: { de: 'Hilfe & häufige Fragen', en: 'Help & frequently asked questions', tr: 'Yardım ve sık sorulan sorular' } },
  { path: '/faq', canonical: '/help', heading: { de: 'Hilfe & häufige Fragen', en: 'Help & frequently asked questions', tr: 'Yardım ve sık sorulan sorular' } },
  { path: '/impressum', canonical: '/impressum', heading: { de: 'Impressum', en: 'Imprint', tr: 'Künye' } },
  { path: '/imprint', canonical: '/impressum', heading: { de: 'Impressum', en: 'Imprint', tr: 'Künye' } },
  {
    path: '/terms',
    canonical: '/terms',
    heading: { de: 'Allgemeine Geschäftsbedingungen für Kundinnen und Kunden', en: 'Terms and conditions for customers', tr: 'Müşteriler için genel şartlar ve koşullar' },
  },
  { path: '/privacy', canonical: '/privacy', heading: { de: 'Datenschutzerklärung', en: 'Privacy statement', tr: 'Gizlilik bildirimi' } },
  { path: '/cookies', canonical: '/cookies', heading: { de: 'Cookie-Richtlinie', en: 'Cookie policy', tr: 'Çerez politikası' } },
  { path: '/accessibility', canonical: '/accessibility', heading: { de: 'Erklärung zur Barrierefreiheit', en: 'Accessibility statement', tr: 'Erişilebilirlik beyanı' } },
];

const sectionButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
const questionButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('help and legal pages', () => {
  for (const lng of ['de', 'en', 'tr'] as const) {
    test(`when every help and legal route is opened with ?lng=${lng}, then it shows its heading, title, canonical URL and hreflang alternates`, async ({ page }) => {
      for (const p of PAGES) {
        await gotoApp(page, `${p.path}?lng=${lng}`);
        await expect(page.getByRole('heading', { level: 1 }), p.path).toHaveText(p.heading[lng]);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expect(page).toHaveTitle(/ – Lieferzone$/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BASE_URL}${p.canonical}?lng=${lng}`);
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
        expect(alternates).toEqual([
          `de ${BASE_URL}${p.canonical}?lng=de`,
          `en ${BASE_URL}${p.canonical}?lng=en`,
          `tr ${BASE_URL}${p.canonical}?lng=tr`,
          `x-default ${BASE_URL}${p.canonical}`,
        ]);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0, `${p.path} description`).toBeGreaterThan(60);
      }
    });
  }

  test('when a page is opened without ?lng, then the language-neutral URL is its canonical; /faq names /help', async ({ page }) => {
    await gotoApp(page, '/privacy');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BASE_URL}/privacy`);
    await gotoApp(page, '/faq');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BASE_URL}/help`);
  });

  test('when a help or legal page is left for home, then its canonical link and description go with it', async ({ page }) => {
    await gotoApp(page, '/');
    const homeDescription = await page.locator('meta[name="description"]').getAttribute('content');
    await page.locator('footer').getByRole('link', { name: 'AGB' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allgemeine Geschäftsbedingungen für Kundinnen und Kunden');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page).toHaveTitle('Allgemeine Geschäftsbedingungen – Lieferzone');
    // the back link returns to the page before (history back), not just home
    await page.getByRole('link', { name: /Zurück/ }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', homeDescription ?? '');
  });

  test('when a legal page was opened directly, then its back link goes home', async ({ page }) => {
    await gotoApp(page, '/cookies');
    await page.getByRole('link', { name: /Zurück/ }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie-Richtlinie' })).toHaveCount(0);
  });

  test('when the FAQ opens, then ordering is the one open section; opening another closes it, and one question is open per section', async ({ page }) => {
    await gotoApp(page, '/help');
    const ordering = sectionButton(page, 'Bestellung');
    const payment = sectionButton(page, 'Bezahlung');
    await expect(ordering).toHaveAttribute('aria-expanded', 'true');
    for (const other of ['Bezahlung', 'Qualität & Bewertungen', 'Lieferung & Abholung', 'Kundenkonto']) {
      await expect(sectionButton(page, other)).toHaveAttribute('aria-expanded', 'false');
    }
    // six questions of ordering are visible, all closed
    await expect(page.locator('#faq-panel-ordering').getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(page.locator('#faq-panel-payment')).toBeHidden();

    const how = questionButton(page, 'Wie bestelle ich bei Lieferzone?');
    const cancel = questionButton(page, 'Kann ich eine Bestellung stornieren?');
    await how.click();
    await expect(how).toHaveAttribute('aria-expanded', 'true');
    const howAnswer = page.locator(`#${(await how.getAttribute('aria-controls')) ?? 'missing'}`);
    await expect(howAnswer).toContainText('bar oder mit Karte bei Übergabe');
    await cancel.click();
    await expect(cancel).toHaveAttribute('aria-expanded', 'true');
    await expect(how).toHaveAttribute('aria-expanded', 'false');
    await expect(howAnswer).toBeHidden();
    // the answer is rich text: a real link to the terms, no markup shown as text
    const cancelAnswer = page.locator('#cancel_order-answer');
    await expect(cancelAnswer.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/terms');
    await expect(cancelAnswer).not.toContainText('<strong>');

    // keyboard: Enter on the payment section opens it and closes ordering
    await payment.focus();
    await page.keyboard.press('Enter');
    await expect(payment).toHaveAttribute('aria-expanded', 'true');
    await expect(ordering).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq-panel-ordering')).toBeHidden();
    // Space on the open section closes it
    await page.keyboard.press('Space');
    await expect(payment).toHaveAttribute('aria-expanded', 'false');
  });

  test('when /help#payment_options is opened, then that question is open and scrolled into view; /faq works the same', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 700 });
    for (const path of ['/help#payment_options', '/faq#payment_options']) {
      await gotoApp(page, path);
      const q = questionButton(page, 'Welche Zahlungsarten gibt es?');
      await expect(q).toHaveAttribute('aria-expanded', 'true');
      await expect(sectionButton(page, 'Bezahlung')).toHaveAttribute('aria-expanded', 'true');
      await expect(sectionButton(page, 'Bestellung')).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('#payment_options-answer')).toContainText('Eine Online-Zahlung in der App gibt es derzeit nicht');
      await expect(page.locator('#payment_options')).toBeInViewport();
      await expect(q).toBeFocused();
      // not hidden under the sticky top navigation (two rows on a phone)
      const coveredBy = await page.evaluate(() => {
        const h = document.getElementById('payment_options');
        if (!h) return 'missing';
        const r = h.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + 20, r.top + r.height / 2);
        return hit && h.contains(hit) ? null : (hit?.tagName ?? 'nothing');
      });
      expect(coveredBy).toBeNull();
    }
  });

  test('when the FAQ is searched, then matching questions from every section are listed, a miss says so, and clearing restores the sections', async ({ page }) => {
    await gotoApp(page, '/help');
    const search = page.getByRole('searchbox', { name: 'Fragen und Antworten durchsuchen' });
    // a word only in an answer (not in a question)
    await search.fill('abgelehnt');
    await expect(page.getByRole('status').filter({ hasText: 'zu „abgelehnt“' })).toHaveText('1 Antwort zu „abgelehnt“');
    const hit = questionButton(page, 'Was passiert, wenn die Zahlung fehlschlägt?');
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page.locator('#failed_payment-answer')).toContainText('abgelehnt');

    // two words in different sections' texts, without umlauts typed
    await search.fill('konto loschen');
    await expect(page.getByRole('status').filter({ hasText: 'konto loschen' })).toContainText('Antwort');
    await expect(questionButton(page, 'Welche Vorteile hat ein Kundenkonto?')).toBeVisible();

    await search.fill('xylophon');
    await expect(page.getByText('Keine Antwort zu „xylophon“ gefunden.')).toBeVisible();
    await page.getByRole('button', { name: 'Suche löschen' }).click();
    await expect(search).toHaveValue('');
    await expect(sectionButton(page, 'Bestellung')).toHaveAttribute('aria-expanded', 'true');
    // the contact box at the end
    await expect(page.getByRole('complementary', { name: 'Keine passende Antwort gefunden?' }).getByRole('link', { name: /^E-Mail an / })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });

  test('when the local data wipe is cancelled, then the dialog closes and nothing is deleted', async ({ page }) => {
    await gotoApp(page, '/privacy');
    await page.evaluate(() => localStorage.setItem('lz.recentOrders.v1', '[]'));
    await page.getByRole('button', { name: 'Lokale Daten löschen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Alle lokalen Daten löschen?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Lokale Daten löschen' })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('lz.recentOrders.v1'))).toBe('[]');
  });

  test('when the local data wipe is confirmed, then cart, remembered orders, persisted query cache, session data and runtime caches are gone and the page reloads after 2 s', async ({ page, request }) => {
    test.setTimeout(90_000);
    const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter((v) => alwaysOpen(v) && matchZone(v, POSTAL) !== null);
    const pick = await findProduct(request, vendors, (p) => p.options.length === 0);
    const vendor = pick.vendor;

    // a vendor page seen: its data is in the persisted query cache (IndexedDB)
    await gotoApp(page, `/restaurant/${vendor.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: vendor.label })).toBeVisible();
    await waitPersisted(page, vendor.id);

    // a cart of two, a remembered order with its countdown and status memory, session data, an image cache
    const nr = 'LZ-WIPE-1';
    await page.evaluate(
      async ({ cart, nr, vendorId }) => {
        localStorage.setItem('lz.cart.v1', cart);
        localStorage.setItem('lz.recentOrders.v1', JSON.stringify([{ nr, vendorId, name: `vendors/${vendorId}/orders/x`, placedAt: new Date().toISOString() }]));
        localStorage.setItem(`delivery_${nr}`, new Date(Date.now() + 600_000).toISOString());
        localStorage.setItem(`lz.orderStatus.${nr}`, JSON.stringify({ state: 'RECEIVED', history: [] }));
        sessionStorage.setItem('lz.checkout.draft', '{"firstName":"Anna"}');
        await (await caches.open('lz-media-v1')).put('/media/wipe-test.png', new Response('x'));
      },
      {
        cart: JSON.stringify({
          vendorId: vendor.id,
          vendorName: vendor.label,
          vendorSlug: vendor.slug,
          vendorTags: vendor.tags,
          zone: matchZone(vendor, POSTAL),
          orderType: 'delivery',
          lines: [lineFor(pick, {}, 2)],
        }),
        nr,
        vendorId: vendor.id,
      },
    );
    // before the wipe the tracking page lists the order as one of this device
    await gotoApp(page, '/track-order');
    await expect(page.getByRole('heading', { name: 'Bestellungen auf diesem Gerät' })).toBeVisible();
    await expect(page.getByText(nr)).toBeVisible();
    await gotoApp(page, '/privacy');
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    await page.getByRole('button', { name: 'Lokale Daten löschen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Alle lokalen Daten löschen?' });
    await expect(dialog).toBeVisible();
    // the dialog traps focus: cancel first, Tab to confirm, Tab wraps to cancel, Shift+Tab wraps back
    const cancel = dialog.getByRole('button', { name: 'Abbrechen' });
    const confirm = dialog.getByRole('button', { name: 'Jetzt löschen' });
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(confirm).toBeFocused();

    await page.evaluate(() => ((window as unknown as { lzBeforeWipe: number }).lzBeforeWipe = 1));
    const confirmedAt = Date.now();
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Ihre lokalen Daten wurden gelöscht' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await reloaded;
    const waited = Date.now() - confirmedAt;
    expect(waited, 'reload about 2 s after the wipe').toBeGreaterThanOrEqual(1900);
    expect(await page.evaluate(() => (window as unknown as { lzBeforeWipe?: number }).lzBeforeWipe)).toBeUndefined();

    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    const left = await page.evaluate(async (nr) => ({
      cart: localStorage.getItem('lz.cart.v1'),
      recent: localStorage.getItem('lz.recentOrders.v1'),
      countdown: localStorage.getItem(`delivery_${nr}`),
      status: localStorage.getItem(`lz.orderStatus.${nr}`),
      draft: sessionStorage.getItem('lz.checkout.draft'),
      media: (await caches.has('lz-media-v1')) ? Boolean(await (await caches.open('lz-media-v1')).match('/media/wipe-test.png')) : false,
    }), nr);
    expect(left).toEqual({ cart: null, recent: null, countdown: null, status: null, draft: null, media: false });
    const persisted = await persistedQueryKeys(page);
    expect(persisted.filter((k) => k.includes(vendor.id))).toEqual([]);
    // and the tracking page no longer lists the order as one of this device
    await gotoApp(page, '/track-order');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(nr)).toHaveCount(0);
  });

  // one test per page: a single sweep over all of them ran out of its time on a busy 2-core machine
  for (const path of ['/help', '/impressum', '/terms', '/privacy', '/cookies', '/accessibility']) {
    test(`when ${path} is checked with axe, then axe finds no violation`, async ({ page }) => {
      await gotoApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAxeClean(page);
    });
  }

  test('when help and privacy are checked with axe with a question and the wipe dialog open, and the cookie table on a phone, then axe finds no violation', async ({ page }) => {
    await gotoApp(page, '/help#delivery_costs');
    await expect(questionButton(page, 'Was kostet die Lieferung?')).toHaveAttribute('aria-expanded', 'true');
    await expectAxeClean(page);
    await gotoApp(page, '/privacy');
    await page.getByRole('button', { name: 'Lokale Daten löschen' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAxeClean(page);
    // on a phone the cookie table scrolls sideways (a focusable region)
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoApp(page, '/cookies');
    await expect(page.getByRole('region', { name: 'Cookies dieser Richtlinie und ihr Einsatz bei Lieferzone' })).toBeVisible();
    await expectAxeClean(page);
  });
});
