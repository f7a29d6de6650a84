/**
 * /password-reset and /reset-password (spec 2 §2 "Recovery landing"), working against the backend:
 *  - `?token=&email=`: the password-reset page. The link is checked for about a second (both parameters must be
 *    present), then an invalid-link screen ("Geçersiz Bağlantı") or a new-password form with the spec's Turkish
 *    messages. On submit the code is verified (type recovery) and the password updated; after success the page
 *    goes home after 3 s. A code the backend refuses shows the invalid-link screen.
 *  - `?code=` (token hash of a mail link) or `#access_token=…&type=recovery`: the recovery landing. It signs in
 *    with the recovery session and opens the auth modal in reset mode; on any failure it goes to /.
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adoptSession, connectAuth, openAuthModal } from '../../lib/supabase/auth-store.ts';
import { PASSWORD_MIN } from './validation.ts';
import './auth.css';

export const LINK_CHECK_MS = 1000;
export const SUCCESS_REDIRECT_MS = 3000;

export interface PasswordResetSearch {
  token?: string | undefined;
  email?: string | undefined;
  code?: string | undefined;
}

export function PasswordResetPage({ search }: { search: PasswordResetSearch }) {
  if (search.token || search.email) return <ResetWithToken token={search.token} email={search.email} />;
  return <RecoveryLanding code={search.code} />;
}

function RecoveryLanding({ code }: { code: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
    const go = async () => {
      const sb = await connectAuth();
      if (code) {
        const { data, error } = await sb.auth.verifyOtp({ token_hash: code, type: 'recovery' });
        if (error || !data.session) throw error ?? new Error('no session');
        await adoptSession(data.session);
      } else if (hash.get('type') === 'recovery' && hash.get('access_token')) {
        const { data, error } = await sb.auth.setSession({
          access_token: hash.get('access_token') ?? '',
          refresh_token: hash.get('refresh_token') ?? '',
        });
        if (error || !data.session) throw error ?? new Error('no session');
        await adoptSession(data.session);
      } else {
        throw new Error('no recovery token');
      }
      await navigate({ to: '/', replace: true, hash: '' });
      openAuthModal('reset');
    };
    go().catch((err: unknown) => {
      console.warn('recovery link failed', err);
      void navigate({ to: '/', replace: true, hash: '' });
    });
  }, [code, navigate]);
  return (
    <div className="page page--narrow" lang="tr">
      <p role="status">{t('auth.recovery.checking')}</p>
    </div>
  );
}

type Phase = 'checking' | 'invalid' | 'form' | 'done';

function ResetWithToken({ token, email }: { token: string | undefined; email: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('checking');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<{ field: 'password' | 'confirm' | 'form'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setPhase(token && email ? 'form' : 'invalid'), LINK_CHECK_MS);
    return () => clearTimeout(timer);
  }, [token, email]);

  useEffect(() => {
    if (phase !== 'done') return undefined;
    const timer = setTimeout(() => void navigate({ to: '/', replace: true }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError({ field: 'password', text: t('auth.recovery.required') });
    if (password.length < PASSWORD_MIN) return setError({ field: 'password', text: t('auth.recovery.minLength') });
    if (!/\p{L}/u.test(password) || !/\d/.test(password)) return setError({ field: 'password', text: t('auth.recovery.format') });
    if (password !== confirm) return setError({ field: 'confirm', text: t('auth.recovery.mismatch') });
    setError(null);
    setBusy(true);
    try {
      const sb = await connectAuth();
      const verified = await sb.auth.verifyOtp({ email: email ?? '', token: token ?? '', type: 'recovery' });
      if (verified.error || !verified.data.session) {
        setPhase('invalid');
        return;
      }
      await adoptSession(verified.data.session);
      const { error: updateError } = await sb.auth.updateUser({ password });
      if (updateError) {
        setError({ field: 'form', text: t('auth.recovery.failed') });
        return;
      }
      setPhase('done');
    } catch (err) {
      console.error('password reset', err);
      setError({ field: 'form', text: t('auth.recovery.failed') });
    } finally {
      setBusy(false);
    }
  };

  if (phase === 'checking') {
    return (
      <div className="page page--narrow" lang="tr">
        <p role="status">{t('auth.recovery.checking')}</p>
      </div>
    );
  }
  if (phase === 'invalid') {
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
  return (
    <div className="page page--narrow" lang="tr">
      <h1>{t('auth.recovery.title')}</h1>
      {phase === 'done' ? (
        <p className="auth-success" role="status">{t('auth.recovery.success')}</p>
      ) : (
        <form className="auth-form" noValidate onSubmit={(e) => void submit(e)} data-testid="reset-form">
          <div className={`field${error?.field === 'password' ? ' field--invalid' : ''}`}>
            <label htmlFor="reset-new-password" className="field__label">{t('auth.recovery.newPassword')}</label>
            <input id="reset-new-password" type="password" className="input" autoComplete="new-password" maxLength={200}
              value={password} onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error?.field === 'password' || undefined}
              aria-describedby={error?.field === 'password' ? 'reset-new-password-error' : undefined} />
            {error?.field === 'password' ? <p id="reset-new-password-error" className="field__error">{error.text}</p> : null}
          </div>
          <div className={`field${error?.field === 'confirm' ? ' field--invalid' : ''}`}>
            <label htmlFor="reset-confirm" className="field__label">{t('auth.recovery.confirm')}</label>
            <input id="reset-confirm" type="password" className="input" autoComplete="new-password" maxLength={200}
              value={confirm} onChange={(e) => setConfirm(e.target.value)}
              aria-invalid={error?.field === 'confirm' || undefined}
              aria-describedby={error?.field === 'confirm' ? 'reset-confirm-error' : undefined} />
            {error?.field === 'confirm' ? <p id="reset-confirm-error" className="field__error">{error.text}</p> : null}
          </div>
          <div role="alert">{error?.field === 'form' ? <p className="alert alert--error">{error.text}</p> : null}</div>
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>{t('auth.recovery.submit')}</button>
        </form>
      )}
    </div>
  );
}
