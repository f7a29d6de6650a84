/**
 * The courier form's text inputs: one FormField per schema field, its label and hint from the `courier` namespace
 * and its message (a `forms:errors.…` key) in the page's language, linked with aria-describedby.
 */
import type { InputHTMLAttributes } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field.tsx';
import type { CourierApplicationForm } from '../../domain/forms/courier.ts';
import { useFormText } from '../public-forms/use-form-text.ts';

export type CourierForm = UseFormReturn<CourierApplicationForm>;

type TextName =
  | 'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'city' | 'postalCode' | 'dateOfBirth'
  | 'driversLicenseNumber' | 'preferredWorkingHours' | 'bankAccountHolder' | 'iban' | 'taxNumber';
type HintName = 'phone' | 'postalCode' | 'dateOfBirth' | 'preferredWorkingHours' | 'iban';

/** The id of a field's input (also used by the summary's "edit" links and the tests' labels). */
export const fieldId = (name: string) => `courier-${name}`;

interface CourierFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'max' | 'maxLength'> {
  form: CourierForm;
  name: TextName;
  optional?: boolean;
  hint?: HintName;
}

export function CourierField({ form, name, optional = false, hint, type = 'text', ...rest }: CourierFieldProps) {
  const { t } = useTranslation(['courier', 'forms']);
  const text = useFormText();
  const { errors } = useFormState({ control: form.control, name });
  return (
    <FormField
      id={fieldId(name)}
      type={type}
      label={t(`courier:fields.${name}`)}
      labelSuffix={optional ? <span className="muted"> {t('forms:field.optional')}</span> : null}
      required={!optional}
      registration={form.register(name)}
      error={text(errors[name]?.message)}
      hint={hint ? t(`courier:hints.${hint}`) : undefined}
      {...rest}
    />
  );
}
