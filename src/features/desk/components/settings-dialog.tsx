/**
 * The desk's settings (issue 32): auto-accept — new orders accepted at once with the default preparation time and
 * their kitchen ticket opened; still refusable within a minute — and that default time. Saved on each change.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import { PREP_MINUTES } from '../../../domain/wire/desk.ts';
import type { DeskSettings } from '../../../domain/wire/desk-day.ts';
import { settingsQueryOptions, useSaveSettingsMutation } from '../api/settings.ts';

export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('desk');
  const settings = useQuery(settingsQueryOptions());
  const save = useSaveSettingsMutation();
  // while a change is on its way it shows as made (a switch that does not move on a tap reads as broken): set in the
  // tap's own event, cleared when the save settles (its answer is then the query's data; after an error the saved
  // value shows again). The mutation's pending state reaches React only a task later, after React has put the
  // controlled switch back: it flipped back for a moment (Playwright's check() saw no change, CI on a busy machine)
  const [made, setMade] = useState<DeskSettings | null>(null);
  const s = made ?? settings.data;
  const change = (next: Partial<DeskSettings>) => {
    if (!s) return;
    const wanted = { ...s, ...next };
    setMade(wanted);
    save.mutate(wanted, { onSettled: () => setMade(null) });
  };
  return (
    <Dialog open onClose={onClose} title={t('settings.title')} closeLabel={t('settings.close')} size="medium">
      <p role="status">
        {settings.isPending ? t('settings.loading') : settings.isError ? t('settings.loadFailed') : save.isSuccess ? t('settings.saved') : ''}
      </p>
      {save.isError ? <p role="alert" className="alert alert--error">{t('errors.network')}</p> : null}
      {s ? (
        <div className="desk-settings">
          <label className="desk-switch">
            <input type="checkbox" role="switch" checked={s.autoAccept} disabled={save.isPending}
              onChange={(e) => change({ autoAccept: e.target.checked })} data-testid="desk-auto-accept" />
            <span>{t('settings.autoAccept')}</span>
          </label>
          <p className="note">{t('settings.autoAcceptHint')}</p>
          <label className="field">
            <span className="field__label">{t('settings.prepMinutes')}</span>
            <select value={s.prepMinutes} disabled={save.isPending}
              onChange={(e) => change({ prepMinutes: Number(e.target.value) as DeskSettings['prepMinutes'] })}>
              {PREP_MINUTES.map((m) => <option key={m} value={m}>{t('settings.minutes', { count: m })}</option>)}
            </select>
          </label>
        </div>
      ) : null}
    </Dialog>
  );
}
