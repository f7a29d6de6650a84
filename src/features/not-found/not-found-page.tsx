/**
 * The smart not-found page (spec 3 §2.13), loaded lazily by the root route for any URL that is no page of the app:
 * "Seite wird gesucht..." while the path's last segment is checked as a vendor slug; a vendor found → its page
 * (replacing this URL in the history); otherwise the not-found page with suggestions. Each visit is noted in the
 * local visit log (§3, local only).
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { redirectHints, vendorSlugCandidate } from '../../domain/not-found.ts';
import { referrerForLog } from '../../domain/not-found-log.ts';
import { slugLookupOptions } from './api/slug-lookup.ts';
import { MissingPage } from './missing-page.tsx';
import { logVisit } from './storage.ts';
import './not-found.css';
import { nowMs } from '../../domain/clock.ts';

/** The visits (history entry and path) already in the log. */
const loggedVisits = new Set<string>();

export default function NotFoundPage() {
  const { t, ready } = useTranslation('notfound');
  // the location this page was resolved for: while the router moves on to the next page (a search, a suggestion)
  // its location changes before this page goes, and must not be checked or logged as another missing path
  const path = useRouterState({ select: (r) => (r.resolvedLocation ?? r.location).pathname });
  const searchStr = useRouterState({ select: (r) => (r.resolvedLocation ?? r.location).searchStr });
  // the history entry: a page shown again in the same entry (the router may remount it) is one visit, not two
  const entry = useRouterState({ select: (r) => (r.resolvedLocation ?? r.location).state.__TSR_key ?? '' });
  const navigate = useNavigate();
  const lookup = useQuery(slugLookupOptions(path));
  const slug = lookup.data;

  useEffect(() => {
    if (slug) void navigate({ href: `/restaurant/${encodeURIComponent(slug)}${searchStr}`, replace: true });
  }, [slug, searchStr, navigate]);

  useEffect(() => {
    const visit = `${entry}\n${path}`;
    if (lookup.status !== 'success' || loggedVisits.has(visit)) return;
    loggedVisits.add(visit);
    logVisit({
      path: path.slice(0, 2000),
      timestamp: nowMs(),
      userAgent: navigator.userAgent.slice(0, 500),
      referrer: referrerForLog(document.referrer),
      suggestedActions: lookup.data ? [] : redirectHints(path).map((h) => Object.values(h).join(':')),
      lookupAttempted: vendorSlugCandidate(path) !== null,
      result: lookup.data ? 'found' : 'not-found',
      ...(lookup.data ? { foundSlug: lookup.data } : {}),
    });
  }, [lookup.status, lookup.data, path, entry]);

  const searching = !ready || lookup.isPending || Boolean(slug);
  const status = !ready ? '' : lookup.isPending ? t('searching') : slug ? t('opening') : '';
  return (
    <>
      {/* one live region, there from the start, so "searching" and its outcome are announced */}
      <p className="sr-only" role="status">
        {status}
      </p>
      {searching ? (
        <div className="center-box" aria-busy="true">
          <div className="spinner" aria-hidden="true" />
          {ready ? (
            <p className="muted" aria-hidden="true">
              {t('searching')}
            </p>
          ) : null}
        </div>
      ) : (
        <MissingPage path={path} />
      )}
    </>
  );
}
