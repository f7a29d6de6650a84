/**
 * The compact postal table of "use my location" (issue 15 item 1): the places of every Austrian postal code with
 * their coordinates (GeoNames; places of one code closer than 1 km merged, ~10,000 points) and Austria's outline,
 * as one text of delta-encoded base-36 integers:
 *
 *   "1|" outline "|" codes "|" lats "|" lngs
 *   outline: lng,lat pairs in 1/1000 degree, each number the difference to the previous one
 *   codes, lats, lngs: one column each (coordinates in 1/1000 degree), differences likewise
 *
 * Generated into postal-table.gen.ts by server/geo/derive-geo-tables.ts; the server (GET /api/geo/reverse) and the
 * app's offline lookup (src/lib/geo/) read the same table.
 */
import type { PostalPoint, Ring } from './reverse-geo.ts';

export interface PostalTable {
  points: PostalPoint[];
  outline: Ring;
}

const VERSION = '1';

function deltas(values: readonly number[]): string {
  let prev = 0;
  return values
    .map((v) => {
      const d = v - prev;
      prev = v;
      return d.toString(36);
    })
    .join(',');
}

function undeltas(text: string): number[] {
  let prev = 0;
  return text === '' ? [] : text.split(',').map((s) => (prev += parseInt(s, 36)));
}

/** Column-wise delta lists: each column compresses well. Points keep their order within a code. */
export function encodePostalTable(t: PostalTable): string {
  const outline = deltas(t.outline.flatMap(([lng, lat]) => [Math.round(lng * 1000), Math.round(lat * 1000)]));
  const points = [...t.points].sort((a, b) => a.postalCode.localeCompare(b.postalCode) || a.lat - b.lat || a.lng - b.lng);
  const codes = deltas(points.map((p) => Number(p.postalCode)));
  const lats = deltas(points.map((p) => Math.round(p.lat * 1000)));
  const lngs = deltas(points.map((p) => Math.round(p.lng * 1000)));
  return [VERSION, outline, codes, lats, lngs].join('|');
}

export function decodePostalTable(text: string): PostalTable {
  const [version, outlineText = '', codeText = '', latText = '', lngText = ''] = text.split('|');
  if (version !== VERSION) throw new Error(`Unknown postal table version ${String(version)}`);
  const flat = undeltas(outlineText);
  const outline: [number, number][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) outline.push([(flat[i] ?? 0) / 1000, (flat[i + 1] ?? 0) / 1000]);
  const codes = undeltas(codeText);
  const lats = undeltas(latText);
  const lngs = undeltas(lngText);
  if (lats.length !== codes.length || lngs.length !== codes.length) throw new Error('Broken postal table');
  const points = codes.map((c, i) => ({
    postalCode: String(c).padStart(4, '0'),
    lat: (lats[i] ?? 0) / 1000,
    lng: (lngs[i] ?? 0) / 1000,
  }));
  return { points, outline };
}
