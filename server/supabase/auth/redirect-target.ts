/** Where a mail link may send the browser after verifying. */
import { siteUrl, supabasePublicBase } from '../../config.ts';
import type { SupabaseContext } from '../context.ts';

const safeOrigin = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * SITE_URL (the default), the auth API's public origin and the entries of AUTH_REDIRECT_ALLOW_LIST (an origin, or a
 * URL prefix ending in `*`). Never from request headers.
 */
export function redirectTarget(ctx: SupabaseContext, given: unknown): string {
  const site = siteUrl(ctx.config);
  if (typeof given !== 'string' || given === '' || given.length > 2000) return site;
  let u: URL;
  try {
    u = new URL(given, site);
  } catch {
    return site;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return site;
  const origins = [site, supabasePublicBase(ctx.config)].map((x) => new URL(x).origin);
  if (origins.includes(u.origin)) return u.toString();
  for (const raw of ctx.config.AUTH_REDIRECT_ALLOW_LIST.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    if (entry.endsWith('*') ? u.toString().startsWith(entry.slice(0, -1)) : safeOrigin(entry) === u.origin) return u.toString();
  }
  return site;
}
