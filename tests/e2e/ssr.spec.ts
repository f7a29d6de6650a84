/**
 * Server-side rendering (issue 17; content pages of issue 13): the home page, the listing, a vendor page and the
 * content pages arrive as HTML — readable with JavaScript off — and the app takes them over (hydration) without a
 * mismatch in German, English and Turkish, without asking the API again for what the page already brought.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { catalogOf, listedCount, listVendors, POSTAL } from './order-helpers.ts';
import { persistedQueryKeys } from './pwa-helpers.ts';

const LISTING = `/restaurants?postalCode=${POSTAL}`;
const CONTENT: [string, RegExp][] = [
  ['/help', /FAQ|Hilfe|Help|Yardım/i],
  ['/blog', /Blog/i],
  ['/privacy', /Datenschutz|Privacy|Gizlilik/i],
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('when JavaScript is off, then the listing shows its first vendor cards and links to every listed vendor', async ({ page, request }) => {
    const vendors = await listVendors(request, `zone:${POSTAL}`, 50);
    expect(vendors.length).toBeGreaterThan(6);
    await page.goto(LISTING);
    await expect(page.locator('#app .boot')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(POSTAL);
    const first = vendors[0];
    if (!first) throw new Error('no vendor');
    const link = page.getByRole('link', { name: first.label, exact: true }).first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', new RegExp(`^/restaurant/${first.slug}`));
    // the first screen's cards (the listing renders the rest in slices once its code runs)
    expect(await page.locator('article.vcard').count()).toBeGreaterThanOrEqual(6);
    // the rest of the listed vendors sit in a <noscript> as one line each, a link to the vendor's page first
    // (Playwright turns scripts off in the page, not in Chromium's HTML parser, so noscript content is not displayed
    // here: the HTML is read)
    const html = await (await request.get(LISTING)).text();
    const inNoscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html.slice(html.indexOf('vendor-grid')))?.[1] ?? '';
    const lines = [...inNoscript.matchAll(/<li><a href="\/restaurant\/([^"?]+)\?postalCode=(\d+)">([^<]+)<\/a> · ([^<]+)<\/li>/g)];
    expect(lines.length).toBeGreaterThan(0);
    for (const [, slug, postalCode, , facts] of lines) {
      const vendor = vendors.find((v) => v.slug === slug);
      expect(vendor, `${slug} is a vendor of ${POSTAL}`).toBeDefined();
      expect(postalCode).toBe(POSTAL);
      // cuisine, rating, delivery time (and a pre-order or closed note)
      expect(facts).toMatch(/ca\. \d+–\d+ Min\./);
    }
    // every listed vendor's page is linked once: the first cards' and the lines' links together are as many as the
    // header counts, and every vendor of the card/line markup is among them
    const linked = new Set([...html.matchAll(/href="\/restaurant\/([^"?]+)\?postalCode=/g)].map((m) => m[1]));
    const counted = Number(/(\d+) Restaurants? gefunden/.exec(html)?.[1]);
    expect(counted).toBeGreaterThan(6);
    expect(linked.size).toBe(counted);
    expect(await page.locator('article.vcard').count()).toBe(counted - lines.length);
  });

  test('when JavaScript is off, then a vendor page shows its menu and says that ordering needs JavaScript', async ({ page, request }) => {
    const [vendor] = await listVendors(request, `zone:${POSTAL}`, 5);
    if (!vendor) throw new Error('no vendor');
    const catalog = await catalogOf(request, vendor);
    const products = catalog.productGroups.flatMap((g) => g.products);
    expect(products.length).toBeGreaterThan(2);
    await page.goto(`/restaurant/${vendor.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: vendor.label })).toBeVisible();
    for (const p of products.slice(0, 3)) await expect(page.getByText(p.label, { exact: true }).first()).toBeVisible();
    // the whole menu is readable: the products after the first rows sit in a <noscript> per section, one line each
    // with the price (Playwright turns scripts off in the page, not in the HTML parser: the HTML is read)
    const html = await (await request.get(`/restaurant/${vendor.slug}`)).text();
    const shown = await page.locator('.menu-item__name').allInnerTexts();
    const lines = [...html.matchAll(/<noscript><ul class="menu-lines" role="list">([\s\S]*?)<\/ul><\/noscript>/g)].flatMap((m) =>
      [...(m[1] ?? '').matchAll(/<li><strong>([^<]+)<\/strong> · ([^<·]+)/g)].map(([, name, price]) => ({ name, price: price ?? '' })),
    );
    // every product once: a row or a line
    expect(shown.length + lines.length).toBe(products.length);
    // (React escapes these in text)
    const escape = (t: string) =>
      t.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');
    for (const p of products) {
      const line = lines.find((l) => l.name === escape(p.label));
      expect(shown.includes(p.label) || line !== undefined, `${p.label} on the page`).toBe(true);
      // the price as the menu shows it (de-AT: "€ 8,90"); computed here from the catalog's euros
      if (line) expect(line.price.replaceAll('\u00a0', ' ').trim()).toBe(`€ ${p.pr.toFixed(2).replace('.', ',')}`);
    }
    // the notice a browser without JavaScript shows (Playwright switches scripts off in the page, not in the HTML
    // parser, so Chromium does not display <noscript> content here: the page's HTML is checked instead)
    expect(await page.content()).toMatch(/<noscript><p class="noscript-note">Zum Bestellen wird JavaScript benötigt\./);
  });

  test('when JavaScript is off, then the home page and the content pages show their text', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const [url, heading] of CONTENT) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(heading);
      // real text, not only the heading
      expect((await page.locator('main').innerText()).length, url).toBeGreaterThan(300);
    }
  });

  test('when a content page is asked for in English, then the server sends it in English with its head tags', async ({ page }) => {
    await page.goto('/privacy?lng=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Privacy/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy\?lng=en$/);
    await expect(page.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute('href', /\/privacy\?lng=tr$/);
  });
});

/** Console errors and warnings that are about the page (the service worker's own messages aside). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  const onMessage = (m: ConsoleMessage) => {
    const text = m.text();
    if (m.type() === 'error' || /hydrat/i.test(text)) problems.push(`${m.type()}: ${text}`);
  };
  page.on('console', onMessage);
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

test('when a server-rendered listing is taken over, then its category chips show their counts without asking the API or loading the parsing code', async ({ page, request }) => {
  const vendors = await listVendors(request, `zone:${POSTAL}`, 50);
  expect(vendors.length).toBeGreaterThan(0);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/vendors:categoryCounts|\/assets\/(parsing|wire)-/.test(r.url())) asked.push(r.url());
  });
  await page.goto(LISTING);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // "all" counts every vendor of the place (the listing's header says how many)
  await expect(page.getByTestId('chip-count-all')).toHaveText(/^[1-9]\d*$/);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test("when a server-rendered listing is taken over, then its inline route stylesheets are not loaded again; a route's stylesheet reached client-side still is", async ({ page }) => {
  // the stylesheets the app's code asks for (Vite's preload helper adds a <link rel="stylesheet"> for each)
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') stylesheets.push(new URL(r.url()).pathname);
  });
  await page.goto(LISTING);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.waitForLoadState('networkidle');
  // the server wrote the listing's and the dialog's stylesheets inline: the takeover asks for neither
  expect(stylesheets.filter((p) => /^\/assets\/(restaurants|dialog)-[\w-]+\.css$/.test(p))).toEqual([]);
  // and the listing's styles apply (the toolbar is a flex row only by listing.css, on a wide screen)
  await expect(page.locator('.listing-toolbar')).toHaveCSS('display', 'flex');
  // a page whose route stylesheet the server did not write (the about page's) still gets it on a client navigation
  await page.evaluate(() => Object.assign(window, { lzSamePage: true }));
  // the footer sits below the cards, which render step by step as the list's end comes near: scrolled to, it moves
  // down with each step, and a click whose press and release land on different elements follows no link (CI flaky
  // once). So every card first, then the click.
  const total = await listedCount(page);
  expect(total).toBeGreaterThan(0);
  await expect(async () => {
    await page.locator('footer').scrollIntoViewIfNeeded();
    expect(await page.getByTestId('vendor-card').count()).toBe(total);
  }).toPass({ timeout: 20_000 });
  await page.locator('footer').getByRole('link', { name: 'Über uns', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('.about__grid').first()).toHaveCSS('display', 'grid');
  expect(stylesheets.some((p) => /^\/assets\/about-[\w-]+\.css$/.test(p))).toBe(true);
  // the same document: the app navigated, the browser did not load a page
  expect(await page.evaluate(() => 'lzSamePage' in window)).toBe(true);
});

for (const [lng, how] of [
  ['de', {}],
  ['en', { locale: 'en-GB' }],
  ['tr', { query: 'lng=tr' }],
] as const) {
  test(`when the server-rendered pages open in ${lng}, then the app takes them over without an error or a hydration warning`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const [vendor] = await listVendors(request, `zone:${POSTAL}`, 5);
    if (!vendor) throw new Error('no vendor');
    const context = await browser.newContext({ locale: 'locale' in how ? how.locale : 'de-AT', timezoneId: 'Europe/Vienna' });
    try {
      const page = await context.newPage();
      const problems = watchConsole(page);
      // the content pages' takeover in each language is hydration.spec.ts's (every public route); here the pages
      // whose data comes with the HTML
      for (const path of ['/', LISTING, `/restaurant/${vendor.slug}`]) {
        const url = 'query' in how ? `${path}${path.includes('?') ? '&' : '?'}${how.query}` : path;
        const vendorRequests: string[] = [];
        const onRequest = (r: { url: () => string }) => {
          if (/\/api\/v1\/vendors(\?|\/|$)/.test(r.url())) vendorRequests.push(r.url());
        };
        page.on('request', onRequest);
        const res = await page.goto(url);
        expect(res?.status(), url).toBe(200);
        expect(await res?.text(), url).toContain('id="lz-ssr"');
        await expect(page.locator('html'), url).toHaveAttribute('lang', lng);
        // taken over: React is attached to the server's markup
        await expect
          .poll(() => page.evaluate(() => Object.keys(document.getElementById('app') ?? {}).some((k) => k.startsWith('__react'))), { message: url })
          .toBe(true);
        await page.waitForLoadState('networkidle');
        page.off('request', onRequest);
        // the page's data came with it: the listing and the vendor page do not ask for the vendors again
        if (path === LISTING || path.startsWith('/restaurant/')) expect(vendorRequests, url).toEqual([]);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('when a vendor page is rendered, then its state carries the vendor and its menu once and the browser stores them under the vendor id too', async ({ page, request }) => {
  const [vendor] = await listVendors(request, `zone:${POSTAL}`, 5);
  if (!vendor) throw new Error('no vendor');
  const html = await (await request.get(`/restaurant/${vendor.slug}`)).text();
  const count = (needle: string) => html.split(needle).length - 1;
  // each answer once, under the name the page asked for (the copies under the id were half of the state)
  expect(count('["vendor","detail",')).toBe(1);
  expect(count('["vendor","catalog",')).toBe(1);
  expect(count(`["vendor","detail","${vendor.slug}"]`)).toBe(1);
  expect(count(`["vendor","detail","${vendor.id}"]`)).toBe(0);
  // the browser stores the copies again, so checkout and tracking (by id) find them, also offline after a reload
  await page.goto(`/restaurant/${vendor.slug}`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect
    .poll(async () => (await persistedQueryKeys(page)).filter((k) => k.startsWith('["vendor",') && k.includes(vendor.id)).sort(), { timeout: 15_000 })
    .toEqual([JSON.stringify(['vendor', 'catalog', vendor.id]), JSON.stringify(['vendor', 'detail', vendor.id])]);
});

test('when the footer\'s and the PWA layer\'s chunks cannot be loaded, then the page is still taken over, without the error page', async ({ page }) => {
  let refused = { footer: 0, pwa: 0 };
  await page.route(/\/assets\/(footer|pwa-layer)-[\w-]+\.js$/, (route) => {
    if (route.request().url().includes('/footer-')) refused = { ...refused, footer: refused.footer + 1 };
    else refused = { ...refused, pwa: refused.pwa + 1 };
    return route.abort('internetdisconnected');
  });
  await page.goto('/impressum');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // both chunks were asked for (and refused)
  await expect.poll(() => refused.footer > 0 && refused.pwa > 0, { timeout: 15_000 }).toBe(true);
  // the server's footer goes once React has dealt with its failed chunk (left out, or the whole page replaced)
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

