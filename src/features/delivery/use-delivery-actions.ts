/**
 * The courier's actions on the page: each tap is a mutation with the shared defaults (lib/delivery-actions) and a
 * fresh actionId; offline it pauses, is written down with the cache, and is sent once the network is back — also
 * after a reload (the restore resumes it). The page reads every action of this link from the mutation cache, so an
 * action restored from an earlier visit shows as waiting too.
 */
import { useMutation, useMutationState, type Mutation } from '@tanstack/react-query';
import type { CourierAction, DeliveryActionResponse } from '../../domain/wire/delivery.ts';
import {
  deliveryActionKeys, type DeliveryActionVariables,
} from '../../lib/delivery-actions/mutation-defaults.ts';
import type { DeliveryActionError } from '../../lib/delivery-actions/send.ts';

export interface ActionEntry {
  action: CourierAction;
  actionId: string;
  status: 'waiting' | 'sending' | 'done' | 'failed';
  error?: DeliveryActionError | undefined;
  submittedAt: number;
}

type ActionMutation = Mutation<DeliveryActionResponse, DeliveryActionError, DeliveryActionVariables>;

export function entryOf(m: Pick<ActionMutation, 'state'>): ActionEntry | null {
  const s = m.state;
  if (!s.variables) return null;
  const status = s.status === 'success' ? 'done' : s.status === 'error' ? 'failed' : s.isPaused ? 'waiting' : 'sending';
  return { action: s.variables.action, actionId: s.variables.actionId, status, error: s.error ?? undefined, submittedAt: s.submittedAt };
}

export function useDeliveryActions(token: string) {
  const mutationKey = deliveryActionKeys.token(token);
  const mutation = useMutation<DeliveryActionResponse, DeliveryActionError, DeliveryActionVariables>({ mutationKey });
  const entries = useMutationState({
    filters: { mutationKey, exact: true },
    select: (m) => entryOf(m as unknown as ActionMutation),
  }).filter((e): e is ActionEntry => e !== null);
  const act = (action: CourierAction) => {
    mutation.mutate({ token, action, actionId: crypto.randomUUID() });
  };
  return { entries, act };
}
