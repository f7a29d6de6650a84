/**
 * POST /api/v1/desk/presence every 30 s while the desk is open and signed in: the demo kitchen leaves a restaurant
 * alone while its desk is present (issue 14). Failures are ignored (the live connection shows the network's state).
 */
import { useEffect } from 'react';
import { deskSend } from './api/desk-fetch.ts';

export const PRESENCE_EVERY_MS = 30_000;

export function usePresence(): void {
  useEffect(() => {
    const beat = () => void deskSend('/api/v1/desk/presence', { method: 'POST' }).catch(() => undefined);
    beat();
    const timer = setInterval(beat, PRESENCE_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
}
