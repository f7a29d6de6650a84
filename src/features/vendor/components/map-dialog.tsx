/**
 * "Show on map": the vendor and its delivery zones (a vendor without zones: its own postal code, spec 1 §5) on the
 * app's map (src/components/map). maplibre never loads with the page, only when the dialog opens. The basemap is
 * the configured style or the one shipped with the app, so the map also shows offline and without tile servers;
 * when it cannot be drawn at all (no WebGL) it says "Standort nicht verfügbar" (spec 1 §8) and why, and lists what it
 * would show. The address, the coordinates and an external map link stay in the dialog either way.
 * With the customer's postal code known, the way from there (spec 1 §7): distance, by car and by bike (12 min per km).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerPoint } from '../../../components/delivery-estimate.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { LazyMapView as MapView } from '../../../components/map/lazy-map-view.tsx';
import { travelTimes } from '../../../domain/delivery-estimate.ts';
import type { Vendor } from '../../../domain/types.ts';
import { standardZone, zonePostalCodes } from '../../../domain/zones.ts';
import type { MapPoint, MapZone } from '../../../lib/map/geo-features.ts';
import { useDisplayFormat } from '../../../lib/use-display-format.ts';

/** `postalCode`: the customer's (as the vendor page's delivery range uses it), null when not known. */
export function MapDialog({ vendor, postalCode, onClose }: { vendor: Vendor; postalCode: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useDisplayFormat();
  const travel = travelTimes(vendor, useCustomerPoint(postalCode));
  const hasCoords = Number.isFinite(vendor.lat) && Number.isFinite(vendor.lng);
  const points = useMemo<MapPoint[]>(
    () => [
      {
        id: vendor.id,
        kind: 'vendor',
        label: vendor.label,
        description: vendor.address,
        // without coordinates the vendor is shown at its postal code's centre
        at: hasCoords ? { lng: vendor.lng, lat: vendor.lat } : { postalCode: vendor.postalCode },
      },
    ],
    [vendor.id, vendor.label, vendor.address, vendor.lng, vendor.lat, vendor.postalCode, hasCoords],
  );
  const zones = useMemo<MapZone[]>(
    () =>
      (vendor.deliveryZones.length > 0 ? vendor.deliveryZones : [standardZone(vendor.postalCode)]).map((z) => ({
        label: z.label,
        postalCodes: zonePostalCodes(z),
      })),
    [vendor.deliveryZones, vendor.postalCode],
  );

  const coords = hasCoords ? `${vendor.lat.toFixed(5)}, ${vendor.lng.toFixed(5)}` : '';
  const external = hasCoords
    ? `https://www.openstreetmap.org/?mlat=${vendor.lat}&mlon=${vendor.lng}#map=17/${vendor.lat}/${vendor.lng}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(vendor.address)}`;

  return (
    <Dialog open onClose={onClose} title={t('vendor.map.title', { name: vendor.label })} closeLabel={t('vendor.close')} size="large">
      <p className="map-address">{vendor.address}</p>
      {travel && postalCode ? (
        <p data-testid="map-travel">
          {t('vendor.map.from', { postalCode, distance: fmt.distance(travel.distanceKm) })}{' '}
          <span data-testid="map-travel-car">{t('vendor.map.byCar', { minutes: travel.carMinutes })}</span> ·{' '}
          <span data-testid="map-travel-bike">{t('vendor.map.byBike', { minutes: travel.bikeMinutes })}</span>
        </p>
      ) : null}
      <MapView
        label={t('vendor.map.label', { name: vendor.label })}
        points={points}
        zones={zones}
        height={320}
        maxZoom={15}
        unavailableTitle={t('vendor.map.unavailable')}
      />
      {coords ? <p className="muted">{t('vendor.map.coordinates', { coords })}</p> : null}
      <p>
        <a href={external} target="_blank" rel="noopener noreferrer">
          {t('vendor.map.openExternal')}
        </a>
      </p>
    </Dialog>
  );
}
