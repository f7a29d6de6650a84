/**
 * The careful eaters' filter of the vendor page (issue 29): "Ohne …" any allergens and "nur vegetarisch/vegan".
 *
 * Rule for option values (decided here, tested in menu-filter.test.ts): a dish fits when it fits **without any
 * option value that contains an avoided allergen** — its own allergens must avoid the list, and every option group
 * must still be orderable with the clean values alone (its minimum reachable with values free of them). When some
 * option value does carry an avoided allergen, the dish fits only with the right choice: it is shown with the mark
 * "ohne X nur mit Auswahl" (`fit: 'choice'`, `via` = the allergens to watch). When a required group cannot be
 * filled without them, the dish does not fit.
 * Diet: only dishes marked vegetarian (or vegan) fit "nur vegetarisch", only vegan ones "nur vegan"; an unmarked
 * dish does not fit. Option values carry no diet marks; they are not looked at for the diet.
 */
import { ALLERGEN_CODES, type AllergenCode } from './allergens.ts';
import { isVegan, isVegetarian } from './diet.ts';
import { effectiveOptions, optionLimits } from './options.ts';
import type { Product, ProductGroup, ProductOption } from './types.ts';

export type DietChoice = 'all' | 'vegetarian' | 'vegan';
export interface MenuFilter {
  /** allergens to avoid, in the order A … R (as the filter and parseMenuFilter write them) */
  without: AllergenCode[];
  diet: DietChoice;
  /** dishes that do not fit: hidden, or shown marked */
  mode: 'hide' | 'mark';
}

export const NO_FILTER: MenuFilter = { without: [], diet: 'all', mode: 'hide' };

export const isFilterActive = (f: MenuFilter): boolean => f.without.length > 0 || f.diet !== 'all';

export type Fit = { fit: 'yes' } | { fit: 'choice'; via: AllergenCode[] } | { fit: 'no' };

const YES: Fit = { fit: 'yes' };
const NO: Fit = { fit: 'no' };

const has = (list: readonly string[] | undefined, c: string) => (list ?? []).includes(c);

/** How a product fits the filter; `options` are its effective options (options.ts effectiveOptions). */
export function productFit(product: Pick<Product, 'allergens' | 'diet'>, options: readonly ProductOption[], f: MenuFilter): Fit {
  if (f.diet === 'vegan' && !isVegan(product.diet)) return NO;
  if (f.diet === 'vegetarian' && !isVegetarian(product.diet)) return NO;
  if (f.without.some((c) => has(product.allergens, c))) return NO;
  for (const o of options) {
    const l = optionLimits(o);
    const clean = o.vals.filter((v) => !f.without.some((c) => has(v.allergens, c))).length;
    if (Math.min(clean * l.maxQ, l.max) < l.min) return NO;
  }
  // in the filter's order, A … R
  const via = f.without.filter((c) => options.some((o) => o.vals.some((v) => has(v.allergens, c))));
  return via.length > 0 ? { fit: 'choice', via } : YES;
}

/** Every product's fit (product id → fit); null when the filter is off. */
export function menuFits(groups: readonly ProductGroup[], f: MenuFilter): Map<string, Fit> | null {
  if (!isFilterActive(f)) return null;
  const out = new Map<string, Fit>();
  for (const g of groups) for (const p of g.products) out.set(p.id, productFit(p, effectiveOptions(g, p), f));
  return out;
}

/** How many products do not fit. */
export function unfitCount(fits: ReadonlyMap<string, Fit> | null): number {
  let n = 0;
  for (const v of fits?.values() ?? []) if (v.fit === 'no') n++;
  return n;
}

/** A stored filter (local storage, the profile's column) read defensively: anything unknown is dropped. */
export function parseMenuFilter(raw: unknown): MenuFilter {
  if (typeof raw !== 'object' || raw === null) return NO_FILTER;
  const r = raw as Record<string, unknown>;
  const without = Array.isArray(r.without) ? ALLERGEN_CODES.filter((c) => (r.without as unknown[]).includes(c)) : [];
  const diet: DietChoice = r.diet === 'vegetarian' || r.diet === 'vegan' ? r.diet : 'all';
  return { without, diet, mode: r.mode === 'mark' ? 'mark' : 'hide' };
}
