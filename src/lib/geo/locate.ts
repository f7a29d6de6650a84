/**
 * "Use my location" (issue 15 item 1; spec 1 §7 browser geolocation: timeout 10 s, maximum age 300 s; §8 messages):
 * the browser's position → the nearest Austrian postal code, asked of GET /api/geo/reverse, and — offline, or when the
 * server cannot be reached — looked up in the compact table shipped with the app (src/domain/postal-table.gen.ts, its
 * own chunk: downloaded once, kept by the service worker's precache, decoded once per page).
 * Loaded on demand (the button imports this module on click): nothing of it is in a first route's bundle.
 */
import { decodePostalTable, type PostalTable } from '../../domain/postal-table.ts';
import { reverseLookup } from '../../domain/reverse-geo.ts';
import { ensureNamespaces } from '../../i18n/lazy.ts';
import { apiFetch } from '../api/client.ts';
import { isHttpError } from '../api/errors.ts';

export type LocateFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'outside' | 'failed';
export type LocateResult = { ok: true; postalCode: string } | { ok: false; reason: LocateFailure };

export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 300_000, enableHighAccuracy: false };

/** Loads the table's text: the caller's `() => import('…/postal-table.gen.ts')` (components/locate-button.tsx). */
export type TableLoader = () => Promise<string>;

let table: Promise<PostalTable> | undefined;

/** The offline table, fetched and decoded once. */
function offlineTable(load: TableLoader): Promise<PostalTable> {
  table ??= load().then(decodePostalTable);
  table.catch(() => {
    table = undefined;
  });
  return table;
}

function position(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, GEOLOCATION_OPTIONS));
}

function failureOf(err: unknown): LocateFailure {
  const code = (err as Partial<GeolocationPositionError> | null)?.code;
  if (code === 1) return 'denied';
  if (code === 2) return 'unavailable';
  if (code === 3) return 'timeout';
  return 'failed';
}

/** The server's answer: a postal code, 'outside' (404), or null when it cannot be asked (offline, 5xx). */
async function askServer(lat: number, lng: number): Promise<LocateResult | null> {
  if (!navigator.onLine) return null;
  try {
    const query = { lat: lat.toFixed(5), lng: lng.toFixed(5) };
    const body = await apiFetch<{ postalCode?: unknown } | null>('/api/geo/reverse', { query, signal: AbortSignal.timeout(5000), retry: false });
    return typeof body?.postalCode === 'string' ? { ok: true, postalCode: body.postalCode } : null;
  } catch (err) {
    return isHttpError(err) && err.kind === 'not-found' ? { ok: false, reason: 'outside' } : null;
  }
}

export async function lookupPostalCode(lat: number, lng: number, load: TableLoader): Promise<LocateResult> {
  const answer = await askServer(lat, lng);
  if (answer) return answer;
  const t = await offlineTable(load);
  const hit = reverseLookup(t.points, t.outline, { lat, lng });
  return hit ? { ok: true, postalCode: hit.entry.postalCode } : { ok: false, reason: 'outside' };
}

/** The whole flow; the texts of the messages (lazy namespace geo) load meanwhile. */
export async function locatePostalCode(load: TableLoader): Promise<LocateResult> {
  const texts = ensureNamespaces('geo');
  let result: LocateResult;
  if (!('geolocation' in navigator)) result = { ok: false, reason: 'unsupported' };
  else {
    try {
      const pos = await position();
      result = await lookupPostalCode(pos.coords.latitude, pos.coords.longitude, load);
    } catch (err) {
      result = { ok: false, reason: failureOf(err) };
    }
  }
  await texts;
  return result;
}
