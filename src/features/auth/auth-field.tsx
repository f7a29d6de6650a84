/** Labelled input with its error under the field (aria-invalid + aria-describedby). Text only, never HTML. */
import type { InputHTMLAttributes } from 'react';

export interface AuthInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (v: string) => void;
  error?: string | undefined;
}

export function AuthInput({ id, label, value, onValueChange, error, ...rest }: AuthInputProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        {...rest}
        id={id}
        name={id}
        className="input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onValueChange(e.target.value)}
      />
      {error ? (
        <p id={errorId} className="field__error" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
