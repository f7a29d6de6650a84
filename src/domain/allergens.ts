/**
 * The 14 allergens of EU regulation 1169/2011 with the letters of the Austrian Allergeninformationsverordnung
 * (issue 29). Products and option values carry the codes; the names a customer reads come from the translation
 * files (`vendor.allergen.{code}` in de, en and tr); migration 0023 turned the German words the catalogs stored
 * before into these codes. Without zod: the vendor page shows and filters by them at start; their wire schemas are
 * in src/domain/wire/menu-marks.ts.
 */
export const ALLERGEN_CODES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M', 'N', 'O', 'P', 'R'] as const;
export type AllergenCode = (typeof ALLERGEN_CODES)[number];

/** Codes in the regulation's order (A … R), each once; anything else is dropped. */
export function sortAllergens(list: readonly unknown[] | undefined): AllergenCode[] {
  const have = new Set(list ?? []);
  return ALLERGEN_CODES.filter((c) => have.has(c));
}
