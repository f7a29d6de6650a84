/**
 * A staff sign-in (the restaurant desk, the operators' back office): e-mail and password of the staff account, sent to
 * the app's own session (features/staff-auth/staff-auth.ts). Its texts are the `signIn.*` keys of the app's namespace.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffSignInSchema, type StaffSignInValues } from '../sign-in-schema.ts';
import type { SignInFailure } from '../staff-auth.ts';
import { FormField } from '../../../components/form-field.tsx';

const FAILURE_KEYS = { credentials: 'signIn.failed', rate: 'signIn.rate', network: 'signIn.network' } as const satisfies Record<SignInFailure, string>;

export interface StaffSignInFormProps {
  /** the app's namespace with the signIn.* texts */
  ns: 'desk' | 'ops';
  /** of the section */
  className: string;
  signIn: (email: string, password: string) => Promise<SignInFailure | null>;
  /** in demo mode: the page with the demo sign-ins, linked under the form */
  demo: { href: string; testId: string } | null;
  /** shown in the alert until something else is (why the last session ended) */
  notice?: string | undefined;
  /** after a successful sign-in (the page goes back to where the guard turned the visitor away) */
  onSignedIn: () => void;
}

export function StaffSignInForm({ ns, className, signIn, demo, notice, onSignedIn }: StaffSignInFormProps) {
  const { t } = useTranslation(ns);
  const id = useId();
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const { register, handleSubmit, formState } = useForm<StaffSignInValues>({
    resolver: zodResolver(staffSignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const invalid = formState.errors.email ?? formState.errors.password;
  const submit = handleSubmit(async (v) => {
    const failed = await signIn(v.email, v.password);
    setFailure(failed);
    if (!failed) onSignedIn();
  });
  const message = failure ? t(FAILURE_KEYS[failure]) : invalid ? t('signIn.failed') : (notice ?? '');

  return (
    <section className={`${className} card-surface`} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('signIn.title')}</h1>
      <p>{t('signIn.intro')}</p>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <FormField id={`${id}-email`} label={t('signIn.email')} type="email" autoComplete="username" maxLength={200}
          registration={register('email')} invalid={!!formState.errors.email} />
        <FormField id={`${id}-password`} label={t('signIn.password')} type="password" autoComplete="current-password"
          maxLength={200} registration={register('password')} invalid={!!formState.errors.password} />
        <p role="alert" className={message ? 'alert alert--error' : 'sr-only'}>{message}</p>
        <button type="submit" className="btn btn--primary btn--block" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('signIn.busy') : t('signIn.submit')}
        </button>
      </form>
      {demo ? (
        <p className="note" data-testid={demo.testId}>
          {t('signIn.demoHint')} <a href={demo.href}>{t('signIn.demoLink')}</a>.
        </p>
      ) : null}
    </section>
  );
}
