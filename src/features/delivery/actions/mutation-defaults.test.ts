/**
 * The courier's offline queue: actions tapped offline are paused, written down with the persisted cache, restored
 * into a new client (a reload) and sent once, in the order tapped, with their actionIds; a refusal is not retried.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, type AsyncStorage } from '@tanstack/react-query-persist-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryView } from '../../../domain/wire/delivery.ts';
import { createQueryClient as createBareQueryClient } from '../../../lib/query-client.ts';
import { createIdbPersister, persistOptions } from '../../../lib/query-persistence.tsx';
import { setRuntimeConfig } from '../../../lib/api/client.ts';
import { deliveryActionKeys, deliveryKeys, registerDeliveryActionMutations, type DeliveryActionVariables } from './mutation-defaults.ts';
import { HttpError } from '../../../lib/api/errors.ts';

/** The app's client as far as this feature is concerned: lib's defaults and the courier actions' registration. */
function createQueryClient(): QueryClient {
  const client = createBareQueryClient();
  registerDeliveryActionMutations(client);
  return client;
}

const TOKEN = 'T'.repeat(43);
const fetchMock = vi.fn<typeof fetch>();
// the Background Sync outbox (IndexedDB, service worker): what the page writes down and takes out again
const outbox = vi.hoisted(() => ({
  queueForSync: vi.fn((_vars: { actionId: string }, _at: number) => Promise.resolve()),
  dropFromOutbox: vi.fn((_actionId: string) => Promise.resolve()),
}));
vi.mock('./outbox.ts', () => outbox);
const queuedIds = () => outbox.queueForSync.mock.calls.map(([v]) => v.actionId);
const droppedIds = () => outbox.dropFromOutbox.mock.calls.map(([id]) => id);

function memoryStorage(): AsyncStorage {
  const items = new Map<string, string>();
  return {
    getItem: (k) => Promise.resolve(items.get(k)),
    setItem: (k, v) => Promise.resolve(void items.set(k, v)),
    removeItem: (k) => Promise.resolve(void items.delete(k)),
  };
}

const view = (state: DeliveryView['state']): DeliveryView => ({
  nr: '100042', orderType: 'delivery', state, stateTime: '2030-01-01T12:00:00.000Z',
  pickup: { vendorName: 'Pizzeria Testa', address: 'Favoritenstraße 1', postalCode: '1100', city: 'Wien' },
  customer: { name: 'Anna Muster', phone: '+43 660 1234567' },
  items: [{ name: 'Pizza Margherita', qty: 2 }], total: 30.3, paymentMethod: 'cash', cashToCollect: 30.3,
  deliveryTime: null, expiresAt: null,
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sent = () => fetchMock.mock.calls.map(([url, init]) => ({ url, body: JSON.parse(init?.body as string) as unknown }));

/** Starts an action the way the page does (useMutation with the key; the defaults bring the rest). */
function tap(client: QueryClient, vars: Omit<DeliveryActionVariables, 'token'>) {
  const m = client.getMutationCache().build(client, { mutationKey: deliveryActionKeys.token(TOKEN) });
  const done = m.execute({ token: TOKEN, ...vars }).catch(() => undefined);
  return { m, done };
}

beforeAll(async () => {
  await import('./send.ts');
});
beforeEach(() => {
  fetchMock.mockReset();
  outbox.queueForSync.mockClear();
  outbox.dropFromOutbox.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  setRuntimeConfig({ apiBaseUrl: '' });
  onlineManager.setOnline(true);
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => onlineManager.setOnline(true));

describe('courier action queue', () => {
  it('when two actions are tapped offline and the page is reloaded, then after reconnecting each is sent once, in order', async () => {
    const storage = memoryStorage();
    const persister = createIdbPersister(storage, 0);
    const before = createQueryClient();
    onlineManager.setOnline(false);
    const picked = tap(before, { actionId: '11111111-1111-4111-8111-111111111111', action: 'pickedUp' });
    const delivered = tap(before, { actionId: '22222222-2222-4222-8222-222222222222', action: 'delivered' });
    await vi.waitFor(() => expect(picked.m.state.isPaused && delivered.m.state.isPaused).toBe(true));
    expect(fetchMock).not.toHaveBeenCalled();
    // written down for the service worker too, in the order tapped
    await vi.waitFor(() => expect(queuedIds()).toEqual(['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222']));
    const [first, second] = outbox.queueForSync.mock.calls.map(([, at]) => at);
    expect(first).toBeLessThanOrEqual(second ?? 0);
    await persistQueryClientSave({ queryClient: before, ...persistOptions(before, persister) });

    // the reload: a new client restores the cache, still offline
    const after = createQueryClient();
    await persistQueryClientRestore({ queryClient: after, ...persistOptions(after, persister) });
    expect(after.getMutationCache().getAll().map((m) => m.state.isPaused)).toEqual([true, true]);

    let answerFirst: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(json(200, { view: view('DELIVERED') }));
    onlineManager.setOnline(true);
    const resumed = after.resumePausedMutations();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // one after the other: "Zugestellt" waits until "Abgeholt" has its answer
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answerFirst(json(200, { view: view('DELIVERING') }));
    await resumed;
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent()).toEqual([
      { url: `/api/v1/delivery/${TOKEN}/actions`, body: { actionId: '11111111-1111-4111-8111-111111111111', action: 'pickedUp' } },
      { url: `/api/v1/delivery/${TOKEN}/actions`, body: { actionId: '22222222-2222-4222-8222-222222222222', action: 'delivered' } },
    ]);
    await vi.waitFor(() => expect(after.getQueryData<DeliveryView>(deliveryKeys.view(TOKEN))?.state).toBe('DELIVERED'));
    // nothing is sent a second time; the worker need not send them either; the restore queued nothing again
    await after.resumePausedMutations();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(droppedIds()).toEqual(['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222']);
    expect(queuedIds()).toHaveLength(2);
    expect(after.getMutationCache().getAll().map((m) => m.state.status)).toEqual(['success', 'success']);
  });

  it('when the server refuses an action (409), then it fails at once with the conflict and is not sent again', async () => {
    const client = createQueryClient();
    fetchMock.mockResolvedValue(json(409, { error: { code: 409, message: 'Order 100042 cannot move from DELIVERED to DELIVERING', status: 'ABORTED' } }));
    const t = tap(client, { actionId: '33333333-3333-4333-8333-333333333333', action: 'pickedUp' });
    await t.done;
    expect(t.m.state.status).toBe('error');
    expect(t.m.state.error).toMatchObject({ kind: 'conflict', serverMessage: 'Order 100042 cannot move from DELIVERED to DELIVERING' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // a refusal is final: out of the outbox too, nothing queued (the tap was online)
    expect(droppedIds()).toEqual(['33333333-3333-4333-8333-333333333333']);
    expect(queuedIds()).toEqual([]);
  });

  it('when the send fails on the network, then the action is written down for the worker (and kept there), and the retry that succeeds takes it out', async () => {
    const client = createQueryClient();
    client.setMutationDefaults(deliveryActionKeys.all, { ...client.getMutationDefaults(deliveryActionKeys.all), retryDelay: 1 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(200, { view: view('DELIVERING') }));
    const t = tap(client, { actionId: '55555555-5555-4555-8555-555555555555', action: 'pickedUp' });
    await t.done;
    expect(t.m.state.status).toBe('success');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(queuedIds()).toEqual(['55555555-5555-4555-8555-555555555555']);
    expect(droppedIds()).toEqual(['55555555-5555-4555-8555-555555555555']);
    expect(outbox.dropFromOutbox.mock.invocationCallOrder[0]).toBeGreaterThan(outbox.queueForSync.mock.invocationCallOrder[0] ?? Infinity);
    expect(client.getQueryData<DeliveryView>(deliveryKeys.view(TOKEN))?.state).toBe('DELIVERING');
  });

  it('when the server answers 503, then the action is written down for the worker too (the page may be closed before its retry)', async () => {
    const client = createQueryClient();
    client.setMutationDefaults(deliveryActionKeys.all, { ...client.getMutationDefaults(deliveryActionKeys.all), retryDelay: 1 });
    fetchMock.mockResolvedValueOnce(json(503, { error: { code: 503, message: 'Unavailable', status: 'UNAVAILABLE' } }))
      .mockResolvedValueOnce(json(200, { view: view('DELIVERING') }));
    const t = tap(client, { actionId: '66666666-6666-4666-8666-666666666666', action: 'pickedUp' });
    await t.done;
    expect(t.m.state.status).toBe('success');
    expect(queuedIds()).toEqual(['66666666-6666-4666-8666-666666666666']);
    expect(droppedIds()).toEqual(['66666666-6666-4666-8666-666666666666']);
  });

  it('when the server answers a replayed actionId (the worker sent it first) with the order as it is, then the page shows that state without an error', async () => {
    const client = createQueryClient();
    client.setQueryData(deliveryKeys.view(TOKEN), view('ACCEPTED'));
    // the server's answer to an actionId it applied before: 200 with the current view (server/courier/actions.ts)
    fetchMock.mockResolvedValueOnce(json(200, { view: view('DELIVERED') }));
    const t = tap(client, { actionId: '66666666-6666-4666-8666-666666666666', action: 'pickedUp' });
    await t.done;
    expect(t.m.state.status).toBe('success');
    expect(t.m.state.error).toBeNull();
    expect(client.getQueryData<DeliveryView>(deliveryKeys.view(TOKEN))?.state).toBe('DELIVERED');
  });

  it('when the answer does not fit the schema, then it is a bad answer (retryable) and the view is not replaced', async () => {
    const client = createQueryClient();
    client.setQueryData(deliveryKeys.view(TOKEN), view('ACCEPTED'));
    const retry = client.getMutationDefaults(deliveryActionKeys.token(TOKEN)).retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new HttpError({ status: 0 }))).toBe(true);
    expect(retry(0, new HttpError({ status: 503 }))).toBe(true);
    expect(retry(0, new HttpError({ status: 409 }))).toBe(false);
    expect(retry(0, new HttpError({ status: 404 }))).toBe(false);
    const { sendDeliveryAction } = await import('./send.ts');
    fetchMock.mockResolvedValueOnce(json(200, { view: { state: 'DELIVERED' } }));
    await expect(sendDeliveryAction({ token: TOKEN, actionId: '44444444-4444-4444-8444-444444444444', action: 'delivered' }))
      .rejects.toMatchObject({ kind: 'bad-answer', retryable: true });
    expect(client.getQueryData<DeliveryView>(deliveryKeys.view(TOKEN))?.state).toBe('ACCEPTED');
  });
});
