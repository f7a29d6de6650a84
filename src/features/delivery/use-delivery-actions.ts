/**
 * The courier's actions on the page: each tap is a mutation with the shared defaults (features/delivery/actions, registered by src/app/query-client.ts) and a
 * fresh actionId; offline it pauses, is written down with the cache, and is sent once the network is back — also
 * after a reload (the restore resumes it). The page reads every action of this link from the mutation cache, so an
 * action restored from an earlier visit shows as waiting too. When the service worker has sent actions of this link
 * (Background Sync, domain/courier-outbox.ts), it says so and the view is fetched again.
 */
import { useMutation, useMutationState, useQueryClient, type Mutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { syncedTokensOf } from '../../domain/courier-outbox.ts';
import type { CourierAction, DeliveryActionResponse } from '../../domain/wire/delivery.ts';
import {
  deliveryActionKeys, deliveryKeys, type DeliveryActionVariables,
} from './actions/mutation-defaults.ts';
import type { HttpError } from '../../lib/api/errors.ts';

export interface ActionEntry {
  action: CourierAction;
  actionId: string;
  status: 'waiting' | 'sending' | 'done' | 'failed';
  error?: HttpError | undefined;
  submittedAt: number;
}

type ActionMutation = Mutation<DeliveryActionResponse, HttpError, DeliveryActionVariables>;

export function entryOf(m: Pick<ActionMutation, 'state'>): ActionEntry | null {
  const s = m.state;
  if (!s.variables) return null;
  const status = s.status === 'success' ? 'done' : s.status === 'error' ? 'failed' : s.isPaused ? 'waiting' : 'sending';
  return { action: s.variables.action, actionId: s.variables.actionId, status, error: s.error ?? undefined, submittedAt: s.submittedAt };
}

/** Refetches the view when the service worker reports actions of this link sent. */
function useSyncedRefetch(token: string): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const sw = navigator.serviceWorker;
    const onMessage = (e: MessageEvent) => {
      if (syncedTokensOf(e.data).includes(token)) void client.invalidateQueries({ queryKey: deliveryKeys.view(token) });
    };
    sw.addEventListener('message', onMessage);
    return () => sw.removeEventListener('message', onMessage);
  }, [client, token]);
}

export function useDeliveryActions(token: string) {
  useSyncedRefetch(token);
  const mutationKey = deliveryActionKeys.token(token);
  const mutation = useMutation<DeliveryActionResponse, HttpError, DeliveryActionVariables>({ mutationKey });
  const entries = useMutationState({
    filters: { mutationKey, exact: true },
    select: (m) => entryOf(m as unknown as ActionMutation),
  }).filter((e): e is ActionEntry => e !== null);
  const act = (action: CourierAction) => {
    mutation.mutate({ token, action, actionId: crypto.randomUUID() });
  };
  return { entries, act };
}
