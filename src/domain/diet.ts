/**
 * Diet marks of a product (issue 29): vegetarian, vegan, halal, contains alcohol and how spicy (0–3). A missing mark
 * means "not marked" (unknown), never "no": the careful eaters' filter treats an unmarked dish as not vegetarian.
 * Vegan implies vegetarian. Without zod (the vendor page shows and filters by them at start); the wire schema of
 * the marks is in src/domain/wire/menu-marks.ts.
 */
import type { Diet } from './wire/menu-marks.ts';

export type { Diet };

/** The marks a dish row shows, in this order. */
export const DIET_MARKS = ['vegan', 'vegetarian', 'halal', 'alcohol', 'spicy'] as const;
export type DietMark = (typeof DIET_MARKS)[number];

export const isVegan = (d: Diet | undefined): boolean => d?.vegan === true;
export const isVegetarian = (d: Diet | undefined): boolean => d?.vegetarian === true || d?.vegan === true;

/** The marks to show: vegan hides vegetarian (it says more); spicy from level 1. */
export function shownMarks(d: Diet | undefined): DietMark[] {
  if (!d) return [];
  return DIET_MARKS.filter((m) => {
    if (m === 'vegetarian') return d.vegetarian === true && d.vegan !== true;
    if (m === 'spicy') return (d.spicy ?? 0) > 0;
    return d[m] === true;
  });
}
