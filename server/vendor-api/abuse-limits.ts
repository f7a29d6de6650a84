/**
 * Per-client limits of the customer endpoints of the vendor API (in memory, per server node; the client is `req.ip`,
 * which follows X-Forwarded-For only for proxies configured in TRUST_PROXY).
 *
 * The values are chosen so that no honest customer meets them, also behind a shared address (an office, a student
 * home, a mobile carrier's NAT), while a single client's flood is cut short:
 *
 * - placeOrder: 20 orders per client IP and vendor, and 30 per client IP over all vendors, per 10 minutes. A household
 *   places one or two orders an evening; even an office where colleagues order one by one at the same pizzeria stays
 *   far below 20 in ten minutes. The outside probe's 200 orders in 0.5 s stop after the 20th. Only orders that were
 *   actually created count: refused requests (400, 409 prices changed) and idempotent retries of an order already
 *   placed do not, so a customer on a patchy signal may retry as often as they like.
 * - orders:lookup: 30 per client IP per 10 minutes. The app asks once per submission whose answer was lost; the limit
 *   keeps anyone from trying requestIds in bulk.
 * - customer event streams (orders:monitor SSE and orders:poll long polls with the public token): at most 20 open
 *   at once per client IP. One tracking page holds one; 20 covers many tabs and a shared address. Each open stream
 *   costs a waiter and periodic database re-checks, so an unlimited number was a cheap way to burn CPU.
 */
import { ApiError } from '../errors.ts';
import { RateLimiter } from '../rate-limit.ts';

export const PLACE_ORDER_WINDOW_MS = 10 * 60_000;
export const PLACE_ORDER_PER_IP = 30;
export const PLACE_ORDER_PER_IP_VENDOR = 20;
export const LOOKUP_WINDOW_MS = 10 * 60_000;
export const LOOKUPS_PER_IP = 30;
export const CUSTOMER_STREAMS_PER_IP = 20;

/** 429 with the seconds to wait; the vendor API's onError hook turns `retryAfterS` into a `retry-after` header. */
export class TooManyRequestsError extends ApiError {
  constructor(
    readonly retryAfterS: number,
    message: string,
  ) {
    super(429, message);
  }
}

/** A reserved placement: `commit` when the order was created (it counts), `release` otherwise (it does not). */
export interface PlacementSlot {
  commit(): void;
  release(): void;
}

/**
 * The two placeOrder limits. A placement reserves its slot synchronously before any database work, so concurrent
 * requests cannot all pass the check before the first one is counted; the reservation only counts against the
 * window when the order is created.
 */
export class PlacementLimits {
  private readonly perIp: RateLimiter;
  private readonly perIpVendor: RateLimiter;
  /** reservations of placements still running, per limiter key */
  private readonly pending = new Map<string, number>();

  constructor(
    nowMs: () => number,
    private readonly limits = { perIp: PLACE_ORDER_PER_IP, perIpVendor: PLACE_ORDER_PER_IP_VENDOR, windowMs: PLACE_ORDER_WINDOW_MS },
  ) {
    this.perIp = new RateLimiter(limits.windowMs, nowMs);
    this.perIpVendor = new RateLimiter(limits.windowMs, nowMs);
  }

  /** A slot for one placement by `ip` at `vendorId`, or the 429 to answer. */
  reserve(ip: string, vendorId: string): PlacementSlot | TooManyRequestsError {
    const ipKey = `ip:${ip}`;
    const vendorKey = `ipv:${ip}|${vendorId}`;
    const pending = (k: string) => this.pending.get(k) ?? 0;
    const vendorWait = this.perIpVendor.blockedFor(vendorKey, this.limits.perIpVendor - pending(vendorKey));
    if (vendorWait > 0) {
      return new TooManyRequestsError(
        vendorWait,
        `Too many orders from this connection at this vendor: at most ${this.limits.perIpVendor} orders in ${this.limits.windowMs / 60_000} minutes. Please try again in ${waitText(vendorWait)}.`,
      );
    }
    const ipWait = this.perIp.blockedFor(ipKey, this.limits.perIp - pending(ipKey));
    if (ipWait > 0) {
      return new TooManyRequestsError(
        ipWait,
        `Too many orders from this connection: at most ${this.limits.perIp} orders in ${this.limits.windowMs / 60_000} minutes. Please try again in ${waitText(ipWait)}.`,
      );
    }
    const keys = [ipKey, vendorKey];
    for (const k of keys) this.pending.set(k, pending(k) + 1);
    let open = true;
    const close = () => {
      if (!open) return false;
      open = false;
      for (const k of keys) {
        const n = pending(k) - 1;
        if (n > 0) this.pending.set(k, n);
        else this.pending.delete(k);
      }
      return true;
    };
    return {
      commit: () => {
        if (close()) {
          this.perIp.hit(ipKey);
          this.perIpVendor.hit(vendorKey);
        }
      },
      release: () => {
        close();
      },
    };
  }
}

/** Open customer streams (monitor and long poll) per client IP, capped; a slot is freed when its stream ends. */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly cap = CUSTOMER_STREAMS_PER_IP) {}

  /** The release function of a new slot, or the 429 when `ip` already holds `cap` open streams. */
  acquire(ip: string): (() => void) | TooManyRequestsError {
    const n = this.open.get(ip) ?? 0;
    if (n >= this.cap) {
      return new TooManyRequestsError(
        5,
        `Too many open order streams from this connection: at most ${this.cap} at once. Close another tracking page or try again later.`,
      );
    }
    this.open.set(ip, n + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const left = (this.open.get(ip) ?? 1) - 1;
      if (left > 0) this.open.set(ip, left);
      else this.open.delete(ip);
    };
  }

  /** Streams currently open for `ip` (tests, diagnostics). */
  count(ip: string): number {
    return this.open.get(ip) ?? 0;
  }
}

/** "45 seconds", "10 minutes" */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
