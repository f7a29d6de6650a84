/** Forgot mode (spec 2 §2): the reset mail with a link and a code; then on to verify-reset. */
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field.tsx';
import { useForgotPasswordMutation } from './api/forgot-password.ts';
import type { AuthFormProps } from './forms.ts';
import { BackToLogin, FormAlert, showServerError, SubmitButton, useAuthForm } from './form-parts.tsx';
import { forgotSchema } from './schemas.ts';

export function ForgotForm({ email, onSwitch }: Omit<AuthFormProps, 'onDone'>) {
  const { t } = useTranslation();
  const forgot = useForgotPasswordMutation();
  const { register, handleSubmit, setError, errors, id, text } = useAuthForm(forgotSchema, { email });

  const submit = handleSubmit((values) => {
    forgot.mutate(values, {
      onSuccess: () => onSwitch('verify-reset', { email: values.email, info: t('auth.messages.resetEmailSent', { email: values.email }) }),
      onError: (err) => showServerError(setError, err, ['email']),
    });
  });

  return (
    <form noValidate className="auth-form" data-mode="forgot" onSubmit={(e) => void submit(e)}>
      <FormField id={id('email')} label={t('auth.fields.email')} type="email" autoComplete="email" maxLength={200}
        registration={register('email')} error={text(errors.email?.message)} />
      <FormAlert message={text(errors.root?.server?.message)} />
      <SubmitButton pending={forgot.isPending}>{t('auth.submit.forgot')}</SubmitButton>
      <BackToLogin onClick={() => onSwitch('login')} />
    </form>
  );
}
