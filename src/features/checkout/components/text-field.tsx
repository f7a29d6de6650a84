/**
 * Checkout input (spec 1 §5): the shared form field with a required "*" or an "(optional)" marker in the label,
 * bound to the checkout form (react-hook-form `register`). The error is an i18n key of the form's schema, shown
 * translated, never HTML.
 */
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from '../../../components/form-field.tsx';
import type { CheckoutField, CheckoutForm, CheckoutFormContext, FieldErrorKey } from '../checkout-form.ts';

export type CheckoutFormApi = UseFormReturn<CheckoutForm, CheckoutFormContext>;

export const fieldId = (f: CheckoutField) => `checkout-${f}`;

/** The translated message of a field, if it has one. */
export function useFieldError(form: CheckoutFormApi, name: CheckoutField): string | undefined {
  const { t } = useTranslation();
  const { errors } = useFormState({ control: form.control, name });
  const key = errors[name]?.message;
  return key ? t(key as FieldErrorKey) : undefined;
}

type TextFieldName = Exclude<
  { [K in CheckoutField]: CheckoutForm[K] extends string ? K : never }[CheckoutField],
  'payment'
>;

export interface TextFieldProps
  extends Omit<FormFieldProps, 'id' | 'form' | 'labelSuffix' | 'registration' | 'value' | 'onValueChange' | 'error' | 'required'> {
  form: CheckoutFormApi;
  name: TextFieldName;
  required?: boolean;
  /** applied to what is typed before it is validated (e.g. spaces removed) */
  setValueAs?: (v: string) => string;
}

export function TextField({ form, name, required, setValueAs, ...rest }: TextFieldProps) {
  const { t } = useTranslation();
  const error = useFieldError(form, name);
  const marker = required ? (
    <span className="field__required" aria-hidden="true">
      {' '}*
    </span>
  ) : (
    <span className="field__optional"> ({t('checkout.optional')})</span>
  );
  return (
    <FormField
      {...rest}
      id={fieldId(name)}
      registration={form.register(name, setValueAs ? { setValueAs } : undefined)}
      error={error}
      labelSuffix={marker}
      required={required}
      aria-required={required || undefined}
    />
  );
}
