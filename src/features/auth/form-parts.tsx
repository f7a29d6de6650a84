/** Pieces every auth form uses: field ids, translated messages, the server's refusal into the form, submit button. */
import { useId, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toFieldError, type AuthErrorKey } from './api/errors.ts';

/** Unique ids per modal instance: `auth-«uid»-email`, … */
export function useFieldIds(): (field: string) => string {
  const uid = useId().replace(/:/g, '');
  return (field) => `auth-${uid}-${field}`;
}

/** The text of a message key of the schemas and the backend mapping (auth.errors.*). */
export function useErrorText(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (key) => (key ? t(`auth.errors.${key as AuthErrorKey}`) : undefined);
}

/**
 * A failed auth mutation into the form: under its field (focused) when the form has that field, else above the
 * button (`root.server`, cleared by the next submit).
 */
export function showServerError<V extends FieldValues>(setError: UseFormSetError<V>, err: unknown, fields: readonly Path<V>[]): void {
  const { field, key } = toFieldError(err);
  const own = fields.find((f) => f === field);
  if (own) setError(own, { type: 'server', message: key }, { shouldFocus: true });
  else setError('root.server', { type: 'server', message: key });
}

export function FormAlert({ message }: { message: string | undefined }) {
  return <div role="alert">{message ? <p className="alert alert--error">{message}</p> : null}</div>;
}

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn--primary btn--block" disabled={pending} aria-busy={pending || undefined}>
      {children}
    </button>
  );
}

export function BackToLogin({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="auth-link" onClick={onClick}>
      {t('auth.links.backToLogin')}
    </button>
  );
}
