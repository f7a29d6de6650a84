import { describe, expect, it } from 'vitest';
import { ALLERGEN_CODES, sortAllergens } from './allergens.ts';
import { shownMarks } from './diet.ts';
import { allergenCodeSchema, allergenListSchema, dietSchema } from './wire/menu-marks.ts';
import { catalogInputSchema, productSchema } from './wire/catalog.ts';
import { menuBodySchema } from './wire/ops.ts';

const product = (over: Record<string, unknown>) => ({ id: 'p', label: 'Pizza', pr: 9, vatP: 10, ...over });
const menu = (over: Record<string, unknown>, value: Record<string, unknown> = {}) => ({
  categories: [{ name: 'Pizza', products: [{ name: 'P', priceCents: 900, vatRate: 10, allergens: [], optionGroups: [
    { name: 'Extras', min: 0, max: 1, values: [{ name: 'Ei', priceCents: 100, ...value }] },
  ], ...over }] }],
});

describe('the 14 allergen codes', () => {
  it('when listed, then they are the letters of the Austrian regulation', () => {
    expect(ALLERGEN_CODES.join('')).toBe('ABCDEFGHLMNOPR');
  });

  it('when the wire schema lists them, then in the same order (its own copy: src/domain/wire/menu-marks.ts)', () => {
    expect(allergenCodeSchema.options).toEqual([...ALLERGEN_CODES]);
  });

  it.each(ALLERGEN_CODES.map((c) => [c]))('when a product carries %s, then every schema takes it', (code) => {
    expect(productSchema.safeParse(product({ allergens: [code] })).success).toBe(true);
    expect(menuBodySchema.safeParse(menu({ allergens: [code] })).success).toBe(true);
    expect(menuBodySchema.safeParse(menu({}, { allergens: [code] })).success).toBe(true);
  });

  it.each([['Gluten'], ['Milch'], ['a'], ['I'], ['J'], ['K'], ['Q'], ['S'], [''], ['AB'], [' G']])(
    'when a product carries "%s", then the catalog, the menu editor\'s body and an option value refuse it',
    (word) => {
      expect(productSchema.safeParse(product({ allergens: [word] })).success).toBe(false);
      const cat = { productGroups: [{ slug: 'g', label: 'G', products: [product({ opts: [{ slug: 'x', label: 'X', vals: [{ slug: 'v', label: 'V', pr: 0, allergens: [word] }] }] })] }] };
      expect(catalogInputSchema.safeParse(cat).success).toBe(false);
      expect(menuBodySchema.safeParse(menu({ allergens: [word] })).success).toBe(false);
      expect(menuBodySchema.safeParse(menu({}, { allergens: [word] })).success).toBe(false);
    },
  );

  it('when a code is listed twice, then the list is refused; in any order it is taken and sorted A … R', () => {
    expect(allergenListSchema.safeParse(['G', 'G']).success).toBe(false);
    expect(allergenListSchema.safeParse(['G', 'A']).success).toBe(true);
    expect(sortAllergens(['G', 'A', 'x', 'C', 'A'])).toEqual(['A', 'C', 'G']);
  });
});

describe('diet marks', () => {
  it('when spiciness is outside 0–3 or not whole, then it is refused', () => {
    expect(dietSchema.safeParse({ spicy: 3 }).success).toBe(true);
    expect(dietSchema.safeParse({ spicy: 4 }).success).toBe(false);
    expect(dietSchema.safeParse({ spicy: 1.5 }).success).toBe(false);
    expect(productSchema.safeParse(product({ diet: { vegan: 'ja' } })).success).toBe(false);
  });

  it('when a dish is vegan, then "vegan" is shown instead of "vegetarian"; spicy from level 1', () => {
    expect(shownMarks({ vegetarian: true, vegan: true, spicy: 0 })).toEqual(['vegan']);
    expect(shownMarks({ vegetarian: true, halal: true, alcohol: true, spicy: 2 })).toEqual(['vegetarian', 'halal', 'alcohol', 'spicy']);
    expect(shownMarks(undefined)).toEqual([]);
  });
});
