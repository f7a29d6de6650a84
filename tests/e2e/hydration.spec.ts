/**
 * No hydration error on any public route, in any language (issue 25 item 8): every public route, a vendor that is open
 * and one that is closed now, opened in de, en and tr; the page must be taken over by the app without a page error, a
 * console error or a hydration warning (React's #418/#423/#425 in the production build). Runs at the hour the suite
 * runs; the browser's clock is the server's (same machine).
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { listVendors } from './order-helpers.ts';

const PUBLIC = [
  '/',
  '/restaurants?postalCode=1070',
  '/restaurants?city=graz',
  '/cart',
  '/checkout',
  '/track-order?id=999999',
  '/about',
  '/accessibility',
  '/blog',
  '/business',
  '/careers',
  '/contact',
  '/cookies',
  '/faq',
  '/help',
  '/impressum',
  '/imprint',
  '/press',
  '/privacy',
  '/terms',
  '/recommend-vendor',
  '/restaurant-signup',
  '/ethics-hotline',
  '/whistleblower',
  '/password-reset',
  '/no-such-page',
];

function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    const text = m.text();
    // a failed request's own line (e.g. the 404 page's status) is not a rendering problem
    if (/Failed to load resource/.test(text)) return;
    if (m.type() === 'error' || /hydrat|#418|#423|#425/i.test(text)) problems.push(`${page.url()} ${m.type()}: ${text}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()} pageerror: ${e.message}`));
  return problems;
}

for (const lng of ['de', 'en', 'tr'] as const) {
  test(`when every public route opens in ${lng}, then the app takes it over without a page error or a hydration warning`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const vendors = await listVendors(request, 'zone:1070', 100);
    const open = vendors.find((v) => v.isOpen && !v.tags.includes('closed'));
    const closed = vendors.find((v) => !v.isOpen || v.tags.includes('closed'));
    const paths = [...PUBLIC, ...[open, closed].filter((v) => v !== undefined).map((v) => `/restaurant/${v.slug}`)];
    const context = await browser.newContext({ locale: lng === 'en' ? 'en-GB' : lng === 'tr' ? 'tr-TR' : 'de-AT', timezoneId: 'Europe/Vienna' });
    try {
      const page = await context.newPage();
      const problems = watch(page);
      for (const path of paths) {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
        await expect(page.locator('html'), path).toHaveAttribute('data-app', 'ready');
        await expect(page.locator('html'), path).toHaveAttribute('lang', lng);
        await page.waitForLoadState('networkidle');
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
