/**
 * One submission (issue 16 item 2): its stored fields, the status workflow with an internal note, the audit trail;
 * an accepted restaurant sign-up links to its draft vendor (zones, menu, publishing); an ethics case shows its
 * deadlines, conversation and reply.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OpsInboxKind } from '../../../domain/wire/ops.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { inboxDetailQueryOptions } from '../api/inbox.ts';
import { isHttpError } from '../../../lib/api/errors.ts';
import { useOpsFormat } from '../format.ts';
import { AuditTrail } from './audit-trail.tsx';
import { EthicsPanel } from './ethics-panel.tsx';
import { FieldList } from './field-list.tsx';
import { StatusChip } from './status-chip.tsx';
import { StatusForm } from './status-form.tsx';

export function DetailPage({ kind, id }: { kind: OpsInboxKind; id: string }) {
  const { t } = useTranslation('ops');
  const { dateTime } = useOpsFormat();
  const detail = useQuery(inboxDetailQueryOptions(kind, id));
  const d = detail.data;
  useDocumentTitle(`${d?.reference ?? t(`kinds.${kind}`)} – ${t('title')}`);

  return (
    <section aria-labelledby="ops-detail-title" className="ops-detail-page">
      <p>
        <Link to="/ops/inbox/$kind" params={{ kind }}>{t('detail.back', { kind: t(`kinds.${kind}`) })}</Link>
      </p>
      {detail.isPending ? <p role="status">{t('loading')}</p> : null}
      {detail.isError ? (
        <p role="alert" className="alert alert--error">
          {isHttpError(detail.error) && detail.error.kind === 'not-found' ? t('detail.notFound') : t('errors.load')}
        </p>
      ) : null}
      {d ? (
        <>
          <h1 id="ops-detail-title">{d.reference} · {d.title}</h1>
          <p>
            <StatusChip status={d.status} /> <span className="note">{t('detail.received', { at: dateTime(d.createdAt) })}</span>
          </p>
          {kind === 'restaurant' && d.vendorId ? (
            <p className="alert alert--info">
              {t('detail.vendorCreated')}{' '}
              <Link to="/ops/vendors/$vendorId" params={{ vendorId: d.vendorId }}>{t('detail.openVendor')}</Link>
            </p>
          ) : null}
          <div className="ops-detail">
            <div className="ops-detail__main">
              {d.ethics ? <EthicsPanel detail={d} /> : null}
              <section className="ops-panel card-surface" aria-labelledby="ops-fields-title">
                <h2 id="ops-fields-title">{t('detail.fields')}</h2>
                <FieldList fields={d.fields} />
              </section>
            </div>
            <div className="ops-detail__side">
              <StatusForm kind={kind} detail={d} />
              <AuditTrail entries={d.audit} />
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
