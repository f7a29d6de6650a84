/**
 * Per-client limits of the public forms (in memory only, per server node; the client is `req.ip`, which follows
 * X-Forwarded-For only for proxies configured in TRUST_PROXY). The keys live in memory and are never written to
 * the database or the log — also for anonymous ethics reports.
 *
 * - submissions: PUBLIC_WRITE_RATE_LIMIT stored submissions per client IP and AUTH_RATE_WINDOW_S window (the same
 *   budget as anonymous writes through /rest/v1); refused input (400) and resends of a stored submission do not
 *   count — a visitor on a flaky network may resend as often as needed;
 * - case look-ups: CASE_FAILURES_PER_IP wrong case numbers or secrets per client IP in CASE_WINDOW_MS; then 429
 *   until the window ends (the secret has 130 bits; this only keeps anyone from hammering the server);
 * - case messages: CASE_MESSAGES_PER_IP reporter messages per client IP in CASE_WINDOW_MS.
 */
import type { Config } from '../config.ts';
import { RateLimiter } from '../rate-limit.ts';
import { TooManyRequestsError } from '../vendor-api/abuse-limits.ts';

export const CASE_WINDOW_MS = 15 * 60_000;
export const CASE_FAILURES_PER_IP = 10;
export const CASE_MESSAGES_PER_IP = 20;

export class FormLimits {
  private readonly submissions: RateLimiter;
  private readonly cases: RateLimiter;

  constructor(
    private readonly config: Pick<Config, 'PUBLIC_WRITE_RATE_LIMIT' | 'AUTH_RATE_WINDOW_S'>,
    nowMs: () => number,
  ) {
    this.submissions = new RateLimiter(config.AUTH_RATE_WINDOW_S * 1000, nowMs);
    this.cases = new RateLimiter(CASE_WINDOW_MS, nowMs);
  }

  /** Throws the 429 when `ip` has used its submissions. */
  checkSubmission(ip: string): void {
    const wait = this.submissions.blockedFor(`s:${ip}`, this.config.PUBLIC_WRITE_RATE_LIMIT);
    if (wait > 0) throw new TooManyRequestsError(wait, `Too many submissions from this connection. Please try again in ${wait} s.`);
  }

  countSubmission(ip: string): void {
    this.submissions.hit(`s:${ip}`);
  }

  /** Throws the 429 when `ip` has used its failed case look-ups. */
  checkCaseAccess(ip: string): void {
    const wait = this.cases.blockedFor(`f:${ip}`, CASE_FAILURES_PER_IP);
    if (wait > 0) throw new TooManyRequestsError(wait, `Too many wrong case numbers or access codes from this connection. Please try again in ${wait} s.`);
  }

  countCaseFailure(ip: string): void {
    this.cases.hit(`f:${ip}`);
  }

  /** Throws the 429 when `ip` has sent its case messages; counts the message otherwise. */
  takeCaseMessage(ip: string): void {
    const wait = this.cases.blockedFor(`m:${ip}`, CASE_MESSAGES_PER_IP);
    if (wait > 0) throw new TooManyRequestsError(wait, `Too many messages from this connection. Please try again in ${wait} s.`);
    this.cases.hit(`m:${ip}`);
  }
}
