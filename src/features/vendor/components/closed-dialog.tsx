/** Closed restaurant: shown on load and on add; "find open restaurants" goes to /restaurants (with the postal code). */
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';

export function ClosedDialog({
  open,
  vendorName,
  postalCode,
  onClose,
}: {
  open: boolean;
  vendorName: string;
  postalCode: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('vendor.closed.title')}
      role="alertdialog"
      size="small"
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('vendor.closed.close')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              onClose();
              void navigate({ to: '/restaurants', search: postalCode ? { postalCode } : {} });
            }}
          >
            {t('vendor.closed.findOpen')}
          </button>
        </>
      }
    >
      <p>{t('vendor.closed.text', { name: vendorName })}</p>
    </Dialog>
  );
}
