/**
 * /desk — the restaurant's order desk (issue 14). The route's guard has checked the sign-in (desk-guard.ts); the
 * desk's own QueryClient with its own persisted cache is restored before anything shows (the last known queue and the
 * actions waiting to be sent), then the desk. When the session ends while the desk is open, the guard runs again and
 * sends the kitchen to the sign-in page with the reason.
 */
import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { saveWhenHidden } from '../../../lib/query-persistence.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGuardOnSignOut } from '../../staff-auth/use-guard-on-sign-out.ts';
import { useDeskAuth, deskSignOut } from '../desk-auth.ts';
import { deskPersistOptions, deskQueryClient as client, deskStorage, resumeDeskActions } from '../desk-query-client.ts';
import { DeskApp } from './desk-app.tsx';
import '../desk.css';

const options = deskPersistOptions(client);
const sessionLost = (why: 'session' | 'forbidden') => void deskSignOut(why);

export function DeskPage() {
  const { t } = useTranslation('desk');
  useDocumentTitle(t('title'));
  useEffect(() => saveWhenHidden(client, options, deskStorage()), []);
  return (
    <PersistQueryClientProvider client={client} persistOptions={options} onSuccess={() => void resumeDeskActions(client)}>
      <DeskGate />
    </PersistQueryClientProvider>
  );
}

function DeskGate() {
  const { t } = useTranslation('desk');
  const restoring = useIsRestoring();
  const auth = useDeskAuth();
  useGuardOnSignOut(auth.status);
  if (restoring || auth.status !== 'signed-in') {
    return (
      <div className="page desk-page" aria-busy="true">
        <p role="status">{t('connection.connecting')}</p>
      </div>
    );
  }
  return (
    <div className="page desk-page">
      <DeskApp onSessionLost={sessionLost} />
    </div>
  );
}
