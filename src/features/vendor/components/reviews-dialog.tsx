/**
 * Reviews dialog: the vendor's real reviews (issue 30), loaded (code and data) when the dialog opens: the list is a
 * chunk of its own (vendor-reviews.tsx), so the vendor page's first screen loads no review code.
 */
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
      {open ? (
        <Suspense fallback={<p role="status">{t('vendor.reviews.loading')}</p>}>
          <VendorReviews vendorId={vendorId} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
