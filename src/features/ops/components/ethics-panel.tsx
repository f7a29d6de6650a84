/**
 * An ethics case (issue 16 item 4): the EU whistleblower directive's deadlines (acknowledgement within 7 days,
 * feedback within 3 months; overdue ones highlighted), the conversation, and a reply that the reporter reads with
 * case number and secret. A reply keeps its client id until it is stored, so a resend is stored once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { opsEthicsReplyBodySchema, type OpsInboxDetail } from '../../../domain/wire/ops.ts';
import { useEthicsReplyMutation } from '../api/ethics-reply.ts';
import { useOpsFormat } from '../format.ts';
import { validationText } from '../../../lib/validation-text.ts';

const replySchema = opsEthicsReplyBodySchema.pick({ message: true });

export function EthicsPanel({ detail }: { detail: OpsInboxDetail }) {
  const { t } = useTranslation('ops');
  // the form messages are the menu editor's `validation.*` texts (loaded by the detail route)
  const { t: tValidation } = useTranslation('menu-editor');
  const { dateTime } = useOpsFormat();
  const ethics = detail.ethics;
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const reply = useEthicsReplyMutation(detail.id);
  const form = useForm<{ message: string }>({ resolver: zodResolver(replySchema), defaultValues: { message: '' } });
  if (!ethics) return null;
  const d = ethics.deadlines;
  const submit = form.handleSubmit(({ message }) =>
    reply.mutate({ message, clientId }, {
      onSuccess: () => {
        form.reset({ message: '' });
        setClientId(crypto.randomUUID());
      },
    }),
  );
  const fieldError = form.formState.errors.message;
  const outcome = reply.isSuccess ? t('ethics.replySent') : reply.isError ? t('ethics.replyFailed') : '';

  return (
    <section className="ops-panel card-surface" aria-labelledby="ops-ethics-title">
      <h2 id="ops-ethics-title">{t('ethics.title')}</h2>
      <p>
        {ethics.caseNumber ? <>{t('ethics.caseNumber')}: <strong>{ethics.caseNumber}</strong> · </> : null}
        {ethics.anonymous ? t('ethics.anonymous') : t('ethics.named')}
      </p>
      <dl className="ops-fields" data-testid="ops-deadlines">
        <dt>{t('ethics.acknowledgementDue')}</dt>
        <dd className={d.acknowledgementOverdue ? 'ops-deadline--overdue' : undefined}>
          {dateTime(d.acknowledgementDue)}
          {d.acknowledgedAt ? ` · ${t('ethics.doneAt', { at: dateTime(d.acknowledgedAt) })}` : ''}
          {d.acknowledgementOverdue ? <> <span className="ops-chip ops-chip--overdue">{t('ethics.overdue')}</span></> : null}
        </dd>
        <dt>{t('ethics.feedbackDue')}</dt>
        <dd className={d.feedbackOverdue ? 'ops-deadline--overdue' : undefined}>
          {dateTime(d.feedbackDue)}
          {d.feedbackGivenAt ? ` · ${t('ethics.doneAt', { at: dateTime(d.feedbackGivenAt) })}` : ''}
          {d.feedbackOverdue ? <> <span className="ops-chip ops-chip--overdue">{t('ethics.overdue')}</span></> : null}
        </dd>
      </dl>
      <h3>{t('ethics.messages')}</h3>
      {ethics.messages.length === 0 ? <p className="note">{t('ethics.noMessages')}</p> : (
        <ol className="ops-messages">
          {ethics.messages.map((m) => (
            <li key={m.id} className={m.author === 'operator' ? 'ops-message--operator' : undefined}>
              <div className="note">{t(`ethics.author.${m.author}`)} · {dateTime(m.createdAt)}</div>
              <div className="ops-message__body">{m.body}</div>
            </li>
          ))}
        </ol>
      )}
      <form noValidate onSubmit={(e) => void submit(e)}>
        <div className={`field${fieldError ? ' field--invalid' : ''}`}>
          <label htmlFor="ops-ethics-reply" className="field__label">{t('ethics.reply')}</label>
          <textarea id="ops-ethics-reply" className="textarea ops-textarea" maxLength={5000} {...form.register('message')}
            aria-invalid={fieldError ? true : undefined} aria-describedby={fieldError ? 'ops-ethics-reply-error' : 'ops-ethics-reply-hint'} />
          <p id="ops-ethics-reply-hint" className="field__hint">{t('ethics.replyHint')}</p>
          {fieldError ? <p id="ops-ethics-reply-error" className="field__error">{validationText(tValidation, fieldError.message)}</p> : null}
        </div>
        <p role="status" className={outcome ? (reply.isError ? 'alert alert--error' : 'alert alert--info') : 'sr-only'}>{outcome}</p>
        <button type="submit" className="btn btn--primary" disabled={reply.isPending}>{t('ethics.send')}</button>
      </form>
    </section>
  );
}
