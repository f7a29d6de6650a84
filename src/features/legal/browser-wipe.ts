/** The real browser stores behind the local data wipe (local-data-wipe.ts lists what each holds). */
import type { QueryClient } from '@tanstack/react-query';
import { clearCart } from '../../lib/cart/cart.ts';
import { PERSIST_KEY, idbStorage } from '../../lib/query-persistence.tsx';
import type { WipeTargets } from './local-data-wipe.ts';

/** Spec 3 §9: the page reloads 2 s after the wipe. */
export const RELOAD_DELAY_MS = 2000;

function safe<T>(get: () => T): T | null {
  try {
    return get();
  } catch {
    return null; // storage disabled (privacy mode): nothing stored there
  }
}

export function browserWipeTargets(queryClient: QueryClient): WipeTargets {
  return {
    resetMemory: () => {
      clearCart();
      queryClient.clear();
    },
    localStorage: safe(() => window.localStorage),
    sessionStorage: safe(() => window.sessionStorage),
    clearQueryCache: async () => {
      await idbStorage()?.removeItem(PERSIST_KEY);
    },
    indexedDB: typeof indexedDB === 'undefined' ? null : indexedDB,
    caches: typeof caches === 'undefined' ? null : caches,
  };
}
