/**
 * `orderJustPlaced` (sessionStorage): set after a successful placement; a /checkout load with it set goes home.
 * Apart from storage.ts on purpose: the /checkout route's beforeLoad reads it, so it sits in the entry chunk, and
 * storage.ts brings the checkout form (react-hook-form, zod) with it. Disabled storage: nothing is remembered.
 */
import { nowMs } from '../../domain/clock.ts';
const JUST_PLACED_KEY = 'orderJustPlaced';

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function setOrderJustPlaced(): void {
  try {
    session()?.setItem(JUST_PLACED_KEY, String(nowMs()));
  } catch {
    // storage full or disabled
  }
}

export function isOrderJustPlaced(): boolean {
  try {
    return session()?.getItem(JUST_PLACED_KEY) != null;
  } catch {
    return false;
  }
}

export function clearOrderJustPlaced(): void {
  try {
    session()?.removeItem(JUST_PLACED_KEY);
  } catch {
    // ignore
  }
}
