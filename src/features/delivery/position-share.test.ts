import { describe, expect, it } from 'vitest';
import type { CourierPositionRequest } from '../../domain/wire/courier-position.ts';
import { pendingKey, PositionShare, type SendOutcome } from './position-share.ts';

/** A fake clock with timers, an online flag, a Storage in a Map and a send that records and answers as told. */
function harness(answer: () => SendOutcome | Promise<SendOutcome> = () => 'done') {
  let now = 1_000_000;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 0;
  const map = new Map<string, string>();
  const sent: CourierPositionRequest[] = [];
  const env = { online: true };
  const deps = {
    send: async (p: CourierPositionRequest) => {
      sent.push(p);
      return answer();
    },
    storage: { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) },
    nowMs: () => now,
    isOnline: () => env.online,
    setTimer: (fn: () => void, ms: number) => {
      const id = ++nextId;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimer: (id: unknown) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
  };
  const advance = async (ms: number) => {
    now += ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers.splice(timers.indexOf(due), 1);
      due.fn();
      await Promise.resolve();
    }
    await new Promise((r) => setTimeout(r, 0));
  };
  return { deps, sent, env, map, advance, now: () => now };
}

const point = (seq: number, lat: number) => ({ seq, lat, lng: 16.37 });
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('PositionShare', () => {
  it('when the first fix comes, then it is sent at once and no longer pending', async () => {
    const h = harness();
    const s = new PositionShare('tok', h.deps);
    s.offer(point(1, 48.2));
    await settle();
    expect(h.sent).toEqual([point(1, 48.2)]);
    expect(s.pending()).toBeNull();
  });

  it('when the courier moved 44 m within 10 s, then the point waits and goes out 10 s after the last send', async () => {
    const h = harness();
    const s = new PositionShare('tok', h.deps);
    s.offer(point(1, 48.2));
    await settle();
    await h.advance(3_000);
    s.offer(point(2, 48.2004)); // 44.5 m
    await settle();
    expect(h.sent).toHaveLength(1);
    await h.advance(7_000);
    expect(h.sent.map((p) => p.seq)).toEqual([1, 2]);
  });

  it('when offline, then only the latest fix is kept (in storage) and sent exactly once when the network returns', async () => {
    const h = harness();
    const s = new PositionShare('tok', h.deps);
    s.offer(point(1, 48.2));
    await settle();
    h.env.online = false;
    await h.advance(20_000);
    s.offer(point(2, 48.21));
    s.offer(point(3, 48.22));
    await h.advance(20_000);
    expect(h.sent).toHaveLength(1);
    expect(JSON.parse(h.map.get(pendingKey('tok'))!)).toEqual(point(3, 48.22));
    h.env.online = true;
    s.flush();
    await settle();
    s.flush();
    await h.advance(30_000);
    expect(h.sent).toEqual([point(1, 48.2), point(3, 48.22)]);
  });

  it('when the page is reloaded with a point still pending, then a new instance sends it', async () => {
    const h = harness();
    h.env.online = false;
    new PositionShare('tok', h.deps).offer(point(5, 48.23));
    h.env.online = true;
    const again = new PositionShare('tok', h.deps);
    again.flush();
    await settle();
    expect(h.sent).toEqual([point(5, 48.23)]);
  });

  it('when an older fix arrives after a newer one, then the newer stays pending', () => {
    const h = harness();
    h.env.online = false;
    const s = new PositionShare('tok', h.deps);
    s.offer(point(9, 48.2));
    s.offer(point(8, 48.3));
    expect(s.pending()).toEqual(point(9, 48.2));
  });

  it('when the send fails on the network, then the point stays and is tried again 10 s later', async () => {
    let fail = true;
    const h = harness(() => (fail ? 'retry' : 'done'));
    const s = new PositionShare('tok', h.deps);
    s.offer(point(1, 48.2));
    await settle();
    expect(s.pending()).toEqual(point(1, 48.2));
    fail = false;
    await h.advance(10_000);
    expect(h.sent).toHaveLength(2);
    expect(s.pending()).toBeNull();
  });

  it('when the courier stops sharing, then nothing is pending and later fixes are not sent', async () => {
    const h = harness();
    h.env.online = false;
    const s = new PositionShare('tok', h.deps);
    s.offer(point(1, 48.2));
    s.stop();
    h.env.online = true;
    s.offer(point(2, 48.21));
    s.flush();
    await settle();
    expect(h.sent).toEqual([]);
    expect(h.map.size).toBe(0);
  });

  it('when the page goes away with a point pending and a retry scheduled, then nothing more is sent and the point stays for the next visit', async () => {
    const h = harness(() => 'retry');
    const s = new PositionShare('tok', h.deps);
    s.offer(point(1, 48.2));
    await settle();
    s.pause();
    await h.advance(60_000);
    expect(h.sent).toHaveLength(1);
    expect(s.pending()).toEqual(point(1, 48.2));
  });
});
