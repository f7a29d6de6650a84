/**
 * Tracking's map (issue 15 item 4): the restaurant and the delivery destination, behind a "show map" toggle (maplibre
 * loads only then). The destination is the delivery address's coordinates when the order has them, else the centre
 * of its postal code; a pickup order shows the restaurant only.
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMapView as MapView } from '../../../components/map/lazy-map-view.tsx';
import type { MapPoint } from '../../../lib/map/geo-features.ts';

export interface TrackingMapProps {
  restaurant: { label: string; address: string; postalCode: string; lat?: number; lng?: number } | null | undefined;
  /** the delivery address (absent for pickup) */
  destination: { postalCode: string; formatted?: string | undefined; addrLines?: string[]; lat?: unknown; lng?: unknown } | null | undefined;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function trackingMapPoints({ restaurant, destination }: TrackingMapProps, destinationLabel: string): MapPoint[] {
  const out: MapPoint[] = [];
  if (restaurant) {
    const { lat, lng } = restaurant;
    out.push({
      id: 'restaurant',
      kind: 'restaurant',
      label: restaurant.label,
      description: restaurant.address,
      at: finite(lat) && finite(lng) ? { lng, lat } : { postalCode: restaurant.postalCode },
    });
  }
  if (destination?.postalCode) {
    const { lat, lng } = destination;
    out.push({
      id: 'destination',
      kind: 'destination',
      label: destinationLabel,
      description: destination.formatted ?? [...(destination.addrLines ?? []), destination.postalCode].join(', '),
      at: finite(lat) && finite(lng) ? { lng, lat } : { postalCode: destination.postalCode },
    });
  }
  return out;
}

export function TrackingMap({ restaurant: r, destination: d }: TrackingMapProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const id = useId();
  const destinationLabel = t('tracking.map.destination');
  // by value: the order is polled, and new objects with the same places must not move the map
  const key = JSON.stringify(trackingMapPoints({ restaurant: r, destination: d }, destinationLabel));
  const points = useMemo(() => JSON.parse(key) as MapPoint[], [key]);
  if (points.length === 0) return null;
  return (
    <section className="card-surface co-card tracking-map" aria-label={t('tracking.map.region')}>
      <button type="button" className="btn btn--secondary btn--small" aria-expanded={shown} aria-controls={id} onClick={() => setShown((s) => !s)}>
        {shown ? t('tracking.map.hide') : t('tracking.map.show')}
      </button>
      <div id={id} hidden={!shown}>
        {shown ? <MapView label={t('tracking.map.label')} points={points} height={300} maxZoom={15} /> : null}
      </div>
    </section>
  );
}
