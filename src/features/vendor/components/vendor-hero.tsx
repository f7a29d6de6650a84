/** Hero: image, logo, name ("(Demo)" in amber for demo data), rating + review count (reviews dialog), time, address. */
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeliveryEstimateText } from '../../../components/delivery-estimate.tsx';
import { ratingValue } from '../../../domain/display.ts';
import { mediaDisplayUrl, VENDOR_HERO_WIDTH } from '../../../domain/media.ts';
import type { Vendor } from '../../../domain/types.ts';
import { IconClock, IconPin, IconStar } from '../../../components/icons.tsx';
import { ReviewsDialog } from './reviews-dialog.tsx';
import { cuisineLabel } from '../../../lib/cuisine-label.ts';
import { useDisplayFormat } from '../../../lib/use-display-format.ts';

/** `postalCode`: the customer's (chosen, remembered or the default address's): the delivery range and distance.
 * Memoised: its props stay the same when the vendor page re-renders for the cart, the order type or the restored cache. */
export const VendorHero = memo(function VendorHero({ vendor, demo, postalCode }: { vendor: Vendor; demo: boolean; postalCode: string | null }) {
  const { t } = useTranslation();
  const fmt = useDisplayFormat();
  const [reviewsOpen, setReviewsOpen] = useState(false);
  const rating = fmt.rating(ratingValue(vendor.rating));
  const count = vendor.rating.count;
  const address = vendor.address.includes(vendor.postalCode)
    ? vendor.address
    : [vendor.address, `${vendor.postalCode} ${vendor.city}`.trim()].filter(Boolean).join(', ');
  return (
    <header className="vendor-hero">
      <div className="vendor-hero__media">
        {vendor.image ? (
          <img
            src={mediaDisplayUrl(vendor.image, VENDOR_HERO_WIDTH)}
            alt=""
            width={1200}
            height={375}
            className="vendor-hero__image"
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
      </div>
      <div className="vendor-hero__body">
        {vendor.logo ? (
          <img src={mediaDisplayUrl(vendor.logo, 88)} alt="" width={88} height={88} className="vendor-hero__logo" decoding="async" />
        ) : null}
        <div className="vendor-hero__text">
          <h1 className="vendor-hero__title">
            {vendor.label}
            {demo ? <span className="vendor-hero__demo"> {t('vendor.demoMark')}</span> : null}
          </h1>
          {vendor.cuisine ? <p className="vendor-hero__cuisine">{cuisineLabel(t, vendor.cuisine)}</p> : null}
          <ul className="vendor-hero__facts">
            <li>
              <button type="button" className="link-btn" onClick={() => setReviewsOpen(true)}>
                <IconStar /> 
                {t('vendor.hero.rating', { rating, count })}
              </button>
            </li>
            <li>
              <IconClock /> 
              <DeliveryEstimateText vendor={vendor} postalCode={postalCode} withDistance />
            </li>
            <li>
              <IconPin size={16} /> 
              {address}
            </li>
          </ul>
        </div>
      </div>
      {reviewsOpen ? (
        <ReviewsDialog open onClose={() => setReviewsOpen(false)} vendorName={vendor.label} vendorId={vendor.id} />
      ) : null}
    </header>
  );
});
