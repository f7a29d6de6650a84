/**
 * An opened case: its status, category, date and reference, the message thread between reporter and ethics office,
 * "refresh" (reads the case again, e.g. for the office's reply) and "close case" (forgets number and secret on this
 * page). The case is held in this component's state only — never in the persisted query cache or any storage.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EthicsCase, EthicsCaseAccess } from '../../domain/forms/ethics.ts';
import { ethicsCaseKeys, lookUpCase } from './api/case-api.ts';
import { CaseComposer } from './case-composer.tsx';
import { openErrorKey } from './case-errors.ts';

function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const fmt = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'de', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Vienna' });
  return (iso) => fmt.format(new Date(iso));
}

export interface CaseViewProps {
  access: EthicsCaseAccess;
  data: EthicsCase;
  onUpdate: (data: EthicsCase) => void;
  onLeave: () => void;
}

export function CaseView({ access, data, onUpdate, onLeave }: CaseViewProps) {
  const { t } = useTranslation(['ethics', 'forms']);
  const when = useDateTime();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [refreshed, setRefreshed] = useState(false);
  const refresh = useMutation({ mutationKey: ethicsCaseKeys.lookup, mutationFn: lookUpCase, networkMode: 'always' });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const reload = () => {
    setRefreshed(false);
    refresh.mutate(access, {
      onSuccess: (next) => {
        onUpdate(next);
        setRefreshed(true);
      },
    });
  };

  return (
    <div className="ethics-case">
      <section className="card-surface ethics-case__summary" aria-labelledby="ethics-case-title">
        <h2 id="ethics-case-title" ref={headingRef} tabIndex={-1} translate="no">
          {t('ethics:case.caseHeading', { caseNumber: data.caseNumber })}
        </h2>
        <dl className="ethics-case__facts">
          <div>
            <dt>{t('ethics:case.status')}</dt>
            <dd data-testid="ethics-case-status">{t(`ethics:case.statuses.${data.status}`)}</dd>
          </div>
          <div>
            <dt>{t('ethics:case.category')}</dt>
            <dd>{t(`forms:ethicsCategories.${data.category}`)}</dd>
          </div>
          <div>
            <dt>{t('ethics:case.createdAt')}</dt>
            <dd>{when(data.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('ethics:case.reference')}</dt>
            <dd translate="no">{data.reference}</dd>
          </div>
        </dl>
        <div className="form-actions">
          <button type="button" className="btn btn--secondary" onClick={reload} disabled={refresh.isPending}>
            {refresh.isPending ? t('ethics:case.refreshing') : t('ethics:case.refresh')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onLeave} aria-describedby="ethics-case-leave-hint">
            {t('ethics:case.leave')}
          </button>
        </div>
        <p id="ethics-case-leave-hint" className="small muted">
          {t('ethics:case.leaveHint')}
        </p>
        <div role="status" className="small">
          {refreshed && !refresh.isPending ? t('ethics:case.refreshed') : ''}
        </div>
        <div role="alert">{refresh.isError ? <p className="alert alert--error">{t(`ethics:${openErrorKey(refresh.error)}`)}</p> : null}</div>
      </section>

      <section className="card-surface ethics-thread" aria-labelledby="ethics-thread-title">
        <h2 id="ethics-thread-title">{t('ethics:case.threadTitle')}</h2>
        {data.messages.length === 0 ? (
          <p className="muted">{t('ethics:case.threadEmpty')}</p>
        ) : (
          <ol className="ethics-thread__list" data-testid="ethics-thread">
            {data.messages.map((m) => (
              <li key={m.id} className={`ethics-msg ethics-msg--${m.author}`}>
                <p className="ethics-msg__meta">
                  <strong>{m.author === 'operator' ? t('ethics:case.fromOperator') : t('ethics:case.fromReporter')}</strong>
                  {' · '}
                  <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
                </p>
                <p className="ethics-msg__body">{m.body}</p>
              </li>
            ))}
          </ol>
        )}
        <CaseComposer access={access} onSent={onUpdate} />
      </section>
    </div>
  );
}
