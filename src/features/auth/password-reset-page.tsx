/**
 * /password-reset and /reset-password (spec 2 §2 "Recovery landing"), working against the backend:
 *  - `?token=&email=`: the Turkish password-reset page (reset-with-token.tsx);
 *  - `?code=` (token hash of a mail link) or `#access_token=…&type=recovery`: the recovery landing. It signs in
 *    with the recovery session and opens the auth modal in reset mode; on any failure it goes to /.
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { openAuthModal } from '../../lib/supabase/auth-modal-state.ts';
import { recoveryLinkFrom, useRecoveryLinkMutation } from './api/recovery-link.ts';
import { ResetWithToken } from './reset-with-token.tsx';
import './auth.css';

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
  const { mutate } = useRecoveryLinkMutation();
  // a recovery token works once: never a second call (StrictMode runs effects twice in development)
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const goHome = () => navigate({ to: '/', replace: true, hash: '' });
    const link = recoveryLinkFrom(code, window.location.hash);
    if (!link) {
      console.warn('recovery link failed: no recovery token');
      void goHome();
      return;
    }
    mutate(link, {
      onSuccess: () => void goHome().then(() => openAuthModal('reset')),
      onError: (err) => {
        console.warn('recovery link failed', err);
        void goHome();
      },
    });
  }, [code, navigate, mutate]);
  return (
    <div className="page page--narrow" lang="tr">
      <p role="status">{t('auth.recovery.checking')}</p>
    </div>
  );
}
