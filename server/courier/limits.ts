/**
 * Per-client limits of the courier endpoints (in memory, per server node; the client is `req.ip`, which follows
 * X-Forwarded-For only for proxies configured in TRUST_PROXY):
 *
 * - unknown tokens: LINK_FAILURES_PER_IP malformed, unknown, revoked or expired tokens per client IP in 15 minutes;
 *   after that every courier request from that client answers 429 until the window ends. A token has 256 bits, so
 *   guessing is hopeless anyway; this keeps anyone from trying them in bulk (and from learning anything by it).
 * - requests: LINK_REQUESTS_PER_IP courier requests per client IP in 10 minutes. The courier page asks every 20 s
 *   while open (30 in 10 minutes), so even a dozen couriers behind one carrier NAT stay far below it.
 * - positions (issue 28): POSITIONS_PER_ORDER points per order (link) in a minute, counted per order and not against
 *   the client's request limit (a courier's page sends one every 2 to 10 s while moving, at most 30 a minute); an
 *   unknown token on the position route counts as a failure like everywhere else.
 */
import { RateLimiter } from '../rate-limit.ts';
import { TooManyRequestsError, waitText } from '../vendor-api/abuse-limits.ts';

export const LINK_FAILURES_PER_IP = 20;
export const LINK_FAILURE_WINDOW_MS = 15 * 60_000;
export const LINK_REQUESTS_PER_IP = 600;
export const LINK_REQUEST_WINDOW_MS = 10 * 60_000;

export const POSITIONS_PER_ORDER = 30;
export const POSITION_WINDOW_MS = 60_000;

export class CourierLimits {
  private readonly failures: RateLimiter;
  private readonly requests: RateLimiter;
  private readonly positions: RateLimiter;

  constructor(nowMs: () => number) {
    this.failures = new RateLimiter(LINK_FAILURE_WINDOW_MS, nowMs);
    this.requests = new RateLimiter(LINK_REQUEST_WINDOW_MS, nowMs);
    this.positions = new RateLimiter(POSITION_WINDOW_MS, nowMs);
  }

  /** Only the unknown-token block (the position route: its requests are counted per order instead). */
  checkFailures(ip: string): void {
    const failWait = this.failures.blockedFor(ip, LINK_FAILURES_PER_IP);
    if (failWait > 0) {
      throw new TooManyRequestsError(failWait, `Too many unknown delivery links from this connection. Please try again in ${waitText(failWait)}.`);
    }
  }

  /** Counts a position of the order, or throws the 429 when it sent too many in the window. */
  position(orderId: string): void {
    const wait = this.positions.blockedFor(orderId, POSITIONS_PER_ORDER);
    if (wait > 0) {
      throw new TooManyRequestsError(wait, `Too many positions for this delivery. Please try again in ${waitText(wait)}.`);
    }
    this.positions.hit(orderId);
  }

  /** Counts a request of `ip`, or throws the 429 when the client is over a limit. */
  check(ip: string): void {
    this.checkFailures(ip);
    const wait = this.requests.blockedFor(ip, LINK_REQUESTS_PER_IP);
    if (wait > 0) {
      throw new TooManyRequestsError(wait, `Too many requests for delivery links from this connection. Please try again in ${waitText(wait)}.`);
    }
    this.requests.hit(ip);
  }

  /** A token that found no link. */
  failed(ip: string): void {
    this.failures.hit(ip);
  }
}
