/**
 * Delivery zones (spec 1 §3 "Delivery zone", §4 "Vendor page zone", §5 "Zone matching").
 * A zone's postalCode is a single string or a list; a code matches by exact equality or list membership.
 * A vendor without zones delivers only to its own postal code, with minimum 0 and fee 0.
 */
import type { DeliveryZone, Vendor } from './types.ts';

/** The postal codes a zone covers (trimmed, empty entries dropped). */
export function zonePostalCodes(zone: DeliveryZone): string[] {
  const raw = Array.isArray(zone.postalCode) ? zone.postalCode : [zone.postalCode];
  return raw.map((c) => c.trim()).filter((c) => c !== '');
}

/** The synthetic zone used when a vendor has no zones (spec 1 §5: minimum 0, fee 0). */
export function standardZone(ownPostalCode: string): DeliveryZone {
  return { label: 'Standard', postalCode: ownPostalCode.trim(), minPrice: 0, serviceFee: 0, serviceFeeMax: 0 };
}

/**
 * The first zone of the vendor serving `postalCode`, or null. With no zones only the vendor's own code matches and
 * gives the synthetic Standard zone.
 */
export function matchZone(
  vendor: Pick<Vendor, 'postalCode' | 'deliveryZones'>,
  postalCode: string,
): DeliveryZone | null {
  const code = postalCode.trim();
  if (code === '') return null;
  const zones = vendor.deliveryZones;
  if (zones.length === 0) {
    const own = vendor.postalCode.trim();
    return own !== '' && own === code ? standardZone(own) : null;
  }
  return zones.find((z) => zonePostalCodes(z).includes(code)) ?? null;
}

/** Austrian postal codes have exactly 4 digits (spec 1 §9): the one rule lives in contact.ts. */
export { isAustrianPostalCode } from './contact.ts';
