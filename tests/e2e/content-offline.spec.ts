/**
 * Issue 13: a content page read once opens offline. The server renders content pages; offline, the service worker
 * answers the navigation with the cached app shell, which renders the page from the cached route chunk and texts.
 */
import { expect, gotoApp, test } from './fixtures.ts';
import { swControlled } from './pwa-helpers.ts';

// offline use and queued actions need the service worker (the suite blocks it elsewhere: playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const PAGES = [
  { path: '/help', heading: 'Hilfe & häufige Fragen' },
  { path: '/privacy', heading: 'Datenschutzerklärung' },
  { path: '/blog', heading: 'Lieferzone Blog' },
];

test('when /help, /privacy and /blog were read online, then each opens again offline with its heading and text', async ({ page, context }) => {
  for (const p of PAGES) {
    await gotoApp(page, p.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
  }
  await swControlled(page);

  await context.setOffline(true);
  for (const p of PAGES) {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1 }), p.path).toHaveText(p.heading);
    await expect(page.locator('main')).not.toBeEmpty();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lieferzone Blog');
  await expect(page.getByTestId('offline-banner')).toContainText('Sie sind offline.');
});
