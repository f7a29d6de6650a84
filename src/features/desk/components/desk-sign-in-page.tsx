/**
 * /desk/sign-in — the desk's sign-in page (the /desk guard sends a kitchen that is not signed in here, with the page it
 * wanted and why the last session ended). Signed in, it goes back to that page of the desk.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { useStaffSignIn } from '../../staff-auth/use-staff-sign-in.ts';
import { DESK_AREA } from '../desk-guard.ts';
import { deskQueryClient } from '../desk-query-client.ts';
import { SignInForm } from './sign-in-form.tsx';
import '../desk.css';

export function DeskSignInPage() {
  const { t } = useTranslation('desk');
  const { notice, onSignedIn } = useStaffSignIn(DESK_AREA, useSearch({ from: '/desk_/sign-in' }), {
    title: t('title'),
    notices: { forbidden: t('signIn.notDesk'), session: t('errors.session') },
  });
  return (
    <QueryClientProvider client={deskQueryClient}>
      <div className="page desk-page">
        {/* the staff's shell has no shop header (issue 32): the language stays at hand for signing in */}
        <div className="staff-lang"><LanguageSelect /></div>
        <SignInForm notice={notice} onSignedIn={onSignedIn} />
      </div>
    </QueryClientProvider>
  );
}
