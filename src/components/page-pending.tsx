import { useTranslation } from 'react-i18next';

/** Shown while a route's code or loader is pending for longer than 300 ms. */
export function PagePending() {
  const { t } = useTranslation();
  return (
    <div className="center-box" role="status">
      <div className="spinner" aria-hidden="true" />
      <p className="muted">{t('common.pending')}</p>
    </div>
  );
}
