/**
 * The page's side of the Background Sync outbox: what is written down (URL and headers of the API client), that an
 * action written down before keeps its first place, that a sync is asked for where the browser has it, and that
 * nothing here ever fails the action.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COURIER_SYNC_TAG, inSendingOrder, type OutboxEntry } from '../../../domain/courier-outbox.ts';
import { setRuntimeConfig } from '../../../lib/api/client.ts';
import { dropFromOutbox, queueForSync } from './outbox.ts';

// idb-keyval over a Map (jsdom has no IndexedDB)
const db = vi.hoisted(() => new Map<unknown, unknown>());
vi.mock('idb-keyval', () => ({
  createStore: () => 'courier-store',
  update: (key: unknown, fn: (old: unknown) => unknown) => Promise.resolve(void db.set(key, fn(db.get(key)))),
  del: (key: unknown) => Promise.resolve(void db.delete(key)),
}));

const TOKEN = 'T'.repeat(43);
const register = vi.fn<(tag: string) => Promise<void>>();

function serviceWorker(registration: object | undefined): void {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration) },
  });
}

beforeEach(() => {
  db.clear();
  register.mockReset().mockResolvedValue(undefined);
  setRuntimeConfig({ apiBaseUrl: 'https://api.example.at', publicApiToken: 'pub-token' });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  setRuntimeConfig(null);
});

describe('courier outbox (page)', () => {
  it('when an action is queued, then it is written with the client\'s URL and bearer and a sync is registered', async () => {
    serviceWorker({ sync: { register } });
    await queueForSync({ token: TOKEN, actionId: 'a1', action: 'pickedUp' }, 1000);
    expect(db.get('a1')).toEqual({
      actionId: 'a1', token: TOKEN, action: 'pickedUp', queuedAt: 1000,
      url: `https://api.example.at/api/v1/delivery/${TOKEN}/actions`, headers: { Authorization: 'Bearer pub-token' },
    });
    expect(register.mock.calls).toEqual([[COURIER_SYNC_TAG]]);
  });

  it('when the same action is queued again later (a retry failing again), then it keeps its first place before a later tap', async () => {
    serviceWorker({ sync: { register } });
    await queueForSync({ token: TOKEN, actionId: 'picked', action: 'pickedUp' }, 1000);
    await queueForSync({ token: TOKEN, actionId: 'delivered', action: 'delivered' }, 2000);
    await queueForSync({ token: TOKEN, actionId: 'picked', action: 'pickedUp' }, 3000);
    const order = inSendingOrder([...db.values()] as OutboxEntry[]).map((e) => `${e.actionId}@${String(e.queuedAt)}`);
    expect(order).toEqual(['picked@1000', 'delivered@2000']);
  });

  it('when the browser has no Background Sync or registering fails, then the entry is still written and nothing throws', async () => {
    serviceWorker({});
    await queueForSync({ token: TOKEN, actionId: 'b1', action: 'delivered' }, 1000);
    serviceWorker({ sync: { register } });
    register.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await queueForSync({ token: TOKEN, actionId: 'b2', action: 'delivered' }, 1001);
    expect([...db.keys()]).toEqual(['b1', 'b2']);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('when the page got a final answer, then the entry is taken out', async () => {
    serviceWorker(undefined);
    await queueForSync({ token: TOKEN, actionId: 'c1', action: 'pickedUp' }, 1000);
    await queueForSync({ token: TOKEN, actionId: 'c2', action: 'delivered' }, 1001);
    await dropFromOutbox('c1');
    expect([...db.keys()]).toEqual(['c2']);
  });
});
