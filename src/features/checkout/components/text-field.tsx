/**
 * Checkout input (spec 1 §5): the shared form field with a required "*" or an "(optional)" marker in the label.
 * The error is an already translated message, never HTML.
 */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from '../../../components/form-field.tsx';

export interface TextFieldProps extends Omit<FormFieldProps, 'labelSuffix' | 'onValueChange' | 'required'> {
  onValueChange: (v: string) => void;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({ required, ...rest }: TextFieldProps) {
  const { t } = useTranslation();
  const marker = required ? (
    <span className="field__required" aria-hidden="true">
      {' '}*
    </span>
  ) : (
    <span className="field__optional"> ({t('checkout.optional')})</span>
  );
  return <FormField {...rest} labelSuffix={marker} required={required} aria-required={required || undefined} />;
}
