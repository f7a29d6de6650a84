/**
 * Street suggestions without a geocoder (issue 15 item 2): the streets that appear in vendor addresses
 * ("Mariahilfer Straße 45, 1060 Wien"), matched by prefix, accent- and umlaut-insensitive ("strasse" = "straße",
 * "str." = "straße"). Read from the vendor table at most once a minute; a draft vendor's address (not yet published
 * by the back office) is not suggested.
 */
import { parseAddressQuery } from '../../src/domain/address-query.ts';
import type { GeoSuggestion } from '../../src/domain/types.ts';
import type { Db } from '../db/index.ts';
import { lookupPostal } from './postal.ts';
import { publishedVendorAddresses } from './repositories/vendors.ts';
import { normalizeName } from './search.ts';

interface KnownStreet {
  street: string;
  norm: string;
  postalCode: string;
  city: string;
  lat: number;
  lng: number;
}

const REFRESH_MS = 60_000;

/** Folded street name: "Mariahilfer Str." → "mariahilfer strasse". */
export function normalizeStreet(text: string): string {
  return normalizeName(text).replace(/\bstr\b/g, 'strasse').replace(/(\p{L})str\b/gu, '$1strasse');
}

export function vendorStreets(db: Db): (query: string, limit: number) => Promise<GeoSuggestion[]> {
  let loaded: { at: number; streets: KnownStreet[] } | undefined;

  async function streets(): Promise<KnownStreet[]> {
    if (loaded && Date.now() - loaded.at < REFRESH_MS) return loaded.streets;
    const rows = await publishedVendorAddresses(db);
    const seen = new Set<string>();
    const out: KnownStreet[] = [];
    for (const r of rows) {
      const street = parseAddressQuery(r.address).street;
      if (!street || r.lat === null || r.lng === null) continue;
      const norm = normalizeStreet(street);
      const key = `${norm}|${r.postal_code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ street, norm, postalCode: r.postal_code, city: r.city, lat: r.lat, lng: r.lng });
    }
    out.sort((a, b) => a.norm.localeCompare(b.norm) || a.postalCode.localeCompare(b.postalCode));
    loaded = { at: Date.now(), streets: out };
    return out;
  }

  return async (query, limit) => {
    const q = parseAddressQuery(query);
    const typed = q.street ? normalizeStreet(q.street) : '';
    if (typed.length < 3) return [];
    const matches = (await streets()).filter(
      (s) => (s.norm.startsWith(typed) || s.norm.includes(` ${typed}`)) && (!q.postalCode || s.postalCode === q.postalCode),
    );
    return matches.slice(0, limit).map((s): GeoSuggestion => {
      const info = lookupPostal(s.postalCode);
      const place = info?.district || s.city;
      const streetText = q.houseNumber ? `${s.street} ${q.houseNumber}` : s.street;
      return {
        postalCode: s.postalCode,
        city: s.city,
        place,
        state: info?.state ?? '',
        lat: s.lat,
        lng: s.lng,
        label: `${streetText}, ${s.postalCode} ${s.city}`,
        street: s.street,
        ...(q.houseNumber ? { houseNumber: q.houseNumber } : {}),
      };
    });
  };
}
