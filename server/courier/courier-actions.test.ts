/**
 * POST /api/v1/delivery/{token}/actions: pickedUp / delivered through the order state machine, exactly once per
 * actionId, 409 for refused moves, 400 naming the field for bad bodies, 413 for big ones.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryActionResponseSchema } from '../../src/domain/wire/delivery.ts';
import { createApi, pickupDelivery, type TestApi } from '../vendor-api/test-fixtures.ts';
import { hashToken } from './links.ts';
import { eventStates, getView, linkFor, placeOrder, postAction, vendorAction } from './test-setup.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createApi();
});
afterAll(async () => {
  await api.close();
});

async function acceptedOrder() {
  const o = await placeOrder(api);
  expect(await vendorAction(api, o, 'confirm')).toBe(200);
  return { o, token: await linkFor(api, o) };
}

describe('courier actions', () => {
  it('when the courier marks picked up and then delivered, then the order is on the way and then delivered, each once', async () => {
    const { o, token } = await acceptedOrder();
    const picked = await postAction(api, token, { actionId: randomUUID(), action: 'pickedUp' });
    expect(picked.status).toBe(200);
    expect(deliveryActionResponseSchema.parse(picked.body).view.state).toBe('DELIVERING');
    const delivered = await postAction(api, token, { actionId: randomUUID(), action: 'delivered' });
    expect(delivered.status).toBe(200);
    expect(delivered.body.view.state).toBe('DELIVERED');
    expect(delivered.body.view.expiresAt).not.toBeNull();
    expect(await eventStates(api, o.id)).toEqual(['ACCEPTED', 'DELIVERING', 'DELIVERED']);
    // the customer's tracking (view 1 of the vendor API) sees it
    const tracking = await api.app.inject({ method: 'GET', url: `/api/v1/vendors/${o.vendorId}/orders/${o.id}?view=1` });
    expect(tracking.json<{ fulfillment: { state: string } }>().fulfillment.state).toBe('DELIVERED');
  });

  it('when the same actionId is sent three times (also at once), then the change is applied once and each answer is 200', async () => {
    const { o, token } = await acceptedOrder();
    const body = { actionId: randomUUID(), action: 'delivered' };
    const answers = [...(await Promise.all([postAction(api, token, body), postAction(api, token, body)]))];
    answers.push(await postAction(api, token, body));
    for (const a of answers) expect(a.status).toBe(200);
    expect(answers[2]?.body.view.state).toBe('DELIVERED');
    expect(await eventStates(api, o.id)).toEqual(['ACCEPTED', 'DELIVERED']);
    const stored = await api.tdb.db.query('select action from vendor.courier_actions where action_id = $1::uuid', [body.actionId]);
    expect(stored).toEqual([{ action: 'delivered' }]);
  });

  it('when the same actionId is sent twice at the same time, then both answers show the order after the change and it is applied once', async () => {
    // a few orders: the race (page replay + Background Sync) only shows when the second request overtakes the first
    for (let i = 0; i < 5; i++) {
      const { o, token } = await acceptedOrder();
      const body = { actionId: randomUUID(), action: 'pickedUp' };
      const answers = await Promise.all([postAction(api, token, body), postAction(api, token, body)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.map((a) => deliveryActionResponseSchema.parse(a.body).view.state)).toEqual(['DELIVERING', 'DELIVERING']);
      expect(await eventStates(api, o.id)).toEqual(['ACCEPTED', 'DELIVERING']);
    }
  });

  it('when an actionId is reused for another action, then it is refused with 409 and nothing changes', async () => {
    const { o, token } = await acceptedOrder();
    const actionId = randomUUID();
    expect((await postAction(api, token, { actionId, action: 'pickedUp' })).status).toBe(200);
    const reused = await postAction(api, token, { actionId, action: 'delivered' });
    expect(reused.status).toBe(409);
    expect(reused.body.error.message).toBe('This actionId was already used for another action');
    expect(await eventStates(api, o.id)).toEqual(['ACCEPTED', 'DELIVERING']);
  });

  it('when picked up is sent after delivery, then 409 names the refused move and a retry is refused the same way', async () => {
    const { o, token } = await acceptedOrder();
    expect((await postAction(api, token, { actionId: randomUUID(), action: 'delivered' })).status).toBe(200);
    const body = { actionId: randomUUID(), action: 'pickedUp' };
    for (let i = 0; i < 2; i++) {
      const late = await postAction(api, token, body);
      expect(late.status).toBe(409);
      expect(late.body.error.message).toBe(`Order ${o.nr} cannot move from DELIVERED to DELIVERING`);
    }
    // the refused move left no reservation behind
    expect(await api.tdb.db.query('select 1 from vendor.courier_actions where action_id = $1::uuid', [body.actionId])).toEqual([]);
    expect(await eventStates(api, o.id)).toEqual(['ACCEPTED', 'DELIVERED']);
  });

  it('when the restaurant has not accepted the order or cancelled it, then courier actions are refused with 409', async () => {
    const o = await placeOrder(api);
    const token = await linkFor(api, o);
    const early = await postAction(api, token, { actionId: randomUUID(), action: 'pickedUp' });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(`Order ${o.nr} has not been accepted by the restaurant yet`);
    expect(await vendorAction(api, o, 'cancel')).toBe(200);
    const cancelled = await postAction(api, token, { actionId: randomUUID(), action: 'delivered' });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error.message).toBe(`Order ${o.nr} cannot move from CANCELED to DELIVERED`);
    expect(await eventStates(api, o.id)).toEqual(['CANCELED']);
  });

  it('when the vendor already handed the order over, then picked up moves it on to DELIVERING', async () => {
    const { o, token } = await acceptedOrder();
    expect(await vendorAction(api, o, 'deliver', { state: 'SHIPPING' })).toBe(200);
    expect((await postAction(api, token, { actionId: randomUUID(), action: 'pickedUp' })).body.view.state).toBe('DELIVERING');
    // the same action with a new id changes nothing (same state)
    expect((await postAction(api, token, { actionId: randomUUID(), action: 'pickedUp' })).status).toBe(200);
    expect(await eventStates(api, o.id)).toEqual(['ACCEPTED', 'SHIPPING', 'DELIVERING']);
  });

  it.each([
    [{ action: 'delivered' }, 'Invalid request: actionId: is required'],
    [{ actionId: 'not-a-uuid', action: 'delivered' }, 'Invalid request: actionId: must be a uuid'],
    [{ actionId: randomUUID(), action: 'eaten' }, 'Invalid request: action: '],
    [{ actionId: randomUUID(), action: 'delivered', state: 'COMPLETED' }, 'Invalid request: '],
  ])('when the body is %j, then 400 names the field', async (payload, message) => {
    const { o, token } = await acceptedOrder();
    const r = await postAction(api, token, payload);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toContain(message);
    expect(await eventStates(api, o.id)).toEqual(['ACCEPTED']);
  });

  it('when the body is not JSON or over 1 KiB, then 400 / 413 and nothing changes', async () => {
    const { o, token } = await acceptedOrder();
    const bad = await api.app.inject({
      method: 'POST', url: `/api/v1/delivery/${token}/actions`, headers: { 'content-type': 'application/json' }, payload: '{"actionId":',
    });
    expect(bad.statusCode).toBe(400);
    const big = await postAction(api, token, { actionId: randomUUID(), action: 'delivered', pad: 'x'.repeat(2000) });
    expect(big.status).toBe(413);
    expect(await eventStates(api, o.id)).toEqual(['ACCEPTED']);
  });

  it('when an action is sent with an unknown token, then 404 and no order changes', async () => {
    const { o } = await acceptedOrder();
    const r = await postAction(api, 'A'.repeat(43), { actionId: randomUUID(), action: 'delivered' });
    expect(r.status).toBe(404);
    expect(await eventStates(api, o.id)).toEqual(['ACCEPTED']);
  });

  it('when a pickup order gets a link anyway, then actions on it are refused with 409 (no courier)', async () => {
    const o = await placeOrder(api, { delivery: pickupDelivery });
    expect(await vendorAction(api, o, 'confirm')).toBe(200);
    const token = 'P'.repeat(43);
    await api.tdb.db.query(
      'insert into vendor.courier_links (order_id, vendor_id, token_hash) values ($1::uuid, $2::uuid, $3)',
      [o.id, o.vendorId, hashToken(token)],
    );
    expect((await getView(api, token)).body.orderType).toBe('pickup');
    const r = await postAction(api, token, { actionId: randomUUID(), action: 'delivered' });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(`Order ${o.nr} is picked up by the customer and has no courier`);
    expect(await eventStates(api, o.id)).toEqual(['ACCEPTED']);
  });
});
