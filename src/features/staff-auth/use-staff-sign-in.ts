/**
 * A staff area's sign-in page (/desk/sign-in, /ops/sign-in): its tab title, the notice of why the last session ended
 * (from the page's search, set by the area's guard) and where to go once signed in — back to the page the guard
 * turned away, within the area.
 */
import { useNavigate } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { backTo, type StaffArea } from './guard.ts';
import type { StaffSignInSearch } from './sign-in-search.ts';

/** The page's texts, in the area's own namespace: its tab title and a notice per reason a session ended. */
export interface StaffSignInTexts {
  title: string;
  notices: Record<NonNullable<StaffSignInSearch['reason']>, string>;
}

export function useStaffSignIn(area: StaffArea, search: StaffSignInSearch, texts: StaffSignInTexts) {
  useDocumentTitle(texts.title);
  const navigate = useNavigate();
  return {
    notice: search.reason ? texts.notices[search.reason] : undefined,
    onSignedIn: () => void navigate({ href: backTo(area, search.redirect), replace: true }),
  };
}
