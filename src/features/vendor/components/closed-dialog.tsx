/** Closed restaurant: shown on load and on add; "find open restaurants" goes to /restaurants (with the postal code). */
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';

/** Rendered only while open (vendor-page.tsx): on load of a closed vendor's page and on an add there. */
export function ClosedDialog({
  vendorName,
  postalCode,
  onClose,
}: {
  vendorName: string;
  postalCode: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog
      open
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
