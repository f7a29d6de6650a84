/** Login mode (spec 2 §2): e-mail, password, remember me, forgot-password link. */
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field.tsx';
import { rememberMe } from '../../lib/supabase/client.ts';
import { useSignInMutation } from './api/sign-in.ts';
import type { AuthFormProps } from './forms.ts';
import { FormAlert, showServerError, SubmitButton, useAuthForm, useSignedIn } from './form-parts.tsx';
import { loginSchema } from './schemas.ts';

export function LoginForm({ email, onSwitch, onDone }: AuthFormProps) {
  const { t } = useTranslation();
  const signIn = useSignInMutation();
  const signedIn = useSignedIn({ onSwitch, onDone }, 'loggedIn');
  const { register, handleSubmit, setError, getValues, errors, id, text } = useAuthForm(loginSchema, {
    email,
    password: '',
    remember: rememberMe(),
  });

  const submit = handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: (result) => signedIn(result, values.email),
      onError: (err) => showServerError(setError, err, ['email', 'password']),
    });
  });

  return (
    <form noValidate className="auth-form" data-mode="login" onSubmit={(e) => void submit(e)}>
      <FormField id={id('email')} label={t('auth.fields.email')} type="email" autoComplete="email" maxLength={200}
        registration={register('email')} error={text(errors.email?.message)} />
      <FormField id={id('password')} label={t('auth.fields.password')} type="password" autoComplete="current-password"
        maxLength={200} registration={register('password')} error={text(errors.password?.message)} />
      <div className="auth-links">
        <div className="auth-check">
          <input id={id('remember')} type="checkbox" {...register('remember')} />
          <label htmlFor={id('remember')}>{t('auth.fields.rememberMe')}</label>
        </div>
        <button type="button" className="auth-link" onClick={() => onSwitch('forgot', { email: getValues('email').trim() })}>
          {t('auth.links.forgot')}
        </button>
      </div>
      <FormAlert message={text(errors.root?.server?.message)} />
      <SubmitButton pending={signIn.isPending}>{t('auth.submit.login')}</SubmitButton>
    </form>
  );
}
