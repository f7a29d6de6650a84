import { describe, expect, it } from 'vitest';
import { seedDiet } from './diet-marks.ts';

const food = { cuisine: 'pizza', category: 'pizza', vat: 10 };
const d = (label: string, desc: string, allergens: string, where = food) => seedDiet({ label, desc, allergens }, where);

describe('seed diet marks', () => {
  it.each([
    ['Pizza Margherita', 'Tomatensauce, Mozzarella, Basilikum', 'AG', food, { vegetarian: true }],
    ['Pizza Salami', 'Tomatensauce, Mozzarella, Salami', 'AG', food, {}],
    ['Pizza Diavola', 'Tomatensauce, Mozzarella, scharfe Salami, Peperoni', 'AG', food, { spicy: 2 }],
    ['Grünes Thai-Curry mit Gemüse', 'Kokosmilch, Melanzani und Erbsen', 'DF', { cuisine: 'asian', category: 'currys', vat: 10 }, { spicy: 2 }],
    ['Gebratener Reis mit Ei', 'Mit Gemüse und Frühlingszwiebeln', 'CF', { cuisine: 'asian', category: 'wok', vat: 10 }, { vegetarian: true }],
    ['Beyond Burger', 'Pflanzliches Patty, veganer Käse und Salat', 'AM', { cuisine: 'burger', category: 'chicken-veggie', vat: 10 }, { vegetarian: true, vegan: true }],
    ['Cheeseburger', 'Mit Cheddar', 'ACGM', { cuisine: 'burger', category: 'burger', vat: 10 }, {}],
    ['Chicken Vindaloo', 'Sehr scharf, mit Kartoffeln', '', { cuisine: 'indian', category: 'curry', vat: 10 }, { spicy: 3 }],
    ['Vegetarischer Döner', 'Mit Falafel, Schafskäse und Grillgemüse', 'AGN', { cuisine: 'doener', category: 'doener', vat: 10 }, { vegetarian: true, halal: true }],
    ['Döner Kebap', 'Kalbfleisch im Fladenbrot mit Salat und Sauce', 'AG', { cuisine: 'doener', category: 'doener', vat: 10 }, { halal: true }],
    ['Efes Pilsener 0,5 l', 'Türkisches Bier', 'A', { cuisine: 'doener', category: 'getraenke', vat: 20 }, { vegetarian: true, vegan: true, alcohol: true }],
    ['Alkoholfreies Bier (6 x 0,5 l)', 'Sixpack', 'A', { cuisine: 'getraenke', category: 'alkoholfrei', vat: 20 }, { vegetarian: true, vegan: true }],
    ['Onion Rings', 'Im Bierteig', 'AC', { cuisine: 'burger', category: 'beilagen', vat: 10 }, { vegetarian: true }],
    ['Studentenfutter (200 g)', 'Nüsse und Rosinen', 'H', { cuisine: 'lebensmittel', category: 'suessigkeiten', vat: 10 }, { vegetarian: true, vegan: true }],
    ['Apfelstrudel vegan', 'Mit Zimt und Rosinen', 'A', { cuisine: 'vegan', category: 'desserts', vat: 10 }, { vegetarian: true, vegan: true }],
  ])('when the dish is %s, then its marks are as a cook would set them', (label, desc, allergens, where, expected) => {
    expect(d(label, desc, allergens, where)).toEqual(expected);
  });

  it('when the goods are household goods, then they carry no marks', () => {
    expect(d('Küchenrolle (4 Rollen)', '3-lagig', '', { cuisine: 'lebensmittel', category: 'haushalt', vat: 20 })).toBeUndefined();
  });
});
