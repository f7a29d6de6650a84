/** Settings tab (spec 2 §2): language and account deletion behind a confirmation dialog. */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { showToast } from '../../components/toast.tsx';
import { useAuthStore } from '../../lib/supabase/auth-store.ts';
import { accountKeys, deleteOwnAccount } from '../../lib/supabase/data.ts';

export function SettingsTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const auth = useAuthStore();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setConfirm(false);
    setBusy(true);
    setError(null);
    try {
      await deleteOwnAccount();
    } catch (err) {
      console.error('account delete', err);
      setError(t('profile.settings.deleteFailed'));
      setBusy(false);
      return;
    }
    await auth.signOut().catch(() => undefined);
    qc.removeQueries({ queryKey: accountKeys.all });
    showToast(t('profile.settings.deleted'), { tone: 'success' });
    await navigate({ to: '/', replace: true });
  };

  return (
    <section className="profile-section" aria-labelledby="settings-heading">
      <h2 id="settings-heading">{t('profile.settings.heading')}</h2>
      <div className="profile-danger">
        <h3>{t('profile.settings.deleteHeading')}</h3>
        <p>{t('profile.settings.deleteText')}</p>
        <div role="alert" className="profile-message">
          {error ? <p className="alert alert--error">{error}</p> : null}
        </div>
        <button type="button" className="btn btn--danger" disabled={busy} onClick={() => setConfirm(true)}>
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
        onConfirm={() => void remove()}
        onCancel={() => setConfirm(false)}
      />
    </section>
  );
}
