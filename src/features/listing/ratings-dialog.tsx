/** Ratings popup of a vendor card: the average and a static sample of reviews (spec 1 §2). */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { ratingValue } from '../../domain/display.ts';
import type { VendorBasic } from '../../domain/types.ts';
import { displayFormatOf } from '../../lib/use-display-format.ts';

const SAMPLES = [
  { key: 'one', stars: 5, author: 'Anna K.' },
  { key: 'two', stars: 4, author: 'Mehmet Y.' },
  { key: 'three', stars: 5, author: 'Lukas P.' },
] as const;

export const RatingsDialog = memo(function RatingsDialog({ vendor, onClose }: { vendor: VendorBasic | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  if (!vendor) return null;
  // the language's one locale, as on the card that opened it (lib/use-display-format.ts)
  const rating = displayFormatOf(i18n).rating(ratingValue(vendor.rating));
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('listing.ratings.title', { name: vendor.label })}
      closeLabel={t('listing.ratings.close')}
      size="small"
    >
      <p className="ratings__summary">
        <span aria-hidden="true">★ </span>
        {t('listing.ratings.summary', { rating, count: vendor.rating.count })}
      </p>
      <p className="muted small">{t('listing.ratings.sampleNote')}</p>
      <ul className="ratings__list" role="list">
        {SAMPLES.map((s) => (
          <li key={s.key} className="ratings__item">
            <p>
              <span role="img" aria-label={`${s.stars} / 5`}>{'★'.repeat(s.stars)}</span> <strong>{s.author}</strong>
            </p>
            <p>{t(`listing.ratings.samples.${s.key}`)}</p>
          </li>
        ))}
      </ul>
    </Dialog>
  );
});
