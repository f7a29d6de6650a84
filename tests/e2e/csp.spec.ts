/**
 * Content Security Policy against the production build and the real server: the pages a customer sees first (home,
 * listing, vendor page with its map) run without a single CSP violation under a policy with no 'unsafe-inline', and
 * are styled — the inlined entry stylesheet (allowed by its hash) and the route stylesheets (files) both apply.
 */
import type { Page } from '@playwright/test';
import { expect, gotoApp, test } from './fixtures.ts';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Records every securitypolicyviolation of every document the page loads, from before the page's own code. */
async function recordViolations(page: Page): Promise<{ consoleErrors: string[] }> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  return { consoleErrors };
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

async function expectNoViolations(page: Page, where: string): Promise<void> {
  expect(await violations(page), `CSP violations on ${where}`).toEqual([]);
}

test.describe('content security policy', () => {
  test('when home, the listing, a vendor page and its map are opened, then no CSP violation occurs and the pages are styled', async ({ page }) => {
    test.setTimeout(90_000);
    const { consoleErrors } = await recordViolations(page);

    // home: the policy is the strict one, the header is styled by the inlined entry stylesheet
    const res = await page.goto('/');
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/]+={0,2}'/);
    expect(csp).not.toContain('unsafe-inline');
    await expect(page.locator('#app .boot')).toHaveCount(0);
    const header = page.locator('header.topnav');
    await expect(header).toBeVisible();
    await expectNoViolations(page, '/');
    // browser defaults: position static, no border, body margin 8px
    await expect(header).toHaveCSS('position', 'sticky');
    await expect(header).toHaveCSS('border-bottom-width', '1px');
    await expect(page.locator('body')).toHaveCSS('margin', '0px');

    // listing: its route stylesheet (a file) applies to the vendor cards
    await gotoApp(page, '/restaurants?postalCode=1070');
    const card = page.getByTestId('vendor-card').first();
    await expect(card).toBeVisible();
    await expect(card).toHaveCSS('border-top-width', '1px');
    await expect(card).not.toHaveCSS('border-top-left-radius', '0px');
    await expectNoViolations(page, 'the listing');

    // vendor page, entered from the listing as a customer does
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/restaurant\/[^/?]+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(header).toHaveCSS('position', 'sticky');
    await expectNoViolations(page, page.url());

    // the map (maplibre and its stylesheet load on demand), when the vendor has one
    const showMap = page.getByRole('button', { name: 'Auf der Karte anzeigen' });
    if (await showMap.count()) {
      await showMap.click();
      const dialog = page.getByRole('dialog', { name: /auf der Karte$/ });
      await expect(dialog).toBeVisible();
      // drawn (WebGL available) or "Standort nicht verfügbar" (no WebGL in this browser): either way settled
      await expect(dialog.locator('.maplibregl-canvas').or(dialog.getByText('Standort nicht verfügbar'))).toBeVisible({ timeout: 20_000 });
      const drawn = (await dialog.locator('.maplibregl-canvas').count()) > 0;
      test.info().annotations.push({ type: 'map', description: drawn ? 'drawn' : 'unavailable (no WebGL)' });
      if (drawn) {
        // maplibre's own stylesheet (a file) applies: its container is positioned by it
        await expect(dialog.locator('.maplibregl-map')).toHaveCSS('position', 'relative');
        await expect(dialog.locator('.maplibregl-ctrl-top-right')).toHaveCSS('position', 'absolute');
      }
      await expectNoViolations(page, 'the vendor map');
    }

    expect(consoleErrors.filter((e) => /Content.Security.Policy|Refused to/i.test(e)), 'CSP errors in the console').toEqual([]);
    expect(consoleErrors, 'console errors').toEqual([]);
  });
});
