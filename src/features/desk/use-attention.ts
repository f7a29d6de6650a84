/**
 * "Never miss an order" (issue 14): while new orders are unseen the chime repeats every few seconds (when the sound
 * is on), each new order raises a system notification (when permitted), the tab title counts the new orders, and
 * the screen is kept awake (Screen Wake Lock, taken again whenever the page becomes visible).
 */
import { useEffect, useRef } from 'react';
import type { DeskOrder } from '../../domain/wire/desk.ts';
import { chime } from './alert-sound.ts';

export const CHIME_EVERY_MS = 5000;

export function useChime(unseen: number, soundOn: boolean): void {
  useEffect(() => {
    if (unseen === 0 || !soundOn) return undefined;
    chime();
    const timer = setInterval(chime, CHIME_EVERY_MS);
    return () => clearInterval(timer);
  }, [unseen, soundOn]);
}

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

export function useWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return undefined;
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
  }, []);
}
