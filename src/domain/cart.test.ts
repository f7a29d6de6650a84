import { describe, expect, it } from 'vitest';
import {
  addLine, buildCartLine, cartCount, cartLineId, cartLineToOrderLine, cartSubtotal, lineSelection, lineTotalCents,
  lineUnitCents, setLineQuantity, vatBreakdown,
} from './cart.ts';
import type { CartLine } from './cart.ts';
import type { Product, ProductGroup } from './types.ts';

const line = (over: Partial<CartLine> = {}): CartLine => ({
  cartItemId: 'p1', productId: 'p1', name: 'Margherita', price: 8.9, quantity: 1, vatPercent: 10, options: [], addons: [],
  ...over,
});

describe('cart line identity (spec 1 §3: identical items merge)', () => {
  it('when the same options are chosen in another key order, then the id is the same', () => {
    expect(cartLineId('p1', { size: { l: 1 }, extras: { cheese: 2, ham: 1 } }))
      .toBe(cartLineId('p1', { extras: { ham: 1, cheese: 2 }, size: { l: 1 } }));
  });
  it('when a value has quantity 0, then it does not change the id', () => {
    expect(cartLineId('p1', { extras: { cheese: 0 }, size: { l: 1 } })).toBe(cartLineId('p1', { size: { l: 1 } }));
    expect(cartLineId('p1', { extras: {} })).toBe('p1');
  });
  it('when options, quantities, extras or the product differ, then the ids differ', () => {
    const a = cartLineId('p1', { size: { l: 1 } });
    expect(cartLineId('p1', { size: { m: 1 } })).not.toBe(a);
    expect(cartLineId('p1', { size: { l: 2 } })).not.toBe(a);
    expect(cartLineId('p2', { size: { l: 1 } })).not.toBe(a);
    expect(cartLineId('p1', { size: { l: 1 } }, [{ name: 'Besteck' }])).not.toBe(a);
  });
  it('when extras are listed in another order, then the id is the same', () => {
    expect(cartLineId('p1', {}, [{ name: 'b' }, { name: 'a' }])).toBe(cartLineId('p1', {}, [{ name: 'a' }, { name: 'b' }]));
  });
});

describe('line totals (spec 1 §3: (base + options × qty + addons) × quantity, exact in cents)', () => {
  const withOpts = line({
    price: 2.35,
    quantity: 3,
    options: [{ slug: 'extras', label: 'Extras', selectedValues: [
      { slug: 'cheese', label: 'Käse', price: 0.5, qty: 2 },
      { slug: 'ham', label: 'Schinken', price: 1.1, qty: 1 },
    ] }],
    addons: [{ name: 'Dip', price: 0.7 }],
  });
  it('when a line has options and addons, then the unit price adds value price × qty and addon prices', () => {
    expect(lineUnitCents(withOpts)).toBe(235 + 100 + 110 + 70);
  });
  it('when the quantity is above 1, then the total is the unit price × quantity with no float drift', () => {
    expect(lineTotalCents(withOpts)).toBe(515 * 3);
    expect(lineTotalCents(line({ price: 0.1, quantity: 3 }))).toBe(30);
  });
  it('when the option carries free picks, then the cart charges like the server (first units free)', () => {
    const l = line({ price: 5, options: [{ slug: 'x', label: 'X', free: 1, selectedValues: [
      { slug: 'a', label: 'A', price: 1, qty: 1 }, { slug: 'b', label: 'B', price: 2, qty: 1 },
    ] }] });
    expect(lineUnitCents(l)).toBe(500 + 200);
  });
  it('when the subtotal and count are asked, then they sum every line', () => {
    const lines = [line({ quantity: 2 }), line({ cartItemId: 'p2', productId: 'p2', price: 3.5, quantity: 1 })];
    expect(cartSubtotal(lines)).toBe(2 * 890 + 350);
    expect(cartCount(lines)).toBe(3);
    expect(cartSubtotal([])).toBe(0);
  });
});

describe('cart changes (spec 1 §2 cart, §3 merge)', () => {
  it('when an identical line is added, then the quantities are added and no new line appears', () => {
    const lines = addLine(addLine([], line({ quantity: 1, notes: 'scharf' })), line({ quantity: 2 }));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(3);
    expect(lines[0]?.notes).toBe('scharf');
  });
  it('when a different line is added, then it is appended', () => {
    expect(addLine([line()], line({ cartItemId: 'p1|size=l*1' }))).toHaveLength(2);
  });
  it('when quantities would exceed 99, then they are capped at 99', () => {
    expect(addLine([line({ quantity: 98 })], line({ quantity: 5 }))[0]?.quantity).toBe(99);
  });
  it('when a quantity is set to 0 or less, then the line is removed', () => {
    expect(setLineQuantity([line()], 'p1', 0)).toEqual([]);
    expect(setLineQuantity([line()], 'p1', -1)).toEqual([]);
  });
  it('when a quantity is set above 0, then only that line changes', () => {
    const lines = setLineQuantity([line(), line({ cartItemId: 'x' })], 'p1', 4);
    expect(lines.map((l) => l.quantity)).toEqual([4, 1]);
  });
  it('when lines change, then the input array is not mutated', () => {
    const lines = [line()];
    addLine(lines, line());
    setLineQuantity(lines, 'p1', 5);
    expect(lines[0]?.quantity).toBe(1);
  });
});

describe('VAT included in prices (spec 1 §9)', () => {
  it('when items have rates 10 and 20, then VAT per rate is gross × rate / (100 + rate), rounded', () => {
    expect(vatBreakdown([
      { totalCents: 1100, vatPercent: 10 }, { totalCents: 1200, vatPercent: 20 }, { totalCents: 999, vatPercent: 10 },
    ])).toEqual([{ rate: 10, val: Math.round((2099 * 10) / 110) }, { rate: 20, val: 200 }]);
  });
  it('when an item has no VAT rate, then no breakdown is given', () => {
    expect(vatBreakdown([{ totalCents: 100, vatPercent: 10 }, { totalCents: 100, vatPercent: undefined }])).toEqual([]);
  });
});

describe('building a cart line from the product dialog', () => {
  const product: Product = {
    id: 'p7', label: 'Pizza Diavola', pr: 10.5, vatP: 10, info: { desc: 'scharf', images: [{ url: '/img/p7.svg', tags: ['pizza'] }] },
    opts: [{ slug: 'extras', label: 'Extras', max: 3, free: 1, vals: [
      { slug: 'olives', label: 'Oliven', pr: 1 }, { slug: 'cheese', label: 'Käse', pr: 1.5 },
    ] }],
  };
  const group: Pick<ProductGroup, 'opts'> = { opts: [{ slug: 'size', label: 'Größe', min: 1, max: 1, vals: [
    { slug: 'm', label: 'Mittel', pr: 0 }, { slug: 'l', label: 'Groß', pr: 3 },
  ] }] };

  it('when built, then only values with quantity above 0 enter the line, in option order', () => {
    const l = buildCartLine({ group, product, selection: { extras: { cheese: 1, olives: 0 }, size: { l: 1 } }, quantity: 2, notes: ' ohne Zwiebel ' });
    expect(l.options.map((o) => [o.slug, o.selectedValues.map((v) => v.slug)])).toEqual([['size', ['l']], ['extras', ['cheese']]]);
    expect(l.cartItemId).toBe(cartLineId('p7', { size: { l: 1 }, extras: { cheese: 1 } }));
    expect(l.notes).toBe('ohne Zwiebel');
    expect(l.image).toBe('/img/p7.svg');
    expect(lineSelection(l)).toEqual({ size: { l: 1 }, extras: { cheese: 1 } });
  });

  it('when built with a free pick, then the total charges only beyond the free count', () => {
    const l = buildCartLine({ group, product, selection: { size: { l: 1 }, extras: { olives: 1, cheese: 1 } }, quantity: 2 });
    expect(lineTotalCents(l)).toBe((1050 + 300 + 150) * 2);
  });

  it('when sent as an order line, then it carries product, option values and the client total', () => {
    const l = buildCartLine({ group, product, selection: { size: { l: 1 } }, quantity: 1, notes: 'x' });
    expect(cartLineToOrderLine(l)).toEqual({
      entry: { type: 'product', productId: 'p7', label: 'Pizza Diavola', pr: 10.5, vatP: 10,
        opts: [{ slug: 'size', label: 'Größe', vals: [{ slug: 'l', label: 'Groß', qty: 1, pr: 3 }] }] },
      qty: 1, total: 13.5, note: 'x',
    });
  });
});
