/** Shared state of the Supabase-compatible backend: keys, mailer, rate limiter, and the two error shapes. */
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { deriveProjectKeys, jwtSecret } from './jwt.ts';
import { Mailer } from './mailer.ts';

export interface SupabaseContext {
  config: Config;
  db: Db;
  secret: string;
  anonKey: string;
  serviceRoleKey: string;
  mailer: Mailer;
  limiter: RateLimiter;
  now: () => Date;
}

export function createContext(deps: { config: Config; db: Db; now?: () => Date }): SupabaseContext {
  const secret = jwtSecret(deps.config);
  const keys = deriveProjectKeys(secret);
  const now = deps.now ?? (() => new Date());
  return {
    config: deps.config,
    db: deps.db,
    secret,
    ...keys,
    mailer: new Mailer({ smtpUrl: deps.config.SMTP_URL, from: deps.config.MAIL_FROM }),
    limiter: new RateLimiter(deps.config.AUTH_RATE_WINDOW_S * 1000, () => now().getTime()),
    now,
  };
}

/** GoTrue error: `{ code, message }` (API version 2024-01-01), plus extra fields such as weak_password. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
  body() {
    return { code: this.code, message: this.message, ...this.extra };
  }
}

/** PostgREST error: `{ code, details, hint, message }`. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RestError';
  }
  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

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
