/**
 * verify-email and verify-reset modes (spec 2 §2): the 6-digit code of the mail. A confirmed sign-up is signed in
 * and done; a confirmed reset goes on to the new password.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field.tsx';
import { showToast } from '../../components/toast.tsx';
import { useVerifyCodeMutation } from './api/verify-code.ts';
import type { AuthFormProps } from './forms.ts';
import { BackToLogin, FormAlert, showServerError, SubmitButton, useErrorText, useFieldIds } from './form-parts.tsx';
import { codeSchema, OTP_LENGTH, type CodeValues } from './schemas.ts';

export interface VerifyCodeFormProps extends AuthFormProps {
  purpose: 'signup' | 'recovery';
  /** the "enter the code sent to …" line (left out when the modal already says that the mail was sent) */
  showIntro: boolean;
}

export function VerifyCodeForm({ email, purpose, showIntro, onSwitch, onDone }: VerifyCodeFormProps) {
  const { t } = useTranslation();
  const id = useFieldIds();
  const text = useErrorText();
  const verify = useVerifyCodeMutation();
  const { register, handleSubmit, setError, formState } = useForm<CodeValues, unknown, { code: string }>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(({ code }) => {
    verify.mutate(
      { email, code, type: purpose },
      {
        onSuccess: () => {
          if (purpose === 'recovery') {
            onSwitch('reset');
            return;
          }
          showToast(t('auth.messages.verified'), { tone: 'success' });
          onDone();
        },
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
