/**
 * POST /api/v1/desk/actions — accept, refuse, start, ready, handover, delivered, picked up (issue 14), delay by 10 or
 * 20 minutes (issue 28).
 *
 * Every tap is one mutation with its own `actionId` (a uuid made at the tap, sent with every attempt: the server
 * answers a repeated actionId with its first answer, so nothing is applied twice). The mutations share one `scope`,
 * so they are sent one after another in the order they were taken; offline they pause, are persisted with the desk's
 * cache (desk-query-client.ts) and continue, still in order, when the network is back — also after a reload.
 * A refused transition (409) is not retried: the desk shows the server's reason.
 */
import type { QueryClient } from '@tanstack/react-query';
import { deskActionResponseSchema, type DeskAction, type DelayMinutes } from '../../../domain/wire/desk.ts';
import type { RefuseReason } from '../../../domain/wire/order.ts';
import { deskMutationKeys } from '../keys.ts';
import { applyDeskEvent } from './orders.ts';
import { isHttpError } from '../../../lib/api/errors.ts';
import { deskFetch } from './desk-fetch.ts';
import { now as clockNow } from '../../../domain/clock.ts';

export interface DeskActionVariables {
  actionId: string;
  orderId: string;
  /** the order number, for the messages */
  nr: string;
  action: DeskAction;
  prepMinutes?: 10 | 15 | 20 | 30 | 45;
  reason?: RefuseReason;
  delayMinutes?: DelayMinutes;
  /** when it was tapped (ISO) */
  takenAt: string;
}

/** Every desk action runs in this one queue, in the order taken. */
export const DESK_ACTION_SCOPE = { id: 'desk-actions' } as const;

const MAX_RETRIES = 6;

export async function sendDeskAction(client: QueryClient, v: DeskActionVariables) {
  const body = {
    actionId: v.actionId,
    orderId: v.orderId,
    action: v.action,
    ...(v.prepMinutes === undefined ? {} : { prepMinutes: v.prepMinutes }),
    ...(v.reason === undefined ? {} : { reason: v.reason }),
    ...(v.delayMinutes === undefined ? {} : { delayMinutes: v.delayMinutes }),
  };
  const { order } = await deskFetch('/api/v1/desk/actions', deskActionResponseSchema, { method: 'POST', body });
  // the answer is the order's new state: shown at once (the live event that follows changes nothing)
  applyDeskEvent(client, { seq: 0, type: 'state', order });
  return order;
}

/** Registers the action mutation's defaults (before the persisted cache is restored: paused ones resume with it). */
export function registerDeskActions(client: QueryClient): void {
  client.setMutationDefaults(deskMutationKeys.action, {
    mutationFn: (v: DeskActionVariables) => sendDeskAction(client, v),
    scope: DESK_ACTION_SCOPE,
    // the network or the server failed: again (offline meanwhile, the retry waits for the network)
    retry: (failures: number, err: unknown) => failures < MAX_RETRIES && isHttpError(err) && err.retryable,
    retryDelay: (n: number) => Math.min(1000 * 2 ** n, 15_000),
    // a waiting action lives as long as the persisted cache (48 h); a failed one stays listed until dismissed
    gcTime: 48 * 60 * 60_000,
  });
}

/** A new action with its own id, to pass to `mutate`. */
export function newAction(a: Omit<DeskActionVariables, 'actionId' | 'takenAt'>): DeskActionVariables {
  return { ...a, actionId: crypto.randomUUID(), takenAt: clockNow().toISOString() };
}
