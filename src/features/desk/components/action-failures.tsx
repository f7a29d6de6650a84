/**
 * Actions the server refused (a 409: the order moved on meanwhile, e.g. it expired or the courier delivered it) stay
 * listed with the server's reason until dismissed — an action taken offline never fails silently.
 */
import { useMutationState, useQueryClient, type Mutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeskActionVariables } from '../api/actions.ts';
import { isHttpError } from '../../../lib/api/errors.ts';
import { deskMutationKeys } from '../keys.ts';
import { actionLabelKey } from './order-card.tsx';

interface Failure {
  id: number;
  v: DeskActionVariables;
  error: unknown;
}

const asFailure = (m: Mutation): Failure => ({ id: m.mutationId, v: m.state.variables as DeskActionVariables, error: m.state.error });

export function ActionFailures() {
  const { t } = useTranslation('desk');
  const client = useQueryClient();
  const failures = useMutationState({ filters: { mutationKey: deskMutationKeys.action, status: 'error' }, select: asFailure });
  const reason = (err: unknown): string => {
    if (!isHttpError(err)) return t('errors.network');
    if (err.kind === 'conflict') return `${t('errors.conflict')}: ${err.serverMessage ?? ''}`;
    if (err.kind === 'not-found') return t('errors.notFound');
    if (err.kind === 'auth') return t('errors.session');
    if (err.kind === 'network') return t('errors.network');
    return t('errors.other', { status: err.status });
  };
  const dismiss = (id: number) => {
    const cache = client.getMutationCache();
    const m = cache.getAll().find((x) => x.mutationId === id);
    if (m) cache.remove(m);
  };
  return (
    <div className="desk-failures" role="alert" aria-live="assertive">
      {failures.map((f) => (
        <p key={f.id} className="alert alert--error desk-failure" data-testid="desk-action-failed">
          <span>
            {t('actions.failed', { nr: f.v.nr, action: t(actionLabelKey(f.v.action, false), { minutes: f.v.delayMinutes ?? 0 }), reason: reason(f.error) })}
          </span>
          <button type="button" className="btn btn--secondary" onClick={() => dismiss(f.id)}>{t('actions.dismiss')}</button>
        </p>
      ))}
    </div>
  );
}
