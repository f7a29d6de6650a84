/**
 * /ops/sign-in — the back office's sign-in page (the /ops guard sends a visitor who is not signed in here, with the
 * page they wanted and why the last session ended). Signed in, it goes back to that page of the back office.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useStaffSignIn } from '../../staff-auth/use-staff-sign-in.ts';
import { OPS_AREA } from '../ops-guard.ts';
import { opsQueryClient } from '../ops-query-client.ts';
import { SignInForm } from './sign-in-form.tsx';
import '../ops.css';

export function OpsSignInPage() {
  const { t } = useTranslation('ops');
  const { notice, onSignedIn } = useStaffSignIn(OPS_AREA, useSearch({ from: '/ops_/sign-in' }), {
    title: t('title'),
    notices: { forbidden: t('signIn.notOperator'), session: t('errors.session') },
  });
  return (
    <QueryClientProvider client={opsQueryClient}>
      <div className="page ops-page">
        <SignInForm notice={notice} onSignedIn={onSignedIn} />
      </div>
    </QueryClientProvider>
  );
}
