import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { countryOutline, postalPoints } from './basemap.ts';

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8')) as Parameters<typeof countryOutline>[0];

/** Ray casting over every ring of a polygon (holes flip the answer). */
function inPolygon([x, y]: [number, number], rings: [number, number][][]): boolean {
  let hit = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
    }
  }
  return hit;
}

describe('shipped basemap', () => {
  it('when Austria is extracted from world-atlas, then Vienna, Innsbruck and Klagenfurt are inside and Munich, Bratislava are not', () => {
    const fc = countryOutline(topology, 'Austria');
    expect(fc.features).toHaveLength(1);
    const g = fc.features[0]!.geometry;
    const polygons = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
    const inside = (p: [number, number]) => polygons.some((rings) => inPolygon(p, rings));
    expect(inside([16.3725, 48.2083])).toBe(true);
    expect(inside([11.3933, 47.2683])).toBe(true);
    expect(inside([14.3055, 46.6247])).toBe(true);
    expect(inside([11.582, 48.1351])).toBe(false);
    expect(inside([17.1077, 48.1486])).toBe(false);
  });

  it('when the outline is rounded, then coordinates have at most 4 decimals, no point repeats its neighbour and rings stay closed', () => {
    const g = countryOutline(topology, 'Austria').features[0]!.geometry;
    const rings = g.type === 'Polygon' ? g.coordinates : g.coordinates.flat();
    for (const ring of rings) {
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      for (let i = 1; i < ring.length; i++) expect(ring[i]).not.toEqual(ring[i - 1]);
      for (const [x, y] of ring) {
        expect(Math.round(x * 1e4) / 1e4).toBe(x);
        expect(Math.round(y * 1e4) / 1e4).toBe(y);
      }
    }
    expect(JSON.stringify(countryOutline(topology, 'Austria')).length).toBeLessThan(25_000);
  });

  it('when a country is unknown, then the build stops with its name', () => {
    expect(() => countryOutline(topology, 'Atlantis')).toThrow(/Atlantis/);
  });

  it('when the postal data is turned into points, then each code is [code, lng, lat] rounded to 3 decimals, with the credit', () => {
    const out = postalPoints({
      credit: 'Postal code data © GeoNames',
      entries: [
        ['1010', 'Wien', 'Wien', 'Innere Stadt', 48.2077, 16.3702, []],
        ['6020', 'Innsbruck', 'Tirol', '', 47.26266, 11.39454, ['Hötting']],
      ],
    });
    expect(out).toEqual({ credit: 'Postal code data © GeoNames', points: [[1010, 16.37, 48.208], [6020, 11.395, 47.263]] });
  });

  it('when the real postal file is converted, then all 2,217 codes are there and the file stays small', () => {
    const data = JSON.parse(readFileSync('server/data/at-postal-codes.json', 'utf8')) as Parameters<typeof postalPoints>[0];
    const out = postalPoints(data);
    expect(out.points).toHaveLength(2217);
    expect(new Set(out.points.map((p) => p[0])).size).toBe(2217);
    expect(JSON.stringify(out).length).toBeLessThan(50_000);
  });
});
