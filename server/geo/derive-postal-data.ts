/**
 * Derives server/data/at-postal-codes.json from the GeoNames Austrian postal-code CSV
 * (../shared/data/at-postal-codes.csv, CC-BY 4.0). Run once when the source changes:
 *
 *   npx tsx server/geo/derive-postal-data.ts [path/to/at-postal-codes.csv]
 *
 * One entry per postal code: the town the code belongs to (its "city"), state, Vienna/Graz district where known,
 * coordinates of the town row and every distinct place the code serves. Deterministic output (sorted).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAustrianPostalCode } from '../../src/domain/contact.ts';
import { HOME_CITIES } from './home-cities.ts';
import { postalCsvPath, readPostalCsv } from './postal-csv.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = postalCsvPath();
const out = path.join(here, '../data/at-postal-codes.json');

interface Row {
  code: string;
  place: string;
  state: string;
  province: string;
  community: string;
  lat: number;
  lng: number;
}

const { rows: csvRows, column: col } = readPostalCsv(src);
const C = {
  code: col('zipcode'), place: col('place'), state: col('state'), province: col('province'),
  community: col('community'), lat: col('latitude'), lng: col('longitude'),
};
const byCode = new Map<string, Row[]>();
for (const c of csvRows) {
  const cell = (i: number) => c[i] ?? '';
  const row: Row = {
    code: cell(C.code).trim(), place: cell(C.place).trim(), state: cell(C.state), province: cell(C.province),
    community: cell(C.community), lat: Number(cell(C.lat)), lng: Number(cell(C.lng)),
  };
  if (!isAustrianPostalCode(row.code) || !Number.isFinite(row.lat) || !Number.isFinite(row.lng)) continue;
  const list = byCode.get(row.code) ?? [];
  list.push(row);
  byCode.set(row.code, list);
}

/** "Graz,01.Bez.:Innere Stadt" → { town: Graz, district: Innere Stadt }; "Wien, Favoriten" likewise. */
function splitDistrict(place: string): { town: string; district?: string } {
  const bez = /^([^,]+),\s*\d+\.\s*Bez\.:\s*(.+)$/.exec(place);
  if (bez?.[1] && bez[2]) return { town: bez[1].trim(), district: bez[2].trim() };
  const wien = /^Wien,\s*(.+)$/.exec(place);
  if (wien?.[1]) return { town: 'Wien', district: wien[1].trim() };
  return { town: place };
}

const homeByCommunity = new Map(HOME_CITIES.map((h) => [h.community, h]));

type Entry = [code: string, city: string, state: string, district: string, lat: number, lng: number, places: string[]];
const entries: Entry[] = [];
for (const [code, rows] of [...byCode.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  const communityCount = new Map<string, number>();
  for (const r of rows) communityCount.set(r.community, (communityCount.get(r.community) ?? 0) + 1);
  // The code's town: a Vienna district row; else the row that IS a town (place = community), above all a
  // statutory city or the town a district is named after; else the community most rows belong to.
  const districtRows = rows.filter((r) => splitDistrict(r.place).district).length;
  const score = (r: Row) => {
    const { town, district } = splitDistrict(r.place);
    let s = communityCount.get(r.community) ?? 0;
    if (town === 'Wien' && district && code.startsWith('1')) s += 1000;
    if (district && r.community.startsWith(town) && districtRows * 3 >= rows.length) s += 50;
    if (r.place === r.community) {
      s += 50;
      if (r.province === `${r.community} Stadt` || r.province.endsWith(` ${r.community}`)) s += 100;
    }
    return s;
  };
  const best = rows.reduce((b, r) => (score(r) > score(b) ? r : b));
  const split = splitDistrict(best.place);
  let city = split.town === 'Wien' && split.district ? 'Wien' : best.community;
  const home = homeByCommunity.get(city);
  if (home) city = home.name;
  const districts = new Set<string>();
  const places = new Set<string>();
  for (const r of rows) {
    const s = splitDistrict(r.place);
    if (s.district && city.startsWith(s.town)) districts.add(s.district);
    places.add(s.district ? (s.town === 'Wien' ? `Wien, ${s.district}` : `${s.town}-${s.district}`) : r.place);
  }
  const district = city === 'Wien' ? (split.district ?? '') : districts.size === 1 ? ([...districts][0] ?? '') : '';
  const placeList = [...places].filter((p) => p !== city).sort((a, b) => a.localeCompare(b, 'de'));
  entries.push([code, city, best.state, district, best.lat, best.lng, placeList]);
}

const doc = {
  source: 'GeoNames postal code data (https://www.geonames.org/), via zauberware/postal-codes-json-xml-csv',
  license: 'Creative Commons Attribution 4.0 (https://creativecommons.org/licenses/by/4.0/)',
  credit: 'Postal code data © GeoNames (geonames.org), CC BY 4.0. Derived (one entry per postal code) by Lieferzone.',
  fields: ['postalCode', 'city', 'state', 'district', 'lat', 'lng', 'places'],
  entries,
};
writeFileSync(out, JSON.stringify(doc).replace(/\],\[/g, '],\n[') + '\n');
console.log(`wrote ${entries.length} postal codes to ${path.relative(process.cwd(), out)}`);
