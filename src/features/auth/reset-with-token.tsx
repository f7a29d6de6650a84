/**
 * The password-reset page of a mail link with `?token=&email=` (spec 2 §2, spec 3 §2.15): the link is checked for
 * about a second (both parameters must be present), then an invalid-link screen ("Geçersiz Bağlantı") or a
 * new-password form with the spec's Turkish messages (spec 3 §5). On submit the code is verified (type recovery) and
 * the password changed; a code the backend refuses shows the invalid-link screen; after success the page goes home
 * after 3 s.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field.tsx';
import { InvalidResetLink, useResetWithTokenMutation } from './api/reset-password.ts';
import { FormAlert } from './form-parts.tsx';
import { recoveryResetSchema, type RecoveryMessageKey, type RecoveryResetValues } from './schemas.ts';

export const LINK_CHECK_MS = 1000;
export const SUCCESS_REDIRECT_MS = 3000;

export function ResetWithToken({ token, email }: { token: string | undefined; email: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [checked, setChecked] = useState(false);
  const reset = useResetWithTokenMutation();
  const { register, handleSubmit, formState } = useForm<RecoveryResetValues>({
    resolver: zodResolver(recoveryResetSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = formState;
  const text = (key: string | undefined) => (key ? t(`auth.recovery.${key as RecoveryMessageKey}`) : undefined);

  useEffect(() => {
    const timer = setTimeout(() => setChecked(true), LINK_CHECK_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!reset.isSuccess) return undefined;
    const timer = setTimeout(() => void navigate({ to: '/', replace: true }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (!checked) {
    return (
      <div className="page page--narrow" lang="tr">
        <p role="status">{t('auth.recovery.checking')}</p>
      </div>
    );
  }
  if (!token || !email || reset.error instanceof InvalidResetLink) {
    return (
      <div className="page page--narrow" lang="tr" data-testid="reset-invalid">
        <h1>{t('auth.recovery.invalidTitle')}</h1>
        <p>{t('auth.recovery.invalidText')}</p>
        <button type="button" className="btn btn--primary" onClick={() => void navigate({ to: '/' })}>
          {t('auth.recovery.home')}
        </button>
      </div>
    );
  }

  const submit = handleSubmit(({ password }) => reset.mutate({ email, token, password }));
  return (
    <div className="page page--narrow" lang="tr">
      <h1>{t('auth.recovery.title')}</h1>
      {reset.isSuccess ? (
        <p className="auth-success" role="status">{t('auth.recovery.success')}</p>
      ) : (
        <form className="auth-form" noValidate onSubmit={(e) => void submit(e)} data-testid="reset-form">
          <FormField id="reset-new-password" label={t('auth.recovery.newPassword')} type="password" autoComplete="new-password"
            maxLength={200} registration={register('password')} error={text(errors.password?.message)} />
          <FormField id="reset-confirm" label={t('auth.recovery.confirm')} type="password" autoComplete="new-password"
            maxLength={200} registration={register('confirm')} error={text(errors.confirm?.message)} />
          <FormAlert message={reset.isError ? t('auth.recovery.failed') : undefined} />
          <button type="submit" className="btn btn--primary btn--block" disabled={reset.isPending}>
            {t('auth.recovery.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
