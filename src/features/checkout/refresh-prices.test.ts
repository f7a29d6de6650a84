import type { CartLine } from '../../domain/cart.ts';
import type { Catalog } from '../../domain/types.ts';
import { refreshLinePrices } from './refresh-prices.ts';

const catalog: Pick<Catalog, 'productGroups'> = {
  productGroups: [
    {
      slug: 'vendors/v/catalogs/delivery/groups/pizza',
      label: 'Pizza',
      opts: [{ slug: 'size', label: 'Größe', min: 1, max: 1, vals: [{ slug: 'l', label: 'Groß', pr: 3 }] }],
      products: [{ id: 'p1', label: 'Margherita', pr: 10.5, vatP: 10 }],
    },
  ],
};

const line = (productId: string): CartLine => ({
  cartItemId: `${productId}|size:l`,
  productId,
  name: 'Margherita',
  price: 9.5,
  quantity: 2,
  notes: 'scharf',
  vatPercent: 10,
  options: [{ slug: 'size', label: 'Größe', selectedValues: [{ slug: 'l', label: 'Groß', price: 2, qty: 1 }] }],
  addons: [],
});

describe('refreshLinePrices (after a 409 price change)', () => {
  it('when the catalog prices changed, then each line takes the new base and option prices, keeping picks, quantity and notes', () => {
    const [fresh] = refreshLinePrices([line('p1')], catalog);
    expect(fresh).toMatchObject({ productId: 'p1', price: 10.5, quantity: 2, notes: 'scharf' });
    expect(fresh?.options[0]?.selectedValues[0]).toMatchObject({ slug: 'l', price: 3, qty: 1 });
  });
  it('when a product is no longer in the catalog, then its line is dropped', () => {
    expect(refreshLinePrices([line('gone'), line('p1')], catalog).map((l) => l.productId)).toEqual(['p1']);
  });
});
