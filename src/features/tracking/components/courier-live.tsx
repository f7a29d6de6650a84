/**
 * The courier on the customer's tracking page (issue 28), shown only while the order is on the way. Part of the
 * tracking route's chunk (never on the home route); the map inside loads lazily through LazyMapView, as maplibre does.
 * It shows a text that always works — how far the courier is, the arrival estimate, when the point
 * was taken and the coordinates — and the map with the courier, the restaurant and the delivery address, whose own
 * list is the text alternative when the map cannot be drawn (no WebGL). Texts: lazy namespace `map` (courier.*).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LazyMapView as MapView } from '../../../components/map/lazy-map-view.tsx';
import { localeOf } from '../../../i18n/languages.ts';
import type { MapPoint } from '../../../lib/map/geo-features.ts';
import { courierOnMapQueryOptions } from '../api/courier-on-map.ts';
import { trackingMapPoints, type TrackingMapProps } from './tracking-map.tsx';

export interface CourierLiveProps extends TrackingMapProps {
  vendorId: string;
  /** the order's id (uuid): the proof the server asks for */
  orderId: string;
}

const coordText = (lat: number, lng: number, locale: string) => {
  const f = new Intl.NumberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  return `${f.format(Math.abs(lat))}° ${lat >= 0 ? 'N' : 'S'}, ${f.format(Math.abs(lng))}° ${lng >= 0 ? 'E' : 'W'}`;
};

/** The map's points as text (compared by value: a new answer with the same point must not move the map). */
function pointsKey(courier: { lat: number; lng: number } | null, courierLabel: string, coords: string, places: TrackingMapProps, destinationLabel: string): string {
  const own: MapPoint[] = courier
    ? [{ id: 'courier', kind: 'courier', label: courierLabel, description: coords, at: { lng: courier.lng, lat: courier.lat } }]
    : [];
  return JSON.stringify([...own, ...trackingMapPoints(places, destinationLabel)]);
}

export function CourierLive({ vendorId, orderId, restaurant, destination }: CourierLiveProps) {
  const { t, i18n, ready } = useTranslation('map');
  const locale = localeOf(i18n.language);
  const query = useQuery(courierOnMapQueryOptions(vendorId, orderId));
  const courier = query.data?.courier ?? null;
  const destinationLabel = ready ? t('courier.destination') : '';
  const coords = courier ? coordText(courier.lat, courier.lng, locale) : '';
  const courierLabel = ready ? t('courier.courier') : '';
  const key = pointsKey(courier, courierLabel, coords, { restaurant, destination }, destinationLabel);
  // by value (the compiler memoizes on the text): a new answer with the same point does not move the map
  const points = JSON.parse(key) as MapPoint[];
  if (!ready) return null;

  const time = courier
    ? new Date(courier.at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Vienna' })
    : '';
  const distance = courier?.arrival
    ? new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(courier.arrival.distanceKm)
    : '';
  return (
    <section className="card-surface co-card tracking-courier" aria-labelledby="tracking-courier-title" data-testid="courier-live">
      <h2 id="tracking-courier-title">{t('courier.title')}</h2>
      <div role="status" aria-live="polite" data-testid="courier-text">
        {courier ? (
          <>
            {courier.arrival ? (
              <p className="tracking-courier__eta">
                {t(courier.arrival.source === 'routing' ? 'courier.arrivalRoute' : 'courier.arrival', { km: distance, count: courier.arrival.minutes })}
              </p>
            ) : null}
            <p className="tracking-courier__where" data-testid="courier-position">
              {t('courier.position', { coords, time })}
            </p>
          </>
        ) : (
          <p>{query.isError ? t('courier.error') : query.isPending ? t('courier.loading') : t('courier.none')}</p>
        )}
      </div>
      {courier ? <MapView label={t('courier.map')} points={points} height={280} maxZoom={16} /> : null}
      <p className="tracking-courier__privacy">{t('courier.privacy')}</p>
    </section>
  );
}
