import { cartLineId, lineTotalCents } from '../../domain/cart.ts';
import { orderLinesToCartLines, parseOrderName } from './reorder.ts';

describe('orderLinesToCartLines ("Erneut bestellen")', () => {
  it('when an order is reordered, then the same products, picks, quantities and notes become cart lines', () => {
    const [line] = orderLinesToCartLines([
      {
        entry: {
          type: 'product',
          productId: 'p1',
          label: 'Margherita',
          pr: 9.5,
          vatP: 10,
          opts: [{ slug: 'size', label: 'Größe', vals: [{ slug: 'l', label: 'Groß', qty: 1, pr: 2 }, { slug: 's', qty: 0 }] }],
        },
        qty: 2,
        total: 23,
        note: 'scharf',
      },
    ]);
    expect(line).toMatchObject({ productId: 'p1', name: 'Margherita', quantity: 2, notes: 'scharf', vatPercent: 10 });
    expect(line?.cartItemId).toBe(cartLineId('p1', { size: { l: 1 } }));
    expect(line?.options[0]?.selectedValues).toEqual([{ slug: 'l', label: 'Groß', price: 2, qty: 1 }]);
    expect(line && lineTotalCents(line)).toBe(2300);
  });
});

describe('parseOrderName', () => {
  it('when given a resource name, then vendor and order ids are read; anything else gives null', () => {
    expect(parseOrderName('vendors/abc/orders/def')).toEqual({ vendorId: 'abc', orderId: 'def' });
    expect(parseOrderName('vendors/abc')).toEqual({ vendorId: 'abc', orderId: null });
    expect(parseOrderName('orders/def')).toBeNull();
    expect(parseOrderName(undefined)).toBeNull();
  });
});
