/**
 * The desk's "Öffnungszeiten" view (issue 32): busy mode at the top (what a kitchen switches on a Friday night), then
 * the weekly hours and the special days. Its own lazy chunk (/desk/hours); the queue keeps running behind it.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyPanel } from '../../../components/busy-panel.tsx';
import { HoursEditor } from '../../../components/hours-editor.tsx';
import { hoursQueryOptions, useSaveBusyMutation, useSaveHoursMutation } from '../api/hours.ts';
import { meQueryOptions } from '../api/me.ts';

export function DeskHours() {
  const { t } = useTranslation('hours');
  const hours = useQuery(hoursQueryOptions());
  const me = useQuery(meQueryOptions());
  const saveHours = useSaveHoursMutation();
  const saveBusy = useSaveBusyMutation();
  if (hours.isPending) return <p role="status">{t('loading')}</p>;
  if (hours.isError) return <p role="alert" className="alert alert--error">{t('loadFailed')}</p>;
  const types = me.data?.vendor.orderTypes ?? [];
  return (
    <div className="desk-hours">
      <BusyPanel key={JSON.stringify(hours.data.busy)} idPrefix="desk" busy={hours.data.busy}
        canPauseDelivery={types.includes('pickup') && types.includes('delivery')}
        onSave={(b) => saveBusy.mutateAsync(b)} />
      <HoursEditor idPrefix="desk-hours" initial={hours.data} onSave={(b) => saveHours.mutateAsync(b)} />
    </div>
  );
}
