/**
 * Zone check of the delivery postal code (spec 1 §4 "Zone check (checkout)", §5 "Zone matching"): idle until exactly
 * 4 characters are typed, checking while the vendor's zones load, then valid (the matched zone) or error (no zone for
 * the code, or the generic failure when the vendor could not be loaded).
 */
import { isAustrianPostalCode } from '../../domain/contact.ts';
import { matchZone } from '../../domain/zones.ts';
import type { DeliveryZone, Vendor } from '../../domain/types.ts';
import type { ZoneCheck } from './validation.ts';

export interface ZoneCheckResult {
  check: ZoneCheck;
  zone: DeliveryZone | null;
}

export function checkZone(
  postalCode: string,
  vendor: { status: 'pending' | 'error' | 'success'; data?: Pick<Vendor, 'postalCode' | 'deliveryZones'> | undefined },
): ZoneCheckResult {
  const code = postalCode.trim();
  if (code.length !== 4) return { check: { state: 'idle' }, zone: null };
  if (!isAustrianPostalCode(code)) return { check: { state: 'error', reason: 'noZone', postalCode: code }, zone: null };
  if (vendor.status === 'pending') return { check: { state: 'checking' }, zone: null };
  if (vendor.status === 'error' || !vendor.data) {
    return { check: { state: 'error', reason: 'failed', postalCode: code }, zone: null };
  }
  const zone = matchZone(vendor.data, code);
  return zone
    ? { check: { state: 'valid' }, zone }
    : { check: { state: 'error', reason: 'noZone', postalCode: code }, zone: null };
}

/** Whether two zones are the same (the cart keeps a copy of the chosen zone). */
export function sameZone(a: DeliveryZone | null, b: DeliveryZone | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const codes = (z: DeliveryZone) => (Array.isArray(z.postalCode) ? z.postalCode : [z.postalCode]).join(',');
  return (
    a.label === b.label &&
    a.minPrice === b.minPrice &&
    a.serviceFee === b.serviceFee &&
    a.serviceFeeMax === b.serviceFeeMax &&
    codes(a) === codes(b)
  );
}
