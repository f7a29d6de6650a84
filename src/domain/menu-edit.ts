/**
 * The menu editor's rules (issue 16; operator back office and the vendor's desk): the editor's shape (categories →
 * products in cents → option groups with min/max) ↔ the catalog the shop and the order pricing read (product groups,
 * euro prices, options with slugs). A menu is accepted only when every product can be priced by `priceOrder` — the
 * same code that prices placed orders — with the smallest and the largest selection its options allow, and each of
 * those prices is what the editor shows (base + picked values). Problems come back with the field's path
 * (`categories.0.products.2.optionGroups.0.max`) and a message for a precise 400.
 */
import { sortAllergens } from './allergens.ts';
import { toCents, toEuro, type Cents } from './money.ts';
import { effectiveOptions, optionLimits } from './options.ts';
import { PricingError, priceOrder } from './pricing.ts';
import type { Catalog, ProductGroup, ProductOption } from './types.ts';
import { VAT_RATES, type MenuBody, type MenuOptionGroup, type MenuProduct } from './wire/ops.ts';

export interface MenuProblem {
  path: string;
  message: string;
}

/** Lower-case ASCII id from a name (ä → ae, ß → ss), at most 40 characters; 'x' when nothing is left. */
export function menuSlug(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')
    .normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
    .slice(0, 40).replace(/-+$/, '');
  return s || 'x';
}

/** `base`, or `base-2`, `base-3` … — the first not in `taken` (which it joins). */
function unique(base: string, taken: Set<string>): string {
  let id = base;
  for (let i = 2; taken.has(id); i++) id = `${base}-${i}`;
  taken.add(id);
  return id;
}

/** Cross-field rules the schema cannot say: option limits, unique ids, unique names where a customer picks. */
function shapeProblems(body: MenuBody): MenuProblem[] {
  const out: MenuProblem[] = [];
  const categoryIds = new Set<string>();
  const productIds = new Set<string>();
  body.categories.forEach((c, ci) => {
    const cp = `categories.${ci}`;
    if (c.id !== undefined) {
      if (categoryIds.has(c.id)) out.push({ path: `${cp}.id`, message: `category id "${c.id}" is used twice` });
      categoryIds.add(c.id);
    }
    c.products.forEach((p, pi) => {
      const pp = `${cp}.products.${pi}`;
      if (p.id !== undefined) {
        if (productIds.has(p.id)) out.push({ path: `${pp}.id`, message: `product id "${p.id}" is used twice` });
        productIds.add(p.id);
      }
      const groupNames = new Set<string>();
      p.optionGroups.forEach((g, gi) => {
        const gp = `${pp}.optionGroups.${gi}`;
        const name = g.name.trim().toLowerCase();
        if (groupNames.has(name)) out.push({ path: `${gp}.name`, message: `option group "${g.name}" appears twice in this product` });
        groupNames.add(name);
        if (g.values.length === 0) out.push({ path: `${gp}.values`, message: 'needs at least one value' });
        if (g.max < 1) out.push({ path: `${gp}.max`, message: 'must be at least 1' });
        if (g.min > g.max) out.push({ path: `${gp}.min`, message: `must not exceed max (${g.max})` });
        if (g.values.length > 0 && g.min > g.values.length) {
          out.push({ path: `${gp}.min`, message: `must not exceed the number of values (${g.values.length}): each value can be picked once` });
        }
        const valueNames = new Set<string>();
        g.values.forEach((v, vi) => {
          const n = v.name.trim().toLowerCase();
          if (valueNames.has(n)) out.push({ path: `${gp}.values.${vi}.name`, message: `value "${v.name}" appears twice in this group` });
          valueNames.add(n);
        });
      });
    });
  });
  return out;
}

function toOption(g: MenuOptionGroup, taken: Set<string>): ProductOption {
  const valueSlugs = new Set<string>();
  return {
    slug: unique(menuSlug(g.name), taken),
    label: g.name.trim(),
    min: g.min,
    max: g.max,
    maxQ: 1,
    vals: g.values.map((v) => {
      const allergens = sortAllergens(v.allergens);
      return { slug: unique(menuSlug(v.name), valueSlugs), label: v.name.trim(), pr: toEuro(v.priceCents), ...(allergens.length ? { allergens } : {}) };
    }),
  };
}

/**
 * The catalog's product groups of a menu: missing ids are made from the names (unique within the menu); the desk's
 * sold-out switch of a product is kept from `soldOut` (product id → true).
 */
export function menuToProductGroups(body: MenuBody, vendorId: string, soldOut: ReadonlySet<string> = new Set()): ProductGroup[] {
  const categoryIds = new Set(body.categories.flatMap((c) => (c.id ? [c.id] : [])));
  const productIds = new Set(body.categories.flatMap((c) => c.products.flatMap((p) => (p.id ? [p.id] : []))));
  return body.categories.map((c) => {
    const cid = c.id ?? unique(menuSlug(c.name), categoryIds);
    return {
      slug: `vendors/${vendorId}/catalogs/delivery/groups/${cid}`,
      label: c.name.trim(),
      products: c.products.map((p) => {
        const pid = p.id ?? unique(`${cid}-${menuSlug(p.name)}`.slice(0, 90).replace(/-+$/, ''), productIds);
        const optionSlugs = new Set<string>();
        const desc = p.description?.trim();
        return {
          id: pid,
          label: p.name.trim(),
          pr: toEuro(p.priceCents),
          vatP: p.vatRate,
          ...(desc ? { info: { desc } } : {}),
          noInherit: true,
          opts: p.optionGroups.map((g) => toOption(g, optionSlugs)),
          allergens: sortAllergens(p.allergens),
          ...(p.diet ? { diet: p.diet } : {}),
          ...(soldOut.has(pid) ? { soldOut: true } : {}),
        };
      }),
    };
  });
}

const vatRateOf = (vatP: number): MenuProduct['vatRate'] => VAT_RATES.find((r) => r === vatP) ?? 20;

/**
 * The editor's view of a catalog: each product with its effective options (the group's inherited ones included),
 * prices in cents. Option groups keep min and max; a catalog's maxQ/free (seeded menus) are not editable here.
 */
export function catalogToMenu(catalog: Pick<Catalog, 'productGroups'>): MenuBody {
  return {
    categories: catalog.productGroups.map((g) => ({
      id: menuSlug(g.slug.split('/').pop() ?? g.label),
      name: g.label || (g.slug.split('/').pop() ?? ''),
      products: g.products.map((p) => {
        const desc = p.info?.desc;
        return {
          id: p.id,
          name: p.label,
          ...(desc ? { description: desc } : {}),
          priceCents: toCents(p.pr),
          vatRate: vatRateOf(p.vatP),
          allergens: sortAllergens(p.allergens),
          ...(p.diet ? { diet: p.diet } : {}),
          optionGroups: effectiveOptions(g, p).map((o) => {
            const l = optionLimits(o);
            const values = o.vals.map((v) => ({
              name: v.label || v.slug,
              priceCents: toCents(v.pr),
              ...(v.allergens?.length ? { allergens: sortAllergens(v.allergens) } : {}),
            }));
            return { name: o.label || o.slug, min: l.min, max: l.max, values };
          }),
          ...(p.soldOut ? { soldOut: true } : {}),
        };
      }),
    })),
  };
}

/** The smallest and the largest selection of a product's options: the cheapest `min` and the dearest `max` values. */
function selections(options: ProductOption[]): { opts: { slug: string; vals: { slug: string; qty: number }[] }[]; extra: Cents }[] {
  const pick = (which: 'min' | 'max') => {
    let extra = 0;
    const opts = options.map((o) => {
      const l = optionLimits(o);
      const n = which === 'min' ? l.min : Math.min(l.max, o.vals.length * l.maxQ);
      const sorted = [...o.vals].sort((a, b) => (which === 'min' ? a.pr - b.pr : b.pr - a.pr)).slice(0, n);
      extra += sorted.reduce((s, v) => s + toCents(v.pr), 0);
      return { slug: o.slug, vals: sorted.map((v) => ({ slug: v.slug, qty: 1 })) };
    });
    return { opts: opts.filter((o) => o.vals.length > 0), extra };
  };
  return [pick('min'), pick('max')];
}

/** Every product priced by the order pricing with its smallest and largest selection; problems by product path. */
function pricingProblems(groups: ProductGroup[]): MenuProblem[] {
  const out: MenuProblem[] = [];
  const catalog = { productGroups: groups };
  groups.forEach((g, ci) => {
    g.products.forEach((p, pi) => {
      for (const s of selections(effectiveOptions(g, p))) {
        try {
          const priced = priceOrder({
            catalog,
            lines: [{ entry: { type: 'product', productId: p.id, opts: s.opts }, qty: 1, total: 0 }],
            zone: null, orderType: 'pickup', tags: [],
          });
          const expected = toCents(p.pr) + s.extra;
          if (priced.totals.subtotal !== expected) {
            out.push({ path: `categories.${ci}.products.${pi}`, message: `is priced at ${priced.totals.subtotal} cents instead of ${expected}` });
          }
        } catch (err) {
          if (!(err instanceof PricingError)) throw err;
          out.push({ path: `categories.${ci}.products.${pi}`, message: `cannot be ordered: ${err.message}` });
        }
      }
    });
  });
  return out;
}

/** Validates a menu (already of the schema's shape): the catalog's groups, or the problems. */
export function buildMenu(
  body: MenuBody,
  vendorId: string,
  soldOut: ReadonlySet<string> = new Set(),
): { ok: true; productGroups: ProductGroup[] } | { ok: false; problems: MenuProblem[] } {
  const shape = shapeProblems(body);
  if (shape.length > 0) return { ok: false, problems: shape };
  const productGroups = menuToProductGroups(body, vendorId, soldOut);
  const priced = pricingProblems(productGroups);
  return priced.length > 0 ? { ok: false, problems: priced } : { ok: true, productGroups };
}

/** How many products a menu offers (publishing needs at least one). */
export const productCount = (groups: readonly ProductGroup[]): number => groups.reduce((n, g) => n + g.products.length, 0);
