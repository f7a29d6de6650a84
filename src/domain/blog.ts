/**
 * The blog's filter (spec 3 §2.6, §4, §9): a search text and a category combine. Pure, over articles whose texts
 * are already translated (the page passes the texts of the language shown), so search matches what the reader sees.
 *
 * - search: every word of the query must occur in the title, the excerpt, a tag or the category label; case,
 *   accents and the Turkish dotted/dotless i are ignored;
 * - counts: per category, the articles that match the current search (the "All" count is their total), so a tab's
 *   count says what choosing it would show;
 * - with "All", featured articles come separately and the grid holds the rest; with a category the grid holds every
 *   match, featured ones included (spec 3 §4);
 * - a featured card shows 3 tags, any other 2 (spec 3 §9).
 */

export const BLOG_CATEGORIES = ['trends', 'sustainability', 'food-guide', 'health', 'news'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type BlogCategoryFilter = 'all' | BlogCategory;

export interface BlogArticleText {
  slug: string;
  category: BlogCategory;
  featured: boolean;
  title: string;
  excerpt: string;
  tags: readonly string[];
  /** the category's label in the language shown (searchable like the rest) */
  categoryLabel: string;
}

export interface BlogFilter {
  query: string;
  category: BlogCategoryFilter;
}

export interface BlogFilterResult<A extends BlogArticleText> {
  /** featured matches, shown apart (only with "All") */
  featured: A[];
  /** the grid */
  grid: A[];
  /** every match (featured and grid) */
  total: number;
  /** matches of the search per category, and `all` */
  counts: Record<BlogCategoryFilter, number>;
}

/** Lower case without accents; Turkish ı/İ read as i. */
export function foldText(s: string): string {
  return s
    .replace(/[ıİ]/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** The words of a query (folded); an empty list for a blank query. */
export function queryWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

export function matchesQuery(article: BlogArticleText, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = foldText([article.title, article.excerpt, article.categoryLabel, ...article.tags].join('\n'));
  return words.every((w) => haystack.includes(w));
}

export function filterArticles<A extends BlogArticleText>(articles: readonly A[], filter: BlogFilter): BlogFilterResult<A> {
  const words = queryWords(filter.query);
  const found = articles.filter((a) => matchesQuery(a, words));
  const counts = Object.fromEntries([['all', found.length], ...BLOG_CATEGORIES.map((c) => [c, found.filter((a) => a.category === c).length])]) as Record<
    BlogCategoryFilter,
    number
  >;
  if (filter.category === 'all') {
    return { featured: found.filter((a) => a.featured), grid: found.filter((a) => !a.featured), total: found.length, counts };
  }
  const inCategory = found.filter((a) => a.category === filter.category);
  return { featured: [], grid: inCategory, total: inCategory.length, counts };
}

/** The tags a card shows: 3 on a featured article, 2 on any other (spec 3 §9). */
export function cardTags(tags: readonly string[], featured: boolean): readonly string[] {
  return tags.slice(0, featured ? 3 : 2);
}
