import {
  boundsOf, convexHull, distanceKm, parsePostalPoints, pointCollection, postalPointCollection, postalRadiusKm, resolvePoint, zoneCollection,
  type MapPoint,
} from './geo-features.ts';

// three Vienna codes and a far-away one (coordinates as in the shipped file: [code, lng, lat])
const RAW = {
  credit: 'GeoNames',
  points: [
    [1010, 16.371, 48.208],
    [1070, 16.349, 48.202],
    [1060, 16.347, 48.195],
    [6020, 11.394, 47.268],
    ['1080', 16.35, 48.21], // not a number: skipped
    [999, 16, 48], // not a postal code: skipped
    [1090, 16.35], // incomplete: skipped
  ],
};
const postal = parsePostalPoints(RAW);

/** Ray casting: is [x, y] inside the closed ring? */
function inside([x, y]: [number, number], ring: [number, number][]): boolean {
  let hit = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

describe('postal points', () => {
  it('when the shipped file is parsed, then valid rows become code → point and bad rows are skipped', () => {
    expect([...postal.keys()]).toEqual(['1010', '1070', '1060', '6020']);
    expect(postal.get('1070')).toEqual({ lng: 16.349, lat: 48.202 });
    expect(parsePostalPoints(null).size).toBe(0);
    expect(parsePostalPoints({ points: 'x' }).size).toBe(0);
  });

  it('when the points become GeoJSON, then each is a Point feature [lng, lat] with its code', () => {
    const fc = postalPointCollection(postal);
    expect(fc.features).toHaveLength(4);
    expect(fc.features[1]).toEqual({ type: 'Feature', geometry: { type: 'Point', coordinates: [16.349, 48.202] }, properties: { postalCode: '1070' } });
  });
});

describe('map points', () => {
  const points: MapPoint[] = [
    { id: 'v1', kind: 'vendor', label: 'Pizza', at: { lng: 16.36, lat: 48.2 } },
    { id: 'dest', kind: 'destination', label: 'Ziel', at: { postalCode: ' 6020 ' } },
    { id: 'nowhere', kind: 'destination', label: 'Unbekannt', at: { postalCode: '9999' } },
    { id: 'nan', kind: 'vendor', label: 'Ohne Ort', at: { lng: Number.NaN, lat: 48 } },
  ];

  it('when a point has only a postal code, then it sits at that code’s centroid; unknown places are left out', () => {
    expect(resolvePoint(points[1]!, postal)).toEqual({ lng: 11.394, lat: 47.268 });
    const fc = pointCollection(points, postal);
    expect(fc.features.map((f) => [f.properties.id, f.properties.kind, f.geometry.coordinates])).toEqual([
      ['v1', 'vendor', [16.36, 48.2]],
      ['dest', 'destination', [11.394, 47.268]],
    ]);
  });
});

describe('zones', () => {
  it('when distances are measured, then 1 degree of latitude is about 111 km and 1010–1070 about 1.7 km', () => {
    expect(distanceKm({ lng: 16, lat: 48 }, { lng: 16, lat: 49 })).toBeCloseTo(111.32, 1);
    // by hand: dx = 0.022° · cos(48.205°) · 111.32 = 1.632 km, dy = 0.006° · 111.32 = 0.668 km → 1.763 km
    expect(distanceKm(postal.get('1010')!, postal.get('1070')!)).toBeCloseTo(1.763, 2);
  });

  it('when a code’s radius is judged, then it is 60 % of the way to its nearest neighbour, at least 0.8 km and at most 6 km', () => {
    // 1060's nearest is 1070: dx = 0.002° · cos(48.1985°) · 111.32 = 0.1484 km, dy = 0.007° · 111.32 = 0.7792 km → 0.793 km; 60 % < 0.8
    expect(postalRadiusKm('1060', postal)).toBe(0.8);
    // 6020 (Innsbruck) is far from the rest: capped
    expect(postalRadiusKm('6020', postal)).toBe(6);
    // 1010's nearest is 1070 at 1.763 km → 1.058 km
    expect(postalRadiusKm('1010', postal)).toBeCloseTo(1.058, 2);
  });

  it('when the hull of a square with an inner point is taken, then it is the four corners, closed', () => {
    const hull = convexHull([[0, 0], [2, 0], [1, 1], [2, 2], [0, 2]]);
    expect(hull).toEqual([[0, 0], [2, 0], [2, 2], [0, 2], [0, 0]]);
  });

  it('when a zone is shaded, then its area covers each of its codes and not a code outside it', () => {
    const fc = zoneCollection([{ label: 'Innenstadt', postalCodes: ['1010', '1070'] }, { label: 'Leer', postalCodes: ['9999'] }], postal);
    expect(fc.features).toHaveLength(1);
    const [zone] = fc.features;
    expect(zone!.properties).toEqual({ label: 'Innenstadt', index: 0 });
    const ring = zone!.geometry.coordinates[0]!;
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    const at = (code: string): [number, number] => [postal.get(code)!.lng, postal.get(code)!.lat];
    expect(inside(at('1010'), ring)).toBe(true);
    expect(inside(at('1070'), ring)).toBe(true);
    expect(inside(at('6020'), ring)).toBe(false);
  });

  it('when bounds are taken over points and zones, then they span every coordinate', () => {
    const zones = zoneCollection([{ label: 'A', postalCodes: ['1060'] }], postal);
    const points = pointCollection([{ id: 'x', kind: 'vendor', label: 'X', at: { lng: 16.5, lat: 48.3 } }], postal);
    const b = boundsOf([points, zones])!;
    expect(b[1]).toEqual([16.5, 48.3]);
    // the 0.8 km circle around 1060 reaches 0.8 / 111.32 = 0.00719° south of it
    expect(b[0][1]).toBeCloseTo(48.195 - 0.00719, 4);
    expect(boundsOf([{ type: 'FeatureCollection', features: [] }])).toBeNull();
  });
});
