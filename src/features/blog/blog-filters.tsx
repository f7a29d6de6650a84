/** Search field and category buttons (with the number of matches each would show) of the blog. */
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../components/page-section.tsx';
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
  const groupLabelId = useId();
  return (
    <div className="blog-filters">
      <SearchField
        className="blog-search"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        clearLabel={t('search.clear')}
        value={query}
        onChange={onQuery}
        inputRef={inputRef}
      />
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
