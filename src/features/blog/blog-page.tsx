/**
 * /blog (spec 3 §2.6, §4, §8, §9): search and category combine (domain/blog.ts); with "All" the featured articles
 * come first in their own section; the number of results is announced; no match shows the empty state whose reset
 * clears the search and returns to "All"; the newsletter box at the end. Renders without browser APIs.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, PageSection } from '../../components/page-section.tsx';
import { filterArticles, type BlogCategoryFilter } from '../../domain/blog.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { ArticleCard } from './article-card.tsx';
import { BlogFilters } from './blog-filters.tsx';
import { useShownArticles } from './blog-texts.ts';
import { NewsletterBox } from './newsletter-box.tsx';
import './blog.css';

export function BlogPage() {
  const { t } = useTranslation('blog');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: '/blog' });
  const articles = useShownArticles();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<BlogCategoryFilter>('all');
  const result = filterArticles(articles, { query, category });
  const searchInput = useRef<HTMLInputElement>(null);
  // the reset button goes away with the empty state: the focus moves to the search field, where the reader goes on
  const reset = () => {
    setQuery('');
    setCategory('all');
    searchInput.current?.focus();
  };

  return (
    <div className="page blog">
      <PageHeader className="blog__header" title={t('title')} intro={t('intro')} introClassName="muted" />
      <BlogFilters inputRef={searchInput} query={query} onQuery={setQuery} category={category} onCategory={setCategory} counts={result.counts} />
      <p className="blog__count" role="status" aria-live="polite">
        {t('results', { count: result.total })}
      </p>
      {result.total === 0 ? (
        <div className="blog-empty card-surface">
          <h2>{t('empty.title')}</h2>
          <p className="muted">{t('empty.hint')}</p>
          <button type="button" className="btn btn--primary" onClick={reset}>
            {t('empty.reset')}
          </button>
        </div>
      ) : (
        <>
          {result.featured.length > 0 ? (
            <PageSection id="blog-featured" title={t('featuredHeading')} className="blog-section">
              <div className="blog-grid blog-grid--featured">
                {result.featured.map((a) => (
                  <ArticleCard key={a.slug} article={a} />
                ))}
              </div>
            </PageSection>
          ) : null}
          {result.grid.length > 0 ? (
            <PageSection
              id="blog-grid"
              title={category !== 'all' ? t(`categories.${category}`) : result.featured.length > 0 ? t('gridHeadingMore') : t('gridHeading')}
              className="blog-section"
            >
              <div className="blog-grid">
                {result.grid.map((a) => (
                  <ArticleCard key={a.slug} article={a} />
                ))}
              </div>
            </PageSection>
          ) : null}
        </>
      )}
      <NewsletterBox />
    </div>
  );
}
