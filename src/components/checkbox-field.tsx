/**
 * A labelled checkbox of the public forms — the consent boxes (terms, privacy, commission) and the other yes/no
 * fields — with its hint and message under it (aria-invalid, aria-describedby; the message's test id is
 * `<id>-error`).
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldNotes, notesOf } from './field-notes.tsx';

interface CheckboxFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string | undefined;
  /** announced as required (aria-required) */
  required?: boolean;
}

export function CheckboxField({ id, label, registration, error, hint, required = false }: CheckboxFieldProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <div className="form-check">
        <input id={id} type="checkbox" aria-required={required ? 'true' : undefined} aria-invalid={error ? true : undefined} aria-describedby={notesOf(id, error, hint)} {...registration} />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}
