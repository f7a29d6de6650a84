/**
 * A select and a text area with the same label / hint / error wiring as FormField (aria-invalid, aria-describedby
 * naming the error and the hint), for react-hook-form registrations. Texts are plain text, never HTML.
 */
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface Wiring {
  id: string;
  label: string;
  labelSuffix?: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string | undefined;
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

function Below({ id, error, hint }: { id: string; error?: string | undefined; hint?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export function SelectField({
  id, label, labelSuffix, registration, error, hint, children, ...rest
}: Wiring & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'onChange' | 'onBlur'>) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {labelSuffix}
      </label>
      <select {...rest} {...registration} id={id} className="select" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)}>
        {children}
      </select>
      <Below id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  id, label, labelSuffix, registration, error, hint, ...rest
}: Wiring & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'onChange' | 'onBlur'>) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {labelSuffix}
      </label>
      <textarea {...rest} {...registration} id={id} className="textarea" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} />
      <Below id={id} error={error} hint={hint} />
    </div>
  );
}
