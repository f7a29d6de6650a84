/**
 * Shared steps of the vendor-page browser tests (vendor.spec.ts, vendor-header.spec.ts): vendors and products are
 * found through the API (GET /api/v1/vendors?filter=…) by what each test needs, never by fixed ids.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { formatEuro } from '../../src/domain/money.ts';
import { controlType, effectiveOptions, optionLimits, type Selection } from '../../src/domain/options.ts';
import type { Catalog, Product, ProductGroup, ProductOption, Vendor } from '../../src/domain/types.ts';
import { expect, gotoApp } from './fixtures.ts';


// ---------------------------------------------------------------------------------------------------------
// Finding vendors and products through the API

export interface Candidate {
  vendor: Vendor;
  group: ProductGroup;
  product: Product;
}

export async function listVendors(request: APIRequestContext, filter: string, max = 150): Promise<Vendor[]> {
  const out: Vendor[] = [];
  let pageToken: string | undefined;
  do {
    const res = await request.get('/api/v1/vendors', { params: { filter, pageSize: 50, ...(pageToken ? { pageToken } : {}) } });
    expect(res.status(), `GET /api/v1/vendors?filter=${filter}: ${await res.text()}`).toBe(200);
    const body = (await res.json()) as { vendors: Vendor[]; nextPageToken?: string };
    out.push(...body.vendors);
    pageToken = body.nextPageToken || undefined;
  } while (pageToken && out.length < max);
  return out;
}

export async function catalogOf(request: APIRequestContext, vendor: Vendor): Promise<Catalog> {
  const res = await request.get(`/api/v1/vendors/${vendor.id}/catalogs/delivery`);
  expect(res.ok(), `catalog of ${vendor.slug}`).toBeTruthy();
  return (await res.json()) as Catalog;
}

export const orderable = (v: Vendor) => v.isOpen && !v.tags.includes('closed');

/** First product (over the given vendors) with a label unique on its page for which `accept` holds. */
export async function findProduct(
  request: APIRequestContext,
  vendors: Vendor[],
  accept: (c: Candidate, options: ProductOption[]) => boolean,
): Promise<Candidate> {
  for (const vendor of vendors) {
    const catalog = await catalogOf(request, vendor);
    const unique = uniqueLabels(catalog);
    for (const group of catalog.productGroups) {
      for (const product of group.products) {
        if (!unique.has(product.label)) continue;
        const c = { vendor, group, product };
        if (accept(c, effectiveOptions(group, product))) return c;
      }
    }
  }
  throw new Error('no seeded vendor/product fits this test');
}

/** Labels that are unique on the page keep locators unambiguous. */
export function uniqueLabels(catalog: { productGroups: ProductGroup[] }): Set<string> {
  const seen = new Map<string, number>();
  for (const g of catalog.productGroups) for (const p of g.products) seen.set(p.label, (seen.get(p.label) ?? 0) + 1);
  return new Set([...seen].filter(([, n]) => n === 1).map(([l]) => l));
}

export const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const euro = (c: number) => formatEuro(c, 'de-AT');

// ---------------------------------------------------------------------------------------------------------
// Page helpers

export async function openVendor(page: Page, vendor: Vendor, query = ''): Promise<void> {
  await gotoApp(page, `/restaurant/${vendor.slug}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: vendor.label })).toBeVisible();
}

/**
 * Has the whole menu rendered, as a visitor who opens the browser's find (Ctrl/Cmd+F) has it: the rows below the
 * first screens render as the visitor nears them (issue 27), so a test that looks for a product anywhere in the menu,
 * or checks that one is absent, first has the whole menu. (Scrolling there, the other way, is in phone-layout.spec.ts.)
 */
export async function showWholeMenu(page: Page): Promise<void> {
  const menu = page.locator('#vendor-menu');
  await expect(menu).toBeAttached();
  // the menu listens for the key once the app has taken it over, which can be after the heading shows: press again until
  await expect(async () => {
    await page.keyboard.press('ControlOrMeta+f');
    await expect(menu).toHaveAttribute('data-whole', 'true', { timeout: 300 });
  }).toPass({ intervals: [100], timeout: 15_000 });
}

/**
 * The minimal valid selection a customer makes: every required option gets its first `min` values, and the first
 * optional checkbox option gets its first value (to exercise optional picks too).
 */
export function minimalSelection(options: ProductOption[], withOptional: boolean): Selection {
  const sel: Selection = {};
  let optionalDone = !withOptional;
  for (const o of options) {
    const l = optionLimits(o);
    const kind = controlType(o);
    if (l.min > 0) {
      const picks: Record<string, number> = {};
      if (kind === 'stepper') picks[o.vals[0]!.slug] = l.min;
      else for (const v of o.vals.slice(0, kind === 'radio' ? 1 : l.min)) picks[v.slug] = 1;
      sel[o.slug] = picks;
    } else if (!optionalDone && kind === 'checkbox' && o.vals.length > 0) {
      sel[o.slug] = { [o.vals[0]!.slug]: 1 };
      optionalDone = true;
    }
  }
  return sel;
}

/** Makes `selection` in the open options dialog with mouse clicks. */
export async function choose(page: Page, options: ProductOption[], selection: Selection): Promise<void> {
  const dialog = page.getByRole('dialog');
  for (const o of options) {
    const picks = selection[o.slug];
    if (!picks) continue;
    const group = dialog.getByRole('group', { name: new RegExp(`^${esc(o.label)}`) });
    const kind = controlType(o);
    for (const v of o.vals) {
      const q = picks[v.slug] ?? 0;
      if (q === 0) continue;
      if (kind === 'stepper') {
        for (let i = 0; i < q; i++) await group.getByRole('button', { name: `${v.label}: eins mehr` }).click();
      } else {
        await group.getByRole(kind, { name: new RegExp(`^${esc(v.label)}`) }).check();
      }
    }
  }
}

/** Records every toast text from now on (the add-to-cart toast lives only 1 s: too short to poll for reliably). */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __toasts: string[] };
    w.__toasts = [];
    new MutationObserver(() => {
      for (const t of document.querySelectorAll('[role="status"] .toast')) {
        const text = t.textContent;
        if (!w.__toasts.includes(text)) w.__toasts.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

export function readCart(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('lz.cart.v1') ?? 'null') as {
    vendorId: string | null;
    vendorName: string | null;
    lines: { name: string; quantity: number; price: number; options: unknown[] }[];
  } | null);
}

// ---------------------------------------------------------------------------------------------------------

