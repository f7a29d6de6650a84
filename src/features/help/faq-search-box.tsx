/** Search field over questions and answers, with the number of results announced politely. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface FaqSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** null while the field is empty */
  resultCount: number | null;
}

export function FaqSearchBox({ value, onChange, resultCount }: FaqSearchBoxProps) {
  const { t } = useTranslation('help');
  const inputId = useId();
  const query = value.trim();
  return (
    <div role="search" className="faq-search">
      <label htmlFor={inputId} className="field__label">
        {t('search.label')}
      </label>
      <div className="faq-search__row">
        <input
          id={inputId}
          type="search"
          className="input"
          value={value}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => onChange(e.target.value)}
        />
        {value ? (
          <button type="button" className="btn btn--secondary" onClick={() => onChange('')}>
            {t('search.clear')}
          </button>
        ) : null}
      </div>
      <p className="faq-search__status" role="status" aria-live="polite">
        {resultCount === null || !query
          ? ''
          : resultCount === 0
            ? t('search.none', { query })
            : t('search.results', { count: resultCount, query })}
      </p>
    </div>
  );
}
