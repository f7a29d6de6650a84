import { describe, expect, it } from 'vitest';
import { buildMenu, catalogToMenu, menuSlug } from './menu-edit.ts';
import { priceOrder } from './pricing.ts';
import type { MenuBody } from './wire/ops.ts';

const MENU: MenuBody = {
  categories: [{ name: 'Pizza', products: [{
    name: 'Pizza Lina', priceCents: 950, vatRate: 10, allergens: ['A'],
    optionGroups: [{ name: 'Größe', min: 1, max: 1, values: [{ name: 'Klein', priceCents: 0 }, { name: 'Groß', priceCents: 200 }] }],
  }] }],
};

describe('menu editor rules', () => {
  it('when a valid menu is built, then the order pricing prices its products as the editor shows them (9.50 + 2.00)', () => {
    const r = buildMenu(MENU, 'v1');
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const priced = priceOrder({
      catalog: { productGroups: r.productGroups },
      lines: [{ entry: { type: 'product', productId: 'pizza-pizza-lina', opts: [{ slug: 'groesse', vals: [{ slug: 'gross', qty: 1 }] }] }, qty: 2, total: 0 }],
      zone: null, orderType: 'pickup', tags: [],
    });
    expect(priced.totals.subtotal).toBe(2 * 1150);
  });

  it('when min exceeds max, then the problem names the group path', () => {
    const bad: MenuBody = { categories: [{ name: 'P', products: [{ name: 'x', priceCents: 100, vatRate: 20, allergens: [], optionGroups: [{ name: 'g', min: 2, max: 1, values: [{ name: 'a', priceCents: 0 }, { name: 'b', priceCents: 0 }] }] }] }] };
    expect(buildMenu(bad, 'v1')).toEqual({ ok: false, problems: [{ path: 'categories.0.products.0.optionGroups.0.min', message: 'must not exceed max (1)' }] });
  });

  it('when a built menu is read back, then it is the same menu with ids', () => {
    const r = buildMenu(MENU, 'v1');
    if (!r.ok) throw new Error('invalid');
    expect(catalogToMenu({ productGroups: r.productGroups })).toEqual({
      categories: [{ id: 'pizza', name: 'Pizza', products: [{ ...MENU.categories[0]?.products[0], id: 'pizza-pizza-lina' }] }],
    });
  });

  it('when names have umlauts, then slugs are ASCII', () => {
    expect(menuSlug('Größe Spezial!')).toBe('groesse-spezial');
  });
});
