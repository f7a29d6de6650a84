/**
 * Promo banner carousel (spec 1 §2: six hard-coded banners with discount labels). A horizontally scrolling,
 * snap-aligned list with previous/next buttons; fixed height, so nothing shifts when it appears.
 */
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCategory } from '../../components/icons.tsx';

export const BANNERS = [
  { key: 'pizza', bg: '#7c2d12' },
  { key: 'sushi', bg: '#1e3a8a' },
  { key: 'burger', bg: '#78350f' },
  { key: 'gesund', bg: '#14532d' },
  { key: 'lebensmittel', bg: '#4c1d95' },
  { key: 'express', bg: '#831843' },
] as const;

export type BannerKey = (typeof BANNERS)[number]['key'];

/** Memoised: the listing renders again as its cards come in and its queries settle; the banners only with the language. */
export const PromoBanners = memo(function PromoBanners({ onPick }: { onPick: (category: BannerKey) => void }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);

  function scroll(dir: 1 | -1) {
    const el = track.current;
    if (!el) return;
    el.scrollBy({ left: dir * Math.max(280, el.clientWidth * 0.8), behavior: 'smooth' });
  }

  return (
    <section className="promo" aria-roledescription="carousel" aria-label={t('listing.banners.label')}>
      <div className="promo__bar">
        <button type="button" className="icon-btn promo__nav promo__nav--prev" onClick={() => scroll(-1)} aria-label={t('listing.banners.prev')}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="icon-btn promo__nav promo__nav--next" onClick={() => scroll(1)} aria-label={t('listing.banners.next')}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <ul className="promo__track" ref={track} role="list">
        {BANNERS.map((b, i) => (
          <li
            key={b.key}
            className="promo__slide"
            aria-roledescription="slide"
            aria-label={t('listing.banners.slide', { index: i + 1, total: BANNERS.length })}
          >
            <button type="button" className="promo__card" style={{ background: b.bg }} onClick={() => onPick(b.key)}>
              <span className="promo__discount">{t(`listing.banners.${b.key}.discount`)}</span>
              <span className="promo__title">{t(`listing.banners.${b.key}.title`)}</span>
              <span className="promo__text">{t(`listing.banners.${b.key}.text`)}</span>
              <IconCategory category={b.key} className="promo__icon" size={56} strokeWidth={1.5} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});
