/**
 * A staff area's page, when its session ends while it is open (signed out here, or the server refused the token):
 * the router runs the area's guards again, which send the visitor to the sign-in page with the reason (guard.ts) —
 * as router.tsx does for the customer area.
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { StaffAuthStatus } from './staff-auth.ts';

export function useGuardOnSignOut(status: StaffAuthStatus): void {
  const router = useRouter();
  useEffect(() => {
    if (status === 'signed-out') void router.invalidate();
  }, [status, router]);
}
