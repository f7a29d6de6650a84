/**
 * From sign-up to first order: accepting a restaurant sign-up makes a draft vendor (not listed) with zone, hours, an
 * empty menu and a desk account invited by mail; the menu editor validates with the order pricing (precise 400s);
 * publishing lists it for its postal code; a customer's order is priced by the server; the new desk sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAY_KEYS } from '../../src/domain/forms/constants.ts';
import { call, customerIp, IDS } from '../vendor-api/test-fixtures.ts';
import { createOpsApi, type OpsApi } from './test-kit.ts';

let t: OpsApi;
let op: { token: string; email: string };
beforeAll(async () => {
  t = await createOpsApi();
  op = await t.operator();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const O = '/api/v1/ops';
const allDay = Object.fromEntries(WEEKDAY_KEYS.map((d) => [d, { open: '00:00', close: '00:00', closed: false }]));
const move = (id: string, status: string) => t.ops(op.token, { method: 'POST', url: `${O}/inbox/restaurant/${id}/status`, payload: { status } });
const listed = async (code: string) =>
  ((await call(t.app, { url: `/api/v1/vendors?filter=zone:${code}&pageSize=100` })).body.vendors as { id: string }[]).map((v) => v.id);

const MENU = {
  categories: [
    { name: 'Pizza', products: [
      { name: 'Pizza Lina', description: 'Tomate, Mozzarella', priceCents: 950, vatRate: 10, allergens: ['A', 'G'], diet: { vegetarian: true, spicy: 1 },
        optionGroups: [{ name: 'Größe', min: 1, max: 1, values: [{ name: 'Klein', priceCents: 0 }, { name: 'Groß', priceCents: 200, allergens: ['C'] }] }] },
      { name: 'Pizza Salami', priceCents: 1090, vatRate: 10, allergens: ['A', 'G'], optionGroups: [] },
    ] },
    { name: 'Getränke', products: [{ name: 'Cola 0,5 l', priceCents: 320, vatRate: 20, allergens: [], optionGroups: [] }] },
  ],
};

describe('restaurant sign-up → draft → published → first order', () => {
  it('when the whole way is walked, then each step holds', async () => {
    const email = `owner.${Date.now().toString(36)}@trattoria.example.com`;
    const s = await t.submit('restaurant-signup', { email, restaurantName: 'Trattoria Ops', postalCode: '4020', city: 'Linz', openingHours: allDay });
    expect((await move(s.id, 'in_review')).status).toBe(200);
    const accepted = await move(s.id, 'accepted');
    expect(accepted.status).toBe(200);
    const vendorId = accepted.body.vendorId as string;
    expect(vendorId).toMatch(/^[0-9a-f-]{36}$/);

    // a draft: zone 4020 with the default fee and minimum, hours from the sign-up, empty menu, the owner's desk account
    const draft = await t.ops(op.token, { url: `${O}/vendors/${vendorId}` });
    expect(draft.body).toMatchObject({
      state: 'draft', publishedAt: null, label: 'Trattoria Ops', postalCode: '4020', signupId: s.id, deskEmails: [email], menu: { categories: [] },
      zones: [{ postalCodes: ['4020'], feeCents: 290, minOrderCents: 1500 }],
    });
    expect(draft.body.openingHours).toHaveLength(7);
    expect(await listed('4020')).not.toContain(vendorId);

    // the invitation with a one-time set-password link from the configured origin
    const [mail] = await t.mails(email);
    expect(mail?.subject).toContain('Trattoria Ops');
    const link = /http:\/\/localhost:8080\/auth\/v1\/verify\?token=[0-9a-f]{64}&type=recovery&redirect_to=\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();

    // empty menu cannot be published
    const early = await t.ops(op.token, { method: 'POST', url: `${O}/vendors/${vendorId}/publish` });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toContain('menu is empty');

    const menu = await t.ops(op.token, { method: 'PUT', url: `${O}/vendors/${vendorId}/menu`, payload: MENU });
    expect(menu.status).toBe(200);
    const [pizza, cola] = [menu.body.menu.categories[0].products[0], menu.body.menu.categories[1].products[0]] as { id: string }[];
    const zones = await t.ops(op.token, {
      method: 'PUT', url: `${O}/vendors/${vendorId}/zones`,
      payload: { zones: [{ label: 'Linz', postalCodes: ['4020', '4040'], feeCents: 250, minOrderCents: 1200 }] },
    });
    expect(zones.status).toBe(200);
    expect(await listed('4020')).not.toContain(vendorId);

    const pub = await t.ops(op.token, { method: 'POST', url: `${O}/vendors/${vendorId}/publish` });
    expect(pub.status).toBe(200);
    expect(pub.body.state).toBe('published');
    expect(await listed('4020')).toContain(vendorId);
    expect(await listed('4040')).toContain(vendorId);
    expect((await t.ops(op.token, { method: 'POST', url: `${O}/vendors/${vendorId}/publish` })).status).toBe(409);

    // audit of the vendor: menu, zones, publish by this operator
    const audit = await t.tdb.db.query<{ action: string; actor_email: string }>(`select action, actor_email from public.ops_audit where entity_id = $1 order by at, id`, [vendorId]);
    expect(audit).toEqual([{ action: 'menu', actor_email: op.email }, { action: 'zones', actor_email: op.email }, { action: 'publish', actor_email: op.email }]);

    // 2 × Pizza Lina groß (9.50 + 2.00 = 11.50) + 1 Cola 3.20 = 26.20; delivery fee 2.50 → 28.70
    const order = await call(t.app, {
      method: 'POST', url: `/api/v1/vendors/${vendorId}:placeOrder`, remoteAddress: customerIp(),
      payload: { order: {
        delivery: { label: 'Anna Muster', loc: { addrLines: ['Hauptstraße 5'], city: 'Linz', postalCode: '4040' }, pickUp: false, mobile: '+43 660 1234567', email: 'anna@example.at' },
        payment: { sys: 'offline', method: 'cash', ccy: 'EUR' },
        lines: [
          { entry: { type: 'product', productId: pizza?.id, opts: [{ slug: 'groesse', vals: [{ slug: 'gross', qty: 1 }] }] }, qty: 2 },
          { entry: { type: 'product', productId: cola?.id }, qty: 1 },
        ],
      } },
    });
    expect(order.status).toBe(200);
    expect(order.body.order.amount.val).toBe(26.2);
    expect(order.body.order.amount.total).toBe(28.7);

    // the owner sets a password through the link, signs in to the desk and accepts the order
    const url = new URL(link ?? '');
    const verified = await call(t.app, { url: `${url.pathname}${url.search}` });
    expect(verified.status).toBe(303);
    const access = new URLSearchParams(String(verified.headers.location).split('#')[1]).get('access_token') ?? '';
    const setPw = await call(t.app, { method: 'PUT', url: '/auth/v1/user', headers: { apikey: t.apikey, authorization: `Bearer ${access}` }, payload: { password: 'NeuesPasswort1' } });
    expect(setPw.status).toBe(200);
    const signed = await t.signIn(email, 'NeuesPasswort1');
    const deskToken = signed.body.access_token ?? '';
    const orders = await t.as(deskToken, { url: '/api/v1/desk/orders' });
    expect(orders.status).toBe(200);
    expect(JSON.stringify(orders.body)).toContain(order.body.order.id as string);
    expect((await t.act(deskToken, order.body.order.id as string, 'accept', { prepMinutes: 20 })).status).toBe(200);
    expect((await call(t.app, { url: link ? `${url.pathname}${url.search}` : '/' })).headers.location).toContain('error');
  }, 60_000);

  it('when a sign-up from Germany is accepted, then 409 and nothing is created or moved', async () => {
    const s = await t.submit('restaurant-signup', { country: 'Deutschland', postalCode: '80331', city: 'München' });
    expect((await move(s.id, 'in_review')).status).toBe(200);
    const r = await move(s.id, 'accepted');
    expect(r.status).toBe(409);
    expect(r.body.error.message).toContain('Only restaurants in Austria');
    const [row] = await t.tdb.db.query<{ status: string; vendor_id: string | null }>('select status, vendor_id from public.restaurant_signups where id = $1', [s.id]);
    expect(row).toEqual({ status: 'reviewing', vendor_id: null });
  });
});

describe('menu editor: precise 400s', () => {
  const put = (payload: Record<string, unknown>) => t.ops(op.token, { method: 'PUT', url: `${O}/vendors/${IDS.pizza}/menu`, payload });
  const product = (over: Record<string, unknown>) => ({ categories: [{ name: 'Pizza', products: [{ name: 'P', priceCents: 900, vatRate: 10, allergens: [], optionGroups: [], ...over }] }] });
  const group = (g: Record<string, unknown>) => product({ optionGroups: [{ name: 'G', min: 0, max: 1, values: [{ name: 'a', priceCents: 0 }], ...g }] });
  it.each([
    ['a VAT rate of 19', product({ vatRate: 19 }), 'categories.0.products.0.vatRate: vatRate must be one of 10, 13, 20'],
    ['a price in fractions of a cent', product({ priceCents: 9.5 }), 'categories.0.products.0.priceCents: must be a whole number'],
    ['a negative price', product({ priceCents: -1 }), 'categories.0.products.0.priceCents: must be at least 0'],
    ['min above max', group({ min: 2, max: 1 }), 'categories.0.products.0.optionGroups.0.min: must not exceed max (1)'],
    ['min above the number of values', group({ min: 2, max: 3 }), 'categories.0.products.0.optionGroups.0.min: must not exceed the number of values (1)'],
    ['a group without values', group({ values: [] }), 'categories.0.products.0.optionGroups.0.values: needs at least one value'],
    ['an empty product name', product({ name: '  ' }), 'categories.0.products.0.name: is required'],
    ['an allergen as a word', product({ allergens: ['Milch'] }), 'categories.0.products.0.allergens.0: must be one of the allergen codes A, B, C'],
    ['an allergen code that does not exist', product({ allergens: ['A', 'K'] }), 'categories.0.products.0.allergens.1: must be one of the allergen codes'],
    ['an allergen twice', product({ allergens: ['G', 'G'] }), 'categories.0.products.0.allergens: lists an allergen twice'],
    ['an option value\'s allergen as a word', group({ values: [{ name: 'a', priceCents: 0, allergens: ['Ei'] }] }), 'categories.0.products.0.optionGroups.0.values.0.allergens.0: must be one of the allergen codes'],
    ['spiciness 4', product({ diet: { spicy: 4 } }), 'categories.0.products.0.diet.spicy: must be at most 3'],
  ])('when the menu has %s, then 400 names the field', async (_label, payload, message) => {
    const r = await put(payload);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toContain(message);
  });
});

describe('desk menu', () => {
  it('when a desk reads and replaces its menu, then the catalog changes and the audit names the desk; others are refused', async () => {
    const desk = await t.desk(IDS.pizza);
    const before = await t.as(desk.token, { url: '/api/v1/desk/menu' });
    expect(before.status).toBe(200);
    expect(before.body.categories.length).toBeGreaterThan(0);
    const put = await t.as(desk.token, { method: 'PUT', url: '/api/v1/desk/menu', payload: MENU });
    expect(put.status).toBe(200);
    expect(put.body.categories.map((c: { name: string }) => c.name)).toEqual(['Pizza', 'Getränke']);
    const catalog = await call(t.app, { url: `/api/v1/vendors/${IDS.pizza}/catalogs/delivery` });
    expect(catalog.body.productGroups.flatMap((g: { products: { label: string; pr: number }[] }) => g.products.map((p) => [p.label, p.pr]))).toEqual([
      ['Pizza Lina', 9.5], ['Pizza Salami', 10.9], ['Cola 0,5 l', 3.2],
    ]);
    // allergen codes, diet marks and an option value's allergens arrive in the catalog the shop reads
    const lina = catalog.body.productGroups[0].products[0];
    expect([lina.allergens, lina.diet, lina.opts[0].vals.map((v: { allergens?: string[] }) => v.allergens)]).toEqual([['A', 'G'], { vegetarian: true, spicy: 1 }, [undefined, ['C']]]);
    const [row] = await t.tdb.db.query<{ actor_email: string }>(`select actor_email from public.ops_audit where entity_id = $1 and action = 'menu' order by at desc limit 1`, [IDS.pizza]);
    expect(row?.actor_email).toBe(desk.email);
    expect((await t.as(null, { url: '/api/v1/desk/menu' })).status).toBe(401);
    const words = structuredClone(MENU) as { categories: { products: { allergens: string[] }[] }[] };
    words.categories[0]!.products[0]!.allergens = ['Gluten'];
    const refused = await t.as(desk.token, { method: 'PUT', url: '/api/v1/desk/menu', payload: words });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('categories.0.products.0.allergens.0: must be one of the allergen codes');
    expect((await t.as((await t.customer()).token, { method: 'PUT', url: '/api/v1/desk/menu', payload: MENU })).status).toBe(403);
  });

  it("when a desk sets an option value's allergens, then only codes pass, the editor reads them back and the shop shows them; a word is a precise 400", async () => {
    const desk = await t.desk(IDS.pizza);
    const withValue = (allergens: unknown) => {
      const m = structuredClone(MENU) as { categories: { products: { optionGroups: { values: { allergens?: unknown }[] }[] }[] }[] };
      m.categories[0]!.products[0]!.optionGroups[0]!.values[0]!.allergens = allergens;
      return m;
    };
    for (const [bad, message] of [
      [['Milch'], 'categories.0.products.0.optionGroups.0.values.0.allergens.0: must be one of the allergen codes A, B, C'],
      [['G', 'K'], 'categories.0.products.0.optionGroups.0.values.0.allergens.1: must be one of the allergen codes'],
      [['G', 'G'], 'categories.0.products.0.optionGroups.0.values.0.allergens: lists an allergen twice'],
      ['G', 'categories.0.products.0.optionGroups.0.values.0.allergens'],
    ] as const) {
      const refused = await t.as(desk.token, { method: 'PUT', url: '/api/v1/desk/menu', payload: withValue(bad) });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toContain(message);
    }
    const saved = await t.as(desk.token, { method: 'PUT', url: '/api/v1/desk/menu', payload: withValue(['O', 'A']) });
    expect(saved.status).toBe(200);
    // the editor's GET: each value with its codes, in the regulation's order
    const read = await t.as(desk.token, { url: '/api/v1/desk/menu' });
    expect(read.body.categories[0].products[0].optionGroups[0].values.map((v: { allergens?: string[] }) => v.allergens)).toEqual([['A', 'O'], ['C']]);
    // the customer's catalog
    const catalog = await call(t.app, { url: `/api/v1/vendors/${IDS.pizza}/catalogs/delivery` });
    expect(catalog.body.productGroups[0].products[0].opts[0].vals.map((v: { allergens?: string[] }) => v.allergens)).toEqual([['A', 'O'], ['C']]);
  });
});
