/**
 * In-memory index of the Austrian postal codes (server/data/at-postal-codes.json, derived from GeoNames,
 * CC BY 4.0). Loaded once, on first use.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOME_CITY_BY_NAME } from './home-cities.ts';

export interface PostalEntry {
  postalCode: string;
  /** the town the code belongs to (home-page cities by their display name, e.g. "Wien", "Klagenfurt") */
  city: string;
  /** readable slug of the city: the home-page slug for the 12 home cities (e.g. st-polten), else slugify(city) */
  citySlug: string;
  state: string;
  /** Vienna district (or the single district of another city's code), '' when none */
  district: string;
  lat: number;
  lng: number;
  /** other places the code serves (villages, districts), without the city itself */
  places: string[];
}

export const POSTAL_DATA_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../data/at-postal-codes.json');

/** Lower-case, accents and umlauts folded to their base letter (ö → o, ß → ss), everything else → '-'. */
export function slugify(text: string): string {
  return fold(text).replace(/['’`]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** Lower-case with diacritics removed (ä → a, ß → ss); keeps spaces and punctuation. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

interface PostalIndex {
  entries: PostalEntry[];
  byCode: Map<string, PostalEntry>;
}

let index: PostalIndex | undefined;

export function postalIndex(): PostalIndex {
  if (index) return index;
  const doc = JSON.parse(readFileSync(POSTAL_DATA_FILE, 'utf8')) as {
    entries: [string, string, string, string, number, number, string[]][];
  };
  const entries = doc.entries.map(([postalCode, city, state, district, lat, lng, places]): PostalEntry => ({
    postalCode, city, state, district, lat, lng, places,
    citySlug: HOME_CITY_BY_NAME.get(city)?.slug ?? slugify(city),
  }));
  index = { entries, byCode: new Map(entries.map((e) => [e.postalCode, e])) };
  return index;
}

export function lookupPostal(code: string): PostalEntry | undefined {
  return postalIndex().byCode.get(code);
}

