/** "Meine Daten" (issue 29, GDPR Art. 15 and 20): the download of every row of the account, with a readable summary. */
import { useTranslation } from 'react-i18next';
import { EXPORT_SECTIONS } from '../../domain/data-rights.ts';
import { isHttpError } from '../../lib/api/errors.ts';
import { useDataExportMutation } from './api/export.ts';

export function DataExport() {
  const { t } = useTranslation();
  const exp = useDataExportMutation();
  const limited = exp.isError && isHttpError(exp.error) && exp.error.status === 429;
  return (
    <div className="profile-data-export">
      <h3>{t('profile.settings.exportHeading')}</h3>
      <p>{t('profile.settings.exportText')}</p>
      <button type="button" className="btn btn--primary" disabled={exp.isPending} onClick={() => exp.mutate()}>
        {exp.isPending ? t('profile.settings.exporting') : t('profile.settings.exportButton')}
      </button>
      <div role="status" className="profile-message">
        {exp.data ? (
          <>
            <p>{t('profile.settings.exportDone')}</p>
            <ul data-testid="export-summary">
              {EXPORT_SECTIONS.map((s) => <li key={s}>{t(`profile.settings.exportSections.${s}`)}: {exp.data[s]}</li>)}
            </ul>
          </>
        ) : null}
      </div>
      <div role="alert" className="profile-message">
        {exp.isError ? <p className="alert alert--error">{limited ? t('profile.settings.exportLimited') : t('profile.settings.exportFailed')}</p> : null}
      </div>
    </div>
  );
}
