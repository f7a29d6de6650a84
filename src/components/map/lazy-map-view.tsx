/**
 * The map view, loaded when a screen shows a map (the listing's map toggle, tracking's "show map"): the light shell
 * (frame, state, the list of places) stays out of the first-route bundles as maplibre does.
 */
import { lazy, Suspense } from 'react';
import type { MapViewProps } from './map-view.tsx';

const MapView = lazy(() => import('./map-view.tsx').then((m) => ({ default: m.MapView })));

export function LazyMapView(props: MapViewProps) {
  return (
    <Suspense fallback={<div className="map-view-pending" style={{ minHeight: props.height ?? 320 }} aria-busy="true" />}>
      <MapView {...props} />
    </Suspense>
  );
}
