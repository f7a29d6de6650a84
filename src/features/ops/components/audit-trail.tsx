/** Who changed what when (ops_audit): newest last, as the server lists it. */
import { useTranslation } from 'react-i18next';
import type { OpsAuditEntry } from '../../../domain/wire/ops.ts';
import { useOpsFormat } from '../format.ts';

export function AuditTrail({ entries }: { entries: OpsAuditEntry[] }) {
  const { t } = useTranslation('ops');
  const { dateTime } = useOpsFormat();
  const status = (s: string | null) => (s && ['pending', 'in_review', 'accepted', 'rejected'].includes(s) ? t(`status.${s as 'pending'}`) : (s ?? '–'));
  return (
    <section className="ops-panel card-surface" aria-labelledby="ops-audit-title">
      <h2 id="ops-audit-title">{t('audit.title')}</h2>
      {entries.length === 0 ? <p className="note">{t('audit.empty')}</p> : (
        <ol className="ops-audit" data-testid="ops-audit">
          {entries.map((e) => (
            <li key={e.id}>
              <div><strong>{dateTime(e.at)}</strong> · {e.actor}</div>
              <div>
                {e.action === 'status'
                  ? t('audit.status', { from: status(e.from), to: status(e.to) })
                  : t(`audit.actions.${e.action}`)}
              </div>
              {e.note ? <div className="note">{t('audit.note')}: {e.note}</div> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
