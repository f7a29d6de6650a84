import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { POSTAL_TABLE } from './postal-table.gen.ts';
import { decodePostalTable, encodePostalTable } from './postal-table.ts';
import { distanceToRingKm, isInAustria, pointInRing, reverseLookup, type Ring } from './reverse-geo.ts';

const square: Ring = [[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]];

describe('point in ring and distance to it', () => {
  it('when a point is inside or outside a square, then the ray cast says so', () => {
    expect(pointInRing({ lat: 5, lng: 5 }, square)).toBe(true);
    expect(pointInRing({ lat: 5, lng: 11 }, square)).toBe(false);
  });
  it('when a point is 0.1° east of the edge at the equator, then it is ~11 km away', () => {
    expect(distanceToRingKm({ lat: 5, lng: 10.1 }, square)).toBeCloseTo(11.1, 0);
  });
});

describe('the shipped postal table', () => {
  const table = decodePostalTable(POSTAL_TABLE);

  it('when compressed, then it is at most 40 KiB (gzip)', () => {
    const gz = gzipSync(`export const POSTAL_TABLE = ${JSON.stringify(POSTAL_TABLE)};`, { level: 9 }).length;
    console.log(`offline postal table: ${POSTAL_TABLE.length} characters, ${(gz / 1024).toFixed(1)} KiB gzip, ${table.points.length} points, ${table.outline.length} outline points`);
    expect(gz).toBeLessThanOrEqual(40 * 1024);
  });

  it('when decoded and encoded again, then the text is the same', () => {
    expect(encodePostalTable(table)).toBe(POSTAL_TABLE);
  });

  it('when every place is checked, then nearly all lie inside the outline (a couple of border places within 2 km)', () => {
    const outside = table.points.filter((p) => !isInAustria(p, table.outline));
    expect(outside.length).toBeLessThanOrEqual(3);
    for (const p of outside) expect(distanceToRingKm(p, table.outline)).toBeLessThan(2);
  });

  it('when looking up Neubau and Munich, then 1070 and nothing', () => {
    expect(reverseLookup(table.points, table.outline, { lat: 48.2016, lng: 16.349 })?.entry.postalCode).toBe('1070');
    expect(reverseLookup(table.points, table.outline, { lat: 48.137, lng: 11.575 })).toBeNull();
  });
});
