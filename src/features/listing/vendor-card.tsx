/** Vendor card (spec 1 §2): image, logo, rating (1 decimal, opens the ratings popup), delivery fee, delivery time,
 * distance, price range, badges ("Gesponsert", "Nur Vorbestellung", "(Demo)"), closed overlay; links to the vendor. */
import { Link } from '@tanstack/react-router';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RangeText } from '../../components/delivery-estimate.tsx';
import { deliveryRange, type CustomerPoint } from '../../domain/delivery-estimate.ts';
import { ratingValue } from '../../domain/display.ts';
import { toCents } from '../../domain/money.ts';
import { mediaDisplayUrl } from '../../domain/media.ts';
import type { Availability } from '../../domain/opening-hours.ts';
import type { VendorBasic } from '../../domain/types.ts';
import { cuisineLabel } from '../../lib/cuisine-label.ts';
import { nowMs } from '../../domain/clock.ts';
import { displayFormatOf } from '../../lib/use-display-format.ts';
import { vendorHref, type LinkSearch } from './vendor-href.ts';
import { IconCategory } from '../../components/icons.tsx';

export interface VendorCardProps {
  vendor: VendorBasic;
  availability: Availability;
  demo?: boolean;
  /** first cards load their image eagerly (largest contentful paint) */
  eager?: boolean;
  onShowRatings: (vendor: VendorBasic) => void;
  /** carried to the vendor page: the postal code being browsed and the chosen order type */
  linkSearch?: LinkSearch;
  /** the customer's point (the browsed postal code's centre): the delivery range and the distance */
  customer?: CustomerPoint | null | undefined;
}


export const VendorCard = memo(function VendorCard({ vendor: v, availability, demo, eager, onShowRatings, linkSearch, customer }: VendorCardProps) {
  // one useTranslation per card (its texts, its numbers' language and the range's text): each call builds
  // react-i18next's wrapper on the first render, for every card of the first screen at hydration
  const { t, i18n } = useTranslation();
  const fmt = displayFormatOf(i18n);
  const rating = ratingValue(v.rating);
  const ratingText = fmt.rating(rating);
  const count = v.rating.count;
  const fee = Number.isFinite(v.deliveryFee) ? v.deliveryFee : 0;
  const range = deliveryRange(v, customer);
  const level = Math.min(3, Math.max(1, Math.round(v.priceRange || 1)));
  const closed = availability === 'closed';
  // the desk's pause switch (issue 14): "nimmt gerade keine Bestellungen an, wieder ab 18:30"
  const [shownAt] = useState(nowMs);
  const paused = v.pausedUntil && Date.parse(v.pausedUntil) > shownAt ? new Date(v.pausedUntil) : null;

  return (
    <article className={`vcard${closed ? ' vcard--closed' : ''}${demo ? ' vcard--demo' : ''}`} data-testid="vendor-card">
      <div className="vcard__media">
        {v.image ? (
          <img
            src={mediaDisplayUrl(v.image, 400)}
            alt=""
            width={640}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            // the first cards' images paint with the card (largest contentful paint), not a decode frame later
            decoding={eager ? 'sync' : 'async'}
            {...(eager ? { fetchPriority: 'high' as const } : {})}
          />
        ) : (
          <div className="vcard__placeholder" aria-hidden="true">
            <IconCategory category="all" size={48} strokeWidth={1.5} />
          </div>
        )}
        <div className="vcard__badges">
          {v.isPromoted && <span className="badge badge--promo">{t('listing.card.sponsored')}</span>}
          {availability === 'preorder' && <span className="badge badge--preorder">{t('listing.card.preorder')}</span>}
        </div>
        {closed && (
          <div className="vcard__overlay">
            <span>{t('listing.card.closed')}</span>
          </div>
        )}
      </div>
      <div className="vcard__body">
        <div className="vcard__head">
          {v.logo ? (
            <img className="vcard__logo" src={mediaDisplayUrl(v.logo, 48)} alt="" width={48} height={48} loading="lazy" decoding="async" />
          ) : (
            <span className="vcard__logo vcard__logo--empty" aria-hidden="true">
              {v.label.slice(0, 1)}
            </span>
          )}
          <div className="vcard__title">
            <h3>
              <Link to="/restaurant/$id" params={{ id: v.slug || v.id }} search={linkSearch ?? {}} className="vcard__link">
                {v.label}
                {demo && (
                  <>
                    {' '}
                    <span className="badge badge--demo vcard__demo">{t('listing.card.demo')}</span>
                  </>
                )}
              </Link>
            </h3>
            {v.cuisine && <p className="vcard__cuisine">{cuisineLabel(t, v.cuisine)}</p>}
          </div>
        </div>
        <div className="vcard__facts">
          <button
            type="button"
            className="vcard__rating"
            onClick={() => onShowRatings(v)}
            // the visible text first (WCAG 2.5.3 label in name); no ratings: the visible text is the name
            aria-label={count > 0 ? t('listing.card.ratingButton', { rating: ratingText, count }) : undefined}
          >
            {/* the star is the stylesheet's (::before, no alternative text): the button's text is what it is named by */}
            {count > 0 ? ratingText : t('listing.card.noRatings')}
            {/* the space outside the count's span: axe (and some screen readers) join the parts' trimmed texts */}
            {count > 0 && <> <span className="vcard__rating-count">({count})</span></>}
          </button>
          <ul className="vcard__meta" role="list">
            <li>{fee > 0 ? t('listing.card.deliveryFee', { fee: fmt.euro(toCents(fee)) }) : t('listing.card.freeDelivery')}</li>
            <li><RangeText range={range} t={t} /></li>
            {range.distanceKm !== null && <li data-testid="vendor-distance">{fmt.distance(range.distanceKm)}</li>}
            <li>
              <span aria-hidden="true">{'€'.repeat(level)}</span>
              <span className="sr-only">{t('listing.card.priceRange', { level })}</span>
            </li>
          </ul>
        </div>
        {paused && (
          <p className="vcard__paused" data-testid="vendor-card-paused">
            {t('listing.card.paused', {
              time: paused.toLocaleTimeString(fmt.locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Vienna' }),
            })}
          </p>
        )}
      </div>
    </article>
  );
});

/** Same footprint as a card while loading: no layout shift when the data arrives. */
export function VendorCardSkeleton() {
  return (
    <div className="vcard vcard--skeleton" aria-hidden="true">
      <div className="vcard__media skeleton" />
      <div className="vcard__body">
        <div className="skeleton" style={{ height: 20, width: '70%' }} />
        <div className="skeleton" style={{ height: 14, width: '45%', marginTop: 10 }} />
        <div className="skeleton" style={{ height: 14, width: '85%', marginTop: 14 }} />
      </div>
    </div>
  );
}

export interface VendorLinesProps {
  vendors: { v: VendorBasic; avail: Availability }[];
  linkSearch?: LinkSearch;
  customer?: CustomerPoint | null | undefined;
}

/**
 * The listing's vendors as a compact list, one line each: the name as a link to the vendor's page, the cuisine, the
 * rating, the delivery time and a pre-order or closed note. For browsers without JavaScript (the listing's
 * `<noscript>` after the first screen's cards): a plain link, no router state, one translation hook for the list.
 */
export function VendorLines({ vendors, linkSearch, customer }: VendorLinesProps) {
  const { t, i18n } = useTranslation();
  const fmt = displayFormatOf(i18n);
  return (
    <ul className="vendor-lines" role="list">
      {vendors.map(({ v, avail }) => {
        const range = deliveryRange(v, customer);
        const facts = [
          v.cuisine ? cuisineLabel(t, v.cuisine) : null,
          v.rating.count > 0 ? t('listing.ratings.summary', { rating: fmt.rating(ratingValue(v.rating)), count: v.rating.count }) : t('listing.card.noRatings'),
          t('common.nav.location.estimate', { min: range.minMinutes, max: range.maxMinutes }),
          avail === 'preorder' ? t('listing.card.preorder') : avail === 'closed' ? t('listing.card.closed') : null,
        ].filter((f) => f !== null);
        return (
          <li key={v.id}>
            <a href={vendorHref(v.slug || v.id, linkSearch ?? {})}>{v.label}</a>
            {` · ${facts.join(' · ')}`}
          </li>
        );
      })}
    </ul>
  );
}
