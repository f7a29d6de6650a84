/**
 * The menu editor's form model (issue 16 item 3). Prices are typed in euro ("8,90") and travel in cents; everything
 * else is the wire shape (src/domain/wire/ops.ts MenuBody). The form is checked by converting it to the wire body
 * and running the shared schema — the same one the server's PUT …/menu validates with — and each issue's path is
 * turned back into the form's path (`…priceCents` → `…price`). A server 400's paths go the same way.
 */
import { sortAllergens } from '../../domain/allergens.ts';
import type { Diet } from '../../domain/diet.ts';
import type { MenuBody } from '../../domain/wire/ops.ts';

/** `allergens`: the codes this value adds to the dish (its own 14 checkboxes, as the product's). */
export interface OptionValueForm { name: string; price: string; allergens: string[] }
/** The diet marks as the form edits them (checkboxes, spiciness as a select's text). */
export interface DietForm { vegetarian: boolean; vegan: boolean; halal: boolean; alcohol: boolean; spicy: '0' | '1' | '2' | '3' }
export interface OptionGroupForm { name: string; min: number; max: number; values: OptionValueForm[] }
export interface ProductForm {
  id?: string | undefined;
  name: string;
  description: string;
  price: string;
  vatRate: '10' | '13' | '20';
  /** allergen codes A … R (src/domain/allergens.ts): the editor's 14 checkboxes */
  allergens: string[];
  diet: DietForm;
  optionGroups: OptionGroupForm[];
  soldOut?: boolean | undefined;
}
export interface CategoryForm { id?: string | undefined; name: string; products: ProductForm[] }
export interface MenuForm { categories: CategoryForm[] }

const NO_DIET: DietForm = { vegetarian: false, vegan: false, halal: false, alcohol: false, spicy: '0' };

export function dietToForm(d: Diet | undefined): DietForm {
  return {
    vegetarian: d?.vegetarian === true, vegan: d?.vegan === true, halal: d?.halal === true, alcohol: d?.alcohol === true,
    spicy: String(d?.spicy ?? 0) as DietForm['spicy'],
  };
}

/** Only the marks that are set; none → undefined (the product carries no `diet`). */
export function formToDiet(f: DietForm | undefined): Diet | undefined {
  if (!f) return undefined;
  const d: Diet = {};
  if (f.vegetarian || f.vegan) d.vegetarian = true;
  if (f.vegan) d.vegan = true;
  if (f.halal) d.halal = true;
  if (f.alcohol) d.alcohol = true;
  const spicy = Number(f.spicy);
  if (spicy > 0) d.spicy = spicy;
  return Object.keys(d).length > 0 ? d : undefined;
}

/** "8,90", "8.90", "8" → 890; null when it is not an amount of euro with at most two decimals. */
export function euroToCents(text: string): number | null {
  const s = text.trim().replace(/\s|€/g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(s)) return null;
  const [whole = '0', frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** 890 → "8,90" (the form's text). */
export function centsToEuro(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

export const emptyProduct = (): ProductForm => ({ name: '', description: '', price: '', vatRate: '10', allergens: [], diet: { ...NO_DIET }, optionGroups: [] });
export const emptyCategory = (): CategoryForm => ({ name: '', products: [emptyProduct()] });
export const emptyOptionValue = (): OptionValueForm => ({ name: '', price: '0,00', allergens: [] });
export const emptyOptionGroup = (): OptionGroupForm => ({ name: '', min: 0, max: 1, values: [emptyOptionValue()] });

export function menuToForm(menu: MenuBody): MenuForm {
  return {
    categories: menu.categories.map((c) => ({
      id: c.id,
      name: c.name,
      products: c.products.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description ?? '',
        price: centsToEuro(p.priceCents),
        vatRate: String(p.vatRate) as ProductForm['vatRate'],
        allergens: p.allergens,
        diet: dietToForm(p.diet),
        optionGroups: p.optionGroups.map((g) => ({
          name: g.name, min: g.min, max: g.max,
          values: g.values.map((v) => ({ name: v.name, price: centsToEuro(v.priceCents), allergens: v.allergens ?? [] })),
        })),
        soldOut: p.soldOut,
      })),
    })),
  };
}

const withDiet = (diet: Diet | undefined) => (diet ? { diet } : {});

/** An amount that is not euro stays NaN: the shared schema refuses it at its own path. */
const cents = (text: string): number => euroToCents(text) ?? Number.NaN;

export function formToMenu(form: MenuForm): MenuBody {
  return {
    categories: form.categories.map((c) => ({
      ...(c.id ? { id: c.id } : {}),
      name: c.name,
      products: c.products.map((p) => ({
        ...(p.id ? { id: p.id } : {}),
        name: p.name,
        ...(p.description.trim() ? { description: p.description.trim() } : {}),
        priceCents: cents(p.price),
        vatRate: Number(p.vatRate) as 10 | 13 | 20,
        // the checkboxes' codes, in the regulation's order (a checkbox list keeps the order of the clicks)
        allergens: sortAllergens(p.allergens),
        ...withDiet(formToDiet(p.diet)),
        optionGroups: p.optionGroups.map((g) => ({
          name: g.name, min: g.min, max: g.max,
          values: g.values.map((v) => {
            const allergens = sortAllergens(v.allergens);
            return { name: v.name, priceCents: cents(v.price), ...(allergens.length ? { allergens } : {}) };
          }),
        })),
        ...(p.soldOut === undefined ? {} : { soldOut: p.soldOut }),
      })),
    })),
  };
}

/** A wire path (`categories.0.products.1.priceCents`, `["categories",0,…]`) as the form's path (`….price`). */
export function formPath(path: string | readonly PropertyKey[]): string {
  const parts = typeof path === 'string' ? path.split(/[.[\]]+/).filter(Boolean) : path.map(String);
  return parts.map((p) => (p === 'priceCents' ? 'price' : p)).join('.');
}
