/** Runtime configuration from the environment, validated once at start-up (one readable list of problems). */
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { offsetForInstant, setClockOffset } from '../src/domain/clock.ts';
import { DEV_JWT_SECRET } from './supabase/jwt.ts';

const flag = (def: boolean) =>
  z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? def : v === '1' || v === 'true'));

/** An absolute http(s) URL without a trailing slash, or '' (unset). */
const httpUrl = z
  .string()
  .default('')
  .refine((v) => v === '' || /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(v), 'must be an absolute http(s) URL without query or fragment')
  .transform((v) => v.replace(/\/+$/, ''));

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  LIEFERZONE_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
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
  /** Threads that server-render pages (server/ssr/render-pool.ts); default `defaultRenderThreads()`. */
  SSR_THREADS: z.coerce.number().int().min(1).max(32).optional(),
  /** How often a waiting long poll / monitor stream re-checks the database for events of other server nodes (ms). */
  EVENT_RECHECK_MS: z.coerce.number().int().min(50).max(60000).default(1000),
  /**
   * Demo mode: the demo-only pages under /dev/ (the mailbox of kept mails, …). Off unless explicitly on; refused with
   * NODE_ENV=production. `npm start` and the browser tests turn it on.
   */
  DEMO_MODE: flag(false),
  /**
   * Test-only: the instant the server's clock (src/domain/clock.ts) reads at start, an ISO date-time with a zone
   * (`2026-11-28T00:30:00+01:00`); the clock runs on from it. Refused with NODE_ENV=production.
   */
  LIEFERZONE_NOW: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || offsetForInstant(v) !== null, 'must be an ISO date-time with a zone, e.g. 2026-11-28T00:30:00+01:00')
    .transform((v) => v || undefined),
  /**
   * Which proxies' X-Forwarded-For/-Proto/-Host headers to believe for the client IP: off by default (the socket's
   * address is the client), a hop count (`1` = one proxy in front) or a comma-separated list of proxy IPs / CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): false | number | string => {
      const t = (v ?? '').trim();
      if (t === '' || t === '0' || t === 'false') return false;
      if (/^\d{1,2}$/.test(t)) return Number(t);
      const parts = t.split(',').map((x) => x.trim());
      const ok = parts.every((p) => {
        const [addr = '', bits, ...rest] = p.split('/');
        if (rest.length || !isIP(addr)) return false;
        if (bits === undefined) return true;
        const max = isIP(addr) === 4 ? 32 : 128;
        return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
      });
      if (!ok) {
        ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of IP addresses / CIDRs' });
        return z.NEVER;
      }
      return parts.join(',');
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * `json`: one JSON object a line (Fastify's request lines); `pretty`: readable lines for a person, one per request,
   * errors in full; `auto` (default): pretty when stdout is a terminal and NODE_ENV is not production, else json.
   */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  NODE_ENV: z.string().optional(),

  // --- Supabase-compatible backend (/auth/v1, /rest/v1; server/supabase) ---
  /** HS256 secret of access tokens and of the derived anon/service keys. Required in production; a fixed,
   *  publicly known development default is used otherwise (never use it for real data). */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  /** Access-token lifetime in seconds. */
  JWT_EXPIRY: z.coerce.number().int().min(30).max(7 * 24 * 3600).default(3600),
  /** URL the browser uses for supabase-js and links in auth mails point to ('' = the app's own origin; SITE_URL). */
  SUPABASE_PUBLIC_URL: httpUrl,
  /**
   * The app's public address: links in mails and the default redirect after a mail link. Required with
   * NODE_ENV=production; otherwise http://localhost:PORT. Never taken from request headers.
   */
  SITE_URL: httpUrl,
  /** Further redirect_to targets allowed after a mail link, comma-separated (origins, or URLs ending in `*`). */
  AUTH_REDIRECT_ALLOW_LIST: z.string().default(''),
  /** smtp(s)://user:pass@host:port — real mail. Unset outside production: mails are kept in memory (demo mailbox). */
  SMTP_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  /** Production without mail: sign-up and password recovery answer a clear error instead of sending. */
  MAIL_DISABLED: flag(false),
  MAIL_FROM: z.string().min(3).default('Lieferzone <no-reply@lieferzone.example>'),
  /** Sign-ups are confirmed at once (no e-mail code) when set. */
  MAILER_AUTOCONFIRM: flag(false),
  /** Lifetime of the 6-digit e-mail codes in seconds. */
  OTP_EXPIRY: z.coerce.number().int().min(60).max(86400).default(3600),
  /** Failed sign-ins / code checks allowed per client IP in one window (per address and IP: growing delays). */
  AUTH_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(100),
  /** Auth mails (codes) sent per e-mail address in one window (per IP: AUTH_RATE_LIMIT_IP). */
  AUTH_MAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  AUTH_RATE_WINDOW_S: z.coerce.number().int().min(1).default(300),
  /** Anonymous REST writes and public-form submissions per client IP in one AUTH_RATE_WINDOW_S window. */
  PUBLIC_WRITE_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Orders placed per client IP (all vendors) and per client IP and vendor in 10 minutes (vendor-api/abuse-limits.ts). */
  PLACE_ORDER_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(30),
  PLACE_ORDER_RATE_LIMIT_VENDOR: z.coerce.number().int().min(1).default(20),
  /**
   * A maplibre style for the app's maps (`…/style.json`; a key in its query is fine), given to the browser in
   * /config.json as `mapStyleUrl`. Its tiles, glyphs and sprites must be on the style's origin (the only one the
   * CSP allows). Unset = the basemap shipped with the app (src/lib/map): no map traffic leaves the site.
   */
  MAP_STYLE_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^https?:\/\/[^\s/?#]+(\/[^\s#]*)?$/.test(v), 'must be an absolute http(s) URL without fragment'),
  /**
   * Web push to the vendor desk (server/desk/push.ts): the VAPID key pair (`npx web-push generate-vapid-keys`) and a
   * contact (mailto: or https URL). All three or none; none = no push (GET /api/v1/desk/push/key answers 404).
   */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url VAPID public key').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url VAPID private key').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https URL').optional(),
  /** The expiry job (server/desk/expiry.ts): how often unconfirmed orders past expireTime are cancelled (ms; 0 = off). */
  ORDER_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /**
   * Street geocoder (server/geo/geocoder.ts): a Photon- (`…/api?q=`) or Nominatim-compatible (`…/search?q=`) base URL;
   * unset = suggestions from the shipped postal data, vendor addresses and the user's saved addresses only.
   */
  GEOCODER_URL: httpUrl,
  GEOCODER_KIND: z.enum(['photon', 'nominatim']).default('photon'),
  /** How long a cached geocoder answer is used before it is asked again (seconds; older answers still serve when it is down). */
  GEOCODER_CACHE_S: z.coerce.number().int().min(0).max(365 * 86400).default(30 * 86400),
  /** OSRM-compatible routing service base URL (`…/route/v1/driving/…`); unset = straight-line estimate (spec 1 §7). */
  ROUTING_URL: httpUrl,
  /** Cap of simultaneously open connections of the HTTP server. */
  MAX_CONNECTIONS: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
  /** Time a client has to send its request headers (slow or half-open requests are dropped after it), ms. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  /**
   * How long an idle keep-alive connection stays open, ms. Behind a load balancer set it above the balancer's own idle
   * timeout (e.g. 65000 behind one of 60 s): otherwise it reuses a connection this server is just closing and its
   * client gets a 502. The browser tests set it likewise (Playwright's request client reuses connections too).
   */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(5_000),
}).superRefine((c, ctx) => {
  const vapid = [c.VAPID_PUBLIC_KEY, c.VAPID_PRIVATE_KEY, c.VAPID_SUBJECT].filter(Boolean).length;
  if (vapid !== 0 && vapid !== 3) {
    ctx.addIssue({ code: 'custom', path: ['VAPID_PUBLIC_KEY'], message: 'web push needs all of VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (or none)' });
  }
  if (c.NODE_ENV !== 'production') return;
  const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!c.JWT_SECRET) refuse('JWT_SECRET', 'JWT_SECRET (>= 32 bytes, random) is required when NODE_ENV=production');
  else if (c.JWT_SECRET === DEV_JWT_SECRET) refuse('JWT_SECRET', 'JWT_SECRET is the public development secret: set a random one for production');
  else if (Buffer.byteLength(c.JWT_SECRET) < 32) refuse('JWT_SECRET', 'JWT_SECRET must have at least 32 bytes in production');
  if (c.LIEFERZONE_NOW) refuse('LIEFERZONE_NOW', 'a set clock (LIEFERZONE_NOW) is for tests only, never with NODE_ENV=production');
  if (c.DEMO_MODE) refuse('DEMO_MODE', 'demo mode (the /dev/ pages, the demo mailbox) is never allowed with NODE_ENV=production');
  if (!c.SMTP_URL && !c.MAIL_DISABLED) {
    refuse('SMTP_URL', 'SMTP_URL is required when NODE_ENV=production (or set MAIL_DISABLED=1: sign-up and password recovery then answer an error)');
  }
  if (!c.SITE_URL) refuse('SITE_URL', 'SITE_URL (the public https address of the app) is required when NODE_ENV=production');
});

/** Sets the shared clock from LIEFERZONE_NOW (a test server's chosen hour); nothing when unset. Call once at start. */
export function applyClockSetting(c: Config): void {
  if (!c.LIEFERZONE_NOW || c.NODE_ENV === 'production') return;
  const offset = offsetForInstant(c.LIEFERZONE_NOW);
  if (offset !== null) setClockOffset(offset);
}

/** The demo-only routes and seeds (/dev/…, demo accounts): demo mode, and never with NODE_ENV=production whatever the config says. */
export const demoRoutesEnabled = (c: Config): boolean => c.DEMO_MODE && c.NODE_ENV !== 'production';

/** The app's public origin for links in mails: SITE_URL, else this server on localhost (development and demo). */
export function siteUrl(c: Config): string {
  return c.SITE_URL || `http://localhost:${c.PORT}`;
}

/** The public URL of the auth API (/auth/v1 below it): SUPABASE_PUBLIC_URL, else the site. */
export function supabasePublicBase(c: Config): string {
  return c.SUPABASE_PUBLIC_URL || siteUrl(c);
}

export type Config = z.output<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * The render threads when SSR_THREADS is not set: one per core but the one the main thread needs (it answers the API,
 * the in-process reads of the renders, PGlite and the static files), at least one, at most 4 — on a 2-core machine 1.
 * A render thread costs ~60 MB of RSS after a few hundred renders (bench/memory.ts: 2,000 mixed requests, 340 MB with
 * 1 thread, 400 MB with 2), and a second one on 2 cores competes with the main thread for them (the same run took
 * 37.7 s with 1 thread, 34.5 s with 2, on a loaded machine). Page throughput per thread count: bench/api.ts.
 */
export const defaultRenderThreads = (cores = availableParallelism()): number => Math.max(1, Math.min(4, cores - 1));
