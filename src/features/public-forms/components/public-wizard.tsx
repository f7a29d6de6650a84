/**
 * The one shell of the public-form wizards (features/public-forms/use-public-wizard.ts): the progress, the step's
 * heading (it takes the focus when the step changes), the draft notices, the current step's fields (`children`),
 * the honeypot, where the submit stands, Back and Next — and on the last step the send button. Each form names its
 * classes, texts and the few places where it differs (the heading's level and place, the draft notice).
 */
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PublicFormKind } from '../../../domain/forms/submission.ts';
import type { PublicWizard as Wizard } from '../use-public-wizard.ts';
import { FormSubmitStatus } from './form-submit-status.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { WizardProgress } from './wizard-progress.tsx';

interface PublicWizardProps<F extends FieldValues, K extends PublicFormKind> {
  wizard: Wizard<F, K>;
  /** the steps' titles, in order */
  titles: readonly string[];
  /** the section's class, its id and what names it */
  className: string;
  id?: string;
  labelledBy: string;
  /** the form's own title above the progress (a heading with this id and class) */
  title?: { id: string; className: string; text: string };
  showPercent?: boolean;
  formLabel?: string;
  formTestId?: string;
  fieldsetClassName: string;
  /** the step's heading: level, id, class; `outside`: before the fieldset (with the notices), not in it */
  heading: { level: 'h2' | 'h3'; id?: string; className: string; outside?: boolean };
  /** with a discard button (its label, the notice's class) the restored-draft notice stays; without, it shows until the first submit */
  discard?: { label: string; className: string };
  saveFailedClassName: string;
  /** shown after the draft notices (e.g. "* required") */
  note?: ReactNode;
  errorFallback: string;
  sendLabel: string;
  sendClassName?: string;
  sendTestId?: string;
  /** the send button says "sending" also while queued */
  sendingWhileQueued?: boolean;
  /** a spinner in the send button while sending */
  spinner?: { className: string; testId: string };
  /** announce a refused Next or submit once for screen readers */
  announceRefusal?: boolean;
  /** the current step's fields */
  children: ReactNode;
}

export function PublicWizard<F extends FieldValues, K extends PublicFormKind>(p: PublicWizardProps<F, K>) {
  const { t } = useTranslation('forms');
  const { form, draft, state, step, last, locked, refused, goTo, onSubmit, headingRef, honeypot } = p.wizard;
  const Heading = p.heading.level;
  const sending = p.sendingWhileQueued ? locked : state.status === 'submitting';
  const top = (
    <>
      <Heading ref={headingRef} id={p.heading.id} tabIndex={-1} className={p.heading.className}>
        {p.titles[step]}
      </Heading>
      {draft.restored && p.discard ? (
        <div className={`alert alert--info ${p.discard.className}`}>
          <p>{t('submit.draftRestored')}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => draft.clear()}>
            {p.discard.label}
          </button>
        </div>
      ) : null}
      {draft.restored && !p.discard && state.status === 'idle' ? <p className="alert alert--info">{t('submit.draftRestored')}</p> : null}
      {draft.saveFailed ? <p className={p.saveFailedClassName}>{t('submit.draftNotSaved')}</p> : null}
      {p.note}
    </>
  );
  return (
    <section className={p.className} aria-labelledby={p.labelledBy} id={p.id}>
      {p.title ? (
        <h2 id={p.title.id} className={p.title.className}>
          {p.title.text}
        </h2>
      ) : null}
      <WizardProgress steps={p.titles} current={step} showPercent={p.showPercent} />
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} aria-label={p.formLabel} data-testid={p.formTestId}>
          {p.heading.outside ? top : null}
          <fieldset disabled={locked} className={p.fieldsetClassName}>
            {p.heading.outside ? null : top}
            {p.children}
            <HoneypotField inputRef={honeypot} />
            <FormSubmitStatus state={state} errorFallback={p.errorFallback} />
            <div className="form-actions">
              <button type="button" className="btn btn--secondary" onClick={() => goTo(step - 1)} disabled={step === 0}>
                {t('wizard.back')}
              </button>
              {step < last ? (
                <button key="next" type="submit" className="btn btn--primary">
                  {t('wizard.next')}
                </button>
              ) : (
                <button key="send" type="submit" className={p.sendClassName ?? 'btn btn--primary'} data-testid={p.sendTestId}>
                  {sending ? (
                    <>
                      {p.spinner ? <span className={`spinner ${p.spinner.className}`} aria-hidden="true" data-testid={p.spinner.testId} /> : null}
                      {t('submit.sending')}
                    </>
                  ) : (
                    p.sendLabel
                  )}
                </button>
              )}
            </div>
          </fieldset>
          {p.announceRefusal ? (
            <p role="status" className="sr-only">
              {refused ? t('submit.errorInvalid') : ''}
            </p>
          ) : null}
        </form>
      </FormProvider>
    </section>
  );
}
