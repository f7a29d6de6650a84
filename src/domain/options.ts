/**
 * Product options (spec 1 §3 "Option", §4 "Product dialog", §5 "Product options", §9 option defaults).
 * Defaults: min 0, max 20, maxQ (per value) 1, free 0. Control type: radio when min = max = 1; checkbox when
 * maxQ = 1 and max > 1; otherwise a quantity stepper. A single value above maxQ or a total above max is silently
 * rejected; a total below min / above max is an error. Charging: the free count is deducted, the remainder is
 * charged in value order at each value's price.
 */
import type { Cents } from './money.ts';
import { toCents } from './money.ts';
import type { Product, ProductGroup, ProductOption } from './types.ts';

/** option slug → value slug → quantity */
export type Selection = Record<string, Record<string, number>>;

export interface OptionLimits {
  min: number;
  max: number;
  maxQ: number;
  free: number;
}

function nonNegInt(v: unknown, dflt: number): number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : dflt;
}

export function optionLimits(o: ProductOption): OptionLimits {
  return { min: nonNegInt(o.min, 0), max: nonNegInt(o.max, 20), maxQ: nonNegInt(o.maxQ, 1), free: nonNegInt(o.free, 0) };
}

export type ControlType = 'radio' | 'checkbox' | 'stepper';

export function controlType(o: ProductOption): ControlType {
  const l = optionLimits(o);
  if (l.min === 1 && l.max === 1) return 'radio';
  if (l.maxQ === 1 && l.max > 1) return 'checkbox';
  return 'stepper';
}

/**
 * The options a product offers: its group's options (unless the product sets noInherit) followed by its own.
 * A product option with the same slug as a group option replaces it in place.
 */
export function effectiveOptions(group: Pick<ProductGroup, 'opts'>, product: Pick<Product, 'opts' | 'noInherit'>): ProductOption[] {
  const own = product.opts ?? [];
  if (product.noInherit) return [...own];
  const ownBySlug = new Map(own.map((o) => [o.slug, o]));
  const out = (group.opts ?? []).map((g) => ownBySlug.get(g.slug) ?? g);
  const inherited = new Set(out.map((o) => o.slug));
  for (const o of own) if (!inherited.has(o.slug)) out.push(o);
  return out;
}

/** Sum of the quantities picked for one option. */
export function pickedCount(picks: Record<string, number> | undefined): number {
  let n = 0;
  for (const q of Object.values(picks ?? {})) if (q > 0) n += q;
  return n;
}

/**
 * New picks for an option after setting one value's quantity, or null when the change is silently rejected
 * (unknown value, not a whole number, above maxQ, or the option total would exceed max). For a radio control a
 * positive quantity replaces the picked value. Quantity 0 (or less) removes the value.
 */
export function setValueQuantity(
  o: ProductOption,
  current: Record<string, number>,
  valueSlug: string,
  qty: number,
): Record<string, number> | null {
  if (!o.vals.some((v) => v.slug === valueSlug)) return null;
  if (!Number.isFinite(qty) || !Number.isInteger(qty)) return null;
  const l = optionLimits(o);
  const next: Record<string, number> = {};
  if (qty <= 0) {
    for (const [k, q] of Object.entries(current)) if (k !== valueSlug && q > 0) next[k] = q;
    return next;
  }
  if (qty > l.maxQ) return null;
  if (controlType(o) === 'radio') return { [valueSlug]: qty };
  for (const [k, q] of Object.entries(current)) if (k !== valueSlug && q > 0) next[k] = q;
  next[valueSlug] = qty;
  if (pickedCount(next) > l.max) return null;
  return next;
}

export type OptionError = { kind: 'min'; min: number } | { kind: 'max'; max: number };

/** Below min ("Bitte wählen Sie mindestens {min} aus") or above max ("Maximal {max} Auswahl erlaubt"). */
export function optionError(o: ProductOption, picks: Record<string, number> | undefined): OptionError | null {
  const l = optionLimits(o);
  const n = pickedCount(picks);
  if (n < l.min) return { kind: 'min', min: l.min };
  if (n > l.max) return { kind: 'max', max: l.max };
  return null;
}

/**
 * Charge for one option: walk the values in the option's order; the first `free` picked units cost nothing, every
 * further unit costs its value's price.
 */
export function optionCharge(o: ProductOption, picks: Record<string, number> | undefined): Cents {
  let freeLeft = optionLimits(o).free;
  let sum = 0;
  for (const v of o.vals) {
    const q = picks?.[v.slug] ?? 0;
    if (!(q > 0)) continue;
    const freeHere = Math.min(q, freeLeft);
    freeLeft -= freeHere;
    sum += (q - freeHere) * toCents(v.pr);
  }
  return sum;
}

/** Slug of the first option (in order) whose minimum is not met yet, or null. */
export function firstUnmetRequired(options: ProductOption[], selection: Selection): string | null {
  for (const o of options) {
    if (optionError(o, selection[o.slug])?.kind === 'min') return o.slug;
  }
  return null;
}

/** Errors of every option (by slug); empty object when the selection may be added to the cart. */
export function selectionErrors(options: ProductOption[], selection: Selection): Record<string, OptionError> {
  const out: Record<string, OptionError> = {};
  for (const o of options) {
    const e = optionError(o, selection[o.slug]);
    if (e) out[o.slug] = e;
  }
  return out;
}

/** Radio options with exactly one value and min 1 start picked; everything else starts empty. */
export function initialSelection(options: ProductOption[]): Selection {
  const sel: Selection = {};
  for (const o of options) {
    const only = o.vals[0];
    if (controlType(o) === 'radio' && o.vals.length === 1 && only) sel[o.slug] = { [only.slug]: 1 };
  }
  return sel;
}
