/**
 * The sign-up steps' select, textarea and checkbox — the shared controls bound to a field of the form — and `useSignupField`,
 * which registers a field so that its message goes away as soon as it is edited. Messages are the shared
 * schemas' keys, shown in the page's language.
 */
import type { ReactNode } from 'react';
import { useFormContext, type FieldPath, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/checkbox-field.tsx';
import { SelectField as LabelledSelect, TextAreaField } from '../../components/form-field.tsx';
import type { RestaurantSignupForm } from '../../domain/forms/restaurant.ts';
import { useFormText } from '../public-forms/use-form-text.ts';

export type SignupFieldName = FieldPath<RestaurantSignupForm>;

export const fieldId = (name: SignupFieldName) => `rs-${name.replaceAll('.', '-')}`;

/** `register` that clears the field's message on edit, and the field's message text. */
export function useSignupField() {
  const form = useFormContext<RestaurantSignupForm>();
  const text = useFormText();
  const { formState } = form;
  return {
    reg: (name: SignupFieldName): UseFormRegisterReturn =>
      form.register(name, { onChange: () => form.clearErrors(name) }),
    error: (name: SignupFieldName): string | undefined => text(form.getFieldState(name, formState).error?.message),
  };
}

/** "(optional)" after the label of an optional field. */
export function OptionalMark() {
  const { t } = useTranslation('forms');
  return <span className="rsignup__optional"> {t('field.optional')}</span>;
}

interface ControlProps {
  name: SignupFieldName;
  label: string;
  hint?: string;
  children?: ReactNode;
}

/** A required select; `children` are its options. */
export function SelectField({ name, label, hint, children }: ControlProps) {
  const { reg, error } = useSignupField();
  return (
    <LabelledSelect id={fieldId(name)} label={label} hint={hint} registration={reg(name)} error={error(name)} aria-required="true">
      {children}
    </LabelledSelect>
  );
}

export function TextareaField({ name, label, hint }: ControlProps) {
  const { reg, error } = useSignupField();
  return <TextAreaField id={fieldId(name)} label={label} hint={hint} registration={reg(name)} error={error(name)} rows={4} aria-required="true" />;
}

/** A box the user must tick (terms, commission). */
export function CheckField({ name, label }: ControlProps) {
  const { reg, error } = useSignupField();
  return <CheckboxField id={fieldId(name)} label={label} registration={reg(name)} error={error(name)} required />;
}
