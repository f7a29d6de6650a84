/** Reviews dialog: the vendor's real reviews (issue 30), loaded as a chunk of their own when the dialog opens. */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';

const VendorReviews = lazy(() => import('./vendor-reviews.tsx'));

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
      <Suspense fallback={<p role="status">{t('vendor.reviews.loading')}</p>}>
        <VendorReviews vendorId={vendorId} />
      </Suspense>
    </Dialog>
  );
}
