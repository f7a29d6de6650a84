/**
 * Sends one courier action (POST /api/v1/delivery/{token}/actions) and reads the answer with the shared schema.
 * Failures become a DeliveryActionError: `retryable` for the network and 5xx (the mutation tries again), otherwise
 * the server's refusal (409 illegal move, 404 link gone, 429) for the page to show.
 * Background Sync (outbox.ts): a network failure also writes the action down for the service worker; a final answer
 * (applied — also when the worker sent this actionId first: the server answers the order as it is — or refused)
 * takes it out again.
 */
import { deliveryActionResponseSchema, type DeliveryActionResponse } from '../../domain/wire/delivery.ts';
import { apiFetch } from '../api/client.ts';
import { isApiRequestError } from '../api/errors.ts';
import type { DeliveryActionVariables } from './mutation-defaults.ts';
import { dropFromOutbox, queueForSync } from './outbox.ts';
import { nowMs } from '../../domain/clock.ts';

export type DeliveryActionErrorKind = 'conflict' | 'gone' | 'rate' | 'invalid' | 'server' | 'network';

export class DeliveryActionError extends Error {
  override readonly name = 'DeliveryActionError';
  constructor(
    readonly kind: DeliveryActionErrorKind,
    /** the server's message (English), when it sent one */
    readonly serverMessage?: string,
  ) {
    super(serverMessage ?? kind);
  }

  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'server';
  }
}

function kindOf(status: number | undefined, apiKind: string): DeliveryActionErrorKind {
  if (apiKind === 'network') return 'network';
  if (status === 409) return 'conflict';
  if (status === 404) return 'gone';
  if (status === 429) return 'rate';
  if (status !== undefined && status < 500) return 'invalid';
  return 'server';
}

export async function sendDeliveryAction(vars: DeliveryActionVariables): Promise<DeliveryActionResponse> {
  let res: DeliveryActionResponse;
  try {
    res = await post(vars);
  } catch (err) {
    // what is tried again here (the network, a 5xx) is the worker's too, also once the page is closed; a refusal is
    // final (the page shows it)
    if ((err as DeliveryActionError).retryable) await queueForSync(vars, nowMs());
    else await dropFromOutbox(vars.actionId);
    throw err;
  }
  await dropFromOutbox(vars.actionId);
  return res;
}

async function post(vars: DeliveryActionVariables): Promise<DeliveryActionResponse> {
  let data: unknown;
  try {
    data = await apiFetch<unknown>(`/api/v1/delivery/${encodeURIComponent(vars.token)}/actions`, {
      method: 'POST',
      body: { actionId: vars.actionId, action: vars.action },
      retry: false,
    });
  } catch (err) {
    if (isApiRequestError(err)) throw new DeliveryActionError(kindOf(err.status, err.kind), err.serverMessage);
    throw new DeliveryActionError('network');
  }
  const parsed = deliveryActionResponseSchema.safeParse(data);
  if (!parsed.success) throw new DeliveryActionError('server', 'The answer did not fit the delivery view');
  return parsed.data;
}
