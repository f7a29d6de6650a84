/**
 * The map, loaded on demand: the view's code and its texts (lazy namespace `map`) load when a map is first shown;
 * maplibre and the basemap data follow from inside the view. A screen imports this, never map-view.tsx, so no
 * first-route bundle carries the map.
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { ensureNamespaces } from '../../i18n/lazy.ts';
import type { MapViewProps } from './map-view.tsx';

const MapView = lazy(() => Promise.all([import('./map-view.tsx'), ensureNamespaces('map')]).then(([m]) => m));

/** When the view's code cannot be loaded at all, the screen's own text stands in for the map. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export type LazyMapProps = MapViewProps & {
  /** shown while the view loads and if it cannot be loaded (e.g. the address as text) */
  fallback: ReactNode;
};

export function LazyMap({ fallback, ...props }: LazyMapProps) {
  return (
    <MapBoundary fallback={fallback}>
      <Suspense fallback={<div style={{ minHeight: props.height ?? 360 }}>{fallback}</div>}>
        <MapView {...props} />
      </Suspense>
    </MapBoundary>
  );
}
