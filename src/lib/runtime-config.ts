/**
 * Runtime configuration served by our server at /config.json (loaded once, lazily, by the HTTP client:
 * loadRuntimeConfig and setRuntimeConfig in lib/api/client.ts).
 * `apiBaseUrl` is an origin (or '' for same origin): API paths such as `/api/v1/vendors` are appended to it.
 * When /config.json cannot be loaded (offline), same origin and the placeholder token are used.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  publicApiToken?: string;
  /** Supabase-compatible backend (issue 5): '' = the page's own origin; absent when the server has none. */
  supabaseUrl?: string;
  supabaseAnonKey?: string;
  /** A maplibre style for the maps (env MAP_STYLE_URL); absent: the basemap shipped with the app (src/lib/map). */
  mapStyleUrl?: string;
}

/** Spec 1 §6: the vendor order system client uses a placeholder anonymous bearer token. */
export const DEFAULT_PUBLIC_API_TOKEN = 'lieferzone-public-anon';

const FALLBACK: RuntimeConfig = { apiBaseUrl: '' };

/** The configuration in /config.json (loaded by lib/api/client.ts: loadRuntimeConfig); anything else: same origin. */
export function parseConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) return FALLBACK;
  const r = raw as Record<string, unknown>;
  const apiBaseUrl = typeof r.apiBaseUrl === 'string' ? r.apiBaseUrl.replace(/\/+$/, '') : '';
  const publicApiToken = typeof r.publicApiToken === 'string' && r.publicApiToken ? r.publicApiToken : undefined;
  const config: RuntimeConfig = publicApiToken ? { apiBaseUrl, publicApiToken } : { apiBaseUrl };
  if (typeof r.supabaseUrl === 'string') config.supabaseUrl = r.supabaseUrl.replace(/\/+$/, '');
  if (typeof r.supabaseAnonKey === 'string' && r.supabaseAnonKey) config.supabaseAnonKey = r.supabaseAnonKey;
  if (typeof r.mapStyleUrl === 'string' && r.mapStyleUrl.trim()) config.mapStyleUrl = r.mapStyleUrl.trim();
  return config;
}
