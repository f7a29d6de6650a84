/** Browser storage of the listing (spec 1 §3 keys): last place searched, delivery type, grid/list view. */
import type { ServiceKind } from '../../domain/types.ts';
import type { ListingView } from './listing-toolbar.tsx';
import type { ListingSearch } from './search-schema.ts';
import { SELECTED_PLACE_KEYS as K } from '../../lib/selected-place.ts';

function get(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function set(key: string, value: string | undefined): void {
  try {
    if (value === undefined || value === '') localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage unavailable: nothing is remembered
  }
}

/** selectedPostalCode / selectedCity / selectedStreet / selectedHouseNumber follow the place being browsed. */
export function rememberListingPlace(s: ListingSearch): void {
  if (s.postalCode) {
    set(K.postalCode, s.postalCode);
    set(K.city, s.cityName);
    set(K.street, s.street);
    set(K.houseNumber, s.houseNumber);
  } else if (s.city) {
    set(K.postalCode, undefined);
    set(K.city, s.city);
    set(K.street, undefined);
    set(K.houseNumber, undefined);
  }
}

export function readDeliveryType(): ServiceKind | null {
  const v = get('selectedDeliveryType');
  return v === 'delivery' || v === 'pickup' ? v : null;
}
export function storeDeliveryType(v: ServiceKind): void {
  set('selectedDeliveryType', v);
}

export function readListingView(): ListingView {
  return get('lz.listingView') === 'list' ? 'list' : 'grid';
}
export function storeListingView(v: ListingView): void {
  set('lz.listingView', v);
}
