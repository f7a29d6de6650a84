/**
 * Sending the courier's position (issue 28), without React so it can be tested with a fake clock and network:
 *
 * - every fix is `offer`ed; only the LATEST one waits to be sent (the pending point), kept in local storage under
 *   `lz-courier-position:{token}` so it survives a reload — an older pending point is written over, never queued;
 * - it goes out by the rule of domain/courier-position.ts (`sendDelay`: at once the first time, then after 10 s or
 *   50 m, never sooner than 2 s after the last), one request at a time, and only while the browser is online;
 * - offline nothing is sent; when the network returns (`flush`, called on the `online` event and at start) the one
 *   pending point is sent once. Its `seq` is the fix's time, so the server keeps the newest even if answers cross;
 * - a final answer (2xx, or a refusal such as 409 "not on the way" or 404) drops the pending point; a network
 *   failure, 429 or 5xx keeps it for another try after SEND_INTERVAL_MS.
 */
import { sendDelay, SEND_INTERVAL_MS, type SentPoint } from '../../domain/courier-position.ts';
import type { CourierPositionRequest } from '../../domain/wire/courier-position.ts';

export type SendOutcome = 'done' | 'retry';

export interface PositionShareDeps {
  send: (p: CourierPositionRequest) => Promise<SendOutcome>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  nowMs: () => number;
  isOnline: () => boolean;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  /** told after each change of the pending point or a send (the page shows "waiting for the network") */
  onChange?: () => void;
}

export const pendingKey = (token: string) => `lz-courier-position:${token}`;

function isPoint(v: unknown): v is CourierPositionRequest {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return typeof p.seq === 'number' && Number.isFinite(p.seq) && typeof p.lat === 'number' && Number.isFinite(p.lat)
    && typeof p.lng === 'number' && Number.isFinite(p.lng) && (p.accuracyM === undefined || typeof p.accuracyM === 'number');
}

export class PositionShare {
  private lastSent: SentPoint | null = null;
  private inFlight = false;
  private timer: unknown = null;
  private stopped = false;

  constructor(private readonly token: string, private readonly deps: PositionShareDeps) {}

  /** The point waiting to be sent (also one left from before a reload), or null. */
  pending(): CourierPositionRequest | null {
    try {
      const raw = this.deps.storage?.getItem(pendingKey(this.token));
      const v: unknown = raw ? JSON.parse(raw) : null;
      return isPoint(v) ? v : null;
    } catch {
      return null;
    }
  }

  private setPending(p: CourierPositionRequest | null): void {
    try {
      if (p) this.deps.storage?.setItem(pendingKey(this.token), JSON.stringify(p));
      else this.deps.storage?.removeItem(pendingKey(this.token));
    } catch {
      // storage full or blocked: the point is simply not kept over a reload
    }
    this.deps.onChange?.();
  }

  /** A new fix. It replaces the pending point unless that one is newer. */
  offer(p: CourierPositionRequest): void {
    if (this.stopped) return;
    const cur = this.pending();
    if (cur && cur.seq >= p.seq) return;
    this.setPending(p);
    this.flush();
  }

  /** Sends the pending point now or schedules it (see the module comment). */
  flush(): void {
    if (this.stopped || this.inFlight) return;
    const p = this.pending();
    if (!p) return;
    if (!this.deps.isOnline()) return; // the `online` event calls flush again
    const delay = sendDelay(this.lastSent, p, this.deps.nowMs());
    if (delay === null) return;
    if (delay > 0) {
      this.schedule(delay);
      return;
    }
    void this.sendNow(p);
  }

  private schedule(ms: number): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      this.flush();
    }, ms);
  }

  private async sendNow(p: CourierPositionRequest): Promise<void> {
    this.inFlight = true;
    let outcome: SendOutcome;
    try {
      outcome = await this.deps.send(p);
    } catch {
      outcome = 'retry';
    }
    this.inFlight = false;
    if (this.stopped) return;
    if (outcome === 'done') {
      this.lastSent = { lat: p.lat, lng: p.lng, sentAt: this.deps.nowMs() };
      // a newer fix that came in while this one was on its way stays pending
      const cur = this.pending();
      if (cur && cur.seq === p.seq) this.setPending(null);
      else this.flush();
    } else {
      this.schedule(SEND_INTERVAL_MS);
      this.deps.onChange?.();
    }
  }

  /** Stops sending (the page went away); the pending point stays in storage for the next visit. */
  pause(): void {
    this.stopped = true;
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }

  /** Stops sending and forgets the pending point (the courier stopped sharing, or the order is no longer on the way). */
  stop(): void {
    this.pause();
    this.setPending(null);
  }
}
