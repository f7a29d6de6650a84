/**
 * A staff area's sign-in page (/desk/sign-in, /ops/sign-in): its tab title, the notice of why the last session ended
 * (from the page's search, set by the area's guard) and where to go once signed in — back to the page the guard
 * turned away, within the area.
 */
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { backTo, type StaffArea } from './guard.ts';
import type { StaffSignInSearch } from './sign-in-search.ts';

export function useStaffSignIn(area: StaffArea, search: StaffSignInSearch, forbiddenKey: 'signIn.notDesk' | 'signIn.notOperator') {
  const ns = area.home === '/desk' ? 'desk' : 'ops';
  const { t } = useTranslation(ns);
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  // the keys of both namespaces: the area's own is asked for
  const key = { forbidden: forbiddenKey, session: 'errors.session' } as const;
  return {
    notice: search.reason ? t(key[search.reason] as never) : undefined,
    onSignedIn: () => void navigate({ href: backTo(area, search.redirect), replace: true }),
  };
}
