/** Search field over questions and answers, with the number of results announced politely. */
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../components/page-section.tsx';

export interface FaqSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** null while the field is empty */
  resultCount: number | null;
}

export function FaqSearchBox({ value, onChange, resultCount }: FaqSearchBoxProps) {
  const { t } = useTranslation('help');
  const query = value.trim();
  return (
    <SearchField
      className="faq-search"
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      clearLabel={t('search.clear')}
      value={value}
      onChange={onChange}
    >
      <p className="faq-search__status" role="status" aria-live="polite">
        {resultCount === null || !query
          ? ''
          : resultCount === 0
            ? t('search.none', { query })
            : t('search.results', { count: resultCount, query })}
      </p>
    </SearchField>
  );
}
