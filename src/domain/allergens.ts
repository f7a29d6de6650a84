/**
 * The 14 allergens of EU regulation 1169/2011 with the letters of the Austrian Allergeninformationsverordnung
 * (issue 29). Products and option values carry the codes; the names a customer reads come from the translation
 * files (`vendor.allergen.{code}` in de, en and tr); migration 0023 turned the German words the catalogs stored
 * before into these codes.
 */
import { z } from 'zod';

export const ALLERGEN_CODES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M', 'N', 'O', 'P', 'R'] as const;
export type AllergenCode = (typeof ALLERGEN_CODES)[number];

export const allergenCodeSchema = z.enum(ALLERGEN_CODES, { error: `must be one of the allergen codes ${ALLERGEN_CODES.join(', ')}` });

/** A list of allergen codes: each at most once (the wire schemas of catalogs and of the menu editor). */
export const allergenListSchema = z
  .array(allergenCodeSchema)
  .max(ALLERGEN_CODES.length, `has more than ${ALLERGEN_CODES.length} allergens`)
  .refine((l) => new Set(l).size === l.length, 'lists an allergen twice');

/** Codes in the regulation's order (A … R), each once; anything else is dropped. */
export function sortAllergens(list: readonly unknown[] | undefined): AllergenCode[] {
  const have = new Set(list ?? []);
  return ALLERGEN_CODES.filter((c) => have.has(c));
}
