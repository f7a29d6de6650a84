/** The list's filter: status and free text (reference, names, e-mail); applied on submit (Enter or the button). */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OpsStatus } from '../../../domain/wire/ops.ts';
import { INBOX_STATUSES } from '../search-schema.ts';

interface FilterValues {
  status: OpsStatus | '';
  q: string;
}

export interface InboxFiltersProps {
  status: OpsStatus | undefined;
  q: string | undefined;
  onApply: (status: OpsStatus | undefined, q: string | undefined) => void;
}

export function InboxFilters({ status, q, onApply }: InboxFiltersProps) {
  const { t } = useTranslation('ops');
  const { register, handleSubmit, reset } = useForm<FilterValues>({ defaultValues: { status: status ?? '', q: q ?? '' } });
  // the URL is the truth: back/forward or a nav link shows its filter in the form
  useEffect(() => reset({ status: status ?? '', q: q ?? '' }), [status, q, reset]);
  const submit = handleSubmit((v) => onApply(v.status || undefined, v.q.trim().slice(0, 100) || undefined));
  return (
    <form className="ops-filters" role="search" aria-label={t('list.filter')} onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor="ops-filter-status" className="field__label">{t('list.status')}</label>
        <select id="ops-filter-status" className="select" {...register('status')}>
          <option value="">{t('list.allStatuses')}</option>
          {INBOX_STATUSES.map((s) => (
            <option key={s} value={s}>{t(`status.${s}`)}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="ops-filter-q" className="field__label">{t('list.search')}</label>
        <input id="ops-filter-q" type="search" className="input" maxLength={100} {...register('q')} />
      </div>
      <button type="submit" className="btn btn--primary">{t('list.apply')}</button>
    </form>
  );
}
