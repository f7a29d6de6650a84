/**
 * The six blog articles (spec 3 §3 "Blog article", §9): static data bundled with the blog's chunk, no call. Titles,
 * excerpts, tags and paragraphs are in the lazy namespace `blog` (src/locales/{de,en,tr}/lazy/blog.json) under
 * `articles.<slug>`; here are the facts that do not depend on the language.
 *
 * No `views` or `likes`: the spec's article has them, but this app counts neither (nothing records a read or a
 * like), so any number shown would be invented. They come back when something really measures them.
 *
 * `image`: no photographs exist in this installation and external images are blocked by the CSP, so each article
 * names a decorative motif drawn in CSS/SVG (article-image.tsx).
 */
import type { BlogCategory } from '../../domain/blog.ts';
import type { ArticleSlug } from '../../domain/blog-slugs.ts';

export type ArticleMotif = 'pickup' | 'leaf' | 'plate' | 'bowl' | 'globe' | 'clock';

export interface BlogArticle {
  id: number;
  slug: ArticleSlug;
  category: BlogCategory;
  /** ISO date of publication */
  date: string;
  /** minutes, counted from the German text at ~200 words a minute (article-texts.test.ts keeps it honest) */
  readTime: number;
  featured: boolean;
  image: ArticleMotif;
}

// the slugs live in the domain: the server's sitemap lists them too
export { ARTICLE_SLUGS } from '../../domain/blog-slugs.ts';

export const BLOG_ARTICLES: readonly BlogArticle[] = [
  { id: 1, slug: 'abholen-statt-liefern', category: 'trends', date: '2026-10-14', readTime: 1, featured: true, image: 'pickup' },
  { id: 2, slug: 'weniger-verpackung', category: 'sustainability', date: '2026-09-30', readTime: 1, featured: false, image: 'leaf' },
  { id: 3, slug: 'wiener-kueche-zum-mitnehmen', category: 'food-guide', date: '2026-09-16', readTime: 1, featured: true, image: 'plate' },
  { id: 4, slug: 'ausgewogen-bestellen', category: 'health', date: '2026-08-27', readTime: 1, featured: false, image: 'bowl' },
  { id: 5, slug: 'lieferzone-in-drei-sprachen', category: 'news', date: '2026-08-05', readTime: 1, featured: false, image: 'globe' },
  { id: 6, slug: 'vorbestellen-zur-wunschzeit', category: 'trends', date: '2026-07-15', readTime: 1, featured: false, image: 'clock' },
];


export function articleBySlug(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((a) => a.slug === slug);
}
