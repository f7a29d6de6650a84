/**
 * Writing to the ethics office. Each message gets a client id when Send is pressed (kept with the text in this
 * tab's session storage until the server has it, message-outbox.ts), so a resend — after a lost answer, a reload
 * or an offline pause — stores it once. Offline the message waits and is sent when the network is back (in this
 * page: the secret it needs is never stored, so the wait does not survive a reload — the text and its id do, and
 * Send after reopening the case delivers it once). Any failure keeps the typed text and says so.
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ethicsCaseMessageRequestSchema, type EthicsCase, type EthicsCaseAccess } from '../../domain/forms/ethics.ts';
import { newSubmissionId } from '../public-forms/draft-storage.ts';
import { useFormText } from '../public-forms/use-form-text.ts';
import { ethicsCaseKeys, sendCaseMessage } from './api/case-api.ts';
import { sendErrorKey } from './case-errors.ts';
import { editOutbox, outboxForSend, readOutbox, removeOutbox, writeOutbox, type OutboxEntry } from './message-outbox.ts';

const EMPTY: OutboxEntry = { body: '', clientId: null };
const ID = 'ethics-case-message';

export function CaseComposer({ access, onSent }: { access: EthicsCaseAccess; onSent: (data: EthicsCase) => void }) {
  const { t } = useTranslation('ethics');
  const text = useFormText();
  const { caseNumber } = access;
  const [initial] = useState(() => readOutbox(caseNumber));
  const [entry, setEntry] = useState<OutboxEntry>(initial ?? EMPTY);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  // the default network mode: offline the message is paused (in memory) and sent when the browser is online again
  const send = useMutation({ mutationKey: ethicsCaseKeys.message, mutationFn: sendCaseMessage });

  const change = (body: string) => {
    const next = editOutbox(entry, body);
    setEntry(next);
    writeOutbox(caseNumber, next);
    setFieldError(undefined);
    setSent(false);
  };

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const pending = outboxForSend(entry, newSubmissionId);
    const req = ethicsCaseMessageRequestSchema.safeParse({ ...access, clientId: pending.clientId, body: pending.body });
    if (!req.success) {
      setFieldError(req.error.issues.find((i) => i.path[0] === 'body')?.message ?? req.error.issues[0]?.message);
      document.getElementById(ID)?.focus();
      return;
    }
    setEntry(pending);
    writeOutbox(caseNumber, pending);
    setSent(false);
    send.mutate(req.data, {
      onSuccess: (data) => {
        removeOutbox(caseNumber);
        setEntry(EMPTY);
        setSent(true);
        onSent(data);
      },
    });
  };

  const error = text(fieldError);
  const describedBy = [error ? `${ID}-error` : null, `${ID}-hint`].filter(Boolean).join(' ');
  return (
    <form noValidate className="ethics-composer" onSubmit={submit}>
      {initial && entry.body !== '' && !sent ? <p className="alert alert--info">{t('case.draftRestored')}</p> : null}
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label htmlFor={ID} className="field__label">
          {t('case.messageLabel')}
        </label>
        <textarea id={ID} className="textarea" rows={4} value={entry.body} readOnly={send.isPending} onChange={(e) => change(e.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
        <p id={`${ID}-hint`} className="field__hint">
          {t('case.messageHint')}
        </p>
        {error ? (
          <p id={`${ID}-error`} className="field__error" data-testid={`${ID}-error`}>
            {error}
          </p>
        ) : null}
      </div>
      <div role="status" aria-live="polite" className="small">
        {send.isPaused ? <p className="alert alert--info" data-testid="ethics-message-queued">{t('case.queued')}</p> : null}
        {sent ? t('case.sent') : ''}
      </div>
      <div role="alert">{send.isError ? <p className="alert alert--error">{t(sendErrorKey(send.error))}</p> : null}</div>
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={send.isPending}>
          {send.isPending && !send.isPaused ? t('case.sending') : t('case.send')}
        </button>
      </div>
    </form>
  );
}
