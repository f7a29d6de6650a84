/**
 * Real vendors for the not-found page's suggestions, from the listing API (GET /api/v1/vendors, view BASIC): the
 * most popular ones (before anything is typed) and those matching a typed text or a word of the missing path.
 * Each vendor is parsed by the shared vendor schema's fields the suggestions show; one it refuses is left out.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorBasicSchema } from '../../../domain/wire/vendor.ts';
import { apiFetch } from '../../../lib/api/client.ts';
import { parseAnswer } from '../../../lib/api/parse.ts';
import { notFoundKeys } from '../keys.ts';

/** How many popular vendors join the categories in the first suggestions. */
export const POPULAR_VENDORS = 3;
const SEARCH_PAGE_SIZE = 8;

const suggestionVendorSchema = vendorBasicSchema.pick({
  slug: true, label: true, cuisine: true, city: true, district: true, tags: true, logo: true, popularity: true,
});
export type SuggestionVendor = z.infer<typeof suggestionVendorSchema>;

const listSchema = z.object({ vendors: z.array(z.unknown()) });

async function fetchVendors(query: Record<string, string | number>, signal: AbortSignal): Promise<SuggestionVendor[]> {
  const raw = await apiFetch<unknown>('/api/v1/vendors', { signal, query: { view: 'BASIC', ...query } });
  return parseAnswer(listSchema, raw, 'vendor list').vendors.flatMap((v) => {
    const r = suggestionVendorSchema.safeParse(v);
    return r.success ? [r.data] : [];
  });
}

/**
 * A typed text as free-text filter words: filter syntax (`key:value`, quotes) is taken as plain words, each word cut
 * to the server's 60 characters, at most 5 words.
 */
export function searchFilter(text: string): string {
  return text.replace(/[:"]/g, ' ').trim().split(/\s+/).filter(Boolean).slice(0, 5).map((w) => w.slice(0, 60)).join(' ');
}

export const popularVendorsOptions = () =>
  queryOptions({
    queryKey: notFoundKeys.popular(),
    queryFn: ({ signal }) => fetchVendors({ orderBy: 'popularity desc', pageSize: POPULAR_VENDORS }, signal),
    staleTime: 5 * 60_000,
  });

export const vendorSearchOptions = (text: string) =>
  queryOptions({
    queryKey: notFoundKeys.search(searchFilter(text)),
    queryFn: ({ signal }) => fetchVendors({ filter: searchFilter(text), pageSize: SEARCH_PAGE_SIZE }, signal),
    enabled: searchFilter(text).length >= 2,
    staleTime: 60_000,
    // while the next text's answer loads, the last one's suggestions stay (no flicker while typing)
    placeholderData: keepPreviousData,
  });
