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
