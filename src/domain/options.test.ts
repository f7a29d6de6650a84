import { describe, expect, it } from 'vitest';
import {
  controlType, effectiveOptions, firstUnmetRequired, initialSelection, optionCharge, optionError, optionLimits,
  selectionErrors, setValueQuantity,
} from './options.ts';
import type { ProductOption } from './types.ts';

const vals = (...prices: number[]) => prices.map((pr, i) => ({ slug: `v${i + 1}`, label: `Wert ${i + 1}`, pr }));
const opt = (o: Partial<ProductOption>): ProductOption => ({ slug: 'o', label: 'Option', vals: vals(1, 2, 3), ...o });

describe('option limits (spec 1 §9: max 20, maxQ 1 by default)', () => {
  it('when an option sets no limits, then min 0, max 20, maxQ 1, free 0', () => {
    expect(optionLimits(opt({}))).toEqual({ min: 0, max: 20, maxQ: 1, free: 0 });
  });
  it('when an option sets limits, then they are used', () => {
    expect(optionLimits(opt({ min: 1, max: 3, maxQ: 2, free: 1 }))).toEqual({ min: 1, max: 3, maxQ: 2, free: 1 });
  });
});

describe('control type (spec 1 §4 product dialog)', () => {
  it('when min and max are both 1, then it is a radio group', () => {
    expect(controlType(opt({ min: 1, max: 1 }))).toBe('radio');
  });
  it('when the per-value max is 1 and max is above 1, then it is a checkbox group', () => {
    expect(controlType(opt({ max: 3 }))).toBe('checkbox');
    expect(controlType(opt({}))).toBe('checkbox'); // defaults: maxQ 1, max 20
  });
  it('when a value may be picked more than once, then it is a quantity stepper', () => {
    expect(controlType(opt({ maxQ: 3, max: 5 }))).toBe('stepper');
  });
  it('when max is 1 without min 1, then it is a stepper (neither radio nor checkbox rule holds)', () => {
    expect(controlType(opt({ min: 0, max: 1 }))).toBe('stepper');
  });
});

describe('effective options of a product', () => {
  const size = opt({ slug: 'size', min: 1, max: 1 });
  const extras = opt({ slug: 'extras', max: 5 });
  const sauce = opt({ slug: 'sauce' });
  it("when the product does not set noInherit, then the group's options come first, then its own", () => {
    expect(effectiveOptions({ opts: [size, extras] }, { opts: [sauce] }).map((o) => o.slug)).toEqual(['size', 'extras', 'sauce']);
  });
  it('when the product sets noInherit, then only its own options apply', () => {
    expect(effectiveOptions({ opts: [size, extras] }, { opts: [sauce], noInherit: true }).map((o) => o.slug)).toEqual(['sauce']);
  });
  it("when the product has an option with a group option's slug, then the product's replaces it in place", () => {
    const mine = opt({ slug: 'size', label: 'Größe (Produkt)', min: 1, max: 1 });
    const out = effectiveOptions({ opts: [size, extras] }, { opts: [mine] });
    expect(out.map((o) => o.label)).toEqual(['Größe (Produkt)', 'Option']);
  });
});

describe('changing a value quantity (spec 1 §5: silently rejected above maxQ or max)', () => {
  it('when a value goes above maxQ, then the change is rejected (null)', () => {
    expect(setValueQuantity(opt({ maxQ: 2 }), { v1: 2 }, 'v1', 3)).toBeNull();
  });
  it('when the option total would go above max, then the change is rejected (null)', () => {
    expect(setValueQuantity(opt({ max: 2 }), { v1: 1, v2: 1 }, 'v3', 1)).toBeNull();
  });
  it('when the change stays within maxQ and max, then the new picks are returned', () => {
    expect(setValueQuantity(opt({ max: 3 }), { v1: 1 }, 'v2', 1)).toEqual({ v1: 1, v2: 1 });
    expect(setValueQuantity(opt({ maxQ: 3, max: 5 }), { v1: 1 }, 'v1', 3)).toEqual({ v1: 3 });
  });
  it('when a radio value is picked, then it replaces the previous pick', () => {
    expect(setValueQuantity(opt({ min: 1, max: 1 }), { v1: 1 }, 'v2', 1)).toEqual({ v2: 1 });
  });
  it('when the quantity is set to 0, then the value is removed', () => {
    expect(setValueQuantity(opt({}), { v1: 1, v2: 1 }, 'v1', 0)).toEqual({ v2: 1 });
  });
  it('when the value is unknown or the quantity is not whole, then the change is rejected', () => {
    expect(setValueQuantity(opt({}), {}, 'nope', 1)).toBeNull();
    expect(setValueQuantity(opt({ maxQ: 3 }), {}, 'v1', 1.5)).toBeNull();
  });
  it('when picks are changed, then the current picks object is not mutated', () => {
    const current = { v1: 1 };
    setValueQuantity(opt({}), current, 'v2', 1);
    expect(current).toEqual({ v1: 1 });
  });
});

describe('option errors (spec 1 §5 min/max)', () => {
  it('when fewer than min are picked, then the error names min', () => {
    expect(optionError(opt({ min: 2 }), { v1: 1 })).toEqual({ kind: 'min', min: 2 });
    expect(optionError(opt({ min: 1 }), undefined)).toEqual({ kind: 'min', min: 1 });
  });
  it('when more than max are picked, then the error names max', () => {
    expect(optionError(opt({ max: 1, maxQ: 3 }), { v1: 2 })).toEqual({ kind: 'max', max: 1 });
  });
  it('when the count is within min and max, then there is no error', () => {
    expect(optionError(opt({ min: 1, max: 2 }), { v1: 1, v2: 1 })).toBeNull();
  });
  it('when required options are checked in order, then the first unmet one is named', () => {
    const options = [opt({ slug: 'a', min: 1, max: 1 }), opt({ slug: 'b' }), opt({ slug: 'c', min: 1 })];
    expect(firstUnmetRequired(options, {})).toBe('a');
    expect(firstUnmetRequired(options, { a: { v1: 1 } })).toBe('c');
    expect(firstUnmetRequired(options, { a: { v1: 1 }, c: { v2: 1 } })).toBeNull();
    expect(Object.keys(selectionErrors(options, { a: { v1: 1 } }))).toEqual(['c']);
  });
  it('when a radio option has a single value, then the initial selection picks it', () => {
    expect(initialSelection([opt({ slug: 'r', min: 1, max: 1, vals: vals(0) }), opt({ slug: 'x' })])).toEqual({ r: { v1: 1 } });
  });
});

describe('option charging (spec 1 §4: free count deducted, remainder in value order)', () => {
  it('when there are no free picks, then every picked unit costs its value price', () => {
    expect(optionCharge(opt({ maxQ: 3 }), { v1: 2, v3: 1 })).toBe(2 * 100 + 300);
  });
  it('when free picks exist, then the first units in value order are free', () => {
    // values in order: v1 1 €, v2 2 €, v3 3 €; 2 free → v1 and one v2 free, one v2 and v3 charged
    expect(optionCharge(opt({ maxQ: 2, free: 2 }), { v1: 1, v2: 2, v3: 1 })).toBe(200 + 300);
  });
  it('when picks are in a different key order, then the value order still decides what is free', () => {
    expect(optionCharge(opt({ free: 1 }), { v3: 1, v1: 1 })).toBe(300);
  });
  it('when the free count exceeds the picks, then the option costs nothing', () => {
    expect(optionCharge(opt({ free: 5 }), { v2: 1, v3: 1 })).toBe(0);
  });
  it('when value prices have euro noise, then the charge is exact cents', () => {
    expect(optionCharge(opt({ vals: [{ slug: 'a', label: 'A', pr: 0.1 }, { slug: 'b', label: 'B', pr: 0.2 }] }), { a: 1, b: 1 })).toBe(30);
  });
  it('when nothing is picked, then the charge is 0', () => {
    expect(optionCharge(opt({}), undefined)).toBe(0);
  });
});
