/** Browser-side helpers of the map view (kept apart so the view stays readable). */
import type { Map as MaplibreMap } from 'maplibre-gl';
import { MAP_LAYERS } from '../../lib/map/map-style.ts';

/** Whether this browser can give a WebGL context (maplibre needs one). */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

export interface RenderedCounts {
  points: number;
  zones: number;
  postal: number;
  outline: number;
}

/** How many features of each of our layers maplibre has drawn in the current view (0 for a missing layer). */
export function renderedCounts(map: MaplibreMap): RenderedCounts {
  const count = (layer: string) => (map.getLayer(layer) ? map.queryRenderedFeatures({ layers: [layer] }).length : 0);
  return {
    points: count(MAP_LAYERS.points),
    zones: count(MAP_LAYERS.zonesFill),
    postal: count(MAP_LAYERS.postal),
    outline: count(MAP_LAYERS.outlineFill),
  };
}
