/** The back office's sign-in: an operator's e-mail and password (its own session, see ops-auth.ts). */
import { useQuery } from '@tanstack/react-query';
import { StaffSignInForm } from '../../staff-auth/components/staff-sign-in-form.tsx';
import { DEMO_OPERATOR_PATH, demoOperatorQueryOptions } from '../api/demo-operator.ts';
import { opsSignIn } from '../ops-auth.ts';

export function SignInForm({ notice, onSignedIn }: { notice?: string | undefined; onSignedIn: () => void }) {
  const demo = useQuery(demoOperatorQueryOptions());
  return (
    <StaffSignInForm ns="ops" className="ops-signin" signIn={opsSignIn} notice={notice} onSignedIn={onSignedIn}
      demo={demo.data ? { href: DEMO_OPERATOR_PATH, testId: 'ops-demo-hint' } : null} />
  );
}
