/**
 * The blog articles' slugs (`/blog/{slug}`, issue 13 item 1), in the blog's order. Shared by the blog feature
 * (src/features/blog/articles.ts holds the rest of each article's facts) and the server's sitemap (server/seo).
 */
export const ARTICLE_SLUGS = [
  'abholen-statt-liefern',
  'weniger-verpackung',
  'wiener-kueche-zum-mitnehmen',
  'ausgewogen-bestellen',
  'lieferzone-in-drei-sprachen',
  'vorbestellen-zur-wunschzeit',
] as const;
export type ArticleSlug = (typeof ARTICLE_SLUGS)[number];
