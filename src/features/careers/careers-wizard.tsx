/**
 * The job application (spec 3 §2.5, §4, §5): six steps; Next checks the step with its shared schema (the §5
 * messages under their fields, the first focused) and moves on, Back goes down to step 1, the submit happens on
 * step 6 only. Unlike the spec's simulation the application is stored (kind `job-application`); the spinner shows
 * at least 2 s (minimum-sending.ts), then the success screen, home after 4 s. The draft (values and step) survives
 * a reload; a submit pressed offline is queued and sent once the network is back; a server's refusal puts each
 * message on its field and opens the first step with one.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSubmitStatus } from '../../components/form-submit-status.tsx';
import { HoneypotField } from '../../components/honeypot-field.tsx';
import { WizardProgress } from '../../components/wizard-progress.tsx';
import {
  EMPTY_JOB_APPLICATION, jobApplicationSchema, jobApplicationStepSchemas, type JobApplicationForm,
} from '../../domain/forms/job-application.ts';
import { applyFieldErrors, stepOfFields, validateStep } from '../../lib/public-forms/field-errors.ts';
import { useFormDraft } from '../../lib/public-forms/use-form-draft.ts';
import { usePublicFormSubmit } from '../../lib/public-forms/use-public-form-submit.ts';
import { useStepFocus } from '../../lib/public-forms/use-step-focus.ts';
import { DocumentsStep, ExperienceStep, MotivationStep, PersonalStep } from './application-steps.tsx';
import { CareersSuccess } from './careers-success.tsx';
import { ConfirmationStep } from './confirmation-step.tsx';
import { shownSubmitState, useMinimumSending } from './minimum-sending.ts';
import { PositionStep } from './position-step.tsx';
import { CAREERS_STEPS, LAST_STEP, MIN_SENDING_MS, positionOf } from './positions.ts';

type JobApplication = z.output<typeof jobApplicationSchema>;

export function CareersWizard() {
  const { t } = useTranslation(['careers', 'forms']);
  const [defaults] = useState<JobApplicationForm>(() => ({ ...EMPTY_JOB_APPLICATION, startDate: t('careers:startDateDefault') }));
  const form = useForm<JobApplicationForm, unknown, JobApplication>({
    resolver: zodResolver(jobApplicationSchema),
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const draft = useFormDraft('careers', form);
  const submit = usePublicFormSubmit('job-application', draft);
  const sending = useMinimumSending(MIN_SENDING_MS);
  const state = shownSubmitState(submit.state, sending.holding);
  const honeypot = useRef<HTMLInputElement>(null);
  const step = Math.min(Math.max(draft.step, 0), LAST_STEP);
  const headingRef = useStepFocus(step);

  const { setStep } = draft;
  // a server's 400 (shown once the minimum sending time is over): each message on its field, and its step
  const serverFields = state.status === 'error' ? state.fields : null;
  useEffect(() => {
    if (!serverFields || Object.keys(serverFields).length === 0) return;
    const target = stepOfFields(jobApplicationStepSchemas, Object.keys(serverFields));
    if (target >= 0) setStep(target);
    applyFieldErrors(form, serverFields);
  }, [serverFields, form, setStep]);

  if (state.status === 'success') {
    const { position, email } = form.getValues();
    const chosen = positionOf(position);
    return <CareersSuccess reference={state.answer.reference} position={chosen ? t(`careers:positions.${chosen.id}.title`) : ''} email={email.trim()} />;
  }

  const titles = CAREERS_STEPS.map((key) => t(`careers:steps.${key}`));
  const locked = state.status === 'submitting' || state.status === 'queued';

  const next = () => {
    const schema = jobApplicationStepSchemas[step];
    if (schema && validateStep(form, schema)) setStep(step + 1);
  };
  // the whole schema refused something on an earlier step (e.g. a restored draft): go there
  const onInvalid = (errors: FieldErrors<JobApplicationForm>) => {
    const target = stepOfFields(jobApplicationStepSchemas, Object.keys(errors));
    if (target >= 0 && target < step) setStep(target);
  };
  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    if (step < LAST_STEP) {
      e.preventDefault(); // Enter in a field of steps 1–5 means Next
      next();
      return;
    }
    void form.handleSubmit((data) => {
      sending.hold();
      submit.send(data, honeypot.current?.value);
    }, onInvalid)(e);
  };

  return (
    <section className="card-surface careers-wizard" aria-labelledby="careers-form-title" id="application">
      <h2 id="careers-form-title" className="careers-wizard__title">
        {t('careers:formTitle')}
      </h2>
      <WizardProgress steps={titles} current={step} showPercent />
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit}>
          <fieldset disabled={locked} className="careers-wizard__body">
            <h3 ref={headingRef} tabIndex={-1} className="careers-wizard__step-title">
              {titles[step]}
            </h3>
            {draft.restored ? (
              <div className="alert alert--info careers-draft">
                <p>{t('forms:submit.draftRestored')}</p>
                <button type="button" className="btn btn--secondary btn--small" onClick={() => draft.clear()}>
                  {t('careers:draft.discard')}
                </button>
              </div>
            ) : null}
            {draft.saveFailed ? <p className="alert alert--info">{t('forms:submit.draftNotSaved')}</p> : null}
            <StepBody step={step} onEdit={setStep} />
            <HoneypotField inputRef={honeypot} />
            <FormSubmitStatus state={state} errorFallback={t('careers:error')} />
            <div className="form-actions">
              <button type="button" className="btn btn--secondary" onClick={() => setStep(step - 1)} disabled={step === 0}>
                {t('forms:wizard.back')}
              </button>
              {step < LAST_STEP ? (
                <button type="submit" className="btn btn--primary">
                  {t('forms:wizard.next')}
                </button>
              ) : (
                <button type="submit" className="btn btn--primary careers-wizard__send">
                  {state.status === 'submitting' ? (
                    <>
                      <span className="spinner careers-wizard__spinner" aria-hidden="true" data-testid="careers-spinner" />
                      {t('forms:submit.sending')}
                    </>
                  ) : (
                    t('careers:send')
                  )}
                </button>
              )}
            </div>
          </fieldset>
        </form>
      </FormProvider>
    </section>
  );
}

function StepBody({ step, onEdit }: { step: number; onEdit: (step: number) => void }) {
  switch (CAREERS_STEPS[step]) {
    case 'personal':
      return <PersonalStep />;
    case 'experience':
      return <ExperienceStep />;
    case 'motivation':
      return <MotivationStep />;
    case 'documents':
      return <DocumentsStep />;
    case 'confirmation':
      return <ConfirmationStep onEdit={onEdit} />;
    default:
      return <PositionStep />;
  }
}
