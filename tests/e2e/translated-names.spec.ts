/**
 * Every visible name translated (issue 25 item 5): the journey's screens in English and Turkish — the listing of
 * 1070, a vendor page, the not-found page with its suggestions, checkout with a filled cart — show no raw slug and no
 * German word of the app's own. The slugs come from the server's data (every vendor's cuisine and kind) and the
 * domain's category lists, not from a list written here; vendor names, menu texts and product names are the vendor's
 * proper names and content and may stay German, so they are taken out of the text before it is checked.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { LISTING_CATEGORIES, categoryToTag } from '../../src/domain/listing.ts';
import { matchZone } from '../../src/domain/zones.ts';
import type { Vendor } from '../../src/domain/types.ts';
import { expect, gotoApp, test } from './fixtures.ts';
import { POSTAL, alwaysOpen, findProduct, lineFor, listVendors, seedCart } from './order-helpers.ts';

/** The raw keys a customer must never read: cuisines and kinds of the seeded vendors, the chips' keys and tags. */
async function rawSlugs(request: APIRequestContext): Promise<{ slugs: Set<string>; vendors: Vendor[] }> {
  const vendors = await listVendors(request, '', 400);
  const slugs = new Set<string>();
  for (const v of vendors) {
    if (v.cuisine) slugs.add(v.cuisine);
    if (v.type) slugs.add(v.type);
  }
  for (const c of LISTING_CATEGORIES) {
    if (c === 'all') continue;
    slugs.add(c);
    slugs.add(categoryToTag(c) ?? c);
  }
  // only keys a language would not write itself in lower case: a lowercase ASCII token
  for (const s of slugs) if (!/^[a-z][a-z-]*$/.test(s)) slugs.delete(s);
  expect([...slugs]).toEqual(expect.arrayContaining(['doener', 'getraenke', 'lebensmittel', 'italian', 'gesund']));
  return { slugs, vendors };
}

/** German words of the app's own texts; in Turkish "Döner" is the Turkish word and may stay. */
const GERMAN: Record<'en' | 'tr', RegExp[]> = {
  en: [/(?<!\p{L})Tür(?!\p{L})/u, /Türnummer/, /Klingel/, /Getränke/, /Lebensmittel/, /Döner/, /Stiege/],
  tr: [/(?<!\p{L})Tür \d/u, /Türnummer/, /Klingel/, /Getränke/, /Lebensmittel/, /Stiege/],
};

/** The page's visible text without the vendor's proper names and content (`own`, longest first). */
async function appText(page: Page, selector: string, own: string[]): Promise<string> {
  let text = await page.locator(selector).first().innerText();
  for (const s of [...own].filter(Boolean).sort((a, b) => b.length - a.length)) text = text.split(s).join(' ');
  return text;
}

/** Words the language's own texts use in lower case ("Second burger at half price"): a slug that is one is no key. */
function ownWords(lng: 'en' | 'tr'): Set<string> {
  const dir = new URL(`../../src/locales/${lng}/`, import.meta.url);
  const files = [...readdirSync(dir).filter((f) => f.endsWith('.json')), ...readdirSync(new URL('lazy/', dir)).map((f) => `lazy/${f}`)];
  const words = new Set<string>();
  for (const f of files) for (const w of readFileSync(new URL(f, dir), 'utf8').split(/[^a-z0-9-]+/i)) words.add(w);
  return words;
}

/**
 * A raw slug is written in lower case, as sent ("Pizza" or "Burger" as a translated name is fine). Where the text is
 * a name only (a card's cuisine line), every slug counts; in running text only those the language never writes.
 */
function expectTranslated(text: string, lng: 'en' | 'tr', slugs: Set<string>, where: string, prose = true): void {
  const tokens = text.split(/[^a-z0-9-]+/i).filter(Boolean);
  const words = prose ? ownWords(lng) : new Set<string>();
  const raw = tokens.filter((t) => slugs.has(t) && !words.has(t));
  expect(raw, `${where} (${lng}) shows raw slugs: ${raw.join(', ')}\n${text}`).toEqual([]);
  const german = GERMAN[lng].filter((re) => re.test(text)).map(String);
  expect(german, `${where} (${lng}) shows German words\n${text}`).toEqual([]);
}

for (const { lng, locale } of [{ lng: 'en', locale: 'en-GB' }, { lng: 'tr', locale: 'tr-TR' }] as const) {
  test.describe(`names in ${lng}`, () => {
    test.setTimeout(120_000);
    test.use({ locale, timezoneId: 'Europe/Vienna' });

    test(`when the listing of ${POSTAL} and a vendor page are opened in ${lng}, then cuisines, kinds and categories are names, not keys`, async ({ page, request }) => {
      const { slugs, vendors } = await rawSlugs(request);
      const labels = vendors.map((v) => v.label);
      await gotoApp(page, `/restaurants?postalCode=${POSTAL}&lng=${lng}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      const cuisines = page.locator('.vcard__cuisine');
      await expect(cuisines.first()).toBeVisible();
      // load what the listing has, so every card of 1070 is checked
      const more = page.getByRole('button', { name: lng === 'en' ? 'Load more restaurants' : 'Daha fazla restoran yükle' });
      for (let i = 0; i < 5 && (await more.isVisible()); i++) await more.click();
      const shown = await cuisines.allInnerTexts();
      expect(shown.length).toBeGreaterThan(5);
      expectTranslated(shown.join('\n'), lng, slugs, 'listing cards', false);
      expectTranslated(await appText(page, 'main', labels), lng, slugs, 'listing');

      // a vendor whose cuisine is one of the German keys, on its own page
      const inZone = vendors.filter((v) => matchZone(v, POSTAL) !== null);
      const doener = inZone.find((v) => v.cuisine === 'doener') ?? vendors.find((v) => v.cuisine === 'doener');
      expect(doener, 'a Döner vendor in the seed').toBeTruthy();
      await gotoApp(page, `/restaurant/${doener!.slug}?lng=${lng}`);
      const hero = page.locator('.vendor-hero');
      await expect(hero.locator('.vendor-hero__cuisine')).toHaveText(lng === 'en' ? 'Doner kebab' : 'Döner');
      expectTranslated(await hero.locator('.vendor-hero__cuisine').innerText(), lng, slugs, 'vendor cuisine', false);
      expectTranslated(await appText(page, '.vendor-hero', labels), lng, slugs, 'vendor page header');
    });

    test(`when the not-found page suggests restaurants in ${lng}, then their cuisines are names, not keys`, async ({ page, request }) => {
      const { slugs, vendors } = await rawSlugs(request);
      const labels = vendors.map((v) => v.label);
      await gotoApp(page, `/pizza-favoriten-gibts-nicht?lng=${lng}`);
      // the restaurants like the path, with "cuisine · district, city"
      const similar = page.locator('.nf-card');
      await expect(similar.first()).toBeVisible();
      const descriptions = await similar.locator('.muted').allInnerTexts();
      expect(descriptions.length).toBeGreaterThan(0);
      expectTranslated(descriptions.join('\n'), lng, slugs, 'not-found similar restaurants', false);
      expectTranslated(await appText(page, 'main', labels), lng, slugs, 'not-found page');
      // the search box's suggestions
      const box = page.getByRole('combobox', { name: lng === 'en' ? 'Search restaurants, categories or cities' : /restoran/i });
      await box.click();
      await box.pressSequentially('Favoriten');
      const list = page.getByRole('listbox', { name: lng === 'en' ? 'Suggestions' : /.+/ }).filter({ has: page.locator('.combo__option-sub') });
      await expect(list.locator('.combo__option-sub').first()).toBeVisible();
      const subs = await page.locator('.combo__option-sub').allInnerTexts();
      expectTranslated(subs.join('\n'), lng, slugs, 'not-found search suggestions', false);
    });

    test(`when checkout is opened in ${lng} with a filled cart, then no German address word or raw key is shown`, async ({ page, request }) => {
      const { slugs, vendors } = await rawSlugs(request);
      const open = (await listVendors(request, `zone:${POSTAL}`)).filter(
        (v) => alwaysOpen(v) && v.tags.includes('delivery') && matchZone(v, POSTAL) !== null,
      );
      const p = await findProduct(request, open, (x) => x.options.length === 0);
      await seedCart(page, p.vendor, [lineFor(p, {}, 2)]);
      await gotoApp(page, `/checkout?lng=${lng}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.getByText(p.product.label).first()).toBeVisible();
      const own = [...vendors.map((v) => v.label), p.product.label, p.group.label, p.product.info?.desc ?? ''];
      expectTranslated(await appText(page, 'main', own), lng, slugs, 'checkout');
    });
  });
}
