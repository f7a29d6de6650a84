import de from '../../locales/de/lazy/blog.json';
import en from '../../locales/en/lazy/blog.json';
import tr from '../../locales/tr/lazy/blog.json';
import { ARTICLE_SLUGS, BLOG_ARTICLES, articleBySlug } from './articles.ts';
import { longDate } from './blog-texts.ts';

type ArticleTexts = Record<string, { title?: string; excerpt?: string; tags?: Record<string, string>; paragraphs?: Record<string, string> } | undefined>;
const values = (o: Record<string, string> | undefined) => Object.values(o ?? {});

describe('blog articles and their texts', () => {
  it('when the articles are listed, then there are six with unique slugs, all five categories, and 1 and 3 featured', () => {
    expect(BLOG_ARTICLES.map((a) => a.slug)).toEqual([...ARTICLE_SLUGS]);
    expect(new Set(BLOG_ARTICLES.map((a) => a.category))).toEqual(new Set(['trends', 'sustainability', 'food-guide', 'health', 'news']));
    expect(BLOG_ARTICLES.filter((a) => a.featured).map((a) => a.id)).toEqual([1, 3]);
  });

  for (const [lng, texts] of [['de', de], ['en', en], ['tr', tr]] as const) {
    it(`when the ${lng} texts are read, then every article has a title, an excerpt, at least 3 tags and its paragraphs`, () => {
      const articles = texts.articles as ArticleTexts;
      expect(Object.keys(articles).sort()).toEqual([...ARTICLE_SLUGS].sort());
      for (const slug of ARTICLE_SLUGS) {
        const a = articles[slug];
        expect(a?.title, slug).toMatch(/\S{3}/);
        expect((a?.excerpt ?? '').length, slug).toBeGreaterThan(60);
        expect(values(a?.tags).length, slug).toBeGreaterThanOrEqual(3);
        expect(values(a?.paragraphs).length, slug).toBeGreaterThanOrEqual(3);
        for (const p of values(a?.paragraphs)) expect(p, slug).not.toMatch(/<[a-z/]/i);
      }
    });
  }

  it('when an article states its reading time, then it is the German text at 200 words a minute, rounded up', () => {
    for (const a of BLOG_ARTICLES) {
      const t = (de.articles as ArticleTexts)[a.slug];
      const words = [t?.title, t?.excerpt, ...values(t?.paragraphs)].join(' ').split(/\s+/).filter(Boolean).length;
      expect({ slug: a.slug, minutes: a.readTime }).toEqual({ slug: a.slug, minutes: Math.ceil(words / 200) });
    }
  });

  it('when a date is shown, then it is the long date of the page language', () => {
    expect(longDate('2026-10-14', 'de')).toBe('14. Oktober 2026');
    expect(longDate('2026-10-14', 'en')).toBe('October 14, 2026');
    expect(longDate('2026-03-01', 'tr')).toBe('1 Mart 2026');
  });

  it('when a slug is looked up, then only a known one is found', () => {
    expect(articleBySlug('weniger-verpackung')?.id).toBe(2);
    expect(articleBySlug('gibt-es-nicht')).toBeUndefined();
  });
});
