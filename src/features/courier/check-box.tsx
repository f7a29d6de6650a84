/** A labelled checkbox of the courier form with its message under it (aria-invalid + aria-describedby). */
import type { UseFormRegisterReturn } from 'react-hook-form';

export function CheckBox({ id, label, registration, error }: { id: string; label: string; registration: UseFormRegisterReturn; error?: string | undefined }) {
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <div className="form-check">
        <input
          id={id}
          type="checkbox"
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <p id={errorId} className="field__error" data-testid={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
