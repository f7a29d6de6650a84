/**
 * The map itself (maplibre), loaded on demand by the map view (src/components/map/map-view.tsx) — the only module
 * that imports maplibre. It imports nothing of the app's entry chunk (texts and the configured style come in as
 * arguments), so its dynamic import from a route chunk needs none of the entry's files.
 *
 * Basemap: the configured style, or the shipped one (and the shipped one when the configured style has not loaded
 * after STYLE_TIMEOUT_MS or fails). The app's layers (zones, points) go on top of either. After every 'idle' the
 * number of rendered features per layer is reported (maplibre's queryRenderedFeatures).
 */
import { Map as MaplibreMap, NavigationControl, setWorkerUrl, type GeoJSONSource } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { boundsOf, pointCollection, postalPointCollection, zoneCollection, type MapPoint, type MapZone } from './geo-features.ts';
import { basemapSource, MAP_LAYERS, overlay, shippedStyle, SHIPPED_ATTRIBUTION, type Overlay } from './map-style.ts';
import type { ShippedMapData } from './shipped-data.ts';

export interface RenderedCounts {
  points: number;
  zones: number;
  outline: number;
  /** the drawn points as `id@lng,lat` (3 decimals, ≈100 m), sorted: which places the map shows, and where */
  pointsAt: string;
}

export interface MapEngineOptions {
  container: HTMLElement;
  /** from /config.json; absent: the shipped basemap */
  mapStyleUrl?: string | undefined;
  /** maplibre's UI texts (Map.Title = the map's accessible name, zoom buttons, attribution toggle) */
  locale: Record<string, string>;
  points: readonly MapPoint[];
  zones: readonly MapZone[];
  maxZoom: number;
  onReady: () => void;
  /** the map cannot be shown (no basemap could be loaded) */
  onFail: () => void;
  onRendered: (counts: RenderedCounts) => void;
  onSelect: (id: string) => void;
  /** the shipped outline and postal points (shipped-data.ts, loaded by the caller: that module uses the app's HTTP
   * client, which is in the entry chunk), null when they could not be loaded */
  data: ShippedMapData | null;
}

export interface MapHandle {
  update(points: readonly MapPoint[], zones: readonly MapZone[]): void;
  remove(): void;
}

/** A configured style that has not loaded after this long gives way to the shipped basemap. */
const STYLE_TIMEOUT_MS = 6000;

function overlayOf(points: readonly MapPoint[], zones: readonly MapZone[], data: ShippedMapData | null): Overlay {
  const postal = data?.postal ?? new Map();
  return { points: pointCollection(points, postal), zones: zoneCollection(zones, postal) };
}

function renderedCounts(map: MaplibreMap): RenderedCounts {
  const rendered = (layer: string) => (map.getLayer(layer) ? map.queryRenderedFeatures({ layers: [layer] }) : []);
  const points = rendered(MAP_LAYERS.points);
  const at = new Set<string>();
  for (const f of points) {
    const id: unknown = f.properties.id;
    if (typeof id === 'string' && f.geometry.type === 'Point') at.add(`${id}@${f.geometry.coordinates.map((c) => c.toFixed(3)).join(',')}`);
  }
  return { points: points.length, zones: rendered(MAP_LAYERS.zonesFill).length, outline: rendered(MAP_LAYERS.outlineFill).length, pointsAt: [...at].sort().join(' ') };
}

export function createMap(opts: MapEngineOptions): MapHandle | null {
  const source = basemapSource(opts.mapStyleUrl);
  const { data } = opts;
  if (!data && source.kind === 'shipped') {
    opts.onFail();
    return null;
  }
  let current = overlayOf(opts.points, opts.zones, data);
  const shipped = () => shippedStyle({ outline: data?.outline ?? { type: 'FeatureCollection', features: [] }, postal: postalPointCollection(data?.postal ?? new Map()) }, current);
  const fit = (m: MaplibreMap) => {
    const bounds = boundsOf([current.points, current.zones]);
    if (bounds) m.fitBounds(bounds, { padding: 40, maxZoom: opts.maxZoom, animate: false });
  };

  setWorkerUrl(workerUrl);
  const map = new MaplibreMap({
    container: opts.container,
    style: source.kind === 'configured' ? source.url : shipped(),
    center: [13.3, 47.6],
    zoom: 6,
    maxZoom: 18,
    attributionControl: { compact: true, ...(source.kind === 'configured' ? { customAttribution: SHIPPED_ATTRIBUTION } : {}) },
    locale: opts.locale,
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');

  let usingShipped = source.kind === 'shipped';
  let ready = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const toShipped = () => {
    if (usingShipped || !data) return;
    usingShipped = true;
    map.setStyle(shipped(), { diff: false });
  };
  if (!usingShipped) timer = setTimeout(toShipped, STYLE_TIMEOUT_MS);

  // every style (the configured one, the shipped one after a fallback) gets the app's layers, then the view
  map.on('style.load', () => {
    if (timer) clearTimeout(timer);
    const top = overlay(current);
    for (const [id, spec] of Object.entries(top.sources)) if (!map.getSource(id)) map.addSource(id, spec);
    for (const layer of top.layers) if (!map.getLayer(layer.id)) map.addLayer(layer);
    fit(map);
    if (!ready) {
      ready = true;
      opts.onReady();
    }
  });
  map.on('error', () => {
    if (map.isStyleLoaded() || ready) return; // a late tile or image error: the map is there
    if (!usingShipped) toShipped();
    else opts.onFail();
  });
  map.on('idle', () => opts.onRendered(renderedCounts(map)));
  map.on('click', MAP_LAYERS.points, (e) => {
    const id: unknown = e.features?.[0]?.properties.id;
    if (typeof id === 'string') opts.onSelect(id);
  });
  map.on('mouseenter', MAP_LAYERS.points, () => {
    map.getCanvas().style.cursor = 'pointer';
  });
  map.on('mouseleave', MAP_LAYERS.points, () => {
    map.getCanvas().style.cursor = '';
  });

  return {
    update(points, zones) {
      current = overlayOf(points, zones, data);
      if (!ready) return; // 'style.load' uses `current`
      void map.getSource<GeoJSONSource>('lz-points')?.setData(current.points);
      void map.getSource<GeoJSONSource>('lz-zones')?.setData(current.zones);
      fit(map);
    },
    remove() {
      if (timer) clearTimeout(timer);
      map.remove();
    },
  };
}
