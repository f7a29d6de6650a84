import { basemapSource, MAP_LAYERS, overlay, shippedStyle } from './map-style.ts';

const empty = { type: 'FeatureCollection' as const, features: [] };

describe('map style', () => {
  it.each([
    [undefined, { kind: 'shipped' }],
    ['', { kind: 'shipped' }],
    ['  ', { kind: 'shipped' }],
    ['https://tiles.example.org/style.json?key=1', { kind: 'configured', url: 'https://tiles.example.org/style.json?key=1' }],
    ['/styles/own.json', { kind: 'configured', url: '/styles/own.json' }],
    ['//evil.example/style.json', { kind: 'shipped' }],
    ['javascript:alert(1)', { kind: 'shipped' }],
  ])('when mapStyleUrl is %j, then the basemap is %j', (url, expected) => {
    expect(basemapSource(url)).toEqual(expected);
  });

  it('when the shipped style is built, then it loads nothing from the network: inline GeoJSON only, no tiles, glyphs or sprites', () => {
    const style = shippedStyle({ outline: empty, postal: empty }, { zones: empty, points: empty });
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof (source as { data: unknown }).data).toBe('object');
    }
    expect(JSON.stringify(style)).not.toMatch(/https?:|openstreetmap/);
    expect(style.layers.some((l) => l.type === 'symbol')).toBe(false);
  });

  it('when the shipped style is built, then the outline is below the postal points, the zones and, on top, the app’s points', () => {
    const style = shippedStyle({ outline: empty, postal: empty }, { zones: empty, points: empty });
    const order = style.layers.map((l) => l.id);
    const at = (id: string) => order.indexOf(id);
    expect(at(MAP_LAYERS.outlineFill)).toBeGreaterThan(-1);
    expect(at(MAP_LAYERS.outlineFill)).toBeLessThan(at(MAP_LAYERS.postal));
    expect(at(MAP_LAYERS.postal)).toBeLessThan(at(MAP_LAYERS.zonesFill));
    expect(at(MAP_LAYERS.zonesFill)).toBeLessThan(at(MAP_LAYERS.points));
    expect(order[order.length - 1]).toBe(MAP_LAYERS.points);
    expect(style.sources['lz-outline']).toMatchObject({ attribution: expect.stringContaining('GeoNames') });
  });

  it('when the overlay is built for a configured style, then it carries the given data and only the app’s layers', () => {
    const points = { type: 'FeatureCollection' as const, features: [{ type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [16, 48] as [number, number] }, properties: { id: 'a' } }] };
    const top = overlay({ zones: empty, points });
    expect(Object.keys(top.sources)).toEqual(['lz-zones', 'lz-points']);
    expect(top.sources['lz-points']).toEqual({ type: 'geojson', data: points });
    expect(top.layers.map((l) => l.id)).toEqual([MAP_LAYERS.zonesFill, MAP_LAYERS.zonesLine, MAP_LAYERS.points]);
  });
});
