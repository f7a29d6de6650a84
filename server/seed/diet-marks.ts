/**
 * Diet marks of the seeded dishes (issue 29), derived from the templates' names, descriptions, allergen codes and
 * kitchen — the seed's 357 dish templates are too many to mark by hand, and a rule reads the same for every dish:
 *   - not vegetarian: a meat or fish word, or the allergens fish, crustaceans or molluscs (D, B, R);
 *   - vegan: vegetarian without eggs or milk (C, G) and without honey — and everything of the vegan kitchen;
 *   - alcohol: drinks (20 % VAT) with beer, wine or spirits words, not "alkoholfrei";
 *   - halal: the döner kitchen's food and soft drinks (no pork there; no alcohol);
 *   - spicy 1–3 from words (Chili, Jalapeños … scharf … sehr scharf, Vindaloo).
 * Household goods and other non-food (the store's "haushalt" and "zubehoer" categories) carry no marks.
 */
import type { Diet } from '../../src/domain/diet.ts';

const MEAT = [
  'salami', 'schinken', 'prosciutto', 'speck', 'bacon', 'huhn', 'hühn', 'hendl', 'chicken', 'rind', 'kalb', 'schwein',
  'lamm', 'lamb', 'döner', 'kebap', 'kebab', 'sucuk', 'wurst', 'faschiert', 'fleisch', ' ente', 'leber', 'grammel',
  'gulasch', 'tafelspitz', 'cordon', 'köfte', 'yakitori', 'rostbraten', 'chashu', 'krainer', 'bolognese',
  'carbonara', 'lahmacun', 'wings', 'surimi', 'tuna', 'tonno', 'thunfisch', 'lachs', 'salmon', ' aal', 'garnele',
  ' ebi', 'krabben', 'meeresfrüchte', 'fisch', 'tobiko', 'vitello', 'austern', 'pho ', 'wan-tan', 'smash', 'burger',
  'miso-suppe',
];
/** vegetarian dishes whose names hold a meat word */
const NOT_MEAT = ['vegetarischer döner', 'veggie burger', 'beyond burger', 'halloumi burger', 'jackfruit burger'];
const ALCOHOL = ['bier', 'märzen', 'lager', 'helles', 'radler', 'wein', 'veltliner', 'zweigelt', 'riesling', 'blaufränkisch',
  'sekt', 'uhudler', 'sake warm', 'pils', 'brand', 'obstler', 'gin ', 'likör', 'zwickl', 'zipfer', 'stiegl', 'gösser'];
const NO_MARKS = new Set(['haushalt', 'zubehoer']);

const has = (text: string, words: readonly string[]) => words.some((w) => text.includes(w));

function spiciness(text: string): number {
  if (has(text, ['sehr scharf', 'vindaloo'])) return 3;
  if (has(text, ['scharf', 'spicy', 'kung pao', 'thai-curry', 'adana'])) return 2;
  if (has(text, ['chili', 'jalapeñ', 'peperoni', 'diavola', 'arrabbiata'])) return 1;
  return 0;
}

export function seedDiet(
  dish: { label: string; desc: string; allergens: string },
  where: { cuisine: string; category: string; vat: number },
): Diet | undefined {
  if (NO_MARKS.has(where.category)) return undefined;
  const text = ` ${dish.label} ${dish.desc} `.toLowerCase();
  const meat = (has(text, MEAT) && !has(text, NOT_MEAT)) || /[DBR]/.test(dish.allergens);
  const vegetarian = where.cuisine === 'vegan' || !meat;
  const vegan = where.cuisine === 'vegan' || (vegetarian && !/[CG]/.test(dish.allergens) && !text.includes('honig'));
  const alcohol = where.vat === 20 && has(text, ALCOHOL) && !text.includes('alkoholfrei');
  const spicy = spiciness(text);
  const diet: Diet = {};
  if (vegetarian) diet.vegetarian = true;
  if (vegan) diet.vegan = true;
  if (where.cuisine === 'doener' && !alcohol) diet.halal = true;
  if (alcohol) diet.alcohol = true;
  if (spicy > 0) diet.spicy = spicy;
  return diet;
}
