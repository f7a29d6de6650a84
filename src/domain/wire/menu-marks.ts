/**
 * The wire schemas of a dish's marks (issue 29): its allergen codes and its diet marks. The codes and the marks'
 * rules are zod-free in src/domain/allergens.ts and src/domain/diet.ts: the vendor page shows and filters them
 * without loading zod and the wire schemas at start (issue 27).
 */
import { z } from 'zod';
import type { AllergenCode } from '../allergens.ts';
import { whole } from './fields.ts';

/**
 * The codes of src/domain/allergens.ts once more (the types check that each is one of them, allergens.test.ts that
 * both lists are the same): imported, that module would join the wire chunk (the build puts a group's dependencies
 * in it) and the vendor page, which uses the codes at start, would load zod and every wire schema with it.
 */
const ALLERGEN_CODES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M', 'N', 'O', 'P', 'R'] as const satisfies readonly AllergenCode[];

export const allergenCodeSchema = z.enum(ALLERGEN_CODES, { error: `must be one of the allergen codes ${ALLERGEN_CODES.join(', ')}` });

/** A list of allergen codes: each at most once (the wire schemas of catalogs and of the menu editor). */
export const allergenListSchema = z
  .array(allergenCodeSchema)
  .max(ALLERGEN_CODES.length, `has more than ${ALLERGEN_CODES.length} allergens`)
  .refine((l) => new Set(l).size === l.length, 'lists an allergen twice');

export const dietSchema = z.object({
  vegetarian: z.boolean().optional(),
  vegan: z.boolean().optional(),
  halal: z.boolean().optional(),
  alcohol: z.boolean().optional(),
  /** 0 mild … 3 very hot */
  spicy: whole(0, 3).optional(),
});
export type Diet = z.infer<typeof dietSchema>;
