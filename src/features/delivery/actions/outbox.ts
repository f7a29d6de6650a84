/**
 * The page's side of the courier outbox (domain/courier-outbox.ts): an action tapped offline, or whose send failed on
 * the network, is written down for the service worker and a Background Sync is asked for where the browser has it
 * (elsewhere the paused mutation is sent on the next online/open, as before). A final answer the page got itself
 * (applied or refused) takes the entry out again, so the worker does not send it needlessly.
 * Loaded lazily with the sending code (never in the first screen's bundle). Failures here never fail the action.
 */
import { createStore, del, update, type UseStore } from 'idb-keyval';
import {
  COURIER_OUTBOX_DB, COURIER_OUTBOX_STORE, COURIER_SYNC_TAG, isOutboxEntry, type OutboxEntry,
} from '../../../domain/courier-outbox.ts';
import { buildUrl } from '../../../lib/api/client.ts';
import { DEFAULT_PUBLIC_API_TOKEN } from '../../../lib/runtime-config.ts';
import { loadRuntimeConfig } from '../../../lib/api/client.ts';
import type { DeliveryActionVariables } from './mutation-defaults.ts';

/** Background Sync (not in TypeScript's DOM library). */
interface SyncManager {
  register(tag: string): Promise<void>;
}

let store: UseStore | null = null;
const outbox = (): UseStore => (store ??= createStore(COURIER_OUTBOX_DB, COURIER_OUTBOX_STORE));

/** The URL and headers the page's client (lib/api/client.ts) would use for this action. */
async function actionRequest(token: string): Promise<Pick<OutboxEntry, 'url' | 'headers'>> {
  const config = await loadRuntimeConfig();
  return {
    url: buildUrl(config.apiBaseUrl, `/api/v1/delivery/${encodeURIComponent(token)}/actions`),
    headers: { Authorization: `Bearer ${config.publicApiToken ?? DEFAULT_PUBLIC_API_TOKEN}` },
  };
}

async function registerSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const reg = await navigator.serviceWorker.getRegistration();
  if (reg && 'sync' in reg) await (reg.sync as SyncManager).register(COURIER_SYNC_TAG);
}

/**
 * Writes the action down for the worker and asks for a sync. An action written down before keeps its place (its
 * first `queuedAt`): a retry failing again must not move an "Abgeholt" behind the "Zugestellt" tapped after it.
 */
export async function queueForSync(vars: DeliveryActionVariables, queuedAt: number): Promise<void> {
  try {
    const entry: OutboxEntry = { actionId: vars.actionId, token: vars.token, action: vars.action, queuedAt, ...(await actionRequest(vars.token)) };
    await update(vars.actionId, (old: unknown) => (isOutboxEntry(old) ? old : entry), outbox());
    await registerSync();
  } catch {
    // no IndexedDB or no sync: the paused mutation is still there
  }
}

/** The page got a final answer for this action: the worker need not send it. */
export async function dropFromOutbox(actionId: string): Promise<void> {
  try {
    await del(actionId, outbox());
  } catch {
    // nothing written down (no IndexedDB)
  }
}
