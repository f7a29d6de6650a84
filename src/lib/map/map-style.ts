/**
 * Map styles (pure; maplibre types only). Two sources of a basemap:
 * - the style named by the runtime configuration (`mapStyleUrl` in /config.json, env MAP_STYLE_URL on the server);
 * - without one (and whenever that style cannot be loaded) the basemap shipped with the app: Austria's outline
 *   (Natural Earth via world-atlas) and the postal-code points (GeoNames) — no tiles, no fonts, no network.
 * The app's own layers (zones, points) are the same over either basemap: `overlay()`; they use no text, so the
 * shipped style needs no glyph server.
 */
import type { GeoJSONSourceSpecification, LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection, MapPointKind, PointGeometry, PolygonGeometry } from './geo-features.ts';

export const MAP_LAYERS = {
  outlineFill: 'lz-outline-fill',
  outlineLine: 'lz-outline-line',
  postal: 'lz-postal',
  zonesFill: 'lz-zones-fill',
  zonesLine: 'lz-zones-line',
  points: 'lz-points',
} as const;

/** Credit of the shipped data (GeoNames' CC BY 4.0 requires it wherever a derivative is shown). */
export const SHIPPED_ATTRIBUTION = 'Postleitzahlen © GeoNames (CC BY 4.0) · Umriss: Natural Earth';

export const POINT_COLORS: Record<MapPointKind, string> = {
  vendor: '#c2410c',
  restaurant: '#c2410c',
  destination: '#1d4ed8',
  courier: '#15803d',
};

/** The basemap to use: the configured style when it is an http(s) or same-origin URL, else the shipped one. */
export type BasemapSource = { kind: 'configured'; url: string } | { kind: 'shipped' };

export function basemapSource(mapStyleUrl: string | undefined): BasemapSource {
  const url = mapStyleUrl?.trim();
  if (!url) return { kind: 'shipped' };
  if (/^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url)) return { kind: 'configured', url };
  return { kind: 'shipped' };
}

type Props = Record<string, unknown>;

export interface Overlay {
  zones: FeatureCollection<PolygonGeometry, Props>;
  points: FeatureCollection<PointGeometry, Props>;
}

/** The app's sources and layers (drawn on top of any basemap). */
export function overlay({ zones, points }: Overlay): { sources: Record<string, SourceSpecification>; layers: LayerSpecification[] } {
  return {
    sources: {
      'lz-zones': { type: 'geojson', data: zones },
      'lz-points': { type: 'geojson', data: points },
    },
    layers: [
      { id: MAP_LAYERS.zonesFill, type: 'fill', source: 'lz-zones', paint: { 'fill-color': '#ea580c', 'fill-opacity': 0.18 } },
      { id: MAP_LAYERS.zonesLine, type: 'line', source: 'lz-zones', paint: { 'line-color': '#c2410c', 'line-width': 1.5, 'line-dasharray': [2, 1] } },
      {
        id: MAP_LAYERS.points,
        type: 'circle',
        source: 'lz-points',
        paint: {
          'circle-radius': 8,
          'circle-color': ['match', ['get', 'kind'], 'destination', POINT_COLORS.destination, 'courier', POINT_COLORS.courier, POINT_COLORS.vendor],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2.5,
        },
      },
    ],
  };
}

export interface ShippedData {
  /** Austria's outline (GeoJSON from the build) */
  outline: unknown;
  postal: FeatureCollection<PointGeometry, { postalCode: string }>;
}

/** The shipped basemap with the app's overlay: a complete style that loads nothing from the network. */
export function shippedStyle(data: ShippedData, layers: Overlay): StyleSpecification {
  const top = overlay(layers);
  return {
    version: 8,
    sources: {
      'lz-outline': { type: 'geojson', data: data.outline as GeoJSONSourceSpecification['data'], attribution: SHIPPED_ATTRIBUTION },
      'lz-postal': { type: 'geojson', data: data.postal },
      ...top.sources,
    },
    layers: [
      { id: 'lz-background', type: 'background', paint: { 'background-color': '#e5e7eb' } },
      { id: MAP_LAYERS.outlineFill, type: 'fill', source: 'lz-outline', paint: { 'fill-color': '#fafaf9' } },
      { id: MAP_LAYERS.outlineLine, type: 'line', source: 'lz-outline', paint: { 'line-color': '#57534e', 'line-width': 1.5 } },
      {
        id: MAP_LAYERS.postal,
        type: 'circle',
        source: 'lz-postal',
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 6, 1, 10, 2.5, 14, 4],
          'circle-color': '#78716c',
          'circle-opacity': 0.7,
        },
      },
      ...top.layers,
    ],
  };
}
