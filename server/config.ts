/** Runtime configuration from the environment, validated once at start-up (one readable list of problems). */
import { z } from 'zod';

const flag = (def: boolean) =>
  z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? def : v === '1' || v === 'true'));

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  LIEFERZONE_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  DEMO_KITCHEN: flag(true),
  DEMO_SEED: flag(true),
  /** Public anonymous bearer token the app sends to the vendor API (spec 1 §6: a placeholder token). */
  PUBLIC_API_TOKEN: z.string().min(8).default('lieferzone-public-anon'),
  /** Where the built PWA lives. */
  DIST_DIR: z.string().default('./dist'),
  /** Public base URL of the vendor API as the app should call it ('' = same origin). */
  PUBLIC_API_BASE: z.string().default(''),
  /** Demo kitchen time multiplier: every kitchen delay (and ASAP estimate) is divided by it (playwright uses 30). */
  DEMO_KITCHEN_SPEED: z.coerce.number().min(0.01).max(100000).default(1),
  /** Lifetime of the in-process cache of vendor listing pages / vendor records (ms; 0 disables). */
  VENDOR_CACHE_MS: z.coerce.number().int().min(0).max(600000).default(2000),
  /** How often a waiting long poll / monitor stream re-checks the database for events of other server nodes (ms). */
  EVENT_RECHECK_MS: z.coerce.number().int().min(50).max(60000).default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),

  // --- Supabase-compatible backend (/auth/v1, /rest/v1; server/supabase) ---
  /** HS256 secret of access tokens and of the derived anon/service keys. Required in production; a fixed,
   *  publicly known development default is used otherwise (never use it for real data). */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  /** Access-token lifetime in seconds. */
  JWT_EXPIRY: z.coerce.number().int().min(30).max(7 * 24 * 3600).default(3600),
  /** URL the browser uses for supabase-js ('' = the origin /config.json was requested from). */
  SUPABASE_PUBLIC_URL: z.string().default(''),
  /** Where links in auth mails point when no allowed redirect_to is given ('' = the requesting origin). */
  SITE_URL: z.string().default(''),
  /** smtp(s)://user:pass@host:port — real mail. Unset: demo mailbox at GET /dev/mailbox?to=<email>. */
  SMTP_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Lieferzone <no-reply@lieferzone.example>'),
  /** Sign-ups are confirmed at once (no e-mail code) when set. */
  MAILER_AUTOCONFIRM: flag(false),
  /** Lifetime of the 6-digit e-mail codes in seconds. */
  OTP_EXPIRY: z.coerce.number().int().min(60).max(86400).default(3600),
  /** Failed sign-ins / code checks allowed per e-mail address, and per client IP, in one window. */
  AUTH_RATE_LIMIT_EMAIL: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(100),
  /** Auth mails (codes) sent per e-mail address in one window (per IP: AUTH_RATE_LIMIT_IP). */
  AUTH_MAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  AUTH_RATE_WINDOW_S: z.coerce.number().int().min(1).default(300),
}).superRefine((c, ctx) => {
  if (c.NODE_ENV === 'production' && !c.JWT_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET (>= 32 characters) is required when NODE_ENV=production' });
  }
});

export type Config = z.output<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
