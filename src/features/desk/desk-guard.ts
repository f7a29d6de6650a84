/**
 * The desk's route guards (features/staff-auth/guard.ts), loaded by the /desk and /desk/sign-in routes with a dynamic
 * import. The guard checks the sign-in only: the desk's data comes from its persisted cache, restored before the desk
 * shows (desk-page.tsx), so a loader awaiting the network would hold the offline kitchen at a blank page.
 */
import { leaveSignIn, requireStaff, type StaffArea } from '../staff-auth/guard.ts';
import type { StaffSignInSearch } from '../staff-auth/sign-in-search.ts';
import { deskAuth } from './desk-auth.ts';

export const DESK_AREA: StaffArea = { auth: deskAuth, home: '/desk', signIn: '/desk/sign-in' };

export const guardDesk = (href: string, preload: boolean) => requireStaff(DESK_AREA, href, preload);
export const leaveDeskSignIn = (search: StaffSignInSearch, preload: boolean) => leaveSignIn(DESK_AREA, search, preload);
