/** Shared state of the Supabase-compatible backend: keys, mailer, rate limiter, and the two error shapes. */
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { deriveProjectKeys, jwtSecret } from './jwt.ts';
import { Mailer } from './mailer.ts';
import { Backoff, RateLimiter } from '../rate-limit.ts';

export interface SupabaseContext {
  config: Config;
  db: Db;
  secret: string;
  anonKey: string;
  serviceRoleKey: string;
  mailer: Mailer;
  limiter: RateLimiter;
  /** growing delays for failed sign-ins per (e-mail address, client IP) */
  backoff: Backoff;
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
    mailer: new Mailer({ smtpUrl: deps.config.SMTP_URL, from: deps.config.MAIL_FROM, disabled: deps.config.MAIL_DISABLED }),
    limiter: new RateLimiter(deps.config.AUTH_RATE_WINDOW_S * 1000, () => now().getTime()),
    // 5 free failures, then 1 s, 2 s, 4 s … up to the window; forgotten after a quiet window
    backoff: new Backoff(
      { free: 5, baseMs: 1000, maxMs: deps.config.AUTH_RATE_WINDOW_S * 1000, forgetMs: deps.config.AUTH_RATE_WINDOW_S * 1000 },
      () => now().getTime(),
    ),
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
    /** a text, or PostgREST's list of candidates (300 PGRST201) */
    readonly details: string | readonly unknown[] | null = null,
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
