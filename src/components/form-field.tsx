/**
 * Labelled input with an optional hint and error under it (aria-invalid + aria-describedby), shared by the auth,
 * profile and checkout forms. Label, hint and error are plain text, never HTML.
 *
 * Two ways to drive it:
 *   - react-hook-form: `<FormField id="x" label="…" registration={register('email')} error={…} />` (uncontrolled;
 *     the form library owns value, ref and focus-on-error);
 *   - controlled: `value` + `onValueChange` (omit `onValueChange` for a read-only field).
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

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
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
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
    <div className={`field${isInvalid ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {labelSuffix}
      </label>
      <input
        {...rest}
        {...binding}
        id={id}
        className={className}
        aria-invalid={isInvalid ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" data-testid={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
