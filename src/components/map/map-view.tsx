/**
 * A map that is never blank (issue 15 item 4). Loaded lazily (lazy-map.tsx) with maplibre: the basemap from the
 * runtime configuration (`mapStyleUrl`) or, without one or when it fails, the basemap shipped with the app; on top the
 * points (vendors, restaurant, destination) and the delivery zones. Under it, always, the same content as a list
 * (the accessible alternative). Without WebGL, or when maplibre/the data cannot be loaded, a readable text says so
 * and the list stays. After each 'idle' the number of rendered features per layer is written to
 * `data-rendered-*` attributes (maplibre's queryRenderedFeatures): what a browser test checks to know the canvas shows
 * something.
 */
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';
import { boundsOf, pointCollection, zoneCollection, type LngLat, type MapPoint, type MapZone } from '../../lib/map/geo-features.ts';
import { basemapSource, MAP_LAYERS, overlay, shippedStyle, SHIPPED_ATTRIBUTION, type Overlay } from '../../lib/map/map-style.ts';
import { postalPointCollection } from '../../lib/map/geo-features.ts';
import { loadShippedMapData } from '../../lib/map/shipped-data.ts';
import { loadRuntimeConfig } from '../../lib/runtime-config.ts';
import { hasWebGL, renderedCounts, type RenderedCounts } from './map-runtime.ts';
import './map.css';

export interface MapViewProps {
  /** accessible name of the map */
  label: string;
  points: readonly MapPoint[];
  zones?: readonly MapZone[];
  /** a point's link in the list (and what a click on the point opens, through onSelect) */
  hrefOf?: (point: MapPoint) => string | undefined;
  onSelect?: (point: MapPoint) => void;
  /** the list under the map folded into a <details> (long lists, e.g. the listing) */
  listCollapsed?: boolean;
  /** canvas height in px */
  height?: number;
  maxZoom?: number;
}

type State = { kind: 'loading' } | { kind: 'ready' } | { kind: 'unavailable'; reason: 'webgl' | 'load' };

/** A configured style that has not loaded after this long gives way to the shipped basemap. */
const STYLE_TIMEOUT_MS = 6000;

export default function MapView({ label, points, zones = [], hrefOf, onSelect, listCollapsed, height = 360, maxZoom = 14 }: MapViewProps) {
  const { t } = useTranslation('map');
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MaplibreMap | null>(null);
  const [state, setState] = useState<State>(() => (hasWebGL() ? { kind: 'loading' } : { kind: 'unavailable', reason: 'webgl' }));
  const [postal, setPostal] = useState<ReadonlyMap<string, LngLat>>(() => new Map());
  const [rendered, setRendered] = useState<RenderedCounts | null>(null);
  const overlayData: Overlay = useMemo(() => ({ points: pointCollection(points, postal), zones: zoneCollection(zones, postal) }), [points, zones, postal]);
  const latest = useRef({ overlayData, onSelect, points });
  latest.current = { overlayData, onSelect, points };
  const webgl = state.kind !== 'unavailable' || state.reason !== 'webgl';

  useEffect(() => {
    if (!webgl) return undefined;
    const life = new AbortController();
    let map: MaplibreMap | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = () => {
      if (!life.signal.aborted) setState({ kind: 'unavailable', reason: 'load' });
    };
    void (async () => {
      try {
        const [lib, worker, config, data] = await Promise.all([
          import('maplibre-gl'),
          import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
          loadRuntimeConfig(),
          loadShippedMapData().catch(() => null),
          import('maplibre-gl/dist/maplibre-gl.css'),
        ]);
        if (life.signal.aborted || !container.current) return;
        if (data) setPostal(data.postal);
        const source = basemapSource(config.mapStyleUrl);
        if (!data && source.kind === 'shipped') return fail();
        const shipped = () => shippedStyle({ outline: data?.outline ?? { type: 'FeatureCollection', features: [] }, postal: postalPointCollection(data?.postal ?? new Map()) }, latest.current.overlayData);
        lib.setWorkerUrl(worker.default);
        const m = new lib.Map({
          container: container.current,
          style: source.kind === 'configured' ? source.url : shipped(),
          center: [13.3, 47.6],
          zoom: 6,
          maxZoom: 18,
          attributionControl: { compact: true, ...(source.kind === 'configured' ? { customAttribution: SHIPPED_ATTRIBUTION } : {}) },
          locale: {
            'Map.Title': label,
            'NavigationControl.ZoomIn': t('zoomIn'),
            'NavigationControl.ZoomOut': t('zoomOut'),
            'AttributionControl.ToggleAttribution': t('attribution'),
          },
        });
        map = m;
        mapRef.current = m;
        m.addControl(new lib.NavigationControl({ showCompass: false }), 'top-right');
        let usingShipped = source.kind === 'shipped';
        const toShipped = () => {
          if (usingShipped || !data) return;
          usingShipped = true;
          m.setStyle(shipped(), { diff: false });
        };
        // a configured style gets the app's layers once it has loaded (and again after any style change)
        m.on('style.load', () => {
          if (timer) clearTimeout(timer);
          const top = overlay(latest.current.overlayData);
          for (const [id, spec] of Object.entries(top.sources)) if (!m.getSource(id)) m.addSource(id, spec);
          for (const layer of top.layers) if (!m.getLayer(layer.id)) m.addLayer(layer);
          if (!life.signal.aborted) setState({ kind: 'ready' });
        });
        m.on('error', () => {
          if (!m.isStyleLoaded() && !usingShipped) toShipped();
          else if (!m.isStyleLoaded()) fail();
        });
        if (!usingShipped) timer = setTimeout(toShipped, STYLE_TIMEOUT_MS);
        m.on('idle', () => {
          if (life.signal.aborted) return;
          const next = renderedCounts(m);
          setRendered((prev) => (prev && JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
        });
        m.on('click', MAP_LAYERS.points, (e) => {
          const id: unknown = e.features?.[0]?.properties.id;
          const point = latest.current.points.find((p) => p.id === id);
          if (point) latest.current.onSelect?.(point);
        });
        m.on('mouseenter', MAP_LAYERS.points, () => {
          if (latest.current.onSelect) m.getCanvas().style.cursor = 'pointer';
        });
        m.on('mouseleave', MAP_LAYERS.points, () => {
          m.getCanvas().style.cursor = '';
        });
      } catch {
        fail(); // maplibre not loadable (offline before it was ever cached) or no WebGL context
      }
    })();
    return () => {
      life.abort();
      if (timer) clearTimeout(timer);
      mapRef.current = null;
      try {
        map?.remove();
      } catch {
        /* already gone */
      }
    };
    // the map is made once; label and texts are read at creation
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [webgl]);

  // new points or zones: new data for the sources, the view fitted to them
  useEffect(() => {
    const m = mapRef.current;
    if (state.kind !== 'ready' || !m) return;
    (m.getSource('lz-points') as GeoJSONSource | undefined)?.setData(overlayData.points);
    (m.getSource('lz-zones') as GeoJSONSource | undefined)?.setData(overlayData.zones);
    const bounds = boundsOf([overlayData.points, overlayData.zones]);
    if (bounds) m.fitBounds(bounds, { padding: 40, maxZoom, animate: false });
  }, [state.kind, overlayData, maxZoom]);

  const open = (point: MapPoint) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onSelect || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onSelect(point);
  };

  const list = (
    <ul className="lz-map__list">
      {points.map((p) => {
        const href = hrefOf?.(p);
        return (
          <li key={p.id} className={`lz-map__item lz-map__item--${p.kind}`}>
            <span className="lz-map__swatch" aria-hidden="true" />
            {href ? (
              <a href={href} onClick={open(p)}>
                {p.label}
              </a>
            ) : (
              <strong>{p.label}</strong>
            )}
            {p.description ? <span className="lz-map__desc"> – {p.description}</span> : null}
          </li>
        );
      })}
      {zones.map((z, i) => (
        <li key={`zone-${i}`} className="lz-map__item lz-map__item--zone">
          <span className="lz-map__swatch" aria-hidden="true" />
          {t('zone', { label: z.label, codes: z.postalCodes.join(', ') })}
        </li>
      ))}
    </ul>
  );

  return (
    <div
      className="lz-map"
      data-map-state={state.kind}
      data-rendered-points={rendered?.points}
      data-rendered-zones={rendered?.zones}
      data-rendered-postal={rendered?.postal}
      data-rendered-outline={rendered?.outline}
    >
      {state.kind === 'unavailable' ? (
        <div className="alert alert--info lz-map__fallback" role="status">
          <p className="alert__title">{t('unavailable.title')}</p>
          <p>{state.reason === 'webgl' ? t('unavailable.webgl') : t('unavailable.load')}</p>
          <p>{t('unavailable.list')}</p>
        </div>
      ) : (
        <div className="lz-map__frame" style={{ height }}>
          <div ref={container} className="lz-map__canvas" />
          {state.kind === 'loading' ? <p className="lz-map__loading">{t('loading')}</p> : null}
        </div>
      )}
      {listCollapsed ? (
        <details className="lz-map__details">
          <summary>{t('listSummary', { count: points.length })}</summary>
          {list}
        </details>
      ) : (
        list
      )}
    </div>
  );
}
