/**
 * Labelled input with an optional hint and error under it (aria-invalid + aria-describedby), shared by the auth,
 * profile and checkout forms. Label, hint and error are plain text, never HTML.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  /** shown inside the label after the text, e.g. a required/optional marker */
  labelSuffix?: ReactNode;
  value: string;
  /** omitted for a read-only field */
  onValueChange?: ((v: string) => void) | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
}

export function FormField({ id, label, labelSuffix, value, onValueChange, error, hint, inputRef, ...rest }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {labelSuffix}
      </label>
      <input
        {...rest}
        id={id}
        name={id}
        ref={inputRef}
        className="input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={onValueChange ? (e) => onValueChange(e.target.value) : undefined}
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
