/**
 * About, contact, press, business portal demo and the footer (issue 13 items 2, 3, 4, 7, 8) against the production
 * build: headings and head tags in de, en and tr; contact details; the press kit is a real archive whose size is the
 * one shown; the business tabs by keyboard; the footer's category links filter the listing; axe.
 */
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { BASE_URL } from '../../playwright.config.ts';
import { formatFileSize } from '../../src/features/press/press-format.ts';
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import { listVendors } from './order-helpers.ts';

type Lng = 'de' | 'en' | 'tr';

const PAGES: { path: string; heading: Record<Lng, string | RegExp>; title: Record<Lng, string> }[] = [
  { path: '/about', heading: { de: 'Über Lieferzone', en: 'About Lieferzone', tr: 'Lieferzone hakkında' }, title: { de: 'Über uns', en: 'About us', tr: 'Hakkımızda' } },
  { path: '/contact', heading: { de: 'Kontakt', en: 'Contact', tr: 'İletişim' }, title: { de: 'Kontakt', en: 'Contact', tr: 'İletişim' } },
  { path: '/press', heading: { de: 'Presse', en: 'Press', tr: 'Basın' }, title: { de: 'Presse', en: 'Press', tr: 'Basın' } },
  {
    path: '/business',
    heading: { de: /^Lieferzone Business\s*Demo$/, en: /^Lieferzone Business\s*Demo$/, tr: /^Lieferzone Business\s*Demo$/ },
    title: { de: 'Business-Portal (Demo)', en: 'Business portal (demo)', tr: 'İşletme portalı (demo)' },
  },
];

test.describe('content pages', () => {
  for (const lng of ['de', 'en', 'tr'] as const) {
    test(`when about, contact, press and business are opened with ?lng=${lng}, then each shows its heading, title, description and canonical URL`, async ({ page }) => {
      for (const p of PAGES) {
        await gotoApp(page, `${p.path}?lng=${lng}`);
        await expect(page.getByRole('heading', { level: 1 }), p.path).toHaveText(p.heading[lng]);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expect(page).toHaveTitle(`${p.title[lng]} – Lieferzone`);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BASE_URL}${p.path}?lng=${lng}`);
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${BASE_URL}${p.path}`);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0, `${p.path} description`).toBeGreaterThan(60);
      }
    });
  }

  test('when /about is opened in Turkish, then story, the four products and the four value cards are there, and back goes to the previous page', async ({ page }) => {
    await gotoApp(page, '/press?lng=tr');
    await page.locator('footer').getByRole('link', { name: 'Hakkımızda' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lieferzone hakkında');
    await expect(page.getByRole('heading', { name: 'Hikâyemiz' })).toBeVisible();
    await expect(page.getByText('Lieferzone 2012\'de Linz\'de bir aile şirketi olarak kuruldu.', { exact: false })).toBeVisible();
    const products = page.getByRole('region', { name: 'Ayrıca geliştirdiklerimiz' }).getByRole('heading', { level: 3 });
    await expect(products).toHaveText(['Sertifikalı yazar kasalar', 'Personel zaman takibi', 'Otomatik giriş-çıkış kaydı', 'Dijital sürücü seyir defterleri']);
    const values = page.getByRole('region', { name: 'Değerlerimiz' }).getByRole('heading', { level: 3 });
    await expect(values).toHaveText(['Aile değerleri', 'Yenilik', 'Kalite', 'Büyüme']);
    await page.getByRole('link', { name: /Geri/ }).click();
    await expect(page).toHaveURL(/\/press/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basın');
  });

  test('when /contact is opened, then address, phones as tel: links, e-mail, opening hours, register, directors and the three links are there', async ({ page }) => {
    await gotoApp(page, '/contact');
    const address = page.locator('address');
    await expect(address).toContainText('4020 Linz');
    await expect(address).toContainText('Österreich');
    await expect(page.getByRole('link', { name: '+43 732 123 456' })).toHaveAttribute('href', 'tel:+43732123456');
    await expect(page.getByRole('link', { name: '+43 660 123 4567' })).toHaveAttribute('href', 'tel:+436601234567');
    await expect(page.getByRole('link', { name: 'kontakt@lieferzone.example' })).toHaveAttribute('href', 'mailto:kontakt@lieferzone.example');
    const hours = page.getByRole('region', { name: 'Öffnungszeiten' });
    await expect(hours.locator('dt')).toHaveText(['Montag – Freitag', 'Samstag', 'Sonntag']);
    await expect(hours.locator('dd')).toHaveText(['9:00 – 18:00 Uhr', '10:00 – 16:00 Uhr', 'geschlossen']);
    const company = page.getByRole('region', { name: 'Firmendaten' });
    await expect(company).toContainText('Landesgericht Linz');
    await expect(company).toContainText('Maria Muster');
    await expect(company).toContainText('Thomas Muster');
    const links = page.getByRole('navigation', { name: 'Schneller zum Ziel' });
    await expect(links.getByRole('link', { name: 'Hilfe & häufige Fragen' })).toHaveAttribute('href', '/help');
    await expect(links.getByRole('link', { name: 'Restaurant anmelden' })).toHaveAttribute('href', '/restaurant-signup');
    await links.getByRole('link', { name: 'Kurier werden' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/courier`);
  });

  test('when the press kit is downloaded, then it is a ZIP with the fact sheet and logos whose size is the size shown', async ({ page }) => {
    await gotoApp(page, '/press');
    await expect(page.getByRole('region', { name: 'Lieferzone in Zahlen' })).toContainText('200+');
    await expect(page.getByRole('region', { name: 'Lieferzone in Zahlen' })).toContainText('2025');
    await expect(page.getByRole('region', { name: 'Pressemitteilungen' }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Pressemitteilungen' }).locator('time').first()).toHaveText('14. Oktober 2025');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Pressemappe herunterladen' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('lieferzone-presskit.zip');
    const bytes = readFileSync(await download.path());
    await expect(page.getByTestId('press-kit-size')).toHaveText(`ZIP-Archiv, ${formatFileSize(bytes.length, 'de')}`);
    expect(bytes.length).toBeGreaterThan(1000);

    // a real archive: walk the central directory, inflate the fact sheet
    const end = bytes.length - 22;
    expect(bytes.readUInt32LE(end)).toBe(0x06054b50);
    let p = bytes.readUInt32LE(end + 16);
    const names: string[] = [];
    let sheet = '';
    for (let i = 0; i < bytes.readUInt16LE(end + 10); i++) {
      const nameLen = bytes.readUInt16LE(p + 28);
      const name = bytes.subarray(p + 46, p + 46 + nameLen).toString('utf8');
      names.push(name);
      if (name.endsWith('.md')) {
        const local = bytes.readUInt32LE(p + 42);
        const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
        sheet = inflateRawSync(bytes.subarray(start, start + bytes.readUInt32LE(p + 20))).toString('utf8');
      }
      p += 46 + nameLen;
    }
    expect(names).toEqual(['lieferzone-fact-sheet.md', 'logos/favicon.svg', 'logos/icon-512.png', 'logos/icon-192.png', 'logos/icon-maskable-512.png']);
    expect(sheet).toContain('Partnerrestaurants: 200+');
    expect(sheet).toContain('Gründungsjahr: 2025');
    expect(sheet).toContain('Lieferzone kündigt Expansion für 2026 an');
    expect(sheet).toContain('## Fact sheet (en)');
    expect(sheet).toContain('## Bilgi notu (tr)');
  });

  test('when the business tabs are used by keyboard, then arrows, Home and End move and select, and the budget chart has its table', async ({ page }) => {
    await gotoApp(page, '/business');
    await expect(page.getByRole('note')).toContainText('Demo mit statischen Beispieldaten');
    const tab = (name: string) => page.getByRole('tab', { name });
    await expect(page.getByRole('tablist', { name: 'Bereiche des Business-Portals' }).getByRole('tab')).toHaveText(['Übersicht', 'Mitarbeitende', 'Budget', 'Berichte', 'Einstellungen']);
    await expect(tab('Übersicht')).toHaveAttribute('aria-selected', 'true');
    // 87.40 + 132.90 + 45.20 + 98.70 + 61.30 + 23.80 = 449.30 € of 800 €; 31 orders
    const overview = page.getByRole('tabpanel', { name: 'Übersicht' });
    await expect(overview).toContainText('449,30');
    await expect(overview).toContainText('(56 %)');

    await tab('Übersicht').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Mitarbeitende')).toBeFocused();
    await expect(tab('Mitarbeitende')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Mitarbeitende' }).getByRole('row')).toHaveCount(7);
    await expect(overview).toBeHidden();
    await page.keyboard.press('End');
    await expect(tab('Einstellungen')).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Einstellungen' })).toContainText('800,00');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Übersicht')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Einstellungen')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab('Übersicht')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Budget')).toBeFocused();
    // Tab leaves the tab list for the panel (one tab stop for the list)
    await page.keyboard.press('Tab');
    const budget = page.getByRole('tabpanel', { name: 'Budget' });
    await expect(budget).toBeFocused();
    await expect(budget.getByRole('img', { name: /Ausgaben pro Monat/ })).toBeVisible();
    await expect(budget.getByRole('row')).toHaveCount(7);
    await expect(budget.getByRole('row').last()).toContainText('449,30');
    await expectAxeClean(page);

    await tab('Berichte').click();
    const reports = page.getByRole('tabpanel', { name: 'Berichte' });
    await expect(reports.getByRole('img', { name: /Bestellungen nach Küche/ })).toBeVisible();
    await expect(reports.getByRole('row', { name: /Pizza/ })).toContainText('9');
  });

  for (const [name, category, chip, filter] of [
    ['Pizza', 'pizza', 'pizza', 'tag:pizza'],
    ['Sushi', 'sushi', 'sushi', 'tag:sushi'],
    ['Burger', 'burger', 'burger', 'tag:burger'],
    ['Vegetarisch', 'vegetarian', 'vegetarisch', 'tag:vegetarian'],
    ['Lebensmittel', 'groceries', 'lebensmittel', 'tag:food'],
  ] as const) {
    test(`when the footer link ${name} is followed from home, then the listing shows only ${category} vendors`, async ({ page, request }) => {
      const all = await listVendors(request, 'zone:wien', 400);
      const matching = new Set((await listVendors(request, `zone:wien ${filter}`, 400)).map((v) => v.label));
      expect(matching.size).toBeGreaterThan(0);
      expect(matching.size).toBeLessThan(all.length);

      const expectFiltered = async () => {
        await expect(page.getByRole('button', { name: new RegExp(`${name}$`) })).toHaveAttribute('aria-pressed', 'true');
        const cards = page.getByTestId('vendor-card');
        await expect(cards.first()).toBeVisible();
        const shown = await cards.locator('h3').allInnerTexts();
        const outside = shown.map((s) => s.replace(/\s*Demo$/, '').trim()).filter((label) => !matching.has(label));
        expect(outside).toEqual([]);
      };

      await gotoApp(page, '/');
      const link = page.locator('footer').getByRole('navigation', { name: 'Beliebte Kategorien' }).getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', `/restaurants?category=${category}`);
      await link.click();
      // the router writes the validated search back: the chip's own key and the default city
      await expect(page).toHaveURL(new RegExp(`/restaurants\\?category=${chip}(&|$)`));
      await expectFiltered();
      // the same link opened directly (a new tab, a shared link)
      await gotoApp(page, `/restaurants?category=${category}`);
      await expectFiltered();
    });
  }

  test('when the footer is read, then every page is linked in its group', async ({ page }) => {
    await gotoApp(page, '/');
    const footer = page.locator('footer');
    const group = async (name: string) => footer.getByRole('navigation', { name }).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(await group('Unternehmen')).toEqual(['/about', '/careers', '/press', '/blog', '/contact']);
    expect(await group('Partner')).toEqual(['/restaurant-signup', '/courier', '/recommend-vendor', '/business']);
    expect(await group('Hilfe')).toEqual(['/help', '/accessibility', '/ethics-hotline']);
    expect(await group('Rechtliches')).toEqual(['/impressum', '/terms', '/privacy', '/cookies']);
    expect(await group('Beliebte Kategorien')).toEqual(['pizza', 'sushi', 'burger', 'vegetarian', 'groceries'].map((c) => `/restaurants?category=${c}`));
  });

  for (const path of ['/about', '/contact', '/press']) {
    test(`when ${path} is checked with axe, then axe finds no violation`, async ({ page }) => {
      await gotoApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAxeClean(page);
    });
  }
});
