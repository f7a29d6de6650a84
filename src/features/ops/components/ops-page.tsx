/**
 * /ops — the operators' back office (issue 16): its own QueryClient (never persisted, ops-query-client.ts), the
 * navigation between the inboxes and the page of the route below (Outlet). The route's guard and loader have checked
 * the sign-in and read the operator (ops-guard.ts); when the session ends while the page is open (signed out, or the
 * server refuses the account), the guard runs again and sends the visitor to the sign-in page with the reason.
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { meQueryOptions } from '../api/me.ts';
import { isHttpError } from '../../../lib/api/errors.ts';
import { useGuardOnSignOut } from '../../staff-auth/use-guard-on-sign-out.ts';
import { INBOX_KINDS } from '../inbox-kinds.ts';
import { opsSignOut, useOpsAuth } from '../ops-auth.ts';
import { opsQueryClient as client } from '../ops-query-client.ts';
import '../ops.css';

export function OpsPage() {
  const { t } = useTranslation('ops');
  useDocumentTitle(t('title'));
  return (
    <QueryClientProvider client={client}>
      <OpsGate />
    </QueryClientProvider>
  );
}

function OpsGate() {
  const { t } = useTranslation('ops');
  const auth = useOpsAuth();
  useGuardOnSignOut(auth.status);
  if (auth.status !== 'signed-in') {
    return (
      <div className="page ops-page" aria-busy="true">
        <p role="status">{t('loading')}</p>
      </div>
    );
  }
  return (
    <div className="page ops-page">
      <OpsShell />
    </div>
  );
}

const signOut = (ended?: 'session' | 'forbidden') => {
  client.removeQueries();
  void opsSignOut(ended);
};

function OpsShell() {
  const { t } = useTranslation('ops');
  const me = useQuery(meQueryOptions());
  const lost = isHttpError(me.error) && (me.error.kind === 'forbidden' || me.error.kind === 'auth') ? me.error.kind : null;
  useEffect(() => {
    if (lost) signOut(lost === 'forbidden' ? 'forbidden' : 'session');
  }, [lost]);
  return (
    <div className="ops">
      <header className="ops-header">
        <p className="ops-header__brand">
          <Link to="/ops">{t('title')}</Link>
        </p>
        <nav aria-label={t('nav.label')}>
          <ul className="ops-nav">
            {INBOX_KINDS.map((kind) => (
              <li key={kind}>
                <Link to="/ops/inbox/$kind" params={{ kind }} className="ops-nav__link" activeProps={{ 'aria-current': 'page' }}>
                  {t(`kinds.${kind}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ops-header__who">
          {me.data ? <span className="note">{me.data.email}</span> : null}
          <button type="button" className="btn btn--secondary btn--small" onClick={() => signOut()}>{t('signOut')}</button>
        </div>
      </header>
      {me.isError && !lost ? <p role="alert" className="alert alert--error">{t('errors.load')}</p> : null}
      {me.data ? <Outlet /> : me.isPending ? <p role="status">{t('loading')}</p> : null}
    </div>
  );
}
