/**
 * The blog (issue 13 item 1) against the production build and the real server: heading and head tags in de, en and
 * tr; search, categories with counts, featured section, empty state and reset; an article page and an unknown one;
 * the newsletter's double opt-in through the demo mailbox (subscribe → mail → confirm link → confirmed, then the
 * unsubscribe link); axe.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL } from '../../playwright.config.ts';
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';

const HEADING = 'Lieferzone Blog';
const INTRO = {
  de: 'Geschichten und Tipps rund ums Essen-Bestellen in Österreich',
  en: 'Stories and tips about ordering food in Austria',
  tr: "Avusturya'da yemek siparişi üzerine yazılar",
} as const;

const category = (page: Page, name: string) => page.getByRole('group', { name: /Kategorien|Categories|Kategoriler/ }).getByRole('button', { name: new RegExp(`^${name}`) });
const articleTitles = (page: Page) => page.locator('article h3');

interface Mail {
  subject: string;
  text: string;
}
async function mailbox(request: APIRequestContext, to: string): Promise<Mail[]> {
  const res = await request.get('/dev/mailbox', { params: { to } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Mail[];
}

test.describe('blog', () => {
  for (const lng of ['de', 'en', 'tr'] as const) {
    test(`when /blog is opened with ?lng=${lng}, then it shows its heading, intro, six articles and its head tags`, async ({ page }) => {
      await gotoApp(page, `/blog?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
      await expect(page.getByText(INTRO[lng])).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(articleTitles(page)).toHaveCount(6);
      await expect(page).toHaveTitle('Blog – Lieferzone');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BASE_URL}/blog?lng=${lng}`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${BASE_URL}/blog`);
    });
  }

  test('when the blog opens on All, then the two featured articles come first with 3 tags, the others with 2, and German long dates', async ({ page }) => {
    await gotoApp(page, '/blog');
    const featured = page.getByRole('region', { name: 'Empfohlen' });
    await expect(featured.locator('article h3')).toHaveText([
      'Abholen statt liefern lassen: Warum die Selbstabholung ihren Platz hat',
      'Österreichische Küche zum Mitnehmen: Was die Fahrt gut übersteht',
    ]);
    await expect(featured.locator('article').first().getByRole('listitem')).toHaveText(['Abholung', 'Bestellen', 'Alltag']);
    const grid = page.getByRole('region', { name: 'Weitere Artikel' });
    await expect(grid.locator('article')).toHaveCount(4);
    await expect(grid.locator('article').first().getByRole('listitem')).toHaveText(['Umwelt', 'Verpackung']);
    await expect(featured.locator('time').first()).toHaveText('14. Oktober 2026');
    await expect(page.getByRole('status').filter({ hasText: 'gefunden' })).toHaveText('6 Artikel gefunden');
    await expect(category(page, 'Alle')).toHaveAttribute('aria-pressed', 'true');
    await expect(category(page, 'Trends')).toContainText('2');
  });

  test('when a category is chosen and a search typed, then both combine, the counts follow, and no match shows the empty state whose reset returns to All', async ({ page }) => {
    await gotoApp(page, '/blog');
    await category(page, 'Trends').click();
    await expect(category(page, 'Trends')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Empfohlen' })).toHaveCount(0);
    await expect(articleTitles(page)).toHaveText([
      'Abholen statt liefern lassen: Warum die Selbstabholung ihren Platz hat',
      'Vorbestellen zur Wunschzeit: Das Mittagessen für morgen schon heute bestellen',
    ]);

    const search = page.getByRole('searchbox', { name: 'Artikel durchsuchen' });
    await search.fill('mittagspause');
    await expect(articleTitles(page)).toHaveText(['Vorbestellen zur Wunschzeit: Das Mittagessen für morgen schon heute bestellen']);
    await expect(page.getByRole('status').filter({ hasText: 'gefunden' })).toHaveText('1 Artikel gefunden');
    await expect(category(page, 'Alle')).toContainText('1');
    await expect(category(page, 'Gesundheit')).toContainText('0');

    await category(page, 'Gesundheit').click();
    await expect(page.getByRole('heading', { name: 'Keine Artikel gefunden' })).toBeVisible();
    await expect(page.getByText('Versuchen Sie andere Suchbegriffe oder wählen Sie eine andere Kategorie.')).toBeVisible();
    await expect(articleTitles(page)).toHaveCount(0);
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(category(page, 'Alle')).toHaveAttribute('aria-pressed', 'true');
    await expect(articleTitles(page)).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Empfohlen' })).toBeVisible();
  });

  test('when an article is opened, then its own page shows the full text, its head tags and a link back to the blog', async ({ page }) => {
    await gotoApp(page, '/blog');
    await page.getByRole('link', { name: 'Weniger Verpackung: Nachhaltiger bestellen mit einfachen Schritten' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/blog/weniger-verpackung`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weniger Verpackung: Nachhaltiger bestellen mit einfachen Schritten');
    await expect(page.getByText(/Sammelbestellungen sparen Wege/)).toBeVisible();
    await expect(page.getByText('Veröffentlicht am 30. September 2026')).toBeVisible();
    await expect(page).toHaveTitle('Weniger Verpackung: Nachhaltiger bestellen mit einfachen Schritten – Lieferzone');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BASE_URL}/blog/weniger-verpackung`);
    await expectAxeClean(page);
    await page.getByRole('link', { name: 'Zurück zum Blog' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/blog`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  });

  test('when an article is opened directly in English, then it shows the English text', async ({ page }) => {
    await gotoApp(page, '/blog/lieferzone-in-drei-sprachen?lng=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lieferzone speaks German, English and Turkish');
    await expect(page.getByText('Published on August 5, 2026')).toBeVisible();
  });

  test('when an unknown article is opened, then the not-found page shows', async ({ page }) => {
    await gotoApp(page, '/blog/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(HEADING);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/nicht gefunden/i);
  });

  test('when a visitor subscribes to the newsletter, then a confirmation mail arrives whose link confirms, and its unsubscribe link unsubscribes', async ({ page, request }) => {
    const email = `leser.${Date.now().toString(36)}@example.com`;
    await gotoApp(page, '/blog');
    const box = page.getByRole('region', { name: 'Newsletter' });
    const field = box.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await field.fill('leser@');
    await box.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Ungültige E-Mail-Adresse')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(email);
    await box.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Fast geschafft' })).toBeVisible();
    await expectAxeClean(page);

    await expect.poll(async () => (await mailbox(request, email)).length).toBe(1);
    const [mail] = await mailbox(request, email);
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre Anmeldung zum Lieferzone-Newsletter');
    const confirmLink = new RegExp(`${BASE_URL}/blog/newsletter/confirm#token=[A-Za-z0-9_-]{43}`).exec(mail?.text ?? '')?.[0];
    const unsubscribeLink = new RegExp(`${BASE_URL}/blog/newsletter/unsubscribe#token=[A-Za-z0-9_-]{43}`).exec(mail?.text ?? '')?.[0];
    expect(confirmLink, mail?.text).toBeDefined();
    expect(unsubscribeLink, mail?.text).toBeDefined();

    // opening the link changes nothing by itself; the button confirms
    await gotoApp(page, confirmLink!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter-Anmeldung bestätigen');
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await expect(page.locator('main').getByRole('status')).toContainText('Ihre Anmeldung ist bestätigt');
    await expectAxeClean(page);

    await gotoApp(page, unsubscribeLink!);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.locator('main').getByRole('status')).toContainText('Sie sind abgemeldet');
  });

  test('when a confirmation link is broken, then the page says so and offers no button', async ({ page }) => {
    await gotoApp(page, '/blog/newsletter/confirm#token=kaputt');
    await expect(page.getByRole('alert')).toContainText('Dieser Bestätigungslink ist ungültig');
    await expect(page.getByRole('button', { name: 'Anmeldung bestätigen' })).toHaveCount(0);
    await gotoApp(page, `/blog/newsletter/confirm#token=${'A'.repeat(43)}`);
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await expect(page.getByRole('alert')).toContainText('Dieser Bestätigungslink ist ungültig');
  });

  test('when the blog is checked with axe, then axe finds no violation', async ({ page }) => {
    await gotoApp(page, '/blog');
    await expect(articleTitles(page)).toHaveCount(6);
    await expectAxeClean(page);
  });
});
