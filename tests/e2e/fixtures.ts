/**
 * Shared Playwright helpers (E creates; others may add exports additively).
 *   import { test, expect, gotoApp, expectAxeClean, apiDown } from './fixtures.ts';
 */
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export { expect };

/**
 * Every browser context a test opens itself (`browser.newContext()`: a desk, a courier, a second customer) is closed
 * when the test ends. The worker's browser outlives its tests, and such a context did not: a desk page from an earlier
 * test kept its live feed, heartbeat and polling running through every later test of that worker.
 */
export const test = base.extend<{ closeOwnContexts: null }>({
  closeOwnContexts: [async ({ browser }, use) => {
    const before = new Set(browser.contexts());
    await use(null);
    const opened = browser.contexts().filter((c) => !before.has(c));
    await Promise.all(opened.map((c) => c.close().catch(() => undefined)));
  }, { auto: true }],
});

/**
 * Opens a URL of the app and waits until the translations are loaded, the app frame is rendered and the app reacts to
 * input (a server-rendered page shows its frame before the app has taken it over: main.tsx marks `html[data-app]`).
 */
export async function gotoApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('#app .boot')).toHaveCount(0);
  // the shop's pages have the top navigation; the staff's screens (desk, courier view, back office) their own shell
  await expect(page.locator('header.topnav, .app--staff').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

/** Reloads an app page and waits until the app has taken the server-rendered page over (a click before is lost). */
export async function reloadApp(page: Page): Promise<void> {
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

/** Makes every /api/** request fail at the network level (the vendor system "cannot be reached"). */
export async function apiDown(page: Page): Promise<void> {
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

/**
 * Runs axe — the WCAG 2.x A/AA rules and axe's best practices (landmarks, heading order, unique names) — and fails on
 * any violation, whatever its impact ("axe clean"), listing them readably.
 *
 * Axe runs in the page itself (`setLegacyMode`: the pages have no cross-origin frames for its default mode to reach)
 * and details only the violations (`resultTypes`), the only results read here. The default mode opened a blank page
 * per call to merge the results, and every passing node got a selector and an HTML excerpt: on the desk's menu editor
 * (2,100 elements) a call took 10–12 s against 3.2 s this way, and 2–4 s against 1.0–1.7 s on home, listing and
 * vendor page (2026-11-30, alone on the 2-core machine). The same rules run: a nameless button, an image without alt
 * and low contrast are reported either way; the default mode also lost the page-level rules' findings (two unnamed
 * search landmarks on the listing, landmark-unique), which this way reports.
 */
export async function expectAxeClean(page: Page, opts: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  for (const sel of opts.exclude ?? []) builder = builder.exclude(sel);
  const results = await builder.analyze();
  const report = results.violations.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`);
  expect(report, report.join('\n')).toEqual([]);
}

