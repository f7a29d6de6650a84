/**
 * The courier's outbox for Background Sync (issue 14): an action tapped offline (or whose send failed on the network)
 * is written down here too, besides the paused mutation of the page, so the service worker can send it when the
 * browser sees the network again — with the page closed. Shared by the page (src/features/delivery/actions/outbox.ts) and
 * the worker (sw/courier-sync.ts), which each bring their own storage (idb-keyval, database `lieferzone-courier`,
 * store `outbox`, key = actionId).
 *
 * Sending: oldest first (a "Zugestellt" never overtakes a "Abgeholt" still waiting); each entry once its answer is
 * final: 2xx (applied, or the same actionId applied before — the server answers the order as it is) and a refusal
 * (4xx: 409 illegal move, 404 link gone, 400) leave the outbox. A network error, a 5xx, 408 or 429 stop the round and
 * keep that entry and every later one for the browser's next try. The page's own mutation may send the same actionId
 * again: the server applies an actionId once.
 */
import type { CourierAction } from './wire/delivery.ts';

export const COURIER_OUTBOX_DB = 'lieferzone-courier';
export const COURIER_OUTBOX_STORE = 'outbox';
export const COURIER_SYNC_TAG = 'lz-courier-actions';
/** The worker's message to the open pages after it sent actions: `{ type, tokens }`. */
export const COURIER_SYNCED_MESSAGE = 'lz-courier-synced';
/** As long as the persisted cache keeps the paused mutation (lib/query-client.ts): older entries are dropped. */
export const OUTBOX_MAX_AGE_MS = 48 * 60 * 60_000;

export interface OutboxEntry {
  actionId: string;
  token: string;
  action: CourierAction;
  /** ms since the epoch, when tapped */
  queuedAt: number;
  /** the POST's URL (the API origin from /config.json) and the headers the page's client sends (Authorization) */
  url: string;
  headers: Record<string, string>;
}

/** What the storage gives back: [key, value] pairs (IndexedDB keys); values are checked before use. */
export interface OutboxStore {
  entries(): Promise<[unknown, unknown][]>;
  remove(key: unknown): Promise<void>;
}

const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string');

export function isOutboxEntry(v: unknown): v is OutboxEntry {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return typeof e.actionId === 'string' && typeof e.token === 'string' && (e.action === 'pickedUp' || e.action === 'delivered')
    && typeof e.queuedAt === 'number' && Number.isFinite(e.queuedAt) && typeof e.url === 'string' && isStringRecord(e.headers);
}

const ACTION_RANK: Record<CourierAction, number> = { pickedUp: 0, delivered: 1 };

/** Oldest first; the same moment: "Abgeholt" before "Zugestellt" (the order's own sequence). */
export function inSendingOrder<T extends OutboxEntry>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.queuedAt - b.queuedAt || ACTION_RANK[a.action] - ACTION_RANK[b.action]
    || (a.actionId < b.actionId ? -1 : a.actionId > b.actionId ? 1 : 0));
}

/** Statuses worth another try later (the action may still be applied); every other answer is final. */
const retryLater = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * One POST of an entry, sent by the app's HTTP client (the worker: sw/courier-sync.ts): resolves with the answer's
 * status, 0 when the network failed.
 */
export type SendEntry = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: { actionId: string; action: CourierAction } },
) => Promise<number>;

export interface FlushResult {
  /** entries whose answer was final (applied or refused), in the order sent */
  done: OutboxEntry[];
  /** true: stopped at a network error or a temporary answer; the rest stays for the next try */
  retry: boolean;
}

export async function flushOutbox(store: OutboxStore, send: SendEntry, now: number): Promise<FlushResult> {
  const valid: (OutboxEntry & { key: unknown })[] = [];
  for (const [key, value] of await store.entries()) {
    if (isOutboxEntry(value) && now - value.queuedAt <= OUTBOX_MAX_AGE_MS) valid.push({ ...value, key });
    else await store.remove(key); // unreadable or too old (the page dropped its paused mutation too)
  }
  const done: OutboxEntry[] = [];
  for (const { key, ...entry } of inSendingOrder(valid)) {
    const status = await send(entry.url, { method: 'POST', headers: entry.headers, body: { actionId: entry.actionId, action: entry.action } });
    if (status === 0 || retryLater(status)) return { done, retry: true };
    await store.remove(key);
    done.push(entry);
  }
  return { done, retry: false };
}

/**
 * The worker's `sync` round: sends the outbox, tells the open pages which links changed, and rejects when something
 * is left for later (the browser then fires the event again, with its own back-off).
 */
export async function runCourierSync(deps: {
  store: OutboxStore;
  send: SendEntry;
  now: () => number;
  notify: (tokens: string[]) => Promise<void>;
}): Promise<void> {
  const { done, retry } = await flushOutbox(deps.store, deps.send, deps.now());
  if (done.length > 0) await deps.notify([...new Set(done.map((e) => e.token))]);
  if (retry) throw new Error('Courier actions left for a later sync: the server could not be reached');
}

/** The worker's message to a page, checked on arrival. */
export function syncedTokensOf(data: unknown): string[] {
  if (typeof data !== 'object' || data === null) return [];
  const m = data as { type?: unknown; tokens?: unknown };
  if (m.type !== COURIER_SYNCED_MESSAGE || !Array.isArray(m.tokens)) return [];
  return m.tokens.filter((t): t is string => typeof t === 'string');
}
