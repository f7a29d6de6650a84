/**
 * The listing's map view (issue 15 item 4): a toggle in the toolbar and, when on, a map beside the list with every
 * listed vendor. The list stays the default and stays visible; a click on a vendor's point opens its page, and the
 * list under the map (folded) links every vendor — the keyboard and screen-reader way to the same places. maplibre
 * loads only when the view is turned on.
 */
import { useNavigate } from '@tanstack/react-router';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMapView as MapView } from '../../components/map/lazy-map-view.tsx';
import type { VendorBasic } from '../../domain/types.ts';
import type { MapPoint } from '../../lib/map/geo-features.ts';
import { vendorHref, type LinkSearch } from './vendor-href.ts';
import './listing-map.css';

export const LISTING_MAP_ID = 'listing-map';

export const ListingMapToggle = memo(function ListingMapToggle({ shown, onChange }: { shown: boolean; onChange: (shown: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn--secondary btn--small" aria-pressed={shown} aria-controls={shown ? LISTING_MAP_ID : undefined} onClick={() => onChange(!shown)}>
      {t('listing.map.toggle')}
    </button>
  );
});

export function ListingMap({ vendors, linkSearch }: { vendors: readonly VendorBasic[]; linkSearch: LinkSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const points = useMemo<MapPoint[]>(
    () =>
      vendors.map((v) => ({
        id: v.slug || v.id,
        kind: 'vendor',
        label: v.label,
        description: v.address,
        at: Number.isFinite(v.lat) && Number.isFinite(v.lng) ? { lng: v.lng, lat: v.lat } : { postalCode: v.postalCode },
      })),
    [vendors],
  );
  const hrefOf = useCallback((p: MapPoint) => vendorHref(p.id, linkSearch), [linkSearch]);
  const onSelect = useCallback((p: MapPoint) => void navigate({ to: '/restaurant/$id', params: { id: p.id }, search: linkSearch }), [navigate, linkSearch]);
  return (
    <section id={LISTING_MAP_ID} className="listing-map" aria-label={t('listing.map.region')}>
      <MapView label={t('listing.map.label')} points={points} hrefOf={hrefOf} onSelect={onSelect} listCollapsed height={460} />
    </section>
  );
}
