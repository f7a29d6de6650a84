/**
 * "Use my location" on the server: the nearest Austrian postal code to a point (GET /api/geo/reverse), from the
 * same compact table the app uses offline (src/domain/postal-table.gen.ts), decoded once.
 */
import { POSTAL_TABLE } from '../../src/domain/postal-table.gen.ts';
import { decodePostalTable, type PostalTable } from '../../src/domain/postal-table.ts';
import { reverseLookup } from '../../src/domain/reverse-geo.ts';
import { lookupPostal, type PostalEntry } from './postal.ts';

let table: PostalTable | undefined;

export function postalTable(): PostalTable {
  table ??= decodePostalTable(POSTAL_TABLE);
  return table;
}

/** The postal code whose nearest place is closest to the point, or null outside Austria. */
export function reversePostal(lat: number, lng: number): { entry: PostalEntry; km: number } | null {
  const t = postalTable();
  const hit = reverseLookup(t.points, t.outline, { lat, lng });
  const entry = hit ? lookupPostal(hit.entry.postalCode) : undefined;
  return hit && entry ? { entry, km: hit.km } : null;
}
