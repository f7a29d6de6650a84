import { categoryKey, categoryLabel, DEFAULT_CATEGORY_LABELS } from './category-label.ts';

const group = (key: string, label = '') => ({ slug: `vendors/v/catalogs/delivery/groups/${key}`, label });

describe('categoryLabel (spec 1 §9 default category labels)', () => {
  it('when the group has a label, then it is used as it is', () => {
    expect(categoryLabel(group('pizzas', 'Unsere Pizzen'))).toBe('Unsere Pizzen');
  });

  it.each([
    ['appetizers', 'Vorspeisen'],
    ['pizzas', 'Pizza'],
    ['pasta', 'Pasta'],
    ['salads', 'Salate'],
    ['desserts', 'Desserts'],
    ['drinks', 'Getränke'],
  ])('when a group "%s" has no label, then it is called "%s" instead of its slug', (key, label) => {
    expect(categoryLabel(group(key))).toBe(label);
    expect(categoryLabel(group(key, '   '))).toBe(label);
  });

  it('when the vendor names the category in its metadata, then that name wins over the default', () => {
    expect(categoryLabel(group('drinks'), { drinks: { label: 'Getränke & Säfte' } })).toBe('Getränke & Säfte');
    expect(categoryLabel(group('drinks'), { drinks: { label: ' ' } })).toBe('Getränke');
  });

  it('when the key is unknown, then it is made readable rather than shown as a slug', () => {
    expect(categoryLabel(group('hausgemachte-nudeln'))).toBe('Hausgemachte nudeln');
    expect(categoryLabel({ slug: 'Appetizers', label: '' })).toBe('Vorspeisen');
  });

  it('when the defaults are listed, then they are exactly the six of the spec', () => {
    expect(Object.keys(DEFAULT_CATEGORY_LABELS)).toEqual(['appetizers', 'pizzas', 'pasta', 'salads', 'desserts', 'drinks']);
  });
});

describe('categoryKey', () => {
  it('when the slug is a resource path, then the key is its last segment', () => {
    expect(categoryKey('vendors/v/catalogs/delivery/groups/pizza')).toBe('pizza');
    expect(categoryKey('pizza')).toBe('pizza');
    expect(categoryKey('a/b/')).toBe('b');
  });
});
