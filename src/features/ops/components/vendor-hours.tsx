/** The back office's opening hours, special days and busy mode of one vendor (issue 32), as the desk has them. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyPanel } from '../../../components/busy-panel.tsx';
import { HoursEditor } from '../../../components/hours-editor.tsx';
import { useSaveVendorBusyMutation, useSaveVendorHoursMutation, vendorHoursQueryOptions } from '../api/vendor-hours.ts';

export function VendorHours({ vendorId, canPauseDelivery }: { vendorId: string; canPauseDelivery: boolean }) {
  const { t } = useTranslation('hours');
  const hours = useQuery(vendorHoursQueryOptions(vendorId));
  const saveHours = useSaveVendorHoursMutation(vendorId);
  const saveBusy = useSaveVendorBusyMutation(vendorId);
  if (hours.isPending) return <p role="status">{t('loading')}</p>;
  if (hours.isError) return <p role="alert" className="alert alert--error">{t('loadFailed')}</p>;
  return (
    <div className="ops-hours">
      <HoursEditor idPrefix="ops-hours" initial={hours.data} onSave={(b) => saveHours.mutateAsync(b)} />
      <BusyPanel key={JSON.stringify(hours.data.busy)} idPrefix="ops" busy={hours.data.busy} canPauseDelivery={canPauseDelivery}
        onSave={(b) => saveBusy.mutateAsync(b)} />
    </div>
  );
}
