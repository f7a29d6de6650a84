/**
 * The basemap shipped with the app (issue 15 item 4), built at build time into two compact, content-hashed files:
 * - `assets/map-at-outline-<hash>.json`: Austria's outline as GeoJSON, from world-atlas (Natural Earth 1:10m,
 *   TopoJSON → GeoJSON with topojson-client), coordinates rounded to 4 decimals (~10 m);
 * - `assets/map-at-postal-<hash>.json`: every Austrian postal code's point from server/data/at-postal-codes.json
 *   (GeoNames, CC BY 4.0 — the credit travels in the file) as `[code, lng, lat]`, rounded to 3 decimals (~100 m).
 * Their URLs go into the app as `import.meta.env.VITE_MAP_OUTLINE_URL` / `VITE_MAP_POSTAL_URL`. Not precached (see
 * the service worker: cached when a map is first shown, like maplibre itself).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Plugin } from 'vite';

type Topology = Parameters<typeof feature>[0];

type Position = [number, number];
type OutlineGeometry = { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };

export interface OutlineCollection {
  type: 'FeatureCollection';
  features: { type: 'Feature'; properties: { name: string }; geometry: OutlineGeometry }[];
}

export interface PostalPointsFile {
  credit: string;
  /** [postal code as a number, lng, lat] */
  points: [number, number, number][];
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A ring rounded, without the repeated points rounding makes (first and last stay equal: the ring stays closed). */
function roundRing(ring: number[][], decimals: number): Position[] {
  const out: Position[] = [];
  for (const p of ring) {
    const q: Position = [round(p[0] ?? 0, decimals), round(p[1] ?? 0, decimals)];
    const last = out[out.length - 1];
    if (!last || last[0] !== q[0] || last[1] !== q[1]) out.push(q);
  }
  return out;
}

/** The named country of a world-atlas topology as a one-feature GeoJSON collection. */
export function countryOutline(topology: Topology, name: string, decimals = 4): OutlineCollection {
  const countries = topology.objects.countries;
  if (!countries || countries.type !== 'GeometryCollection') throw new Error('basemap: no countries in the topology');
  const geometry = countries.geometries.find((g) => (g.properties as { name?: unknown } | undefined)?.name === name);
  if (!geometry) throw new Error(`basemap: no country named ${name}`);
  const g = feature(topology, { type: 'GeometryCollection', geometries: [geometry] }).features[0]?.geometry;
  if (!g) throw new Error(`basemap: ${name} has no geometry`);
  let out: OutlineGeometry;
  if (g.type === 'Polygon') out = { type: 'Polygon', coordinates: g.coordinates.map((r) => roundRing(r, decimals)) };
  else if (g.type === 'MultiPolygon') out = { type: 'MultiPolygon', coordinates: g.coordinates.map((p) => p.map((r) => roundRing(r, decimals))) };
  else throw new Error(`basemap: ${name} is a ${g.type}, not a polygon`);
  return { type: 'FeatureCollection', features: [{ type: 'Feature', properties: { name }, geometry: out }] };
}

interface PostalDataFile {
  credit: string;
  entries: [string, string, string, string, number, number, string[]][];
}

/** The postal-code points of server/data/at-postal-codes.json: `[code, lng, lat]`, rounded. */
export function postalPoints(data: PostalDataFile, decimals = 3): PostalPointsFile {
  return {
    credit: data.credit,
    points: data.entries.map(([code, , , , lat, lng]) => [Number(code), round(lng, decimals), round(lat, decimals)]),
  };
}

interface BuiltFile {
  fileName: string;
  source: string;
}

function hashed(stem: string, value: unknown): BuiltFile {
  const source = JSON.stringify(value);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  return { fileName: `assets/${stem}-${hash}.json`, source };
}

export function basemapPlugin(opts = { postalData: 'server/data/at-postal-codes.json' }): Plugin {
  let files: { outline: BuiltFile; postal: BuiltFile } | undefined;
  const build = () => {
    if (files) return files;
    const require = createRequire(import.meta.url);
    const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8')) as Topology;
    const postal = JSON.parse(readFileSync(opts.postalData, 'utf8')) as PostalDataFile;
    files = { outline: hashed('map-at-outline', countryOutline(topology, 'Austria')), postal: hashed('map-at-postal', postalPoints(postal)) };
    return files;
  };
  return {
    name: 'lieferzone-basemap',
    config() {
      const { outline, postal } = build();
      return {
        define: {
          'import.meta.env.VITE_MAP_OUTLINE_URL': JSON.stringify(`/${outline.fileName}`),
          'import.meta.env.VITE_MAP_POSTAL_URL': JSON.stringify(`/${postal.fileName}`),
        },
      };
    },
    configureServer(server) {
      for (const file of Object.values(build())) {
        server.middlewares.use(`/${file.fileName}`, (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.end(file.source);
        });
      }
    },
    generateBundle() {
      for (const file of Object.values(build())) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
  };
}
