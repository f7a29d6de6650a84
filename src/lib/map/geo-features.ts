/**
 * GeoJSON for the app's maps (pure, no maplibre): postal-code points from the shipped basemap data, the points a map
 * shows (vendors, the restaurant, a destination) and delivery zones as shaded areas. A zone is a list of postal codes
 * (spec 1 §3), not a shape: its area is drawn approximately, as the convex hull of circles around the codes' points
 * (each circle about as large as the code's own area, judged by the distance to the nearest other code).
 */

export interface LngLat {
  lng: number;
  lat: number;
}

/** Postal code → its point (GeoNames coordinates of the code's town, rounded). */
export type PostalPoints = ReadonlyMap<string, LngLat>;

export interface PointGeometry {
  type: 'Point';
  coordinates: [number, number];
}
export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: [number, number][][];
}
export interface Feature<G, P> {
  type: 'Feature';
  geometry: G;
  properties: P;
}
export interface FeatureCollection<G, P> {
  type: 'FeatureCollection';
  features: Feature<G, P>[];
}

export type MapPointKind = 'vendor' | 'restaurant' | 'destination' | 'courier';

/** A point to show: at known coordinates, or at the centroid of a postal code (resolved with the shipped points). */
export interface MapPoint {
  id: string;
  kind: MapPointKind;
  label: string;
  /** readable place, e.g. the address (the text fallback and the list alternative show it) */
  description?: string;
  at: LngLat | { postalCode: string };
}

export interface MapZone {
  label: string;
  postalCodes: readonly string[];
}

/** The shipped postal-code file (src/build/basemap.ts): `[code, lng, lat]` rows; bad rows are skipped. */
export function parsePostalPoints(raw: unknown): Map<string, LngLat> {
  const out = new Map<string, LngLat>();
  const rows = typeof raw === 'object' && raw !== null ? (raw as { points?: unknown }).points : undefined;
  if (!Array.isArray(rows)) return out;
  for (const row of rows as unknown[]) {
    if (!Array.isArray(row)) continue;
    const [code, lng, lat] = row as unknown[];
    if (typeof code !== 'number' || typeof lng !== 'number' || typeof lat !== 'number') continue;
    if (!Number.isInteger(code) || code < 1000 || code > 9999) continue;
    out.set(String(code), { lng, lat });
  }
  return out;
}

export function postalPointCollection(points: PostalPoints): FeatureCollection<PointGeometry, { postalCode: string }> {
  return {
    type: 'FeatureCollection',
    features: [...points].map(([postalCode, p]) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
      properties: { postalCode },
    })),
  };
}

/** Where a point is: its coordinates, or its postal code's centroid (null when neither is known). */
export function resolvePoint(point: MapPoint, postal: PostalPoints): LngLat | null {
  if ('postalCode' in point.at) return postal.get(point.at.postalCode.trim()) ?? null;
  const { lng, lat } = point.at;
  return Number.isFinite(lng) && Number.isFinite(lat) ? { lng, lat } : null;
}

export function pointCollection(
  points: readonly MapPoint[],
  postal: PostalPoints,
): FeatureCollection<PointGeometry, { id: string; kind: MapPointKind; label: string }> {
  const features: Feature<PointGeometry, { id: string; kind: MapPointKind; label: string }>[] = [];
  for (const point of points) {
    const at = resolvePoint(point, postal);
    if (!at) continue;
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [at.lng, at.lat] },
      properties: { id: point.id, kind: point.kind, label: point.label },
    });
  }
  return { type: 'FeatureCollection', features };
}

const KM_PER_DEG_LAT = 111.32;

/** Rough distance in km (equirectangular; good enough inside one country). */
export function distanceKm(a: LngLat, b: LngLat): number {
  const x = (b.lng - a.lng) * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180) * KM_PER_DEG_LAT;
  const y = (b.lat - a.lat) * KM_PER_DEG_LAT;
  return Math.hypot(x, y);
}

const MIN_RADIUS_KM = 0.8;
const MAX_RADIUS_KM = 6;

/** How far around a postal code's point its area reaches: 60 % of the way to the nearest other code, bounded. */
export function postalRadiusKm(code: string, postal: PostalPoints): number {
  const own = postal.get(code);
  if (!own) return MIN_RADIUS_KM;
  let nearest = Infinity;
  for (const [other, p] of postal) {
    if (other === code || (p.lng === own.lng && p.lat === own.lat)) continue;
    nearest = Math.min(nearest, distanceKm(own, p));
  }
  return Math.min(MAX_RADIUS_KM, Math.max(MIN_RADIUS_KM, 0.6 * nearest));
}

function circle(center: LngLat, radiusKm: number, steps = 16): [number, number][] {
  const dLat = radiusKm / KM_PER_DEG_LAT;
  const dLng = radiusKm / (KM_PER_DEG_LAT * Math.cos((center.lat * Math.PI) / 180));
  return Array.from({ length: steps }, (_, i) => {
    const a = (2 * Math.PI * i) / steps;
    return [center.lng + dLng * Math.cos(a), center.lat + dLat * Math.sin(a)] as [number, number];
  });
}

/** Convex hull (Andrew's monotone chain), counter-clockwise, closed (first point repeated at the end). */
export function convexHull(points: readonly [number, number][]): [number, number][] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: [number, number][]) => {
    const out: [number, number][] = [];
    for (const p of list) {
      while (out.length >= 2) {
        const a = out[out.length - 2];
        const b = out[out.length - 1];
        if (!a || !b || cross(a, b, p) > 0) break;
        out.pop();
      }
      out.push(p);
    }
    out.pop();
    return out;
  };
  const hull = [...half(sorted), ...half([...sorted].reverse())];
  const first = hull[0];
  return first ? [...hull, first] : hull;
}

/** The zones as shaded areas; a zone none of whose codes is known is left out. */
export function zoneCollection(
  zones: readonly MapZone[],
  postal: PostalPoints,
): FeatureCollection<PolygonGeometry, { label: string; index: number }> {
  const features: Feature<PolygonGeometry, { label: string; index: number }>[] = [];
  zones.forEach((zone, index) => {
    const corners: [number, number][] = [];
    for (const code of zone.postalCodes) {
      const p = postal.get(code.trim());
      if (p) corners.push(...circle(p, postalRadiusKm(code.trim(), postal)));
    }
    if (corners.length < 3) return;
    features.push({ type: 'Feature', geometry: { type: 'Polygon', coordinates: [convexHull(corners)] }, properties: { label: zone.label, index } });
  });
  return { type: 'FeatureCollection', features };
}

/** [[west, south], [east, north]] around every coordinate of the given features, or null when there is none. */
export function boundsOf(
  collections: readonly FeatureCollection<PointGeometry | PolygonGeometry, unknown>[],
): [[number, number], [number, number]] | null {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  const add = ([x, y]: [number, number]) => {
    w = Math.min(w, x);
    e = Math.max(e, x);
    s = Math.min(s, y);
    n = Math.max(n, y);
  };
  for (const c of collections) {
    for (const f of c.features) {
      if (f.geometry.type === 'Point') add(f.geometry.coordinates);
      else for (const ring of f.geometry.coordinates) ring.forEach(add);
    }
  }
  return Number.isFinite(w) ? [[w, s], [e, n]] : null;
}
