/**
 * The place being browsed (spec 1 §3 browser storage keys selectedPostalCode / selectedCity / selectedStreet /
 * selectedHouseNumber): written by the listing, read by checkout for its address fields (issue 25 item 1).
 */
export const SELECTED_PLACE_KEYS = {
  postalCode: 'selectedPostalCode',
  city: 'selectedCity',
  street: 'selectedStreet',
  houseNumber: 'selectedHouseNumber',
} as const;

function get(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** The place last browsed with a street (a full address typed or picked); else null. */
export function readSelectedAddress(): { postalCode: string; city: string; street: string; houseNumber: string } | null {
  const postalCode = get(SELECTED_PLACE_KEYS.postalCode);
  const street = get(SELECTED_PLACE_KEYS.street).slice(0, 120);
  if (!/^\d{4}$/.test(postalCode) || street === '') return null;
  return { postalCode, city: get(SELECTED_PLACE_KEYS.city).slice(0, 80), street, houseNumber: get(SELECTED_PLACE_KEYS.houseNumber).slice(0, 20) };
}
