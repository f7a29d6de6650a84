/**
 * Search params of /restaurants (spec 1 §2), validated in the entry chunk without zod (lib/search-params.ts).
 * Defaults: city wien when neither postalCode nor search, category all, type address. Bad values fall back to the
 * default instead of failing the page (a shared link with a typo still shows restaurants).
 */
import { listingCategory, type CATEGORY_ALIASES, type ListingCategory } from '../../domain/listing.ts';
import type { ServiceKind } from '../../domain/types.ts';
import { searchEnum, searchMatch, searchString, searchValidator } from '../../lib/search-params.ts';

export const SORTS = ['recommended', 'rating', 'deliveryTime', 'minOrder', 'name'] as const;
const PLACE_TYPES = ['address', 'city', 'postal'] as const;
const SERVICE_KINDS = ['delivery', 'pickup'] as const satisfies readonly ServiceKind[];
/** The place of a listing opened without postal code, town or search. */
export const DEFAULT_CITY = 'wien';

export interface ListingSearch {
  postalCode?: string | undefined;
  search?: string | undefined;
  city: string | undefined;
  category: ListingCategory;
  type: (typeof PLACE_TYPES)[number];
  deliveryType?: ServiceKind | undefined;
  cityName?: string | undefined;
  street?: string | undefined;
  houseNumber?: string | undefined;
  sort?: (typeof SORTS)[number] | undefined;
}

/** What links may pass: also the English aliases of two categories (domain/listing.ts CATEGORY_ALIASES). */
export type ListingSearchInput = Partial<Omit<ListingSearch, 'category'>> & { category?: ListingCategory | keyof typeof CATEGORY_ALIASES };

/** Trimmed and cut to `max` characters; blank is no value. */
const text = (v: unknown, max: number) => searchString(v)?.trim().slice(0, max) || undefined;

export const listingSearchSchema = searchValidator<ListingSearch, ListingSearchInput>((s) => {
  const postalCode = searchMatch(s.postalCode, /^\d{4,5}$/);
  const search = text(s.search, 100);
  const city = searchString(s.city)?.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-AT').slice(0, 60) || undefined;
  return {
    postalCode,
    search,
    city: city ?? (postalCode || search ? undefined : DEFAULT_CITY),
    category: listingCategory(s.category) ?? 'all',
    type: searchEnum(s.type, PLACE_TYPES) ?? 'address',
    deliveryType: searchEnum(s.deliveryType, SERVICE_KINDS),
    cityName: text(s.cityName, 80),
    street: text(s.street, 120),
    houseNumber: text(s.houseNumber, 20),
    sort: searchEnum(s.sort, SORTS),
  };
});
