/**
 * Reviews dialog: the vendor's real reviews (issue 30), fetched when the dialog opens. The list is part of the vendor
 * chunk: as an import() of its own it listed the inlined entry stylesheet as a dependency, which the build refuses.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import VendorReviews from './vendor-reviews.tsx';

export function ReviewsDialog({
  open,
  onClose,
  vendorName,
  vendorId,
}: {
  open: boolean;
  onClose: () => void;
  vendorName: string;
  vendorId: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('vendor.reviews.title', { name: vendorName })} closeLabel={t('vendor.close')}>
      {open ? <VendorReviews vendorId={vendorId} /> : null}
    </Dialog>
  );
}
