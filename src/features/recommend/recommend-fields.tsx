/**
 * The recommendation form's fields: an input, a select or a textarea per schema field, its label from the
 * `recommend` namespace, "(optional)" on optional ones, the native `required` on required ones (spec 3 §5), and its
 * message (a `forms:errors.…` key) in the page's language, linked with aria-describedby.
 */
import type { InputHTMLAttributes } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, SelectField, TextAreaField } from '../../components/form-field.tsx';
import type { VendorRecommendation, VendorRecommendationForm } from '../../domain/forms/recommendation.ts';
import { useFormText } from '../public-forms/use-form-text.ts';

export type RecommendForm = UseFormReturn<VendorRecommendationForm, unknown, VendorRecommendation>;
type Name = keyof VendorRecommendationForm;

export const fieldId = (name: Name) => `recommend-${name}`;

function useField(form: RecommendForm, name: Name, optional: boolean) {
  const { t } = useTranslation(['recommend', 'forms']);
  const text = useFormText();
  const { errors } = useFormState({ control: form.control, name });
  return {
    label: t(`recommend:fields.${name}`),
    suffix: <span className="muted"> {optional ? t('forms:field.optional') : t('forms:field.required')}</span>,
    error: text(errors[name]?.message),
  };
}

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>;

export function RecommendInput({ form, name, optional = false, ...rest }: { form: RecommendForm; name: Name; optional?: boolean } & InputProps) {
  const f = useField(form, name, optional);
  return (
    <FormField id={fieldId(name)} label={f.label} labelSuffix={f.suffix} required={!optional} registration={form.register(name)} error={f.error} {...rest} />
  );
}

export function RecommendSelect({ form, name, options, placeholder }: { form: RecommendForm; name: Name; options: readonly { value: string; label: string }[]; placeholder: string }) {
  const f = useField(form, name, false);
  return (
    <SelectField id={fieldId(name)} label={f.label} labelSuffix={f.suffix} registration={form.register(name)} error={f.error} required>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}

export function RecommendTextarea({ form, name, hint }: { form: RecommendForm; name: Name; hint?: string }) {
  const f = useField(form, name, true);
  return (
    <TextAreaField id={fieldId(name)} label={f.label} labelSuffix={f.suffix} registration={form.register(name)} error={f.error} hint={hint} rows={4} maxLength={5000} />
  );
}
