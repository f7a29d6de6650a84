/**
 * The name of a menu category (spec 1 §3 "Product group", §9 "Default category labels"): the group's own label, else
 * the vendor's category metadata, else the default name of a well-known category key, else the key made readable —
 * never the raw slug. Pure.
 */
import type { CategoryMetadata, ProductGroup } from '../../domain/types.ts';

/** Default category labels of spec 1 §9. */
export const DEFAULT_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  appetizers: 'Vorspeisen',
  pizzas: 'Pizza',
  pasta: 'Pasta',
  salads: 'Salate',
  desserts: 'Desserts',
  drinks: 'Getränke',
};

/** The category key is the last path segment of the group slug (spec 1 §3). */
export function categoryKey(slug: string): string {
  const parts = slug.split('/').filter(Boolean);
  return parts[parts.length - 1] ?? slug;
}

/** "hausgemachte-nudeln" → "Hausgemachte nudeln" */
function readable(key: string): string {
  const words = key.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

export function categoryLabel(
  group: Pick<ProductGroup, 'slug' | 'label'>,
  metadata?: Readonly<Record<string, CategoryMetadata>>,
): string {
  const own = group.label.trim();
  if (own) return own;
  const key = categoryKey(group.slug);
  const meta = metadata?.[key]?.label.trim();
  if (meta) return meta;
  return DEFAULT_CATEGORY_LABELS[key.toLowerCase()] ?? readable(key);
}
