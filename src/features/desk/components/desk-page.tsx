/**
 * /desk — the restaurant's order desk (issue 14). Its own QueryClient with its own persisted cache (restored before
 * anything shows: the last known queue and the actions waiting to be sent), then the sign-in or the desk.
 */
import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveWhenHidden } from '../../../lib/query-persistence.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { useDeskAuth, deskSignOut } from '../desk-auth.ts';
import { createDeskQueryClient, deskPersistOptions, deskStorage, resumeDeskActions } from '../desk-query-client.ts';
import { DeskApp } from './desk-app.tsx';
import { SignInForm } from './sign-in-form.tsx';
import '../desk.css';

const client = createDeskQueryClient();
const options = deskPersistOptions(client);

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
  const [notice, setNotice] = useState<string | undefined>();
  const onSessionLost = useCallback((why: 'session' | 'forbidden') => {
    setNotice(why === 'forbidden' ? t('signIn.notDesk') : t('errors.session'));
    void deskSignOut();
  }, [t]);
  if (restoring || auth.status === 'unknown') {
    return (
      <div className="page desk-page" aria-busy="true">
        <p role="status">{t('connection.connecting')}</p>
      </div>
    );
  }
  return (
    <div className="page desk-page">
      {auth.status === 'signed-in' ? (
        <DeskApp onSessionLost={onSessionLost} />
      ) : (
        <>
          {/* the staff's shell has no shop header (issue 32): the language stays at hand for signing in */}
          <div className="staff-lang"><LanguageSelect /></div>
          <SignInForm notice={notice} />
        </>
      )}
    </div>
  );
}
