/**
 * Search params of /restaurants (spec 1 §2), validated with zod (zod/mini keeps the entry chunk small).
 * Defaults: city wien when neither postalCode nor search, category all, type address. Bad values fall back to the
 * default instead of failing the page (a shared link with a typo still shows restaurants).
 */
import * as z from 'zod/mini';
import { LISTING_CATEGORIES } from '../../domain/listing.ts';

const optionalText = (max: number) =>
  z.catch(z.optional(z.pipe(z.string(), z.transform((v) => v.trim().slice(0, max) || undefined))), undefined);

const enumOr = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z._default(z.catch(z.enum(values), fallback), fallback);

export const SORTS = ['recommended', 'rating', 'deliveryTime', 'minOrder', 'name'] as const;

export const listingSearchSchema = z.pipe(
  z.object({
    postalCode: z.catch(z.optional(z.string().check(z.regex(/^\d{4,5}$/))), undefined),
    search: optionalText(100),
    city: z.catch(
      z.optional(z.pipe(z.string(), z.transform((v) => v.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-AT').slice(0, 60) || undefined))),
      undefined,
    ),
    category: enumOr(LISTING_CATEGORIES, 'all'),
    type: enumOr(['address', 'city', 'postal'] as const, 'address'),
    deliveryType: z.catch(z.optional(z.enum(['delivery', 'pickup'])), undefined),
    cityName: optionalText(80),
    street: optionalText(120),
    houseNumber: optionalText(20),
    sort: z.catch(z.optional(z.enum(SORTS)), undefined),
  }),
  z.transform((s) => ({ ...s, city: s.city ?? (s.postalCode || s.search ? undefined : 'wien') })),
);

export type ListingSearch = z.output<typeof listingSearchSchema>;

export type ListingSearchInput = z.input<typeof listingSearchSchema>;
