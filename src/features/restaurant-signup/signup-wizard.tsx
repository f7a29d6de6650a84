/**
 * The restaurant partner sign-up (spec 3 §2.3, §4, §5, §8): five steps with a progress bar (step and percent);
 * Next validates the step with the shared step schema, Back goes down to step 1 (disabled there). The last step
 * sends: its own boxes first (spec: "submit revalidates step 5"), then the whole schema — a refusal elsewhere
 * (or the server's 400) opens the step of the first refused field. Sending shows "Wird gesendet...", a failure
 * "Fehler beim Senden der Anmeldung" above the buttons, offline the queued state (the form is then locked: the
 * queued request carries the data as it was). Typed values and the step are kept as a draft across reloads.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSubmitStatus } from '../../components/form-submit-status.tsx';
import { HoneypotField } from '../../components/honeypot-field.tsx';
import { WizardProgress } from '../../components/wizard-progress.tsx';
import {
  emptyRestaurantSignup, restaurantSignupSchema, restaurantStepSchemas, type RestaurantSignup, type RestaurantSignupForm,
} from '../../domain/forms/restaurant.ts';
import { applyFieldErrors, stepOfFields, validateStep } from '../../lib/public-forms/field-errors.ts';
import { useFormDraft } from '../../lib/public-forms/use-form-draft.ts';
import { usePublicFormSubmit } from '../../lib/public-forms/use-public-form-submit.ts';
import { useStepFocus } from '../../lib/public-forms/use-step-focus.ts';
import { SignupSuccess } from './signup-success.tsx';
import { StepAddress } from './step-address.tsx';
import { StepBasics } from './step-basics.tsx';
import { StepBusiness } from './step-business.tsx';
import { StepConfirm } from './step-confirm.tsx';
import { StepLegal } from './step-legal.tsx';

const STEPS = [
  { key: 'basics', Fields: StepBasics },
  { key: 'address', Fields: StepAddress },
  { key: 'business', Fields: StepBusiness },
  { key: 'legal', Fields: StepLegal },
  { key: 'confirm', Fields: StepConfirm },
] as const;
const LAST = STEPS.length - 1;

export function SignupWizard() {
  const { t } = useTranslation('restaurant-signup');
  const { t: tf } = useTranslation('forms');
  const [defaultValues] = useState(emptyRestaurantSignup);
  const form = useForm<RestaurantSignupForm, unknown, RestaurantSignup>({
    resolver: zodResolver(restaurantSignupSchema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const draft = useFormDraft('restaurant-signup', form);
  const submit = usePublicFormSubmit('restaurant-signup', draft);
  const honeypot = useRef<HTMLInputElement>(null);
  const step = Math.min(draft.step, LAST);
  const headingRef = useStepFocus(step);
  // a refused Next or submit, announced once for screen readers (the fields carry their own messages)
  const [refused, setRefused] = useState(false);
  const { state } = submit;
  const busy = state.status === 'submitting' || state.status === 'queued';
  const { setStep } = draft;

  // the server refused fields (400): their messages on the form, the wizard on the first one's step
  const serverFields = state.status === 'error' ? state.fields : undefined;
  useEffect(() => {
    if (!serverFields) return;
    const set = applyFieldErrors(form, serverFields);
    const at = stepOfFields(restaurantStepSchemas, set);
    if (at >= 0) setStep(at);
  }, [serverFields, form, setStep]);

  const goTo = (n: number) => {
    setRefused(false);
    setStep(n);
  };

  const stepIsValid = (n: number) => {
    const schema = restaurantStepSchemas[n];
    const ok = schema ? validateStep(form, schema) : false;
    setRefused(!ok);
    return ok;
  };

  const onSubmit = (e: SyntheticEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || !stepIsValid(step)) return;
    if (step < LAST) {
      goTo(step + 1);
      return;
    }
    const honeypotValue = honeypot.current?.value;
    void form.handleSubmit(
      (data) => submit.send(data, honeypotValue),
      (errors) => {
        setRefused(true);
        const at = stepOfFields(restaurantStepSchemas, Object.keys(errors));
        if (at >= 0 && at !== step) setStep(at);
      },
    )();
  };

  if (state.status === 'success') {
    const v = form.getValues();
    return <SignupSuccess reference={state.answer.reference} name={v.ownerFirstName.trim()} restaurant={v.restaurantName.trim()} email={v.email.trim()} />;
  }

  const titles = STEPS.map((s) => t(`steps.${s.key}`));
  const { Fields } = STEPS[step] ?? STEPS[0];
  return (
    <section className="rsignup__card card-surface" aria-labelledby="rs-step-title">
      <WizardProgress steps={titles} current={step} showPercent />
      <form noValidate onSubmit={onSubmit} aria-label={t('formLabel')} data-testid="signup-form">
        <h2 id="rs-step-title" className="rsignup__step-title" tabIndex={-1} ref={headingRef}>
          {titles[step]}
        </h2>
        {draft.restored && state.status === 'idle' ? <p className="alert alert--info">{tf('submit.draftRestored')}</p> : null}
        {draft.saveFailed ? <p className="alert alert--demo">{tf('submit.draftNotSaved')}</p> : null}
        <p className="small muted">{t('requiredNote')}</p>
        <FormProvider {...form}>
          <fieldset className="rsignup__fields" disabled={busy}>
            <HoneypotField inputRef={honeypot} />
            <Fields />
            <FormSubmitStatus state={state} errorFallback={t('error')} />
            <div className="form-actions">
              <button type="button" className="btn btn--secondary" disabled={step === 0} onClick={() => goTo(step - 1)}>
                {tf('wizard.back')}
              </button>
              {step < LAST ? (
                <button key="next" type="submit" className="btn btn--primary">
                  {tf('wizard.next')}
                </button>
              ) : (
                <button key="send" type="submit" className="btn btn--primary" data-testid="signup-submit">
                  {busy ? tf('submit.sending') : t('submit')}
                </button>
              )}
            </div>
          </fieldset>
        </FormProvider>
        <p role="status" className="sr-only">
          {refused ? tf('submit.errorInvalid') : ''}
        </p>
      </form>
    </section>
  );
}
