/** Reviews dialog: five fixed sample reviews (spec 1 §2 "five hard-coded sample reviews"). */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';

const SAMPLES = [
  { id: 'r1', name: 'Anna M.', stars: 5 },
  { id: 'r2', name: 'Mehmet K.', stars: 5 },
  { id: 'r3', name: 'Lukas P.', stars: 4 },
  { id: 'r4', name: 'Sabine H.', stars: 4 },
  { id: 'r5', name: 'Tobias W.', stars: 3 },
] as const;

export function ReviewsDialog({
  open,
  onClose,
  vendorName,
  rating,
  count,
}: {
  open: boolean;
  onClose: () => void;
  vendorName: string;
  rating: string;
  count: number;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('vendor.reviews.title', { name: vendorName })} closeLabel={t('vendor.close')}>
      <p className="reviews-summary">{t('vendor.reviews.summary', { rating, count })}</p>
      <p className="reviews-note">{t('vendor.reviews.sampleNote')}</p>
      <ul className="reviews-list">
        {SAMPLES.map((r) => (
          <li key={r.id} className="review">
            <p className="review__head">
              <strong>{r.name}</strong>{' '}
              <span className="review__stars" aria-label={t('vendor.reviews.stars', { count: r.stars })}>
                {'★'.repeat(r.stars)}
                {'☆'.repeat(5 - r.stars)}
              </span>
            </p>
            <p>{t(`vendor.reviews.samples.${r.id}`)}</p>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
