/**
 * "Show on map": maplibre-gl is loaded here by dynamic import only, never with the page. When the library, WebGL or
 * the map tiles are not available (offline, no GPU), the dialog says "Standort nicht verfügbar" (spec 1 §8) and
 * still shows the coordinates and an external map link instead of failing.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import type { Vendor } from '../../../domain/types.ts';

type MapState = 'loading' | 'ready' | 'unavailable';

const TILE_TIMEOUT_MS = 8000;

export function MapDialog({ vendor, onClose }: { vendor: Vendor; onClose: () => void }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const hasCoords = Number.isFinite(vendor.lat) && Number.isFinite(vendor.lng);
  const [state, setState] = useState<MapState>(hasCoords ? 'loading' : 'unavailable');

  useEffect(() => {
    if (!hasCoords) return undefined;
    const life = new AbortController();
    let map: { remove(): void } | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = () => {
      if (!life.signal.aborted) setState('unavailable');
    };
    void (async () => {
      try {
        const [lib, worker] = await Promise.all([
          import('maplibre-gl'),
          import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
          import('maplibre-gl/dist/maplibre-gl.css'),
        ]);
        if (life.signal.aborted || !container.current) return;
        lib.setWorkerUrl(worker.default);
        const m = new lib.Map({
          container: container.current,
          center: [vendor.lng, vendor.lat],
          zoom: 15,
          attributionControl: { compact: true },
          style: {
            version: 8,
            sources: {
              osm: {
                type: 'raster',
                tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
                tileSize: 256,
                maxzoom: 19,
                attribution: '© OpenStreetMap contributors',
              },
            },
            layers: [{ id: 'osm', type: 'raster', source: 'osm' }],
          },
        });
        map = m;
        new lib.Marker({ color: '#c2410c' }).setLngLat([vendor.lng, vendor.lat]).addTo(m);
        let tileLoaded = false;
        m.on('error', () => {
          if (!tileLoaded) fail();
        });
        m.on('data', (e) => {
          if ('tile' in e && e.tile) {
            tileLoaded = true;
            if (!life.signal.aborted) setState('ready');
          }
        });
        timer = setTimeout(() => {
          if (!tileLoaded) fail();
        }, TILE_TIMEOUT_MS);
      } catch {
        fail(); // chunk not loadable offline, or no WebGL
      }
    })();
    return () => {
      life.abort();
      if (timer) clearTimeout(timer);
      try {
        map?.remove();
      } catch {
        /* already gone */
      }
    };
  }, [hasCoords, vendor.lat, vendor.lng]);

  const coords = hasCoords ? `${vendor.lat.toFixed(5)}, ${vendor.lng.toFixed(5)}` : '';
  const external = hasCoords
    ? `https://www.openstreetmap.org/?mlat=${vendor.lat}&mlon=${vendor.lng}#map=17/${vendor.lat}/${vendor.lng}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(vendor.address)}`;

  return (
    <Dialog open onClose={onClose} title={t('vendor.map.title', { name: vendor.label })} closeLabel={t('vendor.close')} size="large">
      <p className="map-address">{vendor.address}</p>
      <div className="map-frame" hidden={state === 'unavailable'}>
        <div ref={container} className="map-canvas" role="img" aria-label={t('vendor.map.label', { name: vendor.label })} />
        {state === 'loading' ? <p className="map-loading">{t('vendor.map.loading')}</p> : null}
      </div>
      {state === 'unavailable' ? (
        <div className="alert alert--info" role="status">
          <p className="alert__title">{t('vendor.map.unavailable')}</p>
          {coords ? <p>{t('vendor.map.coordinates', { coords })}</p> : null}
        </div>
      ) : null}
      <p>
        <a href={external} target="_blank" rel="noopener noreferrer">
          {t('vendor.map.openExternal')}
        </a>
      </p>
    </Dialog>
  );
}
