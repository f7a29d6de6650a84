/**
 * The report form with its states (spec 3 §4 "Ethics report"): editing → submitting (fields and button disabled,
 * "Wird gesendet...") → success (the confirmation with case number and secret replaces the form, report-success.tsx)
 * or error (the red message above the form: the translated `ethics_error_message` and the reason; refused fields
 * marked). Offline the submit waits ("… sobald Sie online sind") and is sent once when the network is back.
 *
 * The draft lives in this tab's session storage only: a shared computer must not keep a whistleblower's text.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type RefObject, type SubmitEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSubmitStatus } from '../public-forms/components/form-submit-status.tsx';
import { EMPTY_ETHICS_REPORT, ethicsReportSchema, type EthicsReport, type EthicsReportForm } from '../../domain/forms/ethics.ts';
import { applyFieldErrors } from '../public-forms/field-errors.ts';
import { useFormDraft } from '../public-forms/use-form-draft.ts';
import { usePublicFormSubmit } from '../public-forms/use-public-form-submit.ts';
import { ReportForm } from './report-form.tsx';
import { ReportSuccess } from './report-success.tsx';

export function ReportSection({ id, headingRef }: { id: string; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation(['ethics', 'forms']);
  const form = useForm<EthicsReportForm, unknown, EthicsReport>({
    resolver: zodResolver(ethicsReportSchema),
    defaultValues: EMPTY_ETHICS_REPORT,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const draft = useFormDraft('ethics', form, { storage: 'session' });
  const submit = usePublicFormSubmit('ethics-report', draft);
  const honeypot = useRef<HTMLInputElement>(null);
  const { state, reset } = submit;

  // a server's refusal per field (in the user's language): once per failed attempt (the error's own object)
  const refused = state.status === 'error' ? state.fields : null;
  useEffect(() => {
    if (refused && Object.keys(refused).length > 0) applyFieldErrors(form, refused);
  }, [form, refused]);

  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    void form.handleSubmit((data) => submit.send(data, honeypot.current?.value))(e);
  };

  const done = () => {
    reset();
    headingRef.current?.focus();
  };

  const clear = () => {
    draft.clear();
    headingRef.current?.focus();
  };

  const busy = state.status === 'submitting' || state.status === 'queued';
  return (
    <section id={id} className="ethics-form-section card-surface" aria-labelledby="ethics-form-title">
      <h2 id="ethics-form-title" ref={headingRef} tabIndex={-1}>
        {t('ethics:form.title')}
      </h2>
      {state.status === 'success' ? (
        <ReportSuccess answer={state.answer} onDone={done} />
      ) : (
        <>
          {draft.restored && state.status === 'idle' ? <p className="alert alert--info">{t('forms:submit.draftRestored')}</p> : null}
          {draft.saveFailed ? <p className="alert alert--info">{t('forms:submit.draftNotSaved')}</p> : null}
          <FormSubmitStatus state={state} errorFallback={t('ethics:form.errorMessage')} />
          <ReportForm form={form} busy={busy} sending={state.status === 'submitting'} onSubmit={onSubmit} onClear={clear} honeypot={honeypot} />
        </>
      )}
    </section>
  );
}
