import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, type AsyncStorage } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../lib/api/client.ts';
import { newAction, type DeskActionVariables } from './api/actions.ts';
import { createDeskQueryClient, deskPersistOptions, resumeDeskActions } from './desk-query-client.ts';
import { deskMutationKeys } from './keys.ts';

vi.mock('./desk-auth.ts', () => ({ deskAccessToken: () => Promise.resolve('desk-token') }));

const ORDER = '11111111-1111-4111-8111-111111111111';

/** An in-memory AsyncStorage standing in for IndexedDB: what a reload finds. */
function memoryStorage(): AsyncStorage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => Promise.resolve(m.get(k) ?? null),
    setItem: (k, v) => Promise.resolve(void m.set(k, v)),
    removeItem: (k) => Promise.resolve(void m.delete(k)),
  };
}

const NOW = '2026-11-24T12:00:00.000Z';
/** The order as the server answers an action (its state does not matter here). */
const answer = {
  order: {
    name: `vendors/v/orders/${ORDER}`, id: ORDER, nr: '100001', vendor: 'vendors/v', requestId: 'r1', createTime: NOW, expireTime: NOW,
    delivery: { label: 'Anna', pickUp: false, mobile: '+43 660 1', email: 'a@example.at' },
    payment: { sys: 'offline', method: 'cash', ccy: 'EUR' },
    amount: { ccy: 'EUR', val: 10, charges: [], discounts: [], total: 10, vat: [] },
    lines: [],
    fulfillment: { state: 'PROCESSED', ts: NOW },
  },
};

/** The server: records each action body; answers 409 for the actions named in `refuse`. */
function fakeServer(refuse: string[] = []) {
  const seen: { action: string; actionId: string }[] = [];
  const fetchMock = vi.fn((_url: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as { action: string; actionId: string };
    seen.push({ action: body.action, actionId: body.actionId });
    if (refuse.includes(body.action)) {
      const error = { code: 409, message: `Order 100001 cannot move from DELIVERED to ${body.action}` };
      return Promise.resolve(new Response(JSON.stringify({ error }), { status: 409 }));
    }
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  });
  return { seen, fetchMock };
}

function takeOffline(client: QueryClient, actions: DeskActionVariables[]) {
  for (const v of actions) {
    void client
      .getMutationCache()
      .build(client, { mutationKey: deskMutationKeys.action })
      .execute(v)
      .catch(() => undefined);
  }
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
}

describe('desk actions offline', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: '' });
    onlineManager.setOnline(false);
  });
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
  });

  it('when actions are taken offline and the page reloads, then they are sent once each, in the order taken, when online', async () => {
    const storage = memoryStorage();
    const before = createDeskQueryClient();
    const taken = [
      newAction({ orderId: ORDER, nr: '100001', action: 'ready' }),
      newAction({ orderId: ORDER, nr: '100001', action: 'handover' }),
      newAction({ orderId: ORDER, nr: '100001', action: 'delivered' }),
    ];
    takeOffline(before, taken);
    await until(() => before.getMutationCache().getAll().every((m) => m.state.isPaused));
    await persistQueryClientSave({ queryClient: before, ...deskPersistOptions(before, storage) });

    // the reload: a new client restores what was saved, then the network comes back
    const { seen, fetchMock } = fakeServer();
    vi.stubGlobal('fetch', fetchMock);
    const after = createDeskQueryClient();
    after.mount();
    await persistQueryClientRestore({ queryClient: after, ...deskPersistOptions(after, storage) });
    expect(after.getMutationCache().getAll()).toHaveLength(3);
    void resumeDeskActions(after);
    onlineManager.setOnline(true);
    await until(() => after.getMutationCache().getAll().every((m) => m.state.status !== 'pending'));

    expect(seen.map((s) => s.action)).toEqual(['ready', 'handover', 'delivered']);
    expect(seen.map((s) => s.actionId)).toEqual(taken.map((t) => t.actionId));
    expect(after.getMutationCache().getAll().map((m) => m.state.status)).toEqual(['success', 'success', 'success']);
  });

  it('when the server refuses one queued action with 409, then it is kept as failed with the reason and the next still goes', async () => {
    const { seen, fetchMock } = fakeServer(['handover']);
    vi.stubGlobal('fetch', fetchMock);
    const client = createDeskQueryClient();
    client.mount();
    takeOffline(client, [
      newAction({ orderId: ORDER, nr: '100001', action: 'handover' }),
      newAction({ orderId: ORDER, nr: '100001', action: 'delivered' }),
    ]);
    onlineManager.setOnline(true);
    await until(() => client.getMutationCache().getAll().every((m) => m.state.status === 'error'));
    expect(seen.map((s) => s.action)).toEqual(['handover', 'delivered']);
    const refused = client.getMutationCache().getAll()[0]?.state.error as { kind?: string; serverMessage?: string } | undefined;
    expect(refused?.kind).toBe('conflict');
    expect(refused?.serverMessage).toBe('Order 100001 cannot move from DELIVERED to handover');
  });
});
