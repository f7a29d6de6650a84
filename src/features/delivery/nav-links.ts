/**
 * Links the courier taps: navigation to an address (a maps link built from the address the order holds — never from
 * the request) and the phone. Pure functions.
 */
import type { DeliveryAddress } from '../../domain/wire/delivery.ts';

/** "Favoritenstraße 10/5, 1100 Wien" — one line for a maps search. */
export function addressLine(a: Pick<DeliveryAddress, 'addrLines' | 'postalCode' | 'city'>): string {
  const street = a.addrLines.map((l) => l.trim()).filter(Boolean).join(', ');
  const town = `${a.postalCode} ${a.city}`.trim();
  return [street, town, 'Österreich'].filter(Boolean).join(', ');
}

/** A route to the address in the phone's maps app (Google Maps' URL scheme, opened by the app where installed). */
export function navigationUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&travelmode=driving&destination=${encodeURIComponent(address)}`;
}

/** A geo: URI (Android offers every installed navigation app for it). */
export function geoUri(address: string): string {
  return `geo:0,0?q=${encodeURIComponent(address)}`;
}

/** tel: link with only digits and a leading +. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '')}`;
}
