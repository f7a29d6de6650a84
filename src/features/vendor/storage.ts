/**
 * Browser-storage keys the vendor page reads and writes (spec 1 §3 "Browser storage keys"):
 * favoriteRestaurants (list of vendor ids), deliveryPostalCode / selectedPostalCode, selectedDeliveryType.
 * Storage may be unavailable or hold garbage: every read is defensive.
 */
import { useSyncExternalStore } from 'react';

export const FAVORITES_KEY = 'favoriteRestaurants';
export const DELIVERY_POSTAL_KEY = 'deliveryPostalCode';
export const SELECTED_POSTAL_KEY = 'selectedPostalCode';
export const DELIVERY_TYPE_KEY = 'selectedDeliveryType';

export function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
export function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage disabled */
  }
}

export function readFavorites(): string[] {
  const raw = read(FAVORITES_KEY);
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

const favListeners = new Set<() => void>();
let favSnapshot = '';
function favoritesSnapshot(): string {
  const next = JSON.stringify(readFavorites());
  if (next !== favSnapshot) favSnapshot = next;
  return favSnapshot;
}
function subscribeFavorites(l: () => void): () => void {
  favListeners.add(l);
  const onStorage = (e: StorageEvent) => {
    if (e.key === FAVORITES_KEY || e.key === null) l();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    favListeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
}

/** Adds or removes the vendor id; returns whether it is a favourite now. */
export function toggleFavorite(vendorId: string): boolean {
  const list = readFavorites();
  const has = list.includes(vendorId);
  const next = has ? list.filter((id) => id !== vendorId) : [...list, vendorId];
  write(FAVORITES_KEY, JSON.stringify(next));
  favListeners.forEach((l) => l());
  return !has;
}

export function useIsFavorite(vendorId: string): boolean {
  const snap = useSyncExternalStore(subscribeFavorites, favoritesSnapshot, () => '[]');
  return (JSON.parse(snap) as string[]).includes(vendorId);
}

const POSTAL_RE = /^\d{4}$/;

/** The postal code the customer chose before: deliveryPostalCode, else selectedPostalCode (4 digits only). */
export function readStoredPostalCode(): string | null {
  for (const key of [DELIVERY_POSTAL_KEY, SELECTED_POSTAL_KEY]) {
    const v = read(key)?.trim();
    if (v && POSTAL_RE.test(v)) return v;
  }
  return null;
}

export function storePostalCode(code: string): void {
  write(DELIVERY_POSTAL_KEY, code);
}

export function readStoredDeliveryType(): string | null {
  return read(DELIVERY_TYPE_KEY);
}

export function storeDeliveryType(t: 'delivery' | 'pickup'): void {
  write(DELIVERY_TYPE_KEY, t);
}
