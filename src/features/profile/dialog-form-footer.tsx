import { useTranslation } from 'react-i18next';

/** The end of the address and workplace dialogs: the rule or save error (announced) and save / cancel. */
export function DialogFormFooter({ error, busy, onCancel }: { error: string | null; busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <div role="alert" className="profile-message">
        {error ? <p className="alert alert--error">{error}</p> : null}
      </div>
      <div className="profile-card__actions">
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
          {t('profile.addresses.save')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>{t('profile.addresses.cancel')}</button>
      </div>
    </>
  );
}
