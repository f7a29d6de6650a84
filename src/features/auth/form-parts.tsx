/**
 * Pieces every auth form uses: the form with its schema, field ids, translated messages, the server's refusal into
 * the form, what follows a sign-in, submit button.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showToast } from '../../components/toast.tsx';
import { toFieldError, type AuthErrorKey } from './api/errors.ts';
import type { AuthFormProps } from './forms.ts';

/** Unique ids per modal instance: `auth-«uid»-email`, … */
export function useFieldIds(): (field: string) => string {
  const uid = useId().replace(/:/g, '');
  return (field) => `auth-${uid}-${field}`;
}

/** The text of a message key of the schemas and the backend mapping (auth.errors.*). */
function useErrorText(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (key) => (key ? t(`auth.errors.${key as AuthErrorKey}`) : undefined);
}

/** One mode's form: react-hook-form with the mode's schema as resolver, its errors, field ids and message texts. */
export function useAuthForm<I extends FieldValues, O extends FieldValues>(schema: z.ZodType<O, I>, defaultValues: DefaultValues<I>) {
  const form = useForm<I, unknown, O>({ resolver: zodResolver(schema), defaultValues });
  return { ...form, errors: form.formState.errors, id: useFieldIds(), text: useErrorText() };
}

/**
 * After a sign-in or sign-up went through: on to verify-email when the address must be confirmed first, else the
 * success toast (`doneKey`) and the flow is complete.
 */
export function useSignedIn({ onSwitch, onDone }: Omit<AuthFormProps, 'email'>, doneKey: 'loggedIn' | 'registered' | 'verified') {
  const { t } = useTranslation();
  return (result: 'signed-in' | 'needs-verification', email: string) => {
    if (result === 'needs-verification') {
      onSwitch('verify-email', { email, info: t('auth.messages.verifyEmailSent', { email }) });
      return;
    }
    showToast(t(`auth.messages.${doneKey}`), { tone: 'success' });
    onDone();
  };
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
