/** The desk's sign-in: e-mail and password of the restaurant's desk account (its own session, see desk-auth.ts). */
import { useQuery } from '@tanstack/react-query';
import { StaffSignInForm } from '../../staff-auth/components/staff-sign-in-form.tsx';
import { DEMO_ACCOUNTS_PATH, demoAccountsQueryOptions } from '../api/demo-accounts.ts';
import { deskSignIn } from '../desk-auth.ts';

export function SignInForm({ notice, onSignedIn }: { notice?: string | undefined; onSignedIn: () => void }) {
  const demo = useQuery(demoAccountsQueryOptions());
  return (
    <StaffSignInForm ns="desk" className="desk-signin" signIn={deskSignIn} notice={notice} onSignedIn={onSignedIn}
      demo={demo.data ? { href: DEMO_ACCOUNTS_PATH, testId: 'desk-demo-hint' } : null} />
  );
}
