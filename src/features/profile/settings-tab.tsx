/** Settings tab (spec 2 §2): the data export (issue 29) and account deletion behind a confirmation dialog. */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { showToast } from '../../components/toast.tsx';
import { useDeleteAccountMutation } from './api/account.ts';
import { DataExport } from './data-export.tsx';

export function SettingsTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState(false);
  const deletion = useDeleteAccountMutation();

  const remove = () => {
    setConfirm(false);
    // a promise, not mutate()'s callbacks: signing out sends the guard home and unmounts this tab
    deletion
      .mutateAsync()
      .then(() => {
        showToast(t('profile.settings.deleted'), { tone: 'success' });
        return navigate({ to: '/', replace: true });
      })
      .catch(() => undefined); // the tab shows the failure (deletion.isError)
  };

  return (
    <section className="profile-section" aria-labelledby="settings-heading">
      <h2 id="settings-heading">{t('profile.settings.heading')}</h2>
      <DataExport />
      <div className="profile-danger">
        <h3>{t('profile.settings.deleteHeading')}</h3>
        <p>{t('profile.settings.deleteText')}</p>
        <div role="alert" className="profile-message">
          {deletion.isError ? <p className="alert alert--error">{t('profile.settings.deleteFailed')}</p> : null}
        </div>
        <button type="button" className="btn btn--danger" disabled={deletion.isPending} onClick={() => setConfirm(true)}>
          {t('profile.settings.deleteButton')}
        </button>
      </div>
      <ConfirmDialog
        open={confirm}
        title={t('profile.settings.confirmTitle')}
        message={t('profile.settings.confirmText')}
        confirmLabel={t('profile.settings.confirm')}
        cancelLabel={t('profile.settings.cancel')}
        danger
        onConfirm={remove}
        onCancel={() => setConfirm(false)}
      />
    </section>
  );
}
