import { describe, expect, it } from 'vitest';
import type { MenuBody } from '../../domain/wire/ops.ts';
import { centsToEuro, emptyCategory, euroToCents, formPath, formToMenu, menuToForm, type MenuForm } from './menu-form.ts';
import { menuIssues } from './menu-resolver.ts';

const MENU: MenuBody = {
  categories: [
    {
      id: 'pizza',
      name: 'Pizza',
      products: [
        {
          id: 'pizza-margherita',
          name: 'Margherita',
          description: 'Tomate, Mozzarella',
          priceCents: 890,
          vatRate: 10,
          allergens: ['A', 'G'],
          diet: { vegetarian: true },
          optionGroups: [{ name: 'Extras', min: 0, max: 2, values: [{ name: 'Oliven', priceCents: 150 }, { name: 'Salami', priceCents: 200, allergens: ['L', 'M'] }] }],
        },
      ],
    },
  ],
};

describe('euro text ↔ cents', () => {
  it.each([
    ['8,90', 890], ['8.90', 890], ['8', 800], ['8,9', 890], [' 12,05 € ', 1205], ['0,00', 0], ['1234567,99', 123456799],
  ])('when "%s" is typed, then it is %i cents', (text, cents) => {
    expect(euroToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '8,999', '-1', '1,2,3', '8.90.1', '12345678'])('when "%s" is typed, then it is not an amount', (text) => {
    expect(euroToCents(text)).toBeNull();
  });

  it('when cents are shown, then with a comma and two decimals', () => {
    expect([centsToEuro(890), centsToEuro(5), centsToEuro(0), centsToEuro(120000)]).toEqual(['8,90', '0,05', '0,00', '1200,00']);
  });
});

describe('menu form ↔ wire body', () => {
  it('when a saved menu is edited unchanged, then the body sent is the menu itself', () => {
    expect(formToMenu(menuToForm(MENU))).toEqual(MENU);
  });

  it('when a new category is filled in, then prices go out in cents and the VAT rate as a number', () => {
    const form: MenuForm = { categories: [emptyCategory()] };
    const cat = form.categories[0]!;
    cat.name = 'Getränke';
    cat.products[0] = { ...cat.products[0]!, name: 'Cola', price: '3,50', vatRate: '20' };
    expect(formToMenu(form)).toEqual({
      categories: [{ name: 'Getränke', products: [{ name: 'Cola', priceCents: 350, vatRate: 20, allergens: [], optionGroups: [] }] }],
    });
  });

  it("when an option value's boxes are ticked in any order, then its codes go out in the regulation's order; none, then no list", () => {
    const form = menuToForm(MENU);
    const values = form.categories[0]!.products[0]!.optionGroups[0]!.values;
    expect(values.map((v) => v.allergens)).toEqual([[], ['L', 'M']]);
    values[0]!.allergens = ['O', 'G', 'A'];
    values[1]!.allergens = [];
    expect(formToMenu(form).categories[0]!.products[0]!.optionGroups[0]!.values).toEqual([
      { name: 'Oliven', priceCents: 150, allergens: ['A', 'G', 'O'] },
      { name: 'Salami', priceCents: 200 },
    ]);
  });

  it('when the server names a price, then the form path names the euro field', () => {
    expect(formPath('categories.0.products.2.priceCents')).toBe('categories.0.products.2.price');
    expect(formPath(['categories', 1, 'products', 0, 'optionGroups', 0, 'values', 3, 'priceCents'])).toBe(
      'categories.1.products.0.optionGroups.0.values.3.price',
    );
  });
});

describe('menu validation with the shared rules', () => {
  it('when the menu is complete, then there is nothing to fix', () => {
    expect(menuIssues(menuToForm(MENU))).toEqual({});
  });

  it('when a price is not euro and a name is empty, then both fields are named', () => {
    const form = menuToForm(MENU);
    form.categories[0]!.products[0]!.price = '8,9x';
    form.categories[0]!.name = '  ';
    const issues = menuIssues(form);
    expect(Object.keys(issues).sort()).toEqual(['categories.0.name', 'categories.0.products.0.price']);
    expect(issues['categories.0.products.0.price']).toBe('must be an amount in euro');
  });

  it('when an option group asks for more than it allows, then its min is refused (the cross-field rule the server runs)', () => {
    const form = menuToForm(MENU);
    const group = form.categories[0]!.products[0]!.optionGroups[0]!;
    group.min = 2;
    group.max = 1;
    expect(menuIssues(form)).toEqual({ 'categories.0.products.0.optionGroups.0.min': 'must not exceed max (1)' });
  });

  it('when the VAT rate is not one of 10, 13, 20, then it is refused', () => {
    const form = menuToForm(MENU);
    form.categories[0]!.products[0]!.vatRate = '7' as '10';
    expect(Object.keys(menuIssues(form))).toEqual(['categories.0.products.0.vatRate']);
  });
});
