/**
 * The catalog (menu) of a vendor as GET /api/v1/vendors/{id}/catalogs/{catalog} answers it and as :import accepts it
 * (spec 1 §3 "Product group", "Product", "Option"). One schema for the server's validation and the app's parsing.
 */
import { z } from 'zod';
import { allergenListSchema, dietSchema } from './menu-marks.ts';
import { imageUrl, money, nonEmpty, str, whole } from './fields.ts';

export const imageRefSchema = z.object({
  url: imageUrl,
  tags: z.array(str(60)).max(20, 'has more than 20 tags').optional(),
  aspectRatio: z.number().positive().max(20).optional(),
});

/** Description and pictures of a product or group. */
export const infoSchema = z.object({
  desc: str(2000).optional(),
  images: z.array(imageRefSchema).max(10, 'has more than 10 images').optional(),
});

export const optionValueSchema = z.object({
  slug: nonEmpty(100),
  label: str(200),
  /** euro */
  pr: money(1000),
  /** allergen codes this value adds to the dish (issue 29) */
  allergens: allergenListSchema.optional(),
});

/** An option group: min (default 0), max (default 20), maxQ per value (default 1), free picks (default 0). */
export const productOptionSchema = z
  .object({
    slug: nonEmpty(100),
    label: str(200),
    min: whole(0, 99).optional(),
    max: whole(0, 99).optional(),
    maxQ: whole(1, 99).optional(),
    free: whole(0, 99).optional(),
    vals: z.array(optionValueSchema).max(100, 'has more than 100 values'),
  })
  .refine((o) => (o.min ?? 0) <= (o.max ?? 20), 'min must not exceed max');
export type ProductOption = z.infer<typeof productOptionSchema>;

export const productSchema = z.object({
  id: nonEmpty(100),
  label: nonEmpty(200),
  /** euro */
  pr: money(10000),
  /** VAT percent, 10 or 20 in Austria */
  vatP: z.number().min(0).max(30),
  info: infoSchema.optional(),
  noInherit: z.boolean().optional(),
  /** option groups of this product (the group's are inherited unless noInherit) */
  opts: z.array(productOptionSchema).max(30, 'has more than 30 options').optional(),
  /** allergen codes A … R (src/domain/allergens.ts) */
  allergens: allergenListSchema.optional(),
  /** diet marks (src/domain/diet.ts) */
  diet: dietSchema.optional(),
  /** the desk's "ausverkauft" switch: :placeOrder refuses it (absent = false; set by the desk only, not by :import) */
  soldOut: z.boolean().optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productGroupSchema = z.object({
  /** e.g. "vendors/{id}/catalogs/delivery/groups/pizza": the last path segment is the category key */
  slug: nonEmpty(300),
  label: str(200),
  info: infoSchema.optional(),
  noInherit: z.boolean().optional(),
  opts: z.array(productOptionSchema).max(30, 'has more than 30 options').optional(),
  products: z.array(productSchema).max(500, 'has more than 500 products'),
});
export type ProductGroup = z.infer<typeof productGroupSchema>;

/** The groups of a catalog; a product id is used once per catalog. */
export const productGroupsSchema = z
  .array(productGroupSchema)
  .max(100, 'has more than 100 groups')
  .superRefine((groups, ctx) => {
    const seen = new Set<string>();
    for (const g of groups) {
      for (const p of g.products) {
        if (seen.has(p.id)) ctx.addIssue({ code: 'custom', message: `product id "${p.id}" is used twice` });
        seen.add(p.id);
      }
    }
  });

/** A catalog as answered: `name` is its resource name vendors/{id}/catalogs/{catalog}. */
export const catalogSchema = z.object({
  name: str(300),
  productGroups: productGroupsSchema,
});
export type Catalog = z.infer<typeof catalogSchema>;

/** A catalog as :import accepts it: the server names it. */
export const catalogInputSchema = catalogSchema.extend({ name: str(300).optional() });
