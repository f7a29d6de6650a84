import { buildCartLine, lineTotalCents, type CartLine } from '../../domain/cart.ts';
import type { Catalog, ProductGroup } from '../../domain/types.ts';
import { recheckPrices } from './price-recheck.ts';

const group = (pr: number, extra = false): ProductGroup => ({
  slug: 'vendors/v/catalogs/delivery/groups/pizza',
  label: 'Pizza',
  products: [
    { id: 'p1', label: 'Margherita', pr, vatP: 10 },
    ...(extra ? [] : [{ id: 'p2', label: 'Salami', pr: 11, vatP: 10 }]),
  ],
});
const catalog = (g: ProductGroup): Pick<Catalog, 'productGroups'> => ({ productGroups: [g] });

function cartFrom(g: ProductGroup): CartLine[] {
  return g.products.map((product, i) => buildCartLine({ group: g, product, selection: {}, quantity: i + 1 }));
}

describe('recheckPrices (cart restored after a closed tab)', () => {
  it('when nothing changed, then no line is marked and the lines stay the same', () => {
    const lines = cartFrom(group(9.5));
    const r = recheckPrices(lines, catalog(group(9.5)));
    expect(r.changed.size).toBe(0);
    expect(r.removed).toEqual([]);
    expect(r.lines.map(lineTotalCents)).toEqual(lines.map(lineTotalCents));
  });

  it('when a price changed, then that line gets the new price and is marked with its old total', () => {
    const lines = cartFrom(group(9.5));
    const r = recheckPrices(lines, catalog(group(10)));
    const p1 = r.lines.find((l) => l.productId === 'p1')!;
    expect(lineTotalCents(p1)).toBe(1000);
    expect(r.changed.get(p1.cartItemId)).toBe(950);
    expect([...r.changed.keys()]).toEqual([p1.cartItemId]);
  });

  it('when a product is gone from the catalog, then its line is removed and named', () => {
    const lines = cartFrom(group(9.5));
    const r = recheckPrices(lines, catalog(group(9.5, true)));
    expect(r.lines.map((l) => l.productId)).toEqual(['p1']);
    expect(r.removed).toEqual(['Salami']);
  });
});
