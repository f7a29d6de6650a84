/**
 * Authentication modal (spec 2 §2): modes login, register, forgot, verify-email, verify-reset, reset; login and
 * register are tabs. Each mode is its own form (react-hook-form with the shared rules, a mutation for its call);
 * this shell holds only which mode is shown, the address carried between modes and the note above the form.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { closeAuthModal, type AuthMode } from '../../lib/supabase/auth-modal-state.ts';
import { AuthTabs } from './auth-tabs.tsx';
import { ForgotForm } from './forgot-form.tsx';
import type { AuthFormProps, SwitchOptions } from './forms.ts';
import { useFieldIds } from './form-parts.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { ResetForm } from './reset-form.tsx';
import { VerifyCodeForm } from './verify-code-form.tsx';
import './auth.css';

export interface AuthModalProps {
  open: boolean;
  initialMode: AuthMode;
  initialEmail?: string;
  onClose: () => void;
}

interface View {
  mode: AuthMode;
  email: string;
  info: string;
}

const TITLE_KEYS = {
  login: 'auth.titles.login',
  register: 'auth.titles.register',
  forgot: 'auth.titles.forgot',
  'verify-email': 'auth.titles.verifyEmail',
  'verify-reset': 'auth.titles.verifyReset',
  reset: 'auth.titles.reset',
} as const satisfies Record<AuthMode, string>;

export function AuthModal({ open, initialMode, initialEmail = '', onClose }: AuthModalProps) {
  const { t } = useTranslation();
  const id = useFieldIds();
  const [view, setView] = useState<View>({ mode: initialMode, email: initialEmail, info: '' });
  const { mode } = view;
  const isTabMode = mode === 'login' || mode === 'register';

  const onSwitch = (next: AuthMode, options: SwitchOptions = {}) =>
    setView((v) => ({ mode: next, email: options.email ?? v.email, info: options.info ?? '' }));
  const formProps: AuthFormProps = { email: view.email, onSwitch, onDone: onClose };

  return (
    <Dialog open={open} onClose={onClose} title={t(TITLE_KEYS[mode])} closeLabel={t('auth.close')} size="small" className="auth-modal">
      {isTabMode ? <AuthTabs mode={mode} onSelect={(m) => onSwitch(m)} tabId={(m) => id(`tab-${m}`)} panelId={id('panel')} /> : null}
      <div id={id('panel')} role={isTabMode ? 'tabpanel' : undefined} aria-labelledby={isTabMode ? id(`tab-${mode}`) : undefined}>
        <div role="status" aria-live="polite">
          {view.info ? <p className="alert alert--info">{view.info}</p> : null}
        </div>
        {mode === 'login' ? <LoginForm key="login" {...formProps} /> : null}
        {mode === 'register' ? <RegisterForm key="register" {...formProps} /> : null}
        {mode === 'forgot' ? <ForgotForm key="forgot" {...formProps} /> : null}
        {mode === 'verify-email' || mode === 'verify-reset' ? (
          <VerifyCodeForm key={mode} {...formProps} purpose={mode === 'verify-email' ? 'signup' : 'recovery'} showIntro={!view.info} />
        ) : null}
        {mode === 'reset' ? <ResetForm key="reset" onDone={onClose} /> : null}
      </div>
    </Dialog>
  );
}

/** Mounted once (by the user menu): shows the modal whenever the auth-modal state says so. */
export default function AuthModalHost({ mode, email }: { mode: AuthMode; email: string }) {
  return <AuthModal open initialMode={mode} initialEmail={email} onClose={closeAuthModal} />;
}
