/** The back office's sign-in: an operator's e-mail and password (its own session, see ops-auth.ts). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field.tsx';
import { DEMO_OPERATOR_PATH, demoOperatorQueryOptions } from '../api/demo-operator.ts';
import { opsSignIn, type SignInFailure } from '../ops-auth.ts';
import { opsSignInSchema, type OpsSignInValues } from '../sign-in-schema.ts';

const FAILURE_KEYS = { credentials: 'signIn.failed', rate: 'signIn.rate', network: 'signIn.network' } as const satisfies Record<SignInFailure, string>;

export function SignInForm({ notice }: { notice?: string | undefined }) {
  const { t } = useTranslation('ops');
  const id = useId();
  const demo = useQuery(demoOperatorQueryOptions());
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const { register, handleSubmit, formState } = useForm<OpsSignInValues>({
    resolver: zodResolver(opsSignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const invalid = formState.errors.email ?? formState.errors.password;
  const submit = handleSubmit(async (v) => setFailure(await opsSignIn(v.email, v.password)));
  const message = failure ? t(FAILURE_KEYS[failure]) : invalid ? t('signIn.failed') : (notice ?? '');

  return (
    <section className="ops-signin card-surface" aria-labelledby={`${id}-title`}>
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
      {demo.data ? (
        <p className="note" data-testid="ops-demo-hint">
          {t('signIn.demoHint')} <a href={DEMO_OPERATOR_PATH}>{t('signIn.demoLink')}</a>.
        </p>
      ) : null}
    </section>
  );
}
