/**
 * Labelled input with its error message under the field (aria-invalid + aria-describedby), spec 1 §5.
 * The message is an i18n key translated here, never HTML.
 */
import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (v: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({ id, label, value, onValueChange, error, hint, required, inputRef, ...rest }: TextFieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}*
          </span>
        ) : (
          <span className="field__optional"> ({t('checkout.optional')})</span>
        )}
      </label>
      <input
        {...rest}
        id={id}
        name={id}
        ref={inputRef}
        className="input"
        value={value}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValueChange(e.target.value)}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
