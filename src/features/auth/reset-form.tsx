/** Reset mode (spec 2 §2): new password twice; on success a message, and the modal closes after 3 s. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field.tsx';
import { useResetPasswordMutation } from './api/reset-password.ts';
import type { AuthFormProps } from './forms.ts';
import { FormAlert, showServerError, SubmitButton, useAuthForm } from './form-parts.tsx';
import { resetSchema } from './schemas.ts';

export const RESET_CLOSE_MS = 3000;

export function ResetForm({ onDone }: Pick<AuthFormProps, 'onDone'>) {
  const { t } = useTranslation();
  const reset = useResetPasswordMutation();
  const { register, handleSubmit, setError, errors, id, text } = useAuthForm(resetSchema, { newPassword: '', newPasswordConfirm: '' });

  useEffect(() => {
    if (!reset.isSuccess) return undefined;
    const timer = setTimeout(onDone, RESET_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, onDone]);

  const submit = handleSubmit(({ newPassword }) => {
    reset.mutate({ password: newPassword }, { onError: (err) => showServerError(setError, err, ['newPassword']) });
  });

  if (reset.isSuccess) {
    return (
      <div className="auth-form" data-mode="reset">
        <p className="auth-success" role="status">{t('auth.messages.passwordChanged')}</p>
      </div>
    );
  }
  return (
    <form noValidate className="auth-form" data-mode="reset" onSubmit={(e) => void submit(e)}>
      <FormField id={id('newPassword')} label={t('auth.fields.newPassword')} type="password" autoComplete="new-password"
        maxLength={200} registration={register('newPassword')} error={text(errors.newPassword?.message)} />
      <FormField id={id('newPasswordConfirm')} label={t('auth.fields.newPasswordConfirm')} type="password"
        autoComplete="new-password" maxLength={200} registration={register('newPasswordConfirm')}
        error={text(errors.newPasswordConfirm?.message)} />
      <FormAlert message={text(errors.root?.server?.message)} />
      <SubmitButton pending={reset.isPending}>{t('auth.submit.reset')}</SubmitButton>
    </form>
  );
}
