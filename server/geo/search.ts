/**
 * Postal-code and place suggestions for the address boxes (Austria only, from the GeoNames-derived index).
 * Digits match postal-code prefixes; words match city and place names by prefix, accent- and umlaut-insensitive,
 * with "St.", "St" and "Sankt" treated alike ("st. pölten" = "sankt pölten" = "st-polten").
 */
import { parseAddressQuery } from '../../src/domain/address-query.ts';
import { fold, postalIndex, type PostalEntry } from './postal.ts';
import { HOME_CITY_BY_NAME } from './home-cities.ts';
import type { GeoSuggestion } from '../../src/domain/types.ts';

export type { GeoSuggestion };

/** Folded, punctuation-free form used for matching: "St. Pölten" → "st polten". */
export function normalizeName(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\bsankt\b/g, 'st')
    .replace(/\bsanct\b/g, 'st')
    .replace(/\s+/g, ' ');
}

interface Candidate {
  entry: PostalEntry;
  /** display place */
  place: string;
  norm: string;
  isCity: boolean;
}

let candidates: Candidate[] | undefined;

function allCandidates(): Candidate[] {
  if (candidates) return candidates;
  const out: Candidate[] = [];
  for (const e of postalIndex().entries) {
    const cityPlace = e.city === 'Wien' && e.district ? e.district : e.city;
    out.push({ entry: e, place: cityPlace, norm: normalizeName(e.city), isCity: true });
    if (e.city === 'Wien' && e.district) out.push({ entry: e, place: e.district, norm: normalizeName(e.district), isCity: false });
    for (const p of e.places) {
      const place = p.startsWith('Wien, ') ? p.slice(6) : p;
      if (e.city === 'Wien' && place === e.district) continue;
      out.push({ entry: e, place, norm: normalizeName(place), isCity: false });
    }
  }
  candidates = out;
  return out;
}

function label(c: Candidate): string {
  const { postalCode, city } = c.entry;
  if (city === 'Wien' && c.entry.district === c.place) return `${postalCode} Wien, ${c.place}`;
  if (c.place === city || c.place.startsWith(`${city}-`)) return `${postalCode} ${c.place}`;
  return `${postalCode} ${c.place} (${city})`;
}

function toSuggestion(c: Candidate): GeoSuggestion {
  const e = c.entry;
  return { postalCode: e.postalCode, city: e.city, place: c.place, state: e.state, lat: e.lat, lng: e.lng, label: label(c) };
}

/** Match quality of a normalised name against the query text; 0 = no match, higher is better. */
function nameScore(norm: string, text: string): number {
  if (!text) return 1;
  if (norm === text) return 4;
  if (norm.startsWith(text)) return 3;
  if (norm.includes(` ${text}`)) return 2;
  return 0;
}

/**
 * The postal-code digits of a query and its words. A number is a postal code only where parseAddressQuery says so
 * (leading digits, or four digits starting a comma-separated part): "Mariahilfer Straße 10" has a house number and
 * no postal code. A four-digit "house number" after a place name ("Wien 1070") still filters by postal code.
 */
function postalAndText(query: string): { digits: string; text: string } {
  const q = parseAddressQuery(query);
  const fourDigits = q.houseNumber && /^\d{4}$/.test(q.houseNumber) ? q.houseNumber : '';
  let rest = query;
  for (const d of [q.postalCode, q.postalPrefix, q.houseNumber]) if (d) rest = rest.replace(d, ' ');
  return { digits: q.postalCode ?? q.postalPrefix ?? fourDigits, text: normalizeName(rest.replace(/\d+/g, ' ')) };
}

/** Up to `limit` suggestions for the query (already validated: ≥ 2 characters). */
export function searchPlaces(query: string, limit = 5): GeoSuggestion[] {
  const { digits, text } = postalAndText(query);
  if (!digits && !text) return [];
  const scored: { c: Candidate; score: number }[] = [];
  for (const c of allCandidates()) {
    if (digits && !c.entry.postalCode.startsWith(digits)) continue;
    if (!text && !c.isCity) continue; // digits only: one suggestion per code
    const s = nameScore(c.norm, text);
    if (!s) continue;
    // cities before villages, the twelve big cities first
    const score = s * 10 + (c.isCity ? 3 : 0) + (HOME_CITY_BY_NAME.has(c.entry.city) && c.isCity ? 2 : 0);
    scored.push({ c, score });
  }
  scored.sort((a, b) => b.score - a.score || a.c.entry.postalCode.localeCompare(b.c.entry.postalCode) || a.c.place.localeCompare(b.c.place, 'de'));
  const seen = new Set<string>();
  const out: GeoSuggestion[] = [];
  for (const { c } of scored) {
    const key = `${c.entry.postalCode}|${c.place}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(toSuggestion(c));
    if (out.length >= limit) break;
  }
  return out;
}
