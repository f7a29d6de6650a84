/** Search field and category buttons (with the number of matches each would show) of the blog. */
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOG_CATEGORIES, type BlogCategoryFilter } from '../../domain/blog.ts';

export interface BlogFiltersProps {
  query: string;
  onQuery: (query: string) => void;
  category: BlogCategoryFilter;
  onCategory: (category: BlogCategoryFilter) => void;
  counts: Readonly<Record<BlogCategoryFilter, number>>;
  inputRef?: Ref<HTMLInputElement>;
}

const TABS: readonly BlogCategoryFilter[] = ['all', ...BLOG_CATEGORIES];

export function BlogFilters({ query, onQuery, category, onCategory, counts, inputRef }: BlogFiltersProps) {
  const { t } = useTranslation('blog');
  const inputId = useId();
  const groupLabelId = useId();
  return (
    <div className="blog-filters">
      <div role="search" className="blog-search">
        <label htmlFor={inputId} className="field__label">
          {t('search.label')}
        </label>
        <div className="blog-search__row">
          <input
            id={inputId}
            ref={inputRef}
            type="search"
            className="input"
            value={query}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(e) => onQuery(e.target.value)}
          />
          {query ? (
            <button type="button" className="btn btn--secondary" onClick={() => onQuery('')}>
              {t('search.clear')}
            </button>
          ) : null}
        </div>
      </div>
      <p id={groupLabelId} className="sr-only">
        {t('categoriesLabel')}
      </p>
      <div role="group" aria-labelledby={groupLabelId} className="blog-tabs">
        {TABS.map((c) => (
          <button key={c} type="button" className="chip" aria-pressed={category === c} onClick={() => onCategory(c)}>
            {t(`categories.${c}`)}
            <span className="blog-tabs__count">{counts[c]}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
