/**
 * The ring that cannot be missed (issue 32), ring.ts's state machine on the desk's clock: it ticks once a second and
 * when the ring is due, plays what the machine says (audio elements, ring-sound.ts), escalates an order unanswered for
 * a minute to the restaurant's other devices (once), and raises an alarm for every order that was open here and is
 * cancelled by someone else or expires. Acknowledging a new order is marking it seen (use-seen.ts); an alarm by `acknowledge`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { nowMs } from '../../domain/clock.ts';
import type { DeskOrder } from '../../domain/wire/desk.ts';
import { escalateOrder } from './api/escalate.ts';
import { acknowledgeAlarms, addAlarms, cancellationsOf, initialRing, nextRingAt, syncWaiting, tick, type RingState } from './ring.ts';
import { playRing } from './ring-sound.ts';

const RING_TICK_MS = 1000;

export interface Ring {
  state: RingState;
  acknowledge: () => void;
}

/**
 * `waitingIds`: the new orders nobody here has acknowledged; `orders`: the server's queue (undefined until loaded);
 * `audible`: the desk was started and its sound is on.
 */
export function useRing(waitingIds: readonly string[], orders: readonly DeskOrder[] | undefined, audible: boolean): Ring {
  const [state, setState] = useState<RingState>(initialRing);
  const current = useRef(state);
  const audibleNow = useRef(audible);

  const apply = useCallback((next: RingState) => {
    if (next === current.current) return;
    current.current = next;
    setState(next);
  }, []);

  const step = useCallback(() => {
    const r = tick(current.current, nowMs(), audibleNow.current);
    apply(r.state);
    if (r.play) playRing(r.play);
    for (const id of r.escalate) void escalateOrder(id).catch(() => undefined);
  }, [apply]);

  // the clock: once a second, and exactly when the ring is due again — so it repeats every 10 s, not every 10 to 11
  // (a new order or alarm also steps at once, below)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      const due = nextRingAt(current.current);
      const wait = due === null ? RING_TICK_MS : due - nowMs();
      timer = setTimeout(loop, wait > 0 && wait < RING_TICK_MS ? wait : RING_TICK_MS);
    };
    const loop = () => {
      step();
      next();
    };
    next();
    return () => clearTimeout(timer);
  }, [step]);

  const key = waitingIds.join(' ');
  useEffect(() => {
    apply(syncWaiting(current.current, key ? key.split(' ') : [], nowMs()));
    step();
  }, [key, apply, step]);

  useEffect(() => {
    audibleNow.current = audible;
    step();
  }, [audible, step]);

  const before = useRef<Map<string, DeskOrder['fulfillment']['state']> | null>(null);
  useEffect(() => {
    if (!orders) return;
    if (before.current) {
      const alarms = cancellationsOf(before.current, orders);
      if (alarms.length > 0) {
        apply(addAlarms(current.current, alarms));
        step();
      }
    }
    before.current = new Map(orders.map((o) => [o.id, o.fulfillment.state]));
  }, [orders, apply, step]);

  const acknowledge = useCallback(() => apply(acknowledgeAlarms(current.current)), [apply]);
  return { state, acknowledge };
}
