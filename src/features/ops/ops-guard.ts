/**
 * The back office's route guards (features/staff-auth/guard.ts), loaded by the /ops and /ops/sign-in routes with a
 * dynamic import. The /ops guard also reads who the operator is into the back office's client: an account the
 * server does not take as an operator (403), or whose token it refuses (401), is signed out and sent to the sign-in
 * page with the reason. Other failures (the network) leave it to the page, which says it could not load.
 */
import { redirect } from '@tanstack/react-router';
import { isHttpError } from '../../lib/api/errors.ts';
import { leaveSignIn, requireStaff, type StaffArea } from '../staff-auth/guard.ts';
import type { StaffSignInSearch } from '../staff-auth/sign-in-search.ts';
import { meQueryOptions } from './api/me.ts';
import { opsAuth } from './ops-auth.ts';
import { opsQueryClient } from './ops-query-client.ts';

export const OPS_AREA: StaffArea = { auth: opsAuth, home: '/ops', signIn: '/ops/sign-in' };

/** The /ops `beforeLoad`: signed in, and an operator (read into the back office's client for its pages). */
export async function guardOps(href: string, preload: boolean): Promise<void> {
  await requireStaff(OPS_AREA, href, preload);
  await loadOperator(href, preload);
}
export const leaveOpsSignIn = (search: StaffSignInSearch, preload: boolean) => leaveSignIn(OPS_AREA, search, preload);

/** Who the operator is (a hovered link, `preload`, signs no one out). */
async function loadOperator(href: string, preload: boolean): Promise<void> {
  try {
    await opsQueryClient.query(meQueryOptions());
  } catch (err) {
    if (preload || !isHttpError(err) || (err.kind !== 'forbidden' && err.kind !== 'auth')) return;
    opsQueryClient.removeQueries();
    const reason = err.kind === 'forbidden' ? 'forbidden' : 'session';
    await opsAuth.signOut(reason);
    redirect({ to: OPS_AREA.signIn, search: { redirect: href, reason }, replace: true, throw: true });
  }
}
