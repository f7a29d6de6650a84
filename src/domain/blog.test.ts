import { describe, expect, it } from 'vitest';
import { cardTags, filterArticles, foldText, type BlogArticleText } from './blog.ts';

const a = (slug: string, category: BlogArticleText['category'], featured: boolean, title: string, tags: string[] = []): BlogArticleText => ({
  slug, category, featured, title, excerpt: `Auszug zu ${title}`, tags, categoryLabel: category,
});

const ARTICLES = [
  a('one', 'trends', true, 'Abholen ist wieder gefragt', ['Abholung', 'Linz', 'Zeit']),
  a('two', 'sustainability', false, 'Weniger Verpackung', ['Umwelt', 'Mehrweg']),
  a('three', 'food-guide', true, 'Wiener Küche zum Mitnehmen', ['Schnitzel', 'Gulasch', 'Wien']),
  a('four', 'health', false, 'Ausgewogen bestellen', ['Gemüse', 'Balance']),
  a('five', 'news', false, 'Drei Sprachen', ['Türkçe', 'English']),
  a('six', 'trends', false, 'Vorbestellen zur Wunschzeit', ['Planung', 'Zeit']),
];

describe('blog filter', () => {
  it('when nothing is searched and All is chosen, then featured articles come apart and the grid holds the rest', () => {
    const r = filterArticles(ARTICLES, { query: '', category: 'all' });
    expect(r.featured.map((x) => x.slug)).toEqual(['one', 'three']);
    expect(r.grid.map((x) => x.slug)).toEqual(['two', 'four', 'five', 'six']);
    expect(r.total).toBe(6);
    expect(r.counts).toEqual({ all: 6, trends: 2, sustainability: 1, 'food-guide': 1, health: 1, news: 1 });
  });

  it('when a category is chosen, then the grid holds its articles, featured ones included, and no featured section', () => {
    const r = filterArticles(ARTICLES, { query: '', category: 'trends' });
    expect(r.featured).toEqual([]);
    expect(r.grid.map((x) => x.slug)).toEqual(['one', 'six']);
    expect(r.total).toBe(2);
  });

  it('when search and category combine, then both must match and the counts follow the search', () => {
    const r = filterArticles(ARTICLES, { query: 'zeit', category: 'trends' });
    expect(r.grid.map((x) => x.slug)).toEqual(['one', 'six']);
    expect(r.counts).toEqual({ all: 2, trends: 2, sustainability: 0, 'food-guide': 0, health: 0, news: 0 });
    const none = filterArticles(ARTICLES, { query: 'zeit', category: 'health' });
    expect(none.total).toBe(0);
    expect(none.grid).toEqual([]);
  });

  it('when the query has several words, other case or no accents, then every word must occur somewhere', () => {
    expect(filterArticles(ARTICLES, { query: 'WIENER kuche', category: 'all' }).featured.map((x) => x.slug)).toEqual(['three']);
    expect(filterArticles(ARTICLES, { query: 'turkce', category: 'all' }).grid.map((x) => x.slug)).toEqual(['five']);
    expect(filterArticles(ARTICLES, { query: 'wiener pizza', category: 'all' }).total).toBe(0);
    expect(filterArticles(ARTICLES, { query: '   ', category: 'all' }).total).toBe(6);
  });

  it('when a word only occurs in the excerpt or the category label, then the article matches', () => {
    expect(filterArticles(ARTICLES, { query: 'auszug verpackung', category: 'all' }).grid.map((x) => x.slug)).toEqual(['two']);
    expect(filterArticles(ARTICLES, { query: 'health', category: 'all' }).grid.map((x) => x.slug)).toEqual(['four']);
  });

  it('when Turkish dotted and dotless i are typed, then they read as i', () => {
    expect(foldText('İNDİRİM ılık')).toBe('indirim ilik');
  });

  it('when a card shows tags, then a featured one shows 3 and another 2', () => {
    expect(cardTags(['a', 'b', 'c', 'd'], true)).toEqual(['a', 'b', 'c']);
    expect(cardTags(['a', 'b', 'c', 'd'], false)).toEqual(['a', 'b']);
    expect(cardTags(['a'], true)).toEqual(['a']);
  });
});
