/**
 * The app's cart: one store instance over localStorage (`lz.cart.v1`), shared by every tab.
 *
 *   const { lines, count, subtotalCents, zone, orderType, vendorId } = useCart();
 *   addToCart(vendor, line) → 'added' | 'conflict'; addToCart(vendor, line, { force: true }) replaces another vendor's cart.
 */
import { useSyncExternalStore } from 'react';
import { createCartStore, EMPTY_SNAPSHOT, type CartSnapshot } from './cart-store.ts';

export type { CartSnapshot } from './cart-store.ts';

function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode): the cart lives in memory
  }
}

export const cartStore = createCartStore(browserStorage(), typeof window !== 'undefined' ? window : null);

const subscribe = (listener: () => void) => cartStore.subscribe(listener);
const snapshot = () => cartStore.getSnapshot();
/** The server's view (it cannot see this device's cart), also while React takes over a server-rendered page. */
const serverSnapshot = () => EMPTY_SNAPSHOT;

export function useCart(): CartSnapshot {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/** Current cart outside React (event handlers, loaders). */
export const getCart = (): CartSnapshot => cartStore.getSnapshot();

export const addToCart: typeof cartStore.addToCart = (vendor, line, opts) => cartStore.addToCart(vendor, line, opts);
export const setLineQuantity: typeof cartStore.setLineQuantity = (id, qty) => cartStore.setLineQuantity(id, qty);
export const setLineNotes: typeof cartStore.setLineNotes = (id, notes) => cartStore.setLineNotes(id, notes);
export const clearCart: typeof cartStore.clearCart = () => cartStore.clearCart();
export const setCartZone: typeof cartStore.setCartZone = (zone) => cartStore.setCartZone(zone);
export const setOrderType: typeof cartStore.setOrderType = (t) => cartStore.setOrderType(t);
export const replaceCart: typeof cartStore.replaceCart = (state) => cartStore.replaceCart(state);
