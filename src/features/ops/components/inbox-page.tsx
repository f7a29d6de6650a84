/**
 * One inbox (issue 16 item 2): the filter, the list page by page (newest first, as the server sorts), each row a link
 * to its detail, and the CSV export of the filtered list. The count of results is announced when it changes.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OpsInboxKind } from '../../../domain/wire/ops.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCsvExport } from '../api/csv-export.ts';
import { inboxListQueryOptions, PAGE_SIZE } from '../api/inbox.ts';
import { useOpsFormat } from '../format.ts';
import type { InboxSearch } from '../search-schema.ts';
import { StatusChip } from './status-chip.tsx';
import { InboxFilters } from './inbox-filters.tsx';

export interface InboxPageProps {
  kind: OpsInboxKind;
  search: InboxSearch;
  onSearch: (next: InboxSearch) => void;
}

export function InboxPage({ kind, search, onSearch }: InboxPageProps) {
  const { t } = useTranslation('ops');
  const { dateTime } = useOpsFormat();
  const page = search.page ?? 1;
  const list = useQuery(inboxListQueryOptions(kind, { status: search.status, q: search.q, page }));
  const csv = useCsvExport(kind);
  useDocumentTitle(`${t(`kinds.${kind}`)} – ${t('title')}`);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const csvMessage = csv.isError ? t('list.csvFailed') : csv.isSuccess ? t('list.csvDone', { name: csv.data }) : '';

  return (
    <section aria-labelledby="ops-list-title" className="ops-list">
      <h1 id="ops-list-title">{t(`kinds.${kind}`)}</h1>
      <InboxFilters status={search.status} q={search.q} onApply={(status, q) => onSearch({ status, q, page: undefined })} />
      <div className="ops-actions">
        <p role="status" className="ops-list__count">
          {list.isPending ? t('loading') : list.data ? t('list.count', { count: total }) : ''}
        </p>
        <button type="button" className="btn btn--secondary btn--small" disabled={csv.isPending}
          onClick={() => csv.mutate({ status: search.status, q: search.q })}>
          {t('list.csv')}
        </button>
        <span role="status" className="note">{csvMessage}</span>
      </div>
      {list.isError ? <p role="alert" className="alert alert--error">{t('errors.load')}</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <table className="ops-table" aria-describedby="ops-list-title">
          <thead>
            <tr>
              <th scope="col">{t('list.reference')}</th>
              <th scope="col">{t('list.received')}</th>
              <th scope="col">{t('list.title')}</th>
              <th scope="col">{t('list.status')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((item) => (
              <tr key={item.id} className={item.overdue ? 'ops-row--overdue' : undefined}>
                <td>
                  <Link to="/ops/inbox/$kind/$id" params={{ kind, id: item.id }}>{item.reference}</Link>
                </td>
                <td>{dateTime(item.createdAt)}</td>
                <td>
                  <strong>{item.title}</strong>
                  <br />
                  <span className="note">{item.subtitle}</span>
                </td>
                <td>
                  <StatusChip status={item.status} />
                  {item.overdue ? <> <span className="ops-chip ops-chip--overdue">{t('ethics.overdue')}</span></> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : list.data ? (
        <p>{t('list.empty')}</p>
      ) : null}
      {pages > 1 ? (
        <nav className="ops-pager" aria-label={t('list.pages')}>
          <button type="button" className="btn btn--secondary btn--small" disabled={page <= 1}
            onClick={() => onSearch({ ...search, page: page - 1 > 1 ? page - 1 : undefined })}>
            {t('list.previous')}
          </button>
          <span>{t('list.pageOf', { page, pages })}</span>
          <button type="button" className="btn btn--secondary btn--small" disabled={page >= pages}
            onClick={() => onSearch({ ...search, page: page + 1 })}>
            {t('list.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
