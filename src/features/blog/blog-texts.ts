/**
 * The articles with their texts in the language shown (lazy namespace `blog`), and the page's long dates. Tags and
 * paragraphs are objects with ordered keys (t1…, p1…) in the translation files: the key checks compare leaves only.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogArticleText } from '../../domain/blog.ts';
import { BLOG_ARTICLES, type BlogArticle } from './articles.ts';

export type ShownArticle = BlogArticle & BlogArticleText;

export function useShownArticles(): ShownArticle[] {
  const { t } = useTranslation('blog');
  return useMemo(
    () =>
      BLOG_ARTICLES.map((a) => ({
        ...a,
        title: t(`articles.${a.slug}.title`),
        excerpt: t(`articles.${a.slug}.excerpt`),
        tags: Object.values(t(`articles.${a.slug}.tags`, { returnObjects: true })),
        categoryLabel: t(`categories.${a.category}`),
      })),
    [t],
  );
}

/** "14. Oktober 2026" / "October 14, 2026" / "14 Ekim 2026": the long date in the page's language (spec 3 §9). */
export function longDate(isoDate: string, lng: string): string {
  return new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
