/**
 * The courier page's position sharing (issue 28): while the order is on the way and the courier has not stopped it,
 * `navigator.geolocation.watchPosition` feeds PositionShare (position-share.ts), which sends the latest point by the
 * 10 s / 50 m rule and keeps it over offline spells and reloads. Stopping erases the point on the server too and is
 * remembered for this link on the device; "start again" resumes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { nowMs } from '../../domain/clock.ts';
import type { CourierPositionRequest } from '../../domain/wire/courier-position.ts';
import { apiFetch } from '../../lib/api/client.ts';
import { isHttpError } from '../../lib/api/errors.ts';
import { pendingKey, PositionShare, type SendOutcome } from './position-share.ts';

export type ShareStatus = 'sharing' | 'stopped' | 'denied' | 'unsupported';

const stoppedKey = (token: string) => `lz-courier-share-stopped:${token}`;
const path = (token: string) => `/api/v1/delivery/${encodeURIComponent(token)}/position`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

async function sendPosition(token: string, p: CourierPositionRequest): Promise<SendOutcome> {
  try {
    await apiFetch(path(token), { method: 'POST', body: p, retry: false });
    return 'done';
  } catch (err) {
    // a refusal (409 not on the way, 404 link gone, 400) is final; the network, 429 and 5xx are worth another try
    if (isHttpError(err) && !err.unreachable && err.kind !== 'rate-limited' && err.status !== 408) return 'done';
    return 'retry';
  }
}

export function useSharePosition(token: string, active: boolean) {
  const [stopped, setStopped] = useState(() => storage()?.getItem(stoppedKey(token)) === '1');
  const [denied, setDenied] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const shareRef = useRef<PositionShare | null>(null);
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const on = active && !stopped && supported;

  useEffect(() => {
    if (!on) return undefined;
    const share = new PositionShare(token, {
      send: (p) => sendPosition(token, p),
      storage: storage(),
      nowMs,
      isOnline: () => navigator.onLine,
      setTimer: (fn, ms) => window.setTimeout(fn, ms),
      clearTimer: (h) => window.clearTimeout(h as number),
      onChange: () => setWaiting(share.pending() !== null && !navigator.onLine),
    });
    shareRef.current = share;
    const onOnline = () => share.flush();
    const onOffline = () => setWaiting(share.pending() !== null);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    share.flush(); // a point left from before a reload
    const id = navigator.geolocation.watchPosition(
      (pos) => {
        setDenied(false);
        const p: CourierPositionRequest = {
          seq: Math.max(1, Math.round(pos.timestamp)),
          lat: Math.round(pos.coords.latitude * 1e6) / 1e6,
          lng: Math.round(pos.coords.longitude * 1e6) / 1e6,
        };
        if (Number.isFinite(pos.coords.accuracy)) p.accuracyM = Math.min(100_000, Math.round(pos.coords.accuracy));
        share.offer(p);
      },
      (err) => {
        if (err.code === err.PERMISSION_DENIED) setDenied(true);
      },
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 60_000 },
    );
    return () => {
      navigator.geolocation.clearWatch(id);
      share.pause();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      shareRef.current = null;
    };
  }, [on, token]);

  // after delivery (or cancellation) nothing is left waiting on the device
  useEffect(() => {
    if (!active) storage()?.removeItem(pendingKey(token));
  }, [active, token]);

  const stop = useCallback(() => {
    shareRef.current?.stop();
    storage()?.setItem(stoppedKey(token), '1');
    setStopped(true);
    setWaiting(false);
    void apiFetch(path(token), { method: 'DELETE', retry: true }).catch(() => undefined);
  }, [token]);

  const start = useCallback(() => {
    storage()?.removeItem(stoppedKey(token));
    setStopped(false);
  }, [token]);

  const status: ShareStatus = !supported ? 'unsupported' : stopped ? 'stopped' : denied ? 'denied' : 'sharing';
  return { status, waiting, stop, start };
}
