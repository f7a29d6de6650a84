/** Browser storage of the listing (spec 1 §3 keys): last place searched, delivery type, grid/list view. */
import type { ServiceKind } from '../../domain/types.ts';
import type { ListingView } from './listing-toolbar.tsx';
import type { ListingSearch } from './search-schema.ts';

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
    set('selectedPostalCode', s.postalCode);
    set('selectedCity', s.cityName);
    set('selectedStreet', s.street);
    set('selectedHouseNumber', s.houseNumber);
  } else if (s.city) {
    set('selectedPostalCode', undefined);
    set('selectedCity', s.city);
    set('selectedStreet', undefined);
    set('selectedHouseNumber', undefined);
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
