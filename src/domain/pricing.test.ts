import { describe, expect, it } from 'vitest';
import { PricingError, priceOrder } from './pricing.ts';
import { buildCartLine, cartLineToOrderLine, cartSubtotal } from './cart.ts';
import type { DeliveryZone, OrderLine, ProductGroup } from './types.ts';

const pizza: ProductGroup = {
  slug: 'vendors/v1/catalogs/delivery/groups/pizza',
  label: 'Pizza',
  opts: [{ slug: 'size', label: 'Größe', min: 1, max: 1, vals: [
    { slug: 'm', label: 'Mittel', pr: 0 }, { slug: 'l', label: 'Groß', pr: 3 },
  ] }],
  products: [
    { id: 'p1', label: 'Margherita', pr: 8.9, vatP: 10, opts: [{ slug: 'extras', label: 'Extras', max: 3, maxQ: 2, free: 1, vals: [
      { slug: 'olives', label: 'Oliven', pr: 1 }, { slug: 'cheese', label: 'Käse', pr: 1.5 },
    ] }] },
    { id: 'p2', label: 'Calzone', pr: 11, vatP: 10, noInherit: true },
  ],
};
const drinks: ProductGroup = { slug: 'vendors/v1/catalogs/delivery/groups/drinks', label: 'Getränke', products: [
  { id: 'd1', label: 'Cola 0,5 l', pr: 3.2, vatP: 20 },
] };
const catalog = { productGroups: [pizza, drinks] };
const zone: DeliveryZone = { label: 'A', postalCode: '1010', minPrice: 15, serviceFee: 2.5, serviceFeeMax: 40 };

const l = (productId: string, qty: number, opts?: OrderLine['entry']['opts'], extra: Partial<OrderLine['entry']> = {}): OrderLine =>
  ({ entry: { type: 'product', productId, ...(opts ? { opts } : {}), ...extra }, qty });
const size = (v: string) => ({ slug: 'size', vals: [{ slug: v, qty: 1 }] });
const base = { catalog, zone, orderType: 'delivery' as const, tags: [] as string[] };

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return e instanceof PricingError ? e.code : `not a PricingError: ${String(e)}`;
  }
  return 'no error';
}

describe('order pricing from the catalog (issue 2 placeOrder)', () => {
  it('when a line is priced, then base + option charges (free picks deducted) × qty give the line total', () => {
    const r = priceOrder({ ...base, lines: [l('p1', 2, [size('l'), { slug: 'extras', vals: [{ slug: 'olives', qty: 1 }, { slug: 'cheese', qty: 2 }] }])] });
    // unit = 8.90 + 3 (Groß) + extras: olives free, cheese 2 × 1.50 = 14.90; × 2 = 29.80
    expect(r.lines[0]?.total).toBe(29.8);
    expect(r.totals.subtotal).toBe(2980);
  });

  it('when the client sends its own prices and labels, then they are replaced from the catalog', () => {
    const r = priceOrder({ ...base, lines: [l('d1', 1, undefined, { pr: 0.01, label: 'Gratis', vatP: 0 })] });
    expect(r.lines[0]?.entry).toMatchObject({ productId: 'd1', label: 'Cola 0,5 l', pr: 3.2, vatP: 20 });
    expect(r.lines[0]?.total).toBe(3.2);
  });

  it('when option values are priced, then labels and prices are filled in, in catalog order', () => {
    const r = priceOrder({ ...base, lines: [l('p1', 1, [{ slug: 'extras', vals: [{ slug: 'cheese', qty: 1 }, { slug: 'olives', qty: 1 }] }, size('m')])] });
    expect(r.lines[0]?.entry.opts).toEqual([
      { slug: 'size', label: 'Größe', vals: [{ slug: 'm', label: 'Mittel', qty: 1, pr: 0 }] },
      { slug: 'extras', label: 'Extras', vals: [{ slug: 'olives', label: 'Oliven', qty: 1, pr: 1 }, { slug: 'cheese', label: 'Käse', qty: 1, pr: 1.5 }] },
    ]);
  });

  it('when the subtotal is below the minimum, then the amount charges the service fee and the minimum-order fee', () => {
    const r = priceOrder({ ...base, lines: [l('d1', 2)] });
    expect(r.amount).toMatchObject({ ccy: 'EUR', val: 6.4, discounts: [], total: 6.4 + 2.5 + 8.6 });
    expect(r.amount.charges).toEqual([{ type: 'service-fee', val: 2.5 }, { type: 'min-order-fee', val: 8.6 }]);
  });

  it('when the subtotal reaches serviceFeeMax, then no service-fee charge is listed', () => {
    const r = priceOrder({ ...base, lines: [l('p2', 4)] });
    expect(r.amount.charges).toEqual([]);
    expect(r.amount.total).toBe(44);
  });

  it('when a tip is given, then it is a charge and part of the total', () => {
    const r = priceOrder({ ...base, lines: [l('p2', 2)], tip: 150 });
    expect(r.amount.charges).toContainEqual({ type: 'tip', val: 1.5 });
    expect(r.amount.total).toBe(22 + 2.5 + 1.5);
  });

  it('when the order is pickup, then no fees are charged', () => {
    const r = priceOrder({ ...base, orderType: 'pickup', lines: [l('d1', 1)] });
    expect(r.amount.charges).toEqual([]);
    expect(r.amount.total).toBe(3.2);
  });

  it('when the vendor requires the minimum, then no minimum-order fee is charged and the totals say it blocks', () => {
    const r = priceOrder({ ...base, tags: ['min-order-required'], lines: [l('d1', 1)] });
    expect(r.amount.charges).toEqual([{ type: 'service-fee', val: 2.5 }]);
    expect(r.totals.minimumBlocks).toBe(true);
  });

  it('when VAT is computed, then lines count at their rate and fees at 20 %, the tip carries none', () => {
    const r = priceOrder({ ...base, lines: [l('p2', 1), l('d1', 1)], tip: 100 });
    // 10 %: 11.00 → 1.00; 20 %: 3.20 + 2.50 fee + 0.80 min-order fee = 6.50 → 1.08
    expect(r.amount.vat).toEqual([{ rate: 10, val: 1 }, { rate: 20, val: 1.08 }]);
  });

  it('when the app prices its cart, then the server computes the same subtotal', () => {
    const product = pizza.products[0];
    if (!product) throw new Error('fixture');
    const cart = [buildCartLine({ group: pizza, product, selection: { size: { l: 1 }, extras: { olives: 2, cheese: 1 } }, quantity: 3 })];
    const r = priceOrder({ ...base, lines: cart.map(cartLineToOrderLine) });
    expect(r.totals.subtotal).toBe(cartSubtotal(cart));
    expect(r.lines[0]?.total).toBe(cartLineToOrderLine(cart[0] as never).total);
  });
});

describe('pricing refusals (issue 2: 400 with a precise message)', () => {
  it('when the cart is empty, then empty-cart', () => {
    expect(code(() => priceOrder({ ...base, lines: [] }))).toBe('empty-cart');
  });
  it('when a product is unknown, then unknown-product naming it', () => {
    expect(code(() => priceOrder({ ...base, lines: [l('nope', 1)] }))).toBe('unknown-product');
    expect(() => priceOrder({ ...base, lines: [l('nope', 1)] })).toThrow(/nope/);
  });
  it('when an option is unknown or inherited options are off (noInherit), then unknown-option', () => {
    expect(code(() => priceOrder({ ...base, lines: [l('p1', 1, [size('m'), { slug: 'sauce', vals: [] }])] }))).toBe('unknown-option');
    expect(code(() => priceOrder({ ...base, lines: [l('p2', 1, [size('m')])] }))).toBe('unknown-option');
  });
  it('when an option value is unknown, then unknown-value naming the option', () => {
    expect(code(() => priceOrder({ ...base, lines: [l('p1', 1, [size('xxl')])] }))).toBe('unknown-value');
    expect(() => priceOrder({ ...base, lines: [l('p1', 1, [size('xxl')])] })).toThrow(/xxl.*Größe/);
  });
  it('when a required option is missing, then option-min', () => {
    expect(code(() => priceOrder({ ...base, lines: [l('p1', 1)] }))).toBe('option-min');
  });
  it('when more values than max are picked, then option-max', () => {
    expect(code(() => priceOrder({ ...base, lines: [l('p1', 1, [{ slug: 'size', vals: [{ slug: 'm', qty: 1 }, { slug: 'l', qty: 1 }] }])] }))).toBe('option-max');
  });
  it('when one value is picked more often than maxQ, then option-maxq', () => {
    expect(code(() => priceOrder({ ...base, lines: [l('p1', 1, [size('m'), { slug: 'extras', vals: [{ slug: 'cheese', qty: 3 }] }])] }))).toBe('option-maxq');
  });
  it('when the same value is sent twice, then the quantities are summed before checking maxQ', () => {
    expect(code(() => priceOrder({ ...base, lines: [l('p1', 1, [size('m'), { slug: 'extras', vals: [{ slug: 'cheese', qty: 2 }, { slug: 'cheese', qty: 1 }] }])] }))).toBe('option-maxq');
  });
  it('when a line quantity is not a whole number from 1 to 99, then bad-quantity', () => {
    for (const q of [0, -1, 1.5, 100, Number.NaN]) {
      expect(code(() => priceOrder({ ...base, lines: [l('d1', q)] }))).toBe('bad-quantity');
    }
    expect(code(() => priceOrder({ ...base, lines: [l('d1', 99)] }))).toBe('no error');
  });
  it('when the tip is negative or not whole cents, then bad-tip', () => {
    expect(code(() => priceOrder({ ...base, lines: [l('d1', 1)], tip: -1 }))).toBe('bad-tip');
    expect(code(() => priceOrder({ ...base, lines: [l('d1', 1)], tip: 0.5 }))).toBe('bad-tip');
  });
});
