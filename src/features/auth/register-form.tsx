/** Register mode (spec 2 §2, §4): names, e-mail, password twice, terms; then signed in or on to verify-email. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field.tsx';
import { useSignUpMutation } from './api/sign-up.ts';
import type { AuthFormProps } from './forms.ts';
import { FormAlert, showServerError, SubmitButton, useAuthForm, useSignedIn } from './form-parts.tsx';
import { registerSchema } from './schemas.ts';

export function RegisterForm({ email, onSwitch, onDone }: AuthFormProps) {
  const { t, i18n } = useTranslation();
  const signUp = useSignUpMutation();
  const signedIn = useSignedIn({ onSwitch, onDone }, 'registered');
  const { register, handleSubmit, setError, errors, id, text } = useAuthForm(registerSchema, {
    firstName: '', lastName: '', email, password: '', passwordConfirm: '', terms: false,
  });
  const termsError = text(errors.terms?.message);

  const submit = handleSubmit(({ firstName, lastName, email: address, password }) => {
    const language = (i18n.language || 'de').slice(0, 2);
    signUp.mutate(
      { firstName, lastName, email: address, password, language },
      {
        onSuccess: (result) => signedIn(result, address),
        onError: (err) => showServerError(setError, err, ['email', 'password']),
      },
    );
  });

  return (
    <form noValidate className="auth-form" data-mode="register" onSubmit={(e) => void submit(e)}>
      <div className="auth-form__row">
        <FormField id={id('firstName')} label={t('auth.fields.firstName')} autoComplete="given-name" maxLength={100}
          registration={register('firstName')} error={text(errors.firstName?.message)} />
        <FormField id={id('lastName')} label={t('auth.fields.lastName')} autoComplete="family-name" maxLength={100}
          registration={register('lastName')} error={text(errors.lastName?.message)} />
      </div>
      <FormField id={id('email')} label={t('auth.fields.email')} type="email" autoComplete="email" maxLength={200}
        registration={register('email')} error={text(errors.email?.message)} />
      <FormField id={id('password')} label={t('auth.fields.password')} type="password" autoComplete="new-password"
        maxLength={200} registration={register('password')} error={text(errors.password?.message)} />
      <FormField id={id('passwordConfirm')} label={t('auth.fields.passwordConfirm')} type="password" autoComplete="new-password"
        maxLength={200} registration={register('passwordConfirm')} error={text(errors.passwordConfirm?.message)} />
      <div className={`field${termsError ? ' field--invalid' : ''}`}>
        <div className="auth-check">
          <input id={id('terms')} type="checkbox" aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${id('terms')}-error` : undefined} {...register('terms')} />
          <label htmlFor={id('terms')}>{t('auth.fields.terms')}</label>
        </div>
        <p className="small">
          <Link to="/terms" target="_blank">{t('auth.links.terms')}</Link>
          {' · '}
          <Link to="/privacy" target="_blank">{t('auth.links.privacy')}</Link>
        </p>
        {termsError ? <p id={`${id('terms')}-error`} className="field__error">{termsError}</p> : null}
      </div>
      <FormAlert message={text(errors.root?.server?.message)} />
      <SubmitButton pending={signUp.isPending}>{t('auth.submit.register')}</SubmitButton>
    </form>
  );
}
