/**
 * The search of a staff sign-in page (/desk/sign-in, /ops/sign-in): where to go back to once signed in, and why the
 * last session ended. Kept tiny: the route's validateSearch is part of the route tree (the entry chunk).
 */
import type { SessionEnd } from './staff-auth.ts';

export interface StaffSignInSearch {
  /** the staff page the guard turned away (path, search and hash of this app) */
  redirect?: string;
  reason?: SessionEnd;
}

export function staffSignInSearch(raw: Record<string, unknown>): StaffSignInSearch {
  const out: StaffSignInSearch = {};
  if (typeof raw.redirect === 'string') out.redirect = raw.redirect;
  if (raw.reason === 'session' || raw.reason === 'forbidden') out.reason = raw.reason;
  return out;
}
