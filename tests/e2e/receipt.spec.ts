/**
 * Receipts and data rights (issue 29) against the production build and the real server: a guest's order with a 10 %
 * dish and a 20 % drink shows its receipt (VAT per rate computed by hand) from the tracking page, prints (A4 and the
 * 80 mm slip at 302 px without horizontal overflow) and downloads as a PDF whose text has the total; a signed-in
 * customer opens a receipt from the order history and downloads their data from the profile. Axe on each page.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatEuro, toCents } from '../../src/domain/money.ts';
import { matchZone } from '../../src/domain/zones.ts';
import { pdfText } from '../../server/receipts/test-pdf-text.ts';
import { openDesk } from './desk-helpers.ts';
import { expect as baseExpect, expectAxeClean, gotoApp, test } from './fixtures.ts';
import { alwaysOpen, catalogOf, findProduct, lineFor, listVendors, placeOrderViaApi, POSTAL, type Pick, type PlaceOrderResponse } from './order-helpers.ts';

// sign-up and sign-in wait for the backend (bcrypt, mail): allow for a busy machine
const expect = baseExpect.configure({ timeout: 20_000 });
const eur = (cents: number) => formatEuro(cents, 'de-AT');

/** A vendor of POSTAL with a 10 % and a 20 % product without options, enough of both to pass its minimum. */
async function foodAndDrink(request: APIRequestContext): Promise<{ food: Pick; drink: Pick; qty: number }> {
  const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter(
    (v) => alwaysOpen(v) && v.tags.includes('delivery') && matchZone(v, POSTAL) !== null && !v.tags.includes('min-order-required'),
  );
  for (const v of [...vendors].reverse()) {
    const catalog = await catalogOf(request, v);
    const has = (rate: number) => catalog.productGroups.some((g) => g.products.some((p) => p.vatP === rate));
    if (!has(10) || !has(20)) continue;
    try {
      const food = await findProduct(request, [v], (x) => x.options.length === 0 && x.product.vatP === 10);
      const drink = await findProduct(request, [v], (x) => x.options.length === 0 && x.product.vatP === 20);
      const min = toCents(matchZone(v, POSTAL)?.minPrice ?? 0);
      const qty = Math.min(10, Math.max(1, Math.ceil(min / toCents(food.product.pr))));
      return { food, drink, qty };
    } catch {
      // this vendor's 10 % and 20 % products all have options: the next one
    }
  }
  throw new Error('no seeded vendor has a 10 % and a 20 % product without options');
}

/** Gross per rate from the order's own line totals and fees (fees at 20 %), tax = gross × rate / (100 + rate) rounded. */
function vatByHand(placed: PlaceOrderResponse, food: Pick) {
  const o = placed.order;
  const lineCents = (id: string) => o.lines.filter((l) => l.entry.productId === id).reduce((s, l) => s + toCents(l.total ?? 0), 0);
  const fees = o.amount.charges.filter((c) => c.type !== 'tip').reduce((s, c) => s + toCents(c.val), 0);
  const g10 = lineCents(food.product.id);
  const g20 = toCents(o.amount.val) - g10 + fees;
  const t10 = Math.round((g10 * 10) / 110);
  const t20 = Math.round((g20 * 20) / 120);
  return { g10, t10, n10: g10 - t10, g20, t20, n20: g20 - t20, total: toCents(o.amount.total) };
}

async function expectVatRows(page: Page, v: ReturnType<typeof vatByHand>) {
  const row10 = page.getByTestId('vat-10');
  await expect(row10).toContainText('10 %');
  await expect(row10).toContainText(eur(v.n10));
  await expect(row10).toContainText(eur(v.t10));
  await expect(row10).toContainText(eur(v.g10));
  const row20 = page.getByTestId('vat-20');
  await expect(row20).toContainText(eur(v.n20));
  await expect(row20).toContainText(eur(v.t20));
  await expect(row20).toContainText(eur(v.g20));
}

test.describe('receipts and data rights', () => {
  test.setTimeout(180_000);

  test('when a guest opens the receipt from tracking, then it shows the VAT per rate, prints on A4 and 80 mm and downloads as a PDF with the total', async ({ page, request }) => {
    const { food, drink, qty } = await foodAndDrink(request);
    const placed = await placeOrderViaApi(request, food.vendor, [lineFor(food, {}, qty), lineFor(drink)]);
    const o = placed.order;
    const v = vatByHand(placed, food);

    // from tracking (the order's own link) to the receipt
    await gotoApp(page, `/order/${o.nr}?vendor=${food.vendor.id}&fullOrderId=${encodeURIComponent(o.name)}`);
    await page.getByRole('link', { name: 'Beleg ansehen' }).click();
    await expect(page).toHaveURL(new RegExp(`/receipt/${food.vendor.id}/${o.id}$`));
    const receipt = page.getByRole('article');
    await expect(receipt.getByRole('heading', { level: 1 })).toHaveText(/^Beleg \d{6}$/);
    await expect(receipt).toContainText(food.vendor.label);
    await expect(receipt).toContainText(/UID ATU\d{8}/);
    await expect(receipt).toContainText('Vermittelt durch: Lieferzone GmbH');
    await expect(receipt).toContainText(`${qty}`);
    await expect(receipt).toContainText(food.product.label);
    await expect(receipt).toContainText(drink.product.label);
    await expect(receipt.locator('.receipt-total')).toContainText(eur(v.total));
    await expectVatRows(page, v);
    await expect(receipt).toContainText('§ 11 Abs. 6 UStG');
    await expect(receipt).toContainText('Kasse des Restaurants');
    await expectAxeClean(page);

    // print, A4: only the receipt, the buttons stay off the paper
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'PDF herunterladen' })).toBeHidden();
    await expect(page.getByTestId('vat-20')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // print, 80 mm: at the slip's 302 px nothing sticks out sideways
    await page.getByRole('radio', { name: '80 mm' }).check();
    await expect(receipt).toHaveAttribute('data-paper', '80mm');
    await page.setViewportSize({ width: 302, height: 900 });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('vat-10')).toBeVisible();
    const overflow = await receipt.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const wider = [...el.querySelectorAll('*')].filter((c) => c.getBoundingClientRect().right > 302.5).map((c) => c.className || c.tagName);
      return { width: box.width, scroll: el.scrollWidth, client: el.clientWidth, wider };
    });
    expect(overflow.width).toBeLessThanOrEqual(302);
    expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
    expect(overflow.wider).toEqual([]);
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1280, height: 900 });

    // the PDF (the chosen 80 mm slip): its text has the total and the VAT
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`beleg-${o.nr}-80mm.pdf`);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // the PDF's text has plain spaces where the page's amounts have no-break ones
    const text = await pdfText(bytes);
    const plain = (cents: number) => eur(cents).replace(/\u00a0/g, ' ');
    expect(text).toContain(`Gesamt ${plain(v.total)}`);
    expect(text).toContain(`10 % USt. von ${plain(v.g10)}: netto ${plain(v.n10)}, Steuer ${plain(v.t10)}`);
    expect(text).toContain(`20 % USt. von ${plain(v.g20)}: netto ${plain(v.n20)}, Steuer ${plain(v.t20)}`);
  });

  test('when a signed-in customer opens a receipt from the order history and downloads their data, then both are theirs', async ({ page, request }) => {
    const config = (await (await request.get('/config.json')).json()) as { supabaseAnonKey: string };
    const headers = { apikey: config.supabaseAnonKey, Authorization: `Bearer ${config.supabaseAnonKey}` };
    const email = `e2e.receipt.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.at`;
    const password = 'Sicher123';
    expect((await request.post('/auth/v1/signup', { headers, data: { email, password, data: { first_name: 'Rita', last_name: 'Beleg' } } })).status()).toBe(200);
    await expect.poll(async () => ((await (await request.get('/dev/mailbox', { params: { to: email } })).json()) as unknown[]).length).toBeGreaterThan(0);
    const [mail] = (await (await request.get('/dev/mailbox', { params: { to: email } })).json()) as { text: string }[];
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect((await request.post('/auth/v1/verify', { headers, data: { email, token: code, type: 'signup' } })).status()).toBe(200);
    const login = await request.post('/auth/v1/token?grant_type=password', { headers, data: { email, password } });
    const session = (await login.json()) as { access_token: string };

    // an order in the account (placed with the access token)
    const { food, drink, qty } = await foodAndDrink(request);
    const body = {
      requestId: `e2e-receipt-${Date.now()}`,
      order: {
        delivery: { label: 'Rita Beleg', pickUp: false, mobile: '+43 660 7654321', email, loc: { addrLines: ['Neubaugasse 12'], city: 'Wien', postalCode: POSTAL } },
        payment: { sys: 'offline', method: 'atm', ccy: 'EUR' },
        lines: [{ entry: { type: 'product', productId: food.product.id }, qty }, { entry: { type: 'product', productId: drink.product.id }, qty: 1 }],
      },
    };
    const res = await request.post(`/api/v1/vendors/${food.vendor.id}:placeOrder`, { headers: { Authorization: `Bearer ${session.access_token}` }, data: body });
    expect(res.status(), await res.text()).toBe(200);
    const placed = (await res.json()) as PlaceOrderResponse;
    const v = vatByHand(placed, food);

    await gotoApp(page, '/');
    await page.getByTestId('login-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-Mail').fill(email);
    await dialog.getByLabel('Passwort', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByTestId('user-menu-button')).toContainText('Rita');

    await gotoApp(page, '/profile?tab=orders');
    await page.getByRole('link', { name: `Beleg zu Bestellung ${placed.order.nr}` }).click();
    await expect(page.getByTestId('vat-10')).toBeVisible();
    await expectVatRows(page, v);
    await expect(page.getByRole('article')).toContainText('Karte bei Übergabe');
    await expectAxeClean(page);

    // the same receipt without the account's token is refused (the page says to sign in)
    const anon = await request.get(`/api/v1/vendors/${food.vendor.id}/orders/${placed.order.id}/receipt`);
    expect(anon.status()).toBe(401);

    // "Meine Daten herunterladen"
    await gotoApp(page, '/profile?tab=settings');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^lieferzone-meine-daten-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path()), 'utf8')) as {
      account: { email: string }; profile: { first_name: string }[]; orders: { id: string; items: { product_name: string }[] }[];
    };
    expect(data.account.email).toBe(email);
    expect(data.profile[0]?.first_name).toBe('Rita');
    expect(data.orders.map((x) => x.id)).toEqual([placed.order.id]);
    expect(data.orders[0]?.items.map((i) => i.product_name)).toEqual([food.product.label, drink.product.label]);
    const summary = page.getByTestId('export-summary');
    await expect(summary).toContainText('Bestellungen: 1');
    await expect(summary).toContainText('Profil: 1');
    await expectAxeClean(page);
  });

  test("when the desk opens an order's receipt beside the kitchen ticket, then it shows the same receipt to print for the courier bag", async ({ browser, request }) => {
    // the last always-open vendor of POSTAL: the one whose desk the desk, courier and reviews specs keep open too
    const vendors = (await listVendors(request, `zone:${POSTAL}`)).filter(
      (v) => alwaysOpen(v) && v.tags.includes('delivery') && matchZone(v, POSTAL) !== null && !v.tags.includes('min-order-required'),
    );
    const pick = await findProduct(request, vendors.reverse(), (x) => x.options.length === 0);
    const desk = await openDesk(browser, pick.vendor.id);
    const placed = await placeOrderViaApi(request, pick.vendor, [lineFor(pick, {}, 3)]);
    const orderCard = desk.locator(`[data-testid="desk-order"][data-nr="${placed.order.nr}"]`);
    await orderCard.getByRole('link', { name: /^Beleg/ }).click();
    const receipt = desk.getByRole('article');
    await expect(receipt.getByRole('heading', { level: 1 })).toHaveText(/^Beleg \d{6}$/);
    await expect(receipt).toContainText(placed.order.nr);
    await expect(receipt.locator('.receipt-total')).toContainText(eur(toCents(placed.order.amount.total)));
    await expect(desk.getByRole('button', { name: 'Drucken (80-mm-Bon)' })).toBeVisible();
    await expectAxeClean(desk);
    await desk.context().close();
  });
});

