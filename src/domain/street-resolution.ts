/**
 * A street typed without a postal code (issue 25 item 1), resolved through what we know: the place search's streets
 * (the geocoder and its cache when configured, else the streets of vendor addresses) and the signed-in customer's saved
 * addresses. One postal code → that code; several → the customer picks; none → the listing says so and shows the way
 * forward. Kept apart from search-input.ts so that only the listing's chunk carries it.
 */
import { foldName } from './search-input.ts';

export interface KnownStreet {
  postalCode: string;
  city: string;
  street?: string | undefined;
}

export type StreetResolution<T extends KnownStreet> = { kind: 'one'; place: T } | { kind: 'several'; places: T[] } | { kind: 'none' };

const foldStreet = (s: string) => foldName(s).replace(/strasse\b/g, 'str').replace(/[\s.-]+/g, '');

/** The known places of `typed.street` (same name, folded: "Mariahilfer Str." = "mariahilferstrasse"), one per postal code. */
export function resolveStreet<T extends KnownStreet>(typed: { street: string; city?: string | undefined }, known: readonly T[]): StreetResolution<T> {
  const name = foldStreet(typed.street);
  const town = foldName(typed.city ?? '').replace(/^(?:vienna|viyana)$/, 'wien');
  const byCode = new Map<string, T>();
  for (const k of known) {
    if (!k.street || foldStreet(k.street) !== name) continue;
    if (town && !foldName(k.city).startsWith(town)) continue;
    if (!byCode.has(k.postalCode)) byCode.set(k.postalCode, k);
  }
  const places = [...byCode.values()].sort((a, b) => a.postalCode.localeCompare(b.postalCode));
  const [first] = places;
  if (!first) return { kind: 'none' };
  return places.length === 1 ? { kind: 'one', place: first } : { kind: 'several', places };
}
