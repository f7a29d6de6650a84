/**
 * Sends one courier action (POST /api/v1/delivery/{token}/actions) and reads the answer with the shared schema.
 * Failures are the client's HttpError: `retryable` for the network and 5xx (the mutation tries again), otherwise
 * the server's refusal (409 illegal move, 404 link gone, 429) for the page to show.
 * Background Sync (outbox.ts): a network failure also writes the action down for the service worker; a final answer
 * (applied — also when the worker sent this actionId first: the server answers the order as it is — or refused)
 * takes it out again.
 */
import { deliveryActionResponseSchema, type DeliveryActionResponse } from '../../../domain/wire/delivery.ts';
import { apiFetch } from '../../../lib/api/client.ts';
import { isHttpError } from '../../../lib/api/errors.ts';
import { parserOf } from '../../../lib/api/parse.ts';
import type { DeliveryActionVariables } from './mutation-defaults.ts';
import { dropFromOutbox, queueForSync } from './outbox.ts';
import { nowMs } from '../../../domain/clock.ts';

export async function sendDeliveryAction(vars: DeliveryActionVariables): Promise<DeliveryActionResponse> {
  let res: DeliveryActionResponse;
  try {
    res = await post(vars);
  } catch (err) {
    // what is tried again here (the network, a 5xx) is the worker's too, also once the page is closed; a refusal is
    // final (the page shows it)
    if (!isHttpError(err) || err.retryable) await queueForSync(vars, nowMs());
    else await dropFromOutbox(vars.actionId);
    throw err;
  }
  await dropFromOutbox(vars.actionId);
  return res;
}

function post(vars: DeliveryActionVariables): Promise<DeliveryActionResponse> {
  return apiFetch(`/api/v1/delivery/${encodeURIComponent(vars.token)}/actions`, {
    method: 'POST',
    body: { actionId: vars.actionId, action: vars.action },
    retry: false,
    parse: parserOf(deliveryActionResponseSchema, 'delivery view'),
  });
}
