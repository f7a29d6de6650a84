/**
 * The smart not-found handling (spec 3 §2.13, §9; issue 12 item 6) against the production build and the real server
 * with the demo data: a vendor slug typed as a path lands on the restaurant (the server's 301, and the app's own
 * check when the shell comes from elsewhere, e.g. the service worker); any other missing path answers 404 and shows
 * suggestions from the real vendors, the redirect hints, recent searches and the local visit log.
 */
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, gotoApp, test } from './fixtures.ts';

const SLUG = 'sushi-kaito-brigittenau';
const missingHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Restaurants, Kategorien oder Städte suchen' });
const suggestionList = (page: Page) => page.getByRole('listbox', { name: 'Vorschläge' });
const isSlugPath = (url: URL) => url.pathname === `/${SLUG}`;

/** The restaurant list is open, searched for `text`. */
async function expectListSearch(page: Page, text: string): Promise<void> {
  await expect(page).toHaveURL(/\/restaurants\?/);
  expect(new URL(page.url()).searchParams.get('search')).toBe(text);
}

test.describe('a vendor slug typed as a path', () => {
  test('when /sushi-kaito-brigittenau is opened, then the server sends the browser to the restaurant with 301', async ({ page }) => {
    const redirects: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === `/${SLUG}`) redirects.push(r.status());
    });
    await gotoApp(page, `/${SLUG}`);
    await expect(page).toHaveURL(new RegExp(`/restaurant/${SLUG}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Sushi Kaito/ })).toBeVisible();
    expect(redirects).toEqual([301]);
  });

  test('when the app itself gets the slug path (shell served with 200, as the service worker does), then "Seite wird gesucht..." shows and the restaurant replaces the URL in the history', async ({ page, request }) => {
    const shell = await (await request.get('/')).text();
    await page.route(isSlugPath, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: shell }));
    // the vendor answer waits a moment, so the searching state can be seen
    await page.route(`**/api/v1/vendors/${SLUG}*`, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await gotoApp(page, '/restaurants?postalCode=1200');
    await page.goto(`/${SLUG}`);
    // shown, and announced by the page's one live region
    await expect(page.locator('.center-box p', { hasText: 'Seite wird gesucht...' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Seite wird gesucht...' })).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`/restaurant/${SLUG}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Sushi Kaito/ })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/restaurants\?postalCode=1200$/);
  });

  test('when the slug check fails (vendor API unreachable), then the not-found page shows without an error message', async ({ page, request }) => {
    const shell = await (await request.get('/')).text();
    await page.route(isSlugPath, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: shell }));
    await page.route('**/api/v1/vendors/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":503}}' }));
    await gotoApp(page, `/${SLUG}`);
    await expect(missingHeading(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/${SLUG}$`));
  });
});

test.describe('a path that is no page', () => {
  test('when an unknown path is opened, then it answers 404 and the page shows the path, hints and real restaurants like it', async ({ page }) => {
    const response = await page.goto('/sushi-kaito-gesucht');
    expect(response?.status()).toBe(404);
    await expect(missingHeading(page)).toBeVisible();
    await expect(page.getByText('Die Seite „/sushi-kaito-gesucht“ gibt es nicht.', { exact: false })).toBeVisible();
    // redirect hint of §9 for the category word
    const hints = page.getByRole('region', { name: 'Meinten Sie vielleicht?' });
    await expect(hints.getByRole('link')).toHaveCount(1);
    await expect(hints.getByRole('link', { name: 'Sushi bestellen' })).toHaveAttribute('href', '/restaurants?category=sushi');
    // similar restaurants: the seeded Sushi Kaito branches (3 of them, matching two path words), from the vendor API
    const similar = page.getByRole('region', { name: 'Ähnliche Restaurants' }).getByRole('link');
    await expect(similar).toHaveCount(3);
    for (const link of await similar.all()) await expect(link).toHaveText(/^Sushi Kaito/);
    await expect(page.getByRole('region', { name: 'Gerade beliebt' }).getByRole('link')).toHaveText(['Pizza', 'Sushi', 'Gesund']);
    // help contacts: mail and phone of the help desk, and the contact page
    const help = page.getByRole('region', { name: 'Brauchen Sie Hilfe?' });
    await expect(help.getByRole('link', { name: /^E-Mail: / })).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/);
    await expect(help.getByRole('link', { name: /^Telefon: / })).toHaveAttribute('href', /^tel:\+43\d+$/);
    await expect(help.getByRole('link', { name: 'Alle Kontaktwege' })).toHaveAttribute('href', '/contact');
    // signed out: the create-account suggestion opens the registration
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('tab', { name: 'Registrieren' })).toHaveAttribute('aria-selected', 'true');
  });

  test('when the search box is used, then it suggests 5 popular items, then real vendors, categories and cities matching the text', async ({ page, request }) => {
    const popular = (await (await request.get('/api/v1/vendors?orderBy=popularity%20desc&pageSize=3&view=BASIC')).json()) as { vendors: { label: string }[] };
    expect(popular.vendors).toHaveLength(3);
    await gotoApp(page, '/nichts-hier');
    await searchBox(page).focus();
    const options = suggestionList(page).getByRole('option');
    await expect(options).toHaveCount(5);
    await expect(options.nth(0)).toContainText(popular.vendors[0]!.label);
    await expect(options.nth(3)).toContainText('Pizza');
    await searchBox(page).fill('kaito');
    await expect(options.first()).toContainText('Sushi Kaito');
    await expect(options).toHaveCount(3);
    await searchBox(page).fill('wi');
    await expect(options.filter({ hasText: 'Wien' }).first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(8);
    // keyboard: ↓ then Enter opens the chosen suggestion
    await searchBox(page).fill('kaito');
    await expect(options.first()).toContainText('Sushi Kaito');
    // the settled list (the answer for "kaito", not the last text's kept while it loads) before the key
    await expect(options).toHaveCount(3);
    await searchBox(page).press('ArrowDown');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', /.+/);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/restaurant\/sushi-kaito-/);
  });

  test('when searches are submitted, then blank ones are ignored and the others go to the list and are kept as recent searches, newest first', async ({ page }) => {
    // the page checks only its own path: not the next page's while the app moves on (e.g. /restaurants as a slug)
    const lookups: string[] = [];
    page.on('request', (r) => {
      const m = /\/api\/v1\/vendors\/([^/?]+)/.exec(r.url());
      if (m?.[1]) lookups.push(m[1]);
    });
    await gotoApp(page, '/gibts-nicht');
    await searchBox(page).fill('   ');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page).toHaveURL(/\/gibts-nicht$/);
    for (const text of ['  Döner ', 'Ramen', 'döner']) {
      await gotoApp(page, '/gibts-nicht');
      await searchBox(page).fill(text);
      await searchBox(page).press('Enter');
      await expectListSearch(page, text.trim());
    }
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('recentSearches') ?? 'null') as unknown)).toEqual(['döner', 'Ramen']);
    await gotoApp(page, '/gibts-nicht');
    const recent = page.getByRole('region', { name: 'Ihre letzten Suchen' }).getByRole('button');
    await expect(recent).toHaveText(['döner', 'Ramen']);
    await recent.nth(1).click();
    await expectListSearch(page, 'Ramen');
    // the visit log: local only, one record per not-found visit, the search noted on its visit
    const log = await page.evaluate(() => JSON.parse(localStorage.getItem('notFoundAnalytics') ?? '[]') as Record<string, unknown>[]);
    expect(log.length).toBe(5);
    expect(log.every((v) => v.path === '/gibts-nicht' && v.result === 'not-found' && v.lookupAttempted === true)).toBe(true);
    expect(log.map((v) => v.searchQuery)).toEqual([undefined, 'Döner', 'Ramen', 'döner', 'Ramen']);
    expect([...new Set(lookups)]).toEqual(['gibts-nicht']);
  });

  test('when the not-found page and its open suggestion list are checked with axe, then axe finds no violation', async ({ page }) => {
    await gotoApp(page, '/pizza-in-graz-gibts-nicht');
    await expect(missingHeading(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Restaurants in Graz' })).toHaveAttribute('href', '/restaurants?city=graz');
    await expect(page.getByRole('region', { name: 'Ähnliche Restaurants' })).toBeVisible();
    await expectAxeClean(page);
    await searchBox(page).fill('pizza');
    await expect(suggestionList(page).getByRole('option').first()).toBeVisible();
    await expectAxeClean(page);
  });

  test('when a real page is opened, then it still answers 200', async ({ page }) => {
    for (const url of ['/restaurants?postalCode=1070', `/restaurant/${SLUG}`, '/order/does-not-matter']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
    }
  });
});
