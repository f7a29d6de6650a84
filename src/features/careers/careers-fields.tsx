/**
 * Controls of the job application: text inputs (the shared FormField), textareas and checkboxes with the same label,
 * hint and message pattern (aria-invalid, aria-describedby). Each registers its field so that the field's message
 * goes as soon as it is edited (spec 3 §4: "Changing a field clears that field's error"). Messages are the shared
 * schema's keys (`forms:errors.…`), shown in the page's language.
 */
import type { InputHTMLAttributes } from 'react';
import { useFormContext, useFormState, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/checkbox-field.tsx';
import { FormField, TextAreaField } from '../../components/form-field.tsx';
import type { JobApplicationForm } from '../../domain/forms/job-application.ts';
import { useFormText } from '../public-forms/use-form-text.ts';

type TextName = 'firstName' | 'lastName' | 'email' | 'phone' | 'dateOfBirth' | 'city' | 'salary' | 'startDate';
type AreaName = 'experience' | 'education' | 'skills' | 'languages' | 'motivation' | 'whyUs';
type CheckName = 'hasCV' | 'hasCoverLetter' | 'hasCertificates' | 'acceptTerms' | 'acceptPrivacy';
type HintName = 'phone' | 'experience' | 'education' | 'skills' | 'languages' | 'motivation' | 'salary' | 'startDate' | 'hasCV' | 'hasCoverLetter' | 'hasCertificates';

/** The id of a field's control. */
export const fieldId = (name: string) => `careers-${name}`;

/** `register` that clears the field's message on edit, and the field's message in the page's language. */
function useCareersField(name: TextName | AreaName | CheckName): { registration: UseFormRegisterReturn; error: string | undefined } {
  const form = useFormContext<JobApplicationForm>();
  const text = useFormText();
  const { errors } = useFormState({ control: form.control, name });
  return {
    registration: form.register(name, {
      onChange: () => {
        if (form.getFieldState(name).error) form.clearErrors(name);
      },
    }),
    error: text(errors[name]?.message),
  };
}

function OptionalMark() {
  const { t } = useTranslation('forms');
  return <span className="careers__optional"> {t('field.optional')}</span>;
}

interface TextFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'max' | 'maxLength'> {
  name: TextName;
  optional?: boolean;
  hint?: HintName;
}

export function TextField({ name, optional = false, hint, type = 'text', ...rest }: TextFieldProps) {
  const { t } = useTranslation('careers');
  const { registration, error } = useCareersField(name);
  return (
    <FormField
      id={fieldId(name)}
      type={type}
      label={t(`fields.${name}`)}
      labelSuffix={optional ? <OptionalMark /> : null}
      required={!optional}
      registration={registration}
      error={error}
      hint={hint ? t(`hints.${hint}`) : undefined}
      {...rest}
    />
  );
}

export function TextareaField({ name, optional = false, hint, maxLength }: { name: AreaName; optional?: boolean; hint?: HintName; maxLength: number }) {
  const { t } = useTranslation('careers');
  const { registration, error } = useCareersField(name);
  return (
    <TextAreaField
      id={fieldId(name)}
      label={t(`fields.${name}`)}
      labelSuffix={optional ? <OptionalMark /> : null}
      registration={registration}
      error={error}
      hint={hint ? t(`hints.${hint}`) : undefined}
      rows={4}
      maxLength={maxLength}
      required={!optional}
    />
  );
}

export function CheckField({ name, label, hint }: { name: CheckName; label: string; hint?: HintName }) {
  const { t } = useTranslation('careers');
  const { registration, error } = useCareersField(name);
  return <CheckboxField id={fieldId(name)} label={label} registration={registration} error={error} hint={hint ? t(`hints.${hint}`) : undefined} />;
}
