/**
 * The one public-form wizard (courier, restaurant sign-up, careers, any later one): the form with its shared
 * schema, the draft (values and step survive a reload, use-form-draft.ts), the submit (queued offline,
 * use-public-form-submit.ts), the step heading's focus (use-step-focus.ts) and the server's field messages
 * (field-errors.ts). Next (or Enter in a field) checks the current step with its step schema and moves on; the last
 * step sends the whole schema — a refusal on an earlier step (e.g. a restored draft) opens that step, a server's 400
 * puts each message on its field and opens the first step with one. Render it with components/public-wizard.tsx.
 */
import { useEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { PublicFormData, PublicFormKind } from '../../domain/forms/submission.ts';
import { applyFieldErrors, stepOfFields, validateStep } from './field-errors.ts';
import { useFormDraft, type FormDraft } from './use-form-draft.ts';
import { usePublicFormSubmit, type PublicFormSubmitState } from './use-public-form-submit.ts';
import { useStepFocus } from './use-step-focus.ts';

interface PublicWizardOptions<F extends FieldValues, K extends PublicFormKind> {
  /** the draft's storage key */
  formId: string;
  kind: K;
  /** `zodResolver(<the whole shared schema>)` */
  resolver: Resolver<F, unknown, PublicFormData<K>>;
  /** one schema per step, in order (the last is the confirmation step's) */
  stepSchemas: readonly z.ZodType[];
  /** the empty form, read once when the page opens */
  defaultValues: F | (() => F);
  /** the last step checks its own schema before the whole one (the restaurant sign-up: "submit revalidates step 5") */
  checkLastStep?: boolean;
  /** called when the data is sent (careers starts its minimum spinner time) */
  onSend?: () => void;
  /** what the page shows of the submit's state (careers holds "sending" for a while) */
  shownState?: (state: PublicFormSubmitState) => PublicFormSubmitState;
}

export interface PublicWizard<F extends FieldValues, K extends PublicFormKind> {
  form: UseFormReturn<F, unknown, PublicFormData<K>>;
  draft: FormDraft;
  state: PublicFormSubmitState;
  step: number;
  last: number;
  /** sending or queued: the fields are locked */
  locked: boolean;
  /** the last Next or submit was refused (announced once for screen readers) */
  refused: boolean;
  goTo: (step: number) => void;
  onSubmit: (e: SyntheticEvent<HTMLFormElement>) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  honeypot: RefObject<HTMLInputElement | null>;
}

export function usePublicWizard<F extends FieldValues, K extends PublicFormKind>(options: PublicWizardOptions<F, K>): PublicWizard<F, K> {
  const { formId, kind, resolver, stepSchemas, checkLastStep = false, onSend, shownState } = options;
  const [defaultValues] = useState(options.defaultValues);
  const form = useForm<F, unknown, PublicFormData<K>>({ resolver, defaultValues: defaultValues as never, mode: 'onSubmit', reValidateMode: 'onChange' });
  const draft = useFormDraft(formId, form);
  const submit = usePublicFormSubmit(kind, draft);
  const state = shownState ? shownState(submit.state) : submit.state;
  const honeypot = useRef<HTMLInputElement>(null);
  const last = stepSchemas.length - 1;
  const step = Math.min(Math.max(draft.step, 0), last);
  const headingRef = useStepFocus(step);
  const [refused, setRefused] = useState(false);
  const locked = state.status === 'submitting' || state.status === 'queued';
  const { setStep } = draft;

  // a server's 400 (as shown): each message on its field, the wizard on the first one's step
  const serverFields = state.status === 'error' ? state.fields : undefined;
  useEffect(() => {
    if (!serverFields) return;
    const at = stepOfFields(stepSchemas, applyFieldErrors(form, serverFields));
    if (at >= 0) setStep(at);
  }, [serverFields, form, setStep, stepSchemas]);

  const goTo = (n: number) => {
    setRefused(false);
    setStep(n);
  };
  const stepIsValid = (n: number) => {
    const schema = stepSchemas[n];
    const ok = schema ? validateStep(form, schema) : false;
    setRefused(!ok);
    return ok;
  };
  const onSubmit = (e: SyntheticEvent<HTMLFormElement>) => {
    e.preventDefault(); // Enter in a field before the last step means Next
    if (locked) return;
    if (step < last || checkLastStep) {
      if (!stepIsValid(step)) return;
      if (step < last) {
        goTo(step + 1);
        return;
      }
    }
    const honeypotValue = honeypot.current?.value;
    void form.handleSubmit(
      (data) => {
        onSend?.();
        submit.send(data, honeypotValue);
      },
      (errors) => {
        // the whole schema refused something on an earlier step (e.g. a restored draft): go there
        setRefused(true);
        const at = stepOfFields(stepSchemas, Object.keys(errors));
        if (at >= 0 && at < step) setStep(at);
      },
    )();
  };

  return { form, draft, state, step, last, locked, refused, goTo, onSubmit, headingRef, honeypot };
}
