/**
 * The candidates of the not-found page's suggestions (spec 3 §3 "Suggestion item"): real vendors from the listing
 * API, the listing's categories and the home page's cities, with the priorities that order the popular list —
 * the popular vendors first, then the trending categories (pizza, sushi, healthy), the other categories, the cities.
 */
import type { TFunction } from 'i18next';
import { LISTING_CATEGORIES, categoryToTag } from '../../domain/listing.ts';
import type { SuggestionItem } from '../../domain/not-found.ts';
import { HOME_CITIES, cityDisplayName } from '../../lib/cities.ts';
import { cuisineLabel } from '../../lib/cuisine-label.ts';
import type { SuggestionVendor } from './api/vendor-suggestions.ts';

export const TRENDING_CATEGORIES = ['pizza', 'sushi', 'gesund'] as const;

type Category = Exclude<(typeof LISTING_CATEGORIES)[number], 'all'>;
const CATEGORIES = LISTING_CATEGORIES.filter((c): c is Category => c !== 'all');

export const categoryUrl = (c: string) => `/restaurants?category=${c}`;
export const cityUrl = (slug: string) => `/restaurants?city=${slug}`;

export function categoryItems(t: TFunction): SuggestionItem[] {
  return CATEGORIES.map((c) => {
    const trending = (TRENDING_CATEGORIES as readonly string[]).indexOf(c);
    return {
      id: `category:${c}`,
      type: 'category',
      title: t(`listing.categories.${c}`),
      url: categoryUrl(c),
      priority: trending >= 0 ? 60 - trending : 40,
      keywords: [c, categoryToTag(c) ?? c],
    };
  });
}

export function cityItems(lang: string): SuggestionItem[] {
  return HOME_CITIES.map((c, i) => ({
    id: `city:${c.slug}`,
    type: 'city',
    title: cityDisplayName(c.slug, lang),
    url: cityUrl(c.slug),
    priority: 30 - i / 100,
    keywords: [c.name, c.slug, ...Object.values(c.names ?? {})],
  }));
}

/**
 * A vendor as a suggestion. `rank` (0 = most popular) gives the popular list's order; search results (no rank) are
 * ordered by their popularity among themselves. The cuisine is shown in the customer's language (issue 25 item 5) and
 * found both by its key and by its name.
 */
export function vendorItem(t: TFunction, v: SuggestionVendor, rank?: number): SuggestionItem {
  const place = v.district ? `${v.district}, ${v.city}` : v.city;
  const cuisine = v.cuisine ? cuisineLabel(t, v.cuisine) : '';
  const item: SuggestionItem = {
    id: `restaurant:${v.slug}`,
    type: 'restaurant',
    title: v.label,
    description: [cuisine, place].filter(Boolean).join(' · '),
    url: `/restaurant/${v.slug}`,
    priority: rank === undefined ? 45 + v.popularity / (v.popularity + 100) : 70 - rank,
    keywords: [v.slug.replace(/-/g, ' '), v.cuisine ?? '', cuisine, v.city, v.district ?? '', ...v.tags],
  };
  if (v.logo) item.image = v.logo;
  return item;
}
