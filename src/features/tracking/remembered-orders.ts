/**
 * Orders placed on this device (localStorage `lz.recentOrders.v1`, newest first, at most 20): lets tracking find the
 * vendor of an order number and lets the offline work reopen an order after the tab was closed, and keeps each guest
 * order's access key (issue 30).
 * Also per order: the countdown end time (`delivery_{nr}`, spec 1 §4) and the highest status shown with its local
 * history (`lz.orderStatus.{nr}`) so a status never moves backwards, even across reloads.
 */
import { statusRank } from '../../domain/status.ts';

export const RECENT_ORDERS_KEY = 'lz.recentOrders.v1';
export const MAX_RECENT_ORDERS = 20;

export interface RememberedOrder {
  nr: string;
  vendorId: string;
  /** resource name vendors/{vid}/orders/{id} */
  name: string;
  /** ISO time */
  placedAt: string;
  vendorLabel?: string | undefined;
  /**
   * The order's access key from the placement's answer (issue 30): a guest's proof of the order (rating it), kept
   * only on this device and in the customer's own tracking link (`#k=…`, a fragment: never sent to a server). Read
   * through order-access-key.ts, which checks its shape (kept out of this module: it is part of the entry chunk).
   */
  accessKey?: string | undefined;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // storage full or disabled
  }
}

function isRemembered(v: unknown): v is RememberedOrder {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.nr === 'string' &&
    typeof r.vendorId === 'string' &&
    typeof r.name === 'string' &&
    typeof r.placedAt === 'string'
  );
}

export function recentOrders(): RememberedOrder[] {
  const raw = read(RECENT_ORDERS_KEY);
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data.filter(isRemembered).slice(0, MAX_RECENT_ORDERS) : [];
  } catch {
    return [];
  }
}

export function rememberOrder(o: RememberedOrder): void {
  const rest = recentOrders().filter((r) => r.nr !== o.nr);
  write(RECENT_ORDERS_KEY, JSON.stringify([o, ...rest].slice(0, MAX_RECENT_ORDERS)));
}

export function findRememberedOrder(nr: string): RememberedOrder | null {
  return recentOrders().find((r) => r.nr === nr) ?? null;
}

// --- countdown end per order ---------------------------------------------------------------------------

export const deliveryKey = (nr: string) => `delivery_${nr}`;

export function loadCountdownEnd(nr: string): Date | null {
  const raw = read(deliveryKey(nr));
  if (!raw) return null;
  const d = new Date(raw);
  return Number.isFinite(d.getTime()) ? d : null;
}

export function saveCountdownEnd(nr: string, end: Date): void {
  write(deliveryKey(nr), end.toISOString());
}

// --- highest status shown + local history ----------------------------------------------------------------

export const statusKey = (nr: string) => `lz.orderStatus.${nr}`;

export interface StatusMemory {
  state: string;
  history: { state: string; ts: string }[];
}

export function loadStatusMemory(nr: string): StatusMemory | null {
  const raw = read(statusKey(nr));
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as { state?: unknown; history?: unknown };
    if (typeof data.state !== 'string' || !Array.isArray(data.history)) return null;
    const entries = data.history as unknown[];
    return {
      state: data.state,
      history: entries.filter((h): h is { state: string; ts: string } => {
        const e = h as { state?: unknown; ts?: unknown } | null;
        return typeof e?.state === 'string' && typeof e.ts === 'string';
      }),
    };
  } catch {
    return null;
  }
}

/**
 * The status to show given what was shown before and what the server now says: never lower in rank
 * (a late or cached answer cannot move the timeline backwards). Each new status is appended once to the history.
 */
export function advanceStatus(prev: StatusMemory | null, reported: string, now: Date): StatusMemory {
  if (!prev) return { state: reported, history: [{ state: reported, ts: now.toISOString() }] };
  if (statusRank(reported) <= statusRank(prev.state)) return prev;
  if (prev.history.some((h) => h.state === reported)) return { ...prev, state: reported };
  return { state: reported, history: [...prev.history, { state: reported, ts: now.toISOString() }] };
}

export function saveStatusMemory(nr: string, m: StatusMemory): void {
  write(statusKey(nr), JSON.stringify(m));
}
