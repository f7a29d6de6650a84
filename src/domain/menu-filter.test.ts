import { describe, expect, it } from 'vitest';
import type { AllergenCode } from './allergens.ts';
import type { Diet } from './diet.ts';
import { menuFits, parseMenuFilter, productFit, unfitCount, type DietChoice, type Fit, type MenuFilter } from './menu-filter.ts';
import type { ProductGroup, ProductOption } from './types.ts';

const f = (without: AllergenCode[], diet: DietChoice = 'all'): MenuFilter => ({ without, diet, mode: 'hide' });
const opt = (min: number, max: number, vals: [string, AllergenCode[]][], maxQ = 1): ProductOption => ({
  slug: `o${min}${max}`, label: 'O', min, max, maxQ, vals: vals.map(([slug, allergens]) => ({ slug, label: slug, pr: 0, allergens })),
});
const dish = (allergens: AllergenCode[], diet?: Diet) => ({ allergens, ...(diet ? { diet } : {}) });

// [case, product, options, filter, expected fit]
const TABLE: [string, ReturnType<typeof dish>, ProductOption[], MenuFilter, Fit][] = [
  ['no filter', dish(['A', 'G']), [], f([]), { fit: 'yes' }],
  ['own allergen avoided', dish(['A', 'G']), [], f(['G']), { fit: 'no' }],
  ['other allergens only', dish(['A', 'C']), [], f(['G']), { fit: 'yes' }],
  ['no allergens at all', dish([]), [], f(['A', 'G']), { fit: 'yes' }],
  ['optional extra with G', dish(['A']), [opt(0, 3, [['kaese', ['G']], ['oliven', []]])], f(['G']), { fit: 'choice', via: ['G'] }],
  ['required group, one clean value', dish([]), [opt(1, 1, [['joghurt', ['G']], ['scharf', []]])], f(['G']), { fit: 'choice', via: ['G'] }],
  ['required group, every value with G', dish([]), [opt(1, 1, [['joghurt', ['G']], ['knoblauch', ['C', 'G']]])], f(['G']), { fit: 'no' }],
  ['min 2 picks, only one clean value', dish([]), [opt(2, 2, [['a', ['G']], ['b', []]])], f(['G']), { fit: 'no' }],
  ['min 2 picks, one clean value twice allowed', dish([]), [opt(2, 2, [['a', ['G']], ['b', []]], 2)], f(['G']), { fit: 'choice', via: ['G'] }],
  ['option allergens of other codes', dish([]), [opt(0, 1, [['ei', ['C']]])], f(['G']), { fit: 'yes' }],
  ['several avoided codes through options, reported A … R', dish([]), [opt(0, 2, [['x', ['N', 'C']], ['y', ['A']]])], f(['A', 'N']), { fit: 'choice', via: ['A', 'N'] }],
  ['vegetarian asked, dish unmarked', dish([]), [], f([], 'vegetarian'), { fit: 'no' }],
  ['vegetarian asked, dish vegetarian', dish([], { vegetarian: true }), [], f([], 'vegetarian'), { fit: 'yes' }],
  ['vegetarian asked, dish vegan', dish([], { vegan: true }), [], f([], 'vegetarian'), { fit: 'yes' }],
  ['vegan asked, dish only vegetarian', dish([], { vegetarian: true }), [], f([], 'vegan'), { fit: 'no' }],
  ['vegan and without G, vegan dish with a G option', dish([], { vegetarian: true, vegan: true }), [opt(0, 1, [['kaese', ['G']]])], f(['G'], 'vegan'), { fit: 'choice', via: ['G'] }],
  ['vegan asked, vegan dish with G itself', dish(['G'], { vegan: true }), [], f(['G'], 'vegan'), { fit: 'no' }],
];

describe('the careful eaters\' filter', () => {
  it.each(TABLE)('when %s, then the fit is as expected', (_case, product, options, filter, expected) => {
    expect(productFit(product, options, filter)).toEqual(expected);
  });

  it('when a menu is filtered, then group options count too and the unfit ones are counted', () => {
    const groups: ProductGroup[] = [{
      slug: 'g', label: 'Pizza', opts: [opt(0, 2, [['kaese', ['G']]])],
      products: [
        { id: 'margherita', label: 'M', pr: 8, vatP: 10, allergens: ['A', 'G'] },
        { id: 'marinara', label: 'N', pr: 7, vatP: 10, allergens: ['A'] },
        { id: 'own-only', label: 'O', pr: 7, vatP: 10, allergens: [], noInherit: true },
      ],
    }];
    const fits = menuFits(groups, f(['G']));
    expect(Object.fromEntries(fits!)).toEqual({ margherita: { fit: 'no' }, marinara: { fit: 'choice', via: ['G'] }, 'own-only': { fit: 'yes' } });
    expect(unfitCount(fits)).toBe(1);
    expect(menuFits(groups, f([]))).toBeNull();
  });

  it('when a stored filter holds garbage, then only known codes and choices survive', () => {
    expect(parseMenuFilter({ without: ['G', 'Milch', 'A', 7], diet: 'carnivore', mode: 'mark' })).toEqual({ without: ['A', 'G'], diet: 'all', mode: 'mark' });
    expect(parseMenuFilter('x')).toEqual({ without: [], diet: 'all', mode: 'hide' });
  });
});
