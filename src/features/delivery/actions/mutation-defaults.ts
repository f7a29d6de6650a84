/**
 * The courier's actions ("Abgeholt", "Zugestellt" on /delivery/{token}), registered with the QueryClient before the
 * persisted cache is restored (src/app/query-client.ts): a tap offline is paused, written down with the cache
 * (query-persistence.tsx keeps paused mutations whose key has a registered mutationFn), survives a reload and is
 * sent once the network is back (or the page is opened again) — with its client-made actionId, which the server
 * applies once. One scope for all courier actions: a paused "Abgeholt" is sent before the "Zugestellt" after it.
 *
 * Kept tiny on purpose (it is in the first screen's bundle): the sending code is loaded on the first action.
 * The courier view's query key lives here too, so a replayed action (no page mounted yet) updates the shown view.
 * Background Sync: a tap offline is also written down for the service worker (outbox.ts, loaded then), which sends it
 * when the browser is online again even with the page closed; the server applies its actionId once either way.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { CourierAction, DeliveryActionResponse } from '../../../domain/wire/delivery.ts';
import type * as OutboxModule from './outbox.ts';
import { nowMs } from '../../../domain/clock.ts';

export const deliveryKeys = {
  all: ['delivery'] as const,
  view: (token: string) => ['delivery', 'view', token] as const,
};

/** Mutation keys `['delivery-action', token]`; the defaults are registered on the root. */
export const deliveryActionKeys = {
  all: ['delivery-action'] as const,
  token: (token: string) => ['delivery-action', token] as const,
};

/**
 * The courier view's schema for fetchParsed. The import() lives here, in a module of the entry chunk: written in the
 * page's lazy chunk it would list the entry's stylesheet among its dependencies (see lib/api/wire-schemas.ts).
 */
export const deliveryViewSchema = () => import('../../../domain/wire/delivery.ts').then((m) => m.deliveryViewSchema);

export const DELIVERY_ACTION_SCOPE = { id: 'delivery-action' } as const;

export interface DeliveryActionVariables {
  token: string;
  actionId: string;
  action: CourierAction;
}

let outboxModule: Promise<typeof OutboxModule> | null = null;
const loadOutbox = () => (outboxModule ??= import('./outbox.ts'));

/** Network failures and 5xx are retried (1, 2, 4, 8, 16 s …); going offline meanwhile pauses the retries. */
const MAX_RETRIES = 8;

export function registerDeliveryActionMutations(client: QueryClient): void {
  client.setMutationDefaults(deliveryActionKeys.all, {
    mutationFn: async (vars: DeliveryActionVariables) => (await import('./send.ts')).sendDeliveryAction(vars),
    retry: (failures: number, err: unknown) => failures < MAX_RETRIES && (err as { retryable?: unknown } | null)?.retryable === true,
    retryDelay: (failures: number) => Math.min(30_000, 1000 * 2 ** failures),
    scope: DELIVERY_ACTION_SCOPE,
    // runs at the tap (not again when a restored action resumes); offline, the mutation pauses right after this
    onMutate: (vars: DeliveryActionVariables) => {
      if (onlineManager.isOnline()) return;
      const queuedAt = nowMs();
      void loadOutbox().then((m) => m.queueForSync(vars, queuedAt)).catch(() => undefined);
    },
    // a paused action waits up to 48 h (the persisted cache's age) and is then dropped with it
    gcTime: 48 * 60 * 60_000,
    onSuccess: (data: DeliveryActionResponse, vars: DeliveryActionVariables) => {
      client.setQueryData(deliveryKeys.view(vars.token), data.view);
    },
  });
}
