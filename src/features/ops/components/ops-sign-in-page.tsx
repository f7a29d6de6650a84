/**
 * /ops/sign-in — the back office's sign-in page (the /ops guard sends a visitor who is not signed in here, with the
 * page they wanted and why the last session ended). Signed in, it goes back to that page of the back office.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { backTo } from '../../staff-auth/guard.ts';
import { OPS_AREA } from '../ops-guard.ts';
import { opsQueryClient } from '../ops-query-client.ts';
import { SignInForm } from './sign-in-form.tsx';
import '../ops.css';

export function OpsSignInPage() {
  const { t } = useTranslation('ops');
  useDocumentTitle(t('title'));
  const search = useSearch({ from: '/ops_/sign-in' });
  const navigate = useNavigate();
  const notice = search.reason === 'forbidden' ? t('signIn.notOperator') : search.reason === 'session' ? t('errors.session') : undefined;
  return (
    <QueryClientProvider client={opsQueryClient}>
      <div className="page ops-page">
        <SignInForm notice={notice} onSignedIn={() => void navigate({ href: backTo(OPS_AREA, search.redirect), replace: true })} />
      </div>
    </QueryClientProvider>
  );
}
