/**
 * "Never miss an order" (issue 14): each new order raises a system notification (when permitted) and, once the desk
 * is started, the screen is kept awake (Screen Wake Lock, taken again whenever the page becomes visible). The ring
 * itself is use-ring.ts (issue 32).
 */
import { useEffect, useRef } from 'react';
import type { DeskOrder } from '../../domain/wire/desk.ts';

/** A system notification for each order that appears as new after the first load (same tag as the web push). */
export function useNewOrderNotifications(newOrders: readonly DeskOrder[], text: (o: DeskOrder) => { title: string; body: string }): void {
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    const ids = newOrders.map((o) => o.id);
    if (known.current === null) {
      known.current = new Set(ids);
      return;
    }
    for (const o of newOrders) {
      if (known.current.has(o.id)) continue;
      known.current.add(o.id);
      if (typeof Notification === 'undefined' || Notification.permission !== 'granted') continue;
      const { title, body } = text(o);
      try {
        new Notification(title, { body, tag: `lz-desk-${o.nr}` });
      } catch {
        // Android Chrome only shows notifications from the service worker (the push does that)
      }
    }
  }, [newOrders, text]);
}

/** Keeps the screen awake while `on` (the desk was started); the lock is taken again when the page is shown. */
export function useWakeLock(on: boolean): void {
  useEffect(() => {
    if (!on || !('wakeLock' in navigator)) return undefined;
    let lock: WakeLockSentinel | null = null;
    let gone = false;
    const take = () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      navigator.wakeLock.request('screen').then(
        (l) => {
          if (gone) void l.release();
          else lock = l;
        },
        () => undefined,
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      gone = true;
      document.removeEventListener('visibilitychange', take);
      void lock?.release();
    };
  }, [on]);
}
