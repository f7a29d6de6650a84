import { describe, expect, it, vi } from 'vitest';
import {
  COURIER_SYNCED_MESSAGE, flushOutbox, inSendingOrder, OUTBOX_MAX_AGE_MS, runCourierSync, syncedTokensOf,
  type OutboxEntry, type OutboxStore, type SendEntry,
} from './courier-outbox.ts';

const T1 = 'A'.repeat(43);
const T2 = 'B'.repeat(43);
const NOW = Date.UTC(2030, 0, 1, 12);

function entry(actionId: string, action: OutboxEntry['action'], queuedAt: number, token = T1): OutboxEntry {
  return {
    actionId, token, action, queuedAt,
    url: `https://api.example.at/api/v1/delivery/${token}/actions`,
    headers: { Authorization: 'Bearer lieferzone-public-anon' },
  };
}

/** The outbox in memory, keyed by actionId like the idb-keyval store (whose entries come in key order). */
function memoryStore(...items: [unknown, unknown][]): OutboxStore & { keys: () => unknown[] } {
  const map = new Map<unknown, unknown>(items);
  return {
    entries: () => Promise.resolve([...map.entries()].sort(([a], [b]) => String(a).localeCompare(String(b)))),
    remove: (key) => Promise.resolve(void map.delete(key)),
    keys: () => [...map.keys()],
  };
}
const stored = (...es: OutboxEntry[]) => memoryStore(...es.map((e): [unknown, unknown] => [e.actionId, e]));

/** The HTTP client's sends, answering these statuses in turn ('offline': the network failed, status 0). */
function fetchAnswering(...statuses: (number | 'offline')[]) {
  const f = vi.fn<SendEntry>();
  for (const s of statuses) f.mockImplementationOnce(() => Promise.resolve(s === 'offline' ? 0 : s));
  return f;
}

const sentIds = (f: ReturnType<typeof fetchAnswering>) => f.mock.calls.map(([, init]) => init.body.actionId);

describe('courier outbox', () => {
  it('when entries were queued out of key order, then they are sent oldest first, "Abgeholt" before "Zugestellt" at the same moment', () => {
    const delivered = entry('a-delivered', 'delivered', NOW - 1000);
    const picked = entry('z-picked', 'pickedUp', NOW - 1000);
    const older = entry('m-older', 'delivered', NOW - 5000, T2);
    expect(inSendingOrder([delivered, picked, older]).map((e) => e.actionId)).toEqual(['m-older', 'z-picked', 'a-delivered']);
  });

  it('when every answer is 2xx, then each entry is POSTed once with its body and headers, in order, and the outbox is empty', async () => {
    // keys sort "a" < "b", but "b" was tapped first
    const store = stored(entry('b-1', 'pickedUp', NOW - 2000), entry('a-2', 'delivered', NOW - 1000));
    const f = fetchAnswering(200, 200);
    const r = await flushOutbox(store, f, NOW);
    expect(r.retry).toBe(false);
    expect(r.done.map((e) => e.actionId)).toEqual(['b-1', 'a-2']);
    expect(f).toHaveBeenCalledTimes(2);
    const [url, init] = f.mock.calls[0]!;
    expect(url).toBe(`https://api.example.at/api/v1/delivery/${T1}/actions`);
    expect(init).toEqual({
      method: 'POST',
      headers: { Authorization: 'Bearer lieferzone-public-anon' },
      body: { actionId: 'b-1', action: 'pickedUp' },
    });
    expect(sentIds(f)).toEqual(['b-1', 'a-2']);
    expect(store.keys()).toEqual([]);
  });

  it('when the server refuses an action (409, 404), then it leaves the outbox and the next one is still sent', async () => {
    const store = stored(entry('1', 'pickedUp', NOW - 3000), entry('2', 'delivered', NOW - 2000, T2), entry('3', 'delivered', NOW - 1000));
    const f = fetchAnswering(409, 404, 200);
    const r = await flushOutbox(store, f, NOW);
    expect(r).toMatchObject({ retry: false });
    expect(sentIds(f)).toEqual(['1', '2', '3']);
    expect(store.keys()).toEqual([]);
  });

  it('when the network fails on the first entry, then nothing later is sent, both stay, and the round asks for a retry', async () => {
    const store = stored(entry('p', 'pickedUp', NOW - 2000), entry('d', 'delivered', NOW - 1000));
    const f = fetchAnswering('offline', 200);
    const r = await flushOutbox(store, f, NOW);
    expect(r).toEqual({ done: [], retry: true });
    expect(f).toHaveBeenCalledTimes(1);
    expect(store.keys().sort()).toEqual(['d', 'p']);
  });

  it('when the second entry gets a 503 (or 429), then the first leaves, the second and third stay for later', async () => {
    for (const temporary of [503, 429]) {
      const store = stored(entry('1', 'pickedUp', NOW - 3000), entry('2', 'delivered', NOW - 2000), entry('3', 'pickedUp', NOW - 1000, T2));
      const f = fetchAnswering(200, temporary, 200);
      const r = await flushOutbox(store, f, NOW);
      expect(r.retry).toBe(true);
      expect(r.done.map((e) => e.actionId)).toEqual(['1']);
      expect(sentIds(f)).toEqual(['1', '2']);
      expect(store.keys()).toEqual(['2', '3']);
    }
  });

  it('when an entry is unreadable or older than 48 h, then it is dropped without being sent', async () => {
    const store = memoryStore(
      ['junk', { actionId: 'junk', action: 'teleported' }],
      ['old', entry('old', 'pickedUp', NOW - OUTBOX_MAX_AGE_MS - 1)],
      ['new', entry('new', 'pickedUp', NOW - OUTBOX_MAX_AGE_MS)],
    );
    const f = fetchAnswering(200);
    await flushOutbox(store, f, NOW);
    expect(sentIds(f)).toEqual(['new']);
    expect(store.keys()).toEqual([]);
  });

  it('when the sync round sent actions of two links, then the pages are told both tokens once; when something is left, it rejects after telling', async () => {
    const notify = vi.fn<(tokens: string[]) => Promise<void>>(() => Promise.resolve());
    const store = stored(entry('1', 'pickedUp', NOW - 3000), entry('2', 'delivered', NOW - 2000), entry('3', 'pickedUp', NOW - 1000, T2));
    await runCourierSync({ store, send: fetchAnswering(200, 200, 200), now: () => NOW, notify });
    expect(notify.mock.calls).toEqual([[[T1, T2]]]);

    notify.mockClear();
    const left = stored(entry('4', 'pickedUp', NOW - 2000), entry('5', 'delivered', NOW - 1000));
    await expect(runCourierSync({ store: left, send: fetchAnswering(200, 'offline'), now: () => NOW, notify })).rejects.toThrow(/later sync/);
    expect(notify.mock.calls).toEqual([[[T1]]]);
    expect(left.keys()).toEqual(['5']);

    notify.mockClear();
    await expect(runCourierSync({ store: left, send: fetchAnswering(502), now: () => NOW, notify })).rejects.toThrow();
    expect(notify).not.toHaveBeenCalled();
    expect(left.keys()).toEqual(['5']);
  });

  it('when a page gets a message, then only the worker\'s synced message with string tokens counts', () => {
    expect(syncedTokensOf({ type: COURIER_SYNCED_MESSAGE, tokens: [T1, 7, T2] })).toEqual([T1, T2]);
    expect(syncedTokensOf({ type: 'SKIP_WAITING', tokens: [T1] })).toEqual([]);
    expect(syncedTokensOf({ type: COURIER_SYNCED_MESSAGE })).toEqual([]);
    expect(syncedTokensOf(null)).toEqual([]);
  });
});
