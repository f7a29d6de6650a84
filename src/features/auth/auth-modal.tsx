/**
 * Authentication modal (spec 2 §2): modes login, register, forgot, verify-email, verify-reset, reset; login and
 * register are tabs. Validation of spec 2 §5; backend errors under the field they concern (spec 2 §8).
 * All calls go through supabase-js (loaded on demand by src/lib/supabase).
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { showToast } from '../../components/toast.tsx';
import {
  adoptSession,
  closeAuthModal,
  connectAuth,
  signInWithPassword,
  type AuthMode,
} from '../../lib/supabase/auth-store.ts';
import { rememberMe } from '../../lib/supabase/client.ts';
import {
  firstErrorField,
  mapAuthError,
  OTP_LENGTH,
  validateCode,
  validateForgot,
  validateLogin,
  validateRegister,
  validateReset,
  type AuthErrors,
  type AuthField,
} from './validation.ts';
import './auth.css';

export interface AuthModalProps {
  open: boolean;
  initialMode: AuthMode;
  initialEmail?: string;
  onClose: () => void;
}

const FIELD_ORDER: AuthField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'passwordConfirm',
  'terms',
  'code',
  'newPassword',
  'newPasswordConfirm',
];

export const RESET_CLOSE_MS = 3000;

export function AuthModal({ open, initialMode, initialEmail = '', onClose }: AuthModalProps) {
  const { t, i18n } = useTranslation();
  const uid = useId().replace(/:/g, '');
  const id = (f: string) => `auth-${uid}-${f}`;
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [terms, setTerms] = useState(false);
  const [remember, setRemember] = useState(rememberMe);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [newPasswordConfirm, setNewPasswordConfirm] = useState('');
  const [errors, setErrors] = useState<AuthErrors>({});
  const [busy, setBusy] = useState(false);
  const [info, setInfo] = useState('');
  const [resetDone, setResetDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!resetDone) return undefined;
    const timer = setTimeout(onClose, RESET_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [resetDone, onClose]);

  const switchMode = (m: AuthMode, message = '') => {
    setMode(m);
    setErrors({});
    setInfo(message);
    setCode('');
  };

  const err = (f: AuthField) => (errors[f] ? t(`auth.errors.${errors[f]}`) : undefined);

  const show = (e: AuthErrors): boolean => {
    setErrors(e);
    const first = firstErrorField(e, FIELD_ORDER);
    if (first) {
      const el = formRef.current?.querySelector<HTMLElement>(`[name="${id(first)}"]`);
      el?.focus();
      return true;
    }
    return Object.keys(e).length > 0;
  };

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } catch (e) {
      console.error('auth', e);
      show({ form: 'network' });
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setInfo('');
    switch (mode) {
      case 'login': {
        if (show(validateLogin({ email, password }))) return;
        void run(async () => {
          const { error } = await signInWithPassword(email.trim(), password, remember);
          if (error) {
            const m = mapAuthError(error, 'login');
            if (m.key === 'email_not_confirmed') {
              switchMode('verify-email', t('auth.messages.verifyEmailSent', { email: email.trim() }));
              const sb = await connectAuth();
              await sb.auth.resend({ type: 'signup', email: email.trim() }).catch(() => undefined);
              return;
            }
            show({ [m.field]: m.key });
            return;
          }
          showToast(t('auth.messages.loggedIn'), { tone: 'success' });
          onClose();
        });
        return;
      }
      case 'register': {
        if (show(validateRegister({ firstName, lastName, email, password, passwordConfirm, terms }))) return;
        void run(async () => {
          const sb = await connectAuth();
          const lang = (i18n.language || 'de').slice(0, 2);
          const { data, error } = await sb.auth.signUp({
            email: email.trim(),
            password,
            options: {
              data: { first_name: firstName.trim(), last_name: lastName.trim(), language: lang },
              emailRedirectTo: `${window.location.origin}/`,
            },
          });
          if (error) {
            const m = mapAuthError(error, 'register');
            show({ [m.field]: m.key });
            return;
          }
          if (data.session) {
            await adoptSession(data.session);
            showToast(t('auth.messages.registered'), { tone: 'success' });
            onClose();
            return;
          }
          switchMode('verify-email', t('auth.messages.verifyEmailSent', { email: email.trim() }));
        });
        return;
      }
      case 'forgot': {
        if (show(validateForgot({ email }))) return;
        void run(async () => {
          const sb = await connectAuth();
          const { error } = await sb.auth.resetPasswordForEmail(email.trim(), {
            redirectTo: `${window.location.origin}/password-reset`,
          });
          if (error) {
            const m = mapAuthError(error, 'forgot');
            show({ [m.field]: m.key });
            return;
          }
          switchMode('verify-reset', t('auth.messages.resetEmailSent', { email: email.trim() }));
        });
        return;
      }
      case 'verify-email':
      case 'verify-reset': {
        if (show(validateCode({ code }))) return;
        void run(async () => {
          const sb = await connectAuth();
          const { data, error } = await sb.auth.verifyOtp({
            email: email.trim(),
            token: code.trim(),
            type: mode === 'verify-email' ? 'signup' : 'recovery',
          });
          if (error || !data.session) {
            const m = mapAuthError(error, 'verify');
            show({ [m.field]: m.key });
            return;
          }
          await adoptSession(data.session);
          if (mode === 'verify-email') {
            showToast(t('auth.messages.verified'), { tone: 'success' });
            onClose();
          } else {
            switchMode('reset');
          }
        });
        return;
      }
      case 'reset': {
        if (show(validateReset({ newPassword, newPasswordConfirm }))) return;
        void run(async () => {
          const sb = await connectAuth();
          const { error } = await sb.auth.updateUser({ password: newPassword });
          if (error) {
            const m = mapAuthError(error, 'reset');
            show({ [m.field]: m.key });
            return;
          }
          setErrors({});
          setResetDone(true);
        });
        return;
      }
    }
  };

  const titles: Record<AuthMode, string> = {
    login: t('auth.titles.login'),
    register: t('auth.titles.register'),
    forgot: t('auth.titles.forgot'),
    'verify-email': t('auth.titles.verifyEmail'),
    'verify-reset': t('auth.titles.verifyReset'),
    reset: t('auth.titles.reset'),
  };
  const isTabMode = mode === 'login' || mode === 'register';

  return (
    <Dialog open={open} onClose={onClose} title={titles[mode]} closeLabel={t('auth.close')} size="small" className="auth-modal">
      {isTabMode ? (
        <div className="auth-tabs" role="tablist" aria-label={t('auth.tabsLabel')}>
          {(['login', 'register'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              id={id(`tab-${m}`)}
              aria-selected={mode === m}
              aria-controls={id('panel')}
              tabIndex={mode === m ? 0 : -1}
              onClick={() => switchMode(m)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                  const next = m === 'login' ? 'register' : 'login';
                  switchMode(next);
                  document.getElementById(id(`tab-${next}`))?.focus();
                }
              }}
            >
              {m === 'login' ? t('auth.tabs.login') : t('auth.tabs.register')}
            </button>
          ))}
        </div>
      ) : null}
      <form
        ref={formRef}
        noValidate
        className="auth-form"
        onSubmit={submit}
        id={id('panel')}
        role={isTabMode ? 'tabpanel' : undefined}
        aria-labelledby={isTabMode ? id(`tab-${mode}`) : undefined}
        data-mode={mode}
      >
        <div role="status" aria-live="polite">
          {info ? <p className="alert alert--info">{info}</p> : null}
          {resetDone ? <p className="auth-success">{t('auth.messages.passwordChanged')}</p> : null}
        </div>
        {mode === 'register' ? (
          <div className="auth-form__row">
            <FormField id={id('firstName')} label={t('auth.fields.firstName')} autoComplete="given-name" maxLength={100}
              value={firstName} onValueChange={setFirstName} error={err('firstName')} />
            <FormField id={id('lastName')} label={t('auth.fields.lastName')} autoComplete="family-name" maxLength={100}
              value={lastName} onValueChange={setLastName} error={err('lastName')} />
          </div>
        ) : null}
        {mode === 'login' || mode === 'register' || mode === 'forgot' ? (
          <FormField id={id('email')} label={t('auth.fields.email')} type="email" autoComplete="email" maxLength={200}
            value={email} onValueChange={setEmail} error={err('email')} />
        ) : null}
        {mode === 'login' || mode === 'register' ? (
          <FormField id={id('password')} label={t('auth.fields.password')} type="password" maxLength={200}
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            value={password} onValueChange={setPassword} error={err('password')} />
        ) : null}
        {mode === 'register' ? (
          <>
            <FormField id={id('passwordConfirm')} label={t('auth.fields.passwordConfirm')} type="password"
              autoComplete="new-password" maxLength={200} value={passwordConfirm} onValueChange={setPasswordConfirm}
              error={err('passwordConfirm')} />
            <div className={`field${errors.terms ? ' field--invalid' : ''}`}>
              <div className="auth-check">
                <input id={id('terms')} name={id('terms')} type="checkbox" checked={terms}
                  aria-invalid={errors.terms ? true : undefined}
                  aria-describedby={errors.terms ? `${id('terms')}-error` : undefined}
                  onChange={(e) => setTerms(e.target.checked)} />
                <label htmlFor={id('terms')}>{t('auth.fields.terms')}</label>
              </div>
              <p className="small">
                <Link to="/terms" target="_blank">{t('auth.links.terms')}</Link>
                {' · '}
                <Link to="/privacy" target="_blank">{t('auth.links.privacy')}</Link>
              </p>
              {errors.terms ? <p id={`${id('terms')}-error`} className="field__error">{err('terms')}</p> : null}
            </div>
          </>
        ) : null}
        {mode === 'login' ? (
          <div className="auth-links">
            <div className="auth-check">
              <input id={id('remember')} type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
              <label htmlFor={id('remember')}>{t('auth.fields.rememberMe')}</label>
            </div>
            <button type="button" className="auth-link" onClick={() => switchMode('forgot')}>
              {t('auth.links.forgot')}
            </button>
          </div>
        ) : null}
        {mode === 'verify-email' || mode === 'verify-reset' ? (
          <>
            {!info ? <p>{t('auth.messages.enterCode', { email })}</p> : null}
            <FormField id={id('code')} label={t('auth.fields.code')} inputMode="numeric" autoComplete="one-time-code"
              maxLength={OTP_LENGTH} className="input auth-code" value={code}
              onValueChange={(v) => setCode(v.replace(/\s/g, ''))} error={err('code')} />
          </>
        ) : null}
        {mode === 'reset' && !resetDone ? (
          <>
            <FormField id={id('newPassword')} label={t('auth.fields.newPassword')} type="password" autoComplete="new-password"
              maxLength={200} value={newPassword} onValueChange={setNewPassword} error={err('newPassword')} />
            <FormField id={id('newPasswordConfirm')} label={t('auth.fields.newPasswordConfirm')} type="password"
              autoComplete="new-password" maxLength={200} value={newPasswordConfirm} onValueChange={setNewPasswordConfirm}
              error={err('newPasswordConfirm')} />
          </>
        ) : null}
        <div role="alert">
          {errors.form ? <p className="alert alert--error">{err('form')}</p> : null}
        </div>
        {!resetDone ? (
          <button type="submit" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy || undefined}>
            {t(`auth.submit.${mode === 'verify-email' || mode === 'verify-reset' ? 'verify' : mode}`)}
          </button>
        ) : null}
        {mode === 'forgot' || mode === 'verify-reset' ? (
          <button type="button" className="auth-link" onClick={() => switchMode('login')}>
            {t('auth.links.backToLogin')}
          </button>
        ) : null}
      </form>
    </Dialog>
  );
}

/** Mounted once (by the user menu): shows the modal whenever the auth-modal store says so. */
export default function AuthModalHost({ mode, email }: { mode: AuthMode; email: string }) {
  return <AuthModal open initialMode={mode} initialEmail={email} onClose={closeAuthModal} />;
}
