/** Small labelled input used by the profile forms (no HTML rendering of any value). */
import type { InputHTMLAttributes } from 'react';

export interface ProfileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onValueChange?: (v: string) => void;
  hint?: string;
}

export function ProfileInput({ id, label, value, onValueChange, hint, ...rest }: ProfileInputProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        {...rest}
        id={id}
        name={id}
        className="input"
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={onValueChange ? (e) => onValueChange(e.target.value) : undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
