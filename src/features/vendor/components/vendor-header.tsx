/**
 * Header actions (spec 1 §2): back, info dialog (Live-Daten / Demo-Daten), favourite toggle (local storage
 * favoriteRestaurants), share (Web Share API when present, else messaging, social, e-mail and copy link), show on map.
 * The map dialog is a chunk of its own, loaded when opened (like the map it shows): the menu's first screen needs none of it.
 */
import { useRouter } from '@tanstack/react-router';
import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vendor } from '../../../domain/types.ts';
import type { DataSource } from '../api/vendor-page.ts';
import { toggleFavorite, useIsFavorite } from '../storage.ts';
import { IconBack, IconHeart, IconInfo, IconPin, IconShare } from '../../../components/icons.tsx';
import { InfoDialog } from './info-dialog.tsx';
import { ShareDialog } from './share-dialog.tsx';

const MapDialog = lazy(() => import('./map-dialog.tsx').then((m) => ({ default: m.MapDialog })));

/** `postalCode`: the customer's, for the way from there on the map (null when not known).
 * Memoised: its props stay the same when the vendor page re-renders for the cart, the order type or the restored cache. */
export const VendorHeader = memo(function VendorHeader({ vendor, source, postalCode }: { vendor: Vendor; source: DataSource; postalCode: string | null }) {
  const { t } = useTranslation();
  const router = useRouter();
  const favorite = useIsFavorite(vendor.id);
  const [dialog, setDialog] = useState<'info' | 'share' | 'map' | null>(null);

  const back = () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/restaurants' });
  };

  const share = async () => {
    const url = window.location.href.split('#')[0] ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: vendor.label, text: t('vendor.share.text', { name: vendor.label }), url });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return; // the customer cancelled
      }
    }
    setDialog('share');
  };

  return (
    <div className="vendor-actions">
      <button type="button" className="icon-btn" onClick={back} aria-label={t('vendor.actions.back')}>
        <IconBack />
      </button>
      <div className="vendor-actions__right">
        <button type="button" className="icon-btn" onClick={() => setDialog('info')} aria-label={t('vendor.actions.info')}>
          <IconInfo />
        </button>
        <button
          type="button"
          className={`icon-btn${favorite ? ' icon-btn--active' : ''}`}
          aria-pressed={favorite}
          aria-label={t('vendor.actions.favorite')}
          onClick={() => toggleFavorite(vendor.id)}
        >
          <IconHeart filled={favorite} />
        </button>
        <button type="button" className="icon-btn" onClick={() => void share()} aria-label={t('vendor.actions.share')}>
          <IconShare />
        </button>
        <button type="button" className="icon-btn" onClick={() => setDialog('map')} aria-label={t('vendor.actions.map')}>
          <IconPin />
        </button>
      </div>
      {/* dialogs exist only while open: a closed one would still build its content on every render */}
      {dialog === 'info' ? <InfoDialog open vendor={vendor} source={source} onClose={() => setDialog(null)} /> : null}
      {dialog === 'share' ? <ShareDialog open vendor={vendor} onClose={() => setDialog(null)} /> : null}
      {dialog === 'map' ? (
        <Suspense fallback={null}>
          <MapDialog vendor={vendor} postalCode={postalCode} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </div>
  );
});
