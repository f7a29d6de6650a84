/**
 * verify-email and verify-reset modes (spec 2 §2): the 6-digit code of the mail. A confirmed sign-up is signed in
 * and done; a confirmed reset goes on to the new password.
 */
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field.tsx';
import { useVerifyCodeMutation } from './api/verify-code.ts';
import type { AuthFormProps } from './forms.ts';
import { BackToLogin, FormAlert, showServerError, SubmitButton, useAuthForm, useSignedIn } from './form-parts.tsx';
import { codeSchema, OTP_LENGTH } from './schemas.ts';

export interface VerifyCodeFormProps extends AuthFormProps {
  purpose: 'signup' | 'recovery';
  /** the "enter the code sent to …" line (left out when the modal already says that the mail was sent) */
  showIntro: boolean;
}

export function VerifyCodeForm({ email, purpose, showIntro, onSwitch, onDone }: VerifyCodeFormProps) {
  const { t } = useTranslation();
  const verify = useVerifyCodeMutation();
  const signedIn = useSignedIn({ onSwitch, onDone }, 'verified');
  const { register, handleSubmit, setError, errors, id, text } = useAuthForm(codeSchema, { code: '' });

  const submit = handleSubmit(({ code }) => {
    verify.mutate(
      { email, code, type: purpose },
      {
        onSuccess: () => (purpose === 'recovery' ? onSwitch('reset') : signedIn('signed-in', email)),
        onError: (err) => showServerError(setError, err, ['code']),
      },
    );
  });

  return (
    <form noValidate className="auth-form" data-mode={purpose === 'signup' ? 'verify-email' : 'verify-reset'}
      onSubmit={(e) => void submit(e)}>
      {showIntro ? <p>{t('auth.messages.enterCode', { email })}</p> : null}
      <FormField id={id('code')} label={t('auth.fields.code')} inputMode="numeric" autoComplete="one-time-code"
        maxLength={OTP_LENGTH} className="input auth-code" registration={register('code')} error={text(errors.code?.message)} />
      <FormAlert message={text(errors.root?.server?.message)} />
      <SubmitButton pending={verify.isPending}>{t('auth.submit.verify')}</SubmitButton>
      {purpose === 'recovery' ? <BackToLogin onClick={() => onSwitch('login')} /> : null}
    </form>
  );
}
