/**
 * The order's access key on the device (issue 30): read from the customer's own link (`#k=…`, a fragment: never sent
 * to a server) and kept with the remembered order. Its own module, so the entry chunk (which reads remembered orders
 * for the tracking loader) does not carry it.
 */
import { RECENT_ORDERS_KEY, recentOrders, rememberOrder, type RememberedOrder } from './remembered-orders.ts';

/** the server's order access keys: 24 random bytes as base64url */
const ACCESS_KEY_RE = /^[A-Za-z0-9_-]{32}$/;

/** The remembered order's key when it has the shape of one. */
export const rememberedKey = (o: RememberedOrder | null): string | undefined =>
  typeof o?.accessKey === 'string' && ACCESS_KEY_RE.test(o.accessKey) ? o.accessKey : undefined;

/** The key in a location's fragment (`k=…`, with or without `#`), or null. */
export function accessKeyFromHash(hash: string | undefined): string | null {
  const k = new URLSearchParams((hash ?? '').replace(/^#/, '')).get('k');
  return k && ACCESS_KEY_RE.test(k) ? k : null;
}

/**
 * Keeps the key of order `nr` opened through its own link: with the remembered order, or — an order placed on another
 * device — as a new remembered order when `known` says which one it is. An order not known either way is not kept.
 */
export function rememberAccessKey(nr: string, key: string, known: Omit<RememberedOrder, 'nr' | 'accessKey'> | null): void {
  if (!ACCESS_KEY_RE.test(key)) return;
  const all = recentOrders();
  const i = all.findIndex((r) => r.nr === nr);
  const found = all[i];
  if (found) {
    if (found.accessKey === key) return;
    all[i] = { ...found, accessKey: key };
    try {
      localStorage.setItem(RECENT_ORDERS_KEY, JSON.stringify(all));
    } catch {
      // storage full or disabled: the key stays in the link
    }
  } else if (known) {
    rememberOrder({ ...known, nr, accessKey: key });
  }
}
