/**
 * The status workflow (issue 16 item 2): the next legal statuses as radio buttons, an internal note (kept in the
 * audit trail) and the change; accepting or rejecting asks once more (a final step). The outcome is announced.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialog.tsx';
import { OPS_TRANSITIONS, opsStatusBodySchema, type OpsInboxDetail, type OpsInboxKind, type OpsStatusBody } from '../../../domain/wire/ops.ts';
import { isHttpError } from '../../../lib/api/errors.ts';
import { useStatusMutation } from '../api/status.ts';

export function StatusForm({ kind, detail }: { kind: OpsInboxKind; detail: OpsInboxDetail }) {
  const { t } = useTranslation('ops');
  const next = OPS_TRANSITIONS[detail.status];
  const mutation = useStatusMutation(kind, detail.id);
  const [confirming, setConfirming] = useState<OpsStatusBody | null>(null);
  const form = useForm<OpsStatusBody>({
    resolver: zodResolver(opsStatusBodySchema),
    defaultValues: { status: next[0] ?? detail.status, note: '' },
  });
  const send = (body: OpsStatusBody) => {
    setConfirming(null);
    mutation.mutate({ status: body.status, ...(body.note?.trim() ? { note: body.note.trim() } : {}) }, {
      onSuccess: (d) => form.reset({ status: OPS_TRANSITIONS[d.status][0] ?? d.status, note: '' }),
    });
  };
  const submit = form.handleSubmit((body) => (body.status === 'accepted' || body.status === 'rejected' ? setConfirming(body) : send(body)));
  const error = mutation.error;
  const message = mutation.isSuccess
    ? t('statusForm.done', { status: t(`status.${mutation.data.status}`) })
    : isHttpError(error) && error.kind === 'conflict'
      ? t('statusForm.conflict')
      : error
        ? t('statusForm.failed')
        : '';

  return (
    <section className="ops-panel card-surface" aria-labelledby="ops-status-title">
      <h2 id="ops-status-title">{t('statusForm.title')}</h2>
      <p role="status" aria-live="polite" className={mutation.isSuccess ? 'alert alert--info' : message ? 'alert alert--error' : 'sr-only'}>
        {message}
      </p>
      {next.length === 0 ? <p className="note">{t('statusForm.final')}</p> : (
        <form noValidate onSubmit={(e) => void submit(e)} className="ops-panel__form">
          <fieldset className="ops-allergens">
            <legend className="field__label">{t('statusForm.next')}</legend>
            {next.map((s) => (
              <label key={s}>
                <input type="radio" value={s} {...form.register('status')} /> {t(`status.${s}`)}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="ops-status-note" className="field__label">{t('statusForm.note')}</label>
            <textarea id="ops-status-note" className="textarea ops-textarea" maxLength={2000} {...form.register('note')}
              aria-describedby="ops-status-note-hint" />
            <p id="ops-status-note-hint" className="field__hint">{t('statusForm.noteHint')}</p>
          </div>
          <button type="submit" className="btn btn--primary" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
            {t('statusForm.submit')}
          </button>
        </form>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`statusForm.confirm.${confirming.status === 'accepted' ? 'accepted' : 'rejected'}Title`) : ''}
        message={kind === 'restaurant' && confirming?.status === 'accepted' ? t('statusForm.confirm.restaurant') : t('statusForm.confirm.message')}
        confirmLabel={confirming ? t(`status.${confirming.status}`) : ''}
        cancelLabel={t('cancel')}
        danger={confirming?.status === 'rejected'}
        onConfirm={() => confirming && send(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
