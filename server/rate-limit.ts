/** In-memory rate limiting shared by the auth backend, the vendor API and the public forms (per server node). */

/** Fixed-window counters in memory (one server process). */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly windowMs: number, private readonly nowMs: () => number) {}

  private entry(key: string) {
    const t = this.nowMs();
    let e = this.hits.get(key);
    if (!e || e.resetAt <= t) {
      e = { count: 0, resetAt: t + this.windowMs };
      this.hits.set(key, e);
      if (this.hits.size > 50_000) this.sweep(t);
    }
    return e;
  }

  private sweep(t: number) {
    for (const [k, v] of this.hits) if (v.resetAt <= t) this.hits.delete(k);
  }

  /** Seconds until the key may act again, or 0 when it is under its limit. */
  blockedFor(key: string, limit: number): number {
    const e = this.entry(key);
    return e.count >= limit ? Math.max(1, Math.ceil((e.resetAt - this.nowMs()) / 1000)) : 0;
  }

  hit(key: string): void {
    this.entry(key).count += 1;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }
}

/**
 * Growing delays per key (for a key of e-mail address and client IP): the first `free` failures cost nothing, each
 * further one doubles the wait before the next attempt (base, 2×base, 4×base … up to max). A success resets the
 * key; a key with no failure for `forgetMs` starts afresh. Nobody else's attempts slow a key down, so an attacker
 * cannot lock the owner of an address out by failing on purpose from somewhere else.
 */
export class Backoff {
  private readonly keys = new Map<string, { failures: number; notBefore: number; last: number }>();
  constructor(
    private readonly opts: { free: number; baseMs: number; maxMs: number; forgetMs: number },
    private readonly nowMs: () => number,
  ) {}

  private live(key: string, t: number) {
    const e = this.keys.get(key);
    if (e && t - e.last > this.opts.forgetMs) {
      this.keys.delete(key);
      return undefined;
    }
    return e;
  }

  /** Seconds until the key may try again, or 0. */
  waitFor(key: string): number {
    const t = this.nowMs();
    const e = this.live(key, t);
    return e && e.notBefore > t ? Math.max(1, Math.ceil((e.notBefore - t) / 1000)) : 0;
  }

  fail(key: string): void {
    const t = this.nowMs();
    const e = this.live(key, t) ?? { failures: 0, notBefore: 0, last: t };
    e.failures += 1;
    e.last = t;
    const over = e.failures - this.opts.free;
    e.notBefore = over > 0 ? t + Math.min(this.opts.maxMs, this.opts.baseMs * 2 ** (over - 1)) : 0;
    this.keys.set(key, e);
    if (this.keys.size > 50_000) for (const [k] of this.keys) if (!this.live(k, t)) this.keys.delete(k);
  }

  reset(key: string): void {
    this.keys.delete(key);
  }
}
