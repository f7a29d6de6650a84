/**
 * Issue 32 — orders the server's auto-accept took (fulfillment.autoAccepted): the desk opens each one's kitchen ticket
 * once (also on another tablet of the same restaurant that is open: each desk prints its own unless told otherwise;
 * the ids already opened are kept for the tab's session, so a reload does not open them again), and lists those still
 * refusable (within AUTO_ACCEPT_REFUSE_MS of the accept) with a "refuse" button.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { DeskOrder } from '../../domain/wire/desk.ts';
import { AUTO_ACCEPT_REFUSE_MS } from '../../domain/wire/desk-day.ts';

const OPENED_KEY = 'lz-desk-auto-ticket';
/** an auto-accepted order older than this is not opened any more (the desk was closed meanwhile) */
const OPEN_WITHIN_MS = 10 * 60_000;

function acceptedAt(o: DeskOrder): number {
  return Date.parse(o.fulfillment.history?.find((h) => h.state === 'ACCEPTED')?.ts ?? o.fulfillment.ts);
}

const isAuto = (o: DeskOrder) => o.fulfillment.autoAccepted === true && o.fulfillment.state !== 'CANCELED';

function readOpened(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(OPENED_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

/** Calls `open(order)` once for each newly auto-accepted order (while `ready`, i.e. nothing else is open). */
export function useAutoAcceptedTicket<T extends DeskOrder>(orders: readonly T[] | undefined, now: number, ready: boolean, open: (o: T) => void): void {
  const opened = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!ready || !orders) return;
    opened.current ??= readOpened();
    const seen = opened.current;
    const next = orders.find((o) => isAuto(o) && o.fulfillment.state === 'ACCEPTED' && !seen.has(o.id) && now - acceptedAt(o) < OPEN_WITHIN_MS);
    if (!next) return;
    seen.add(next.id);
    try {
      sessionStorage.setItem(OPENED_KEY, JSON.stringify([...seen].slice(-200)));
    } catch { /* private mode: kept in memory only */ }
    open(next);
  }, [orders, now, ready, open]);
}

/** The auto-accepted orders still refusable at `now`, with the seconds left. */
export function useRefusable<T extends DeskOrder>(orders: readonly T[] | undefined, now: number): { order: T; secondsLeft: number }[] {
  return useMemo(
    () => (orders ?? []).flatMap((o) => {
      if (!isAuto(o)) return [];
      const left = acceptedAt(o) + AUTO_ACCEPT_REFUSE_MS - now;
      return left > 0 ? [{ order: o, secondsLeft: Math.ceil(left / 1000) }] : [];
    }),
    [orders, now],
  );
}
