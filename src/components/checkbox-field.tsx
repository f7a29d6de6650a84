/**
 * The consent block of the public forms: a labelled checkbox — the consent boxes (terms, privacy, commission) and
 * the other yes/no fields — with its hint and message under it (aria-invalid, aria-describedby; the message's test
 * id is `<id>-error`), and the links under the consent boxes. One module, so the wizards load it as one chunk.
 */
import { Link } from '@tanstack/react-router';
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

/** The terms and (optionally) the privacy policy, each in a new tab so that the form stays as it is. */
export function ConsentLinks({ terms, privacy, className }: { terms: string; privacy?: string; className?: string }) {
  return (
    <p className={className ? `small ${className}` : 'small'}>
      <Link to="/terms" target="_blank" rel="noopener">
        {terms}
      </Link>
      {privacy ? (
        <Link to="/privacy" target="_blank" rel="noopener">
          {privacy}
        </Link>
      ) : null}
    </p>
  );
}
