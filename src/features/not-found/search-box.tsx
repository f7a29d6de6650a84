/**
 * The not-found page's search (spec 3 §2.13): a combobox (src/components/suggest-input.tsx) with suggestions of
 * real vendors, categories and cities; picking one opens it, submitting searches the restaurant list for the text
 * (a blank text is ignored).
 */
import { useNavigate } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SuggestInput } from '../../components/suggest-input.tsx';
import type { SuggestionItem } from '../../domain/not-found.ts';
import { useSuggestions } from './use-suggestions.ts';

export function NotFoundSearch({ onSearch }: { onSearch: (text: string) => void }) {
  const { t } = useTranslation('notfound');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const suggestions = useSuggestions(text);
  function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    onSearch(text);
  }
  const open = (item: SuggestionItem) => void navigate({ href: item.url });
  return (
    <form className="nf-search" role="search" aria-label={t('search.label')} onSubmit={submit}>
      <SuggestInput
        className="nf-search__input"
        label={t('search.label')}
        value={text}
        onValueChange={setText}
        suggestions={suggestions}
        getKey={(s) => s.id}
        renderItem={(s) => (
          <>
            <span className="nf-option__type">{t(`type.${s.type}`)}</span> {s.title}
            {s.description ? <span className="combo__option-sub">{s.description}</span> : null}
          </>
        )}
        onSelect={open}
        listLabel={t('search.list')}
        statusText={t('search.count', { count: suggestions.length })}
        inputProps={{ placeholder: t('search.placeholder'), type: 'search', enterKeyHint: 'search', maxLength: 100 }}
      />
      <button type="submit" className="btn btn--primary">
        {t('search.submit')}
      </button>
    </form>
  );
}
