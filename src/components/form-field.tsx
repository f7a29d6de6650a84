/**
 * Labelled input, select and text area with an optional hint and error under each (aria-invalid + aria-describedby),
 * shared by the auth, profile, checkout and public forms. Label, hint and error are plain text, never HTML.
 *
 * Two ways to drive it:
 *   - react-hook-form: `<FormField id="x" label="…" registration={register('email')} error={…} />` (uncontrolled;
 *     the form library owns value, ref and focus-on-error);
 *   - controlled: `value` + `onValueChange` (omit `onValueChange` for a read-only field).
 */
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldNotes, notesOf } from './field-notes.tsx';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'name'> {
  id: string;
  label: string;
  /** shown inside the label after the text, e.g. a required/optional marker */
  labelSuffix?: ReactNode;
  /** react-hook-form's `register(name)`: name, ref, onChange and onBlur of the input */
  registration?: UseFormRegisterReturn | undefined;
  value?: string | undefined;
  /** omitted for a read-only field */
  onValueChange?: ((v: string) => void) | undefined;
  /** the message under the field */
  error?: string | undefined;
  /** marks the field invalid when its message is shown elsewhere (one summary for several fields) */
  invalid?: boolean | undefined;
  hint?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  /** of the input; `input` unless given */
  className?: string | undefined;
}

export function FormField({
  id,
  label,
  labelSuffix,
  registration,
  value,
  onValueChange,
  error,
  invalid,
  hint,
  inputRef,
  className = 'input',
  ...rest
}: FormFieldProps) {
  const isInvalid = Boolean(error) || invalid === true;
  const binding = registration
    ? registration
    : {
        name: id,
        ref: inputRef,
        value,
        onChange: onValueChange ? (e: { target: HTMLInputElement }) => onValueChange(e.target.value) : undefined,
      };
  return (
    <FieldFrame id={id} label={label} labelSuffix={labelSuffix} invalid={isInvalid} error={error} hint={hint}>
      <input
        {...rest}
        {...binding}
        id={id}
        className={className}
        aria-invalid={isInvalid ? true : undefined}
        aria-describedby={notesOf(id, error, hint)}
      />
    </FieldFrame>
  );
}

interface Wiring {
  id: string;
  label: string;
  labelSuffix?: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A select for a react-hook-form registration; `children` are its options. */
export function SelectField({
  id, label, labelSuffix, registration, error, hint, children, ...rest
}: Wiring & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'onChange' | 'onBlur'>) {
  return (
    <FieldFrame id={id} label={label} labelSuffix={labelSuffix} invalid={Boolean(error)} error={error} hint={hint}>
      <select {...rest} {...registration} id={id} className="select" aria-invalid={error ? true : undefined} aria-describedby={notesOf(id, error, hint)}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** A text area for a react-hook-form registration. */
export function TextAreaField({
  id, label, labelSuffix, registration, error, hint, ...rest
}: Wiring & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'onChange' | 'onBlur'>) {
  return (
    <FieldFrame id={id} label={label} labelSuffix={labelSuffix} invalid={Boolean(error)} error={error} hint={hint}>
      <textarea {...rest} {...registration} id={id} className="textarea" aria-invalid={error ? true : undefined} aria-describedby={notesOf(id, error, hint)} />
    </FieldFrame>
  );
}

/** The label, the control, and the control's hint and message under it. */
function FieldFrame({ id, label, labelSuffix, invalid, error, hint, children }: Omit<Wiring, 'registration'> & { invalid: boolean; children: ReactNode }) {
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {labelSuffix}
      </label>
      {children}
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}
