/**
 * The courier application (spec 3 §2.2, §4, §5): five steps; Next checks the step with its shared schema and moves
 * on, Back goes down to step 1, the submit happens on step 5 only. The draft (values and step) survives a reload; a
 * submit pressed offline is queued and sent once the network is back (lib/public-forms). A server's refusal puts
 * each message on its field and goes to the first step with one.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type SubmitEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSubmitStatus } from '../../components/form-submit-status.tsx';
import { HoneypotField } from '../../components/honeypot-field.tsx';
import { WizardProgress } from '../../components/wizard-progress.tsx';
import {
  EMPTY_COURIER_APPLICATION, courierApplicationSchema, courierStepSchemas, type CourierApplication, type CourierApplicationForm,
} from '../../domain/forms/courier.ts';
import { applyFieldErrors, stepOfFields, validateStep } from '../../lib/public-forms/field-errors.ts';
import { useFormDraft } from '../../lib/public-forms/use-form-draft.ts';
import { usePublicFormSubmit } from '../../lib/public-forms/use-public-form-submit.ts';
import { useStepFocus } from '../../lib/public-forms/use-step-focus.ts';
import { AvailabilityStep } from './availability-step.tsx';
import { ConfirmationStep } from './confirmation-step.tsx';
import type { CourierForm } from './courier-field.tsx';
import { CourierSuccess } from './courier-success.tsx';
import { PaymentStep } from './payment-step.tsx';
import { PersonalStep } from './personal-step.tsx';
import { COURIER_STEPS, LAST_STEP, type CourierStepKey } from './steps.ts';
import { VehicleStep } from './vehicle-step.tsx';
import { useClearErrorOnEdit } from './use-clear-error-on-edit.ts';

export function CourierWizard() {
  const { t } = useTranslation(['courier', 'forms']);
  const form = useForm<CourierApplicationForm, unknown, CourierApplication>({
    resolver: zodResolver(courierApplicationSchema),
    defaultValues: EMPTY_COURIER_APPLICATION,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const draft = useFormDraft('courier', form);
  const submit = usePublicFormSubmit('courier-application', draft);
  const honeypot = useRef<HTMLInputElement>(null);
  const step = Math.min(Math.max(draft.step, 0), LAST_STEP);
  const headingRef = useStepFocus(step);
  useClearErrorOnEdit(form);

  const { setStep } = draft;
  // a server's 400: each message on its field, and the first step that has one
  const serverFields = submit.state.status === 'error' ? submit.state.fields : null;
  useEffect(() => {
    if (!serverFields || Object.keys(serverFields).length === 0) return;
    const target = stepOfFields(courierStepSchemas, Object.keys(serverFields));
    if (target >= 0) setStep(target);
    applyFieldErrors(form, serverFields);
  }, [serverFields, form, setStep]);

  if (submit.state.status === 'success') return <CourierSuccess reference={submit.state.answer.reference} />;

  const stepTitle = (key: CourierStepKey) => t(`courier:steps.${key}`);
  const titles = COURIER_STEPS.map(stepTitle);
  const locked = submit.state.status === 'submitting' || submit.state.status === 'queued';

  const next = () => {
    const schema = courierStepSchemas[step];
    if (schema && validateStep(form, schema)) setStep(step + 1);
  };
  // the whole schema refused something on an earlier step (e.g. a restored draft): go there
  const onInvalid = (errors: FieldErrors<CourierApplicationForm>) => {
    const target = stepOfFields(courierStepSchemas, Object.keys(errors));
    if (target >= 0 && target < step) setStep(target);
  };
  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    if (step < LAST_STEP) {
      e.preventDefault(); // Enter in a field of steps 1–4 means Next
      next();
      return;
    }
    void form.handleSubmit((data) => submit.send(data, honeypot.current?.value), onInvalid)(e);
  };

  return (
    <section className="card-surface courier-wizard" aria-labelledby="courier-form-title">
      <h2 id="courier-form-title" className="courier-wizard__title">
        {t('courier:formTitle')}
      </h2>
      <WizardProgress steps={titles} current={step} />
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={locked} className="courier-wizard__body">
          <h3 ref={headingRef} tabIndex={-1} className="courier-wizard__step-title">
            {titles[step]}
          </h3>
          {draft.restored ? (
            <div className="alert alert--info courier-draft">
              <p>{t('forms:submit.draftRestored')}</p>
              <button type="button" className="btn btn--secondary btn--small" onClick={() => draft.clear()}>
                {t('courier:discard')}
              </button>
            </div>
          ) : null}
          {draft.saveFailed ? <p className="alert alert--info">{t('forms:submit.draftNotSaved')}</p> : null}
          <StepBody step={step} form={form} onEdit={setStep} stepTitle={stepTitle} />
          <HoneypotField inputRef={honeypot} />
          <FormSubmitStatus state={submit.state} errorFallback={t('courier:error')} />
          <div className="form-actions">
            <button type="button" className="btn btn--secondary" onClick={() => setStep(step - 1)} disabled={step === 0}>
              {t('forms:wizard.back')}
            </button>
            {step < LAST_STEP ? (
              <button type="submit" className="btn btn--primary">
                {t('forms:wizard.next')}
              </button>
            ) : (
              <button type="submit" className="btn btn--primary">
                {submit.state.status === 'submitting' ? t('forms:submit.sending') : t('courier:send')}
              </button>
            )}
          </div>
        </fieldset>
      </form>
    </section>
  );
}

function StepBody({ step, form, onEdit, stepTitle }: { step: number; form: CourierForm; onEdit: (step: number) => void; stepTitle: (key: CourierStepKey) => string }) {
  switch (COURIER_STEPS[step]) {
    case 'vehicle':
      return <VehicleStep form={form} />;
    case 'availability':
      return <AvailabilityStep form={form} />;
    case 'payment':
      return <PaymentStep form={form} />;
    case 'confirmation':
      return <ConfirmationStep form={form} onEdit={onEdit} stepTitle={stepTitle} />;
    default:
      return <PersonalStep form={form} />;
  }
}
