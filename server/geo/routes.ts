/**
 * Geocoding from the Austrian postal-code data (GeoNames, CC BY 4.0), for the address and search boxes:
 *   GET /api/geo/search?q=…        → { results: GeoSuggestion[] } (≤ 5, Austria only)
 *   GET /api/geo/postal/{code}     → { postalCode, city, state, district, lat, lng, places }
 * The data never changes while the server runs: answers are cacheable for a day.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';
import { badRequest, notFound } from '../errors.ts';
import { lookupPostal, postalIndex } from './postal.ts';
import { searchPlaces } from './search.ts';

const CACHE = 'public, max-age=86400';
const MAX_QUERY = 100;

export async function registerGeo(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  postalIndex(); // load the index at start-up, not on the first request

  app.get('/api/geo/search', async (req, reply) => {
    const raw = (req.query as Record<string, unknown>).q;
    const q = typeof raw === 'string' ? raw.trim() : '';
    if (Array.isArray(raw)) throw badRequest('Query parameter q must be given once');
    if (q.length < 2) throw badRequest('Query parameter q must have at least 2 characters');
    if (q.length > MAX_QUERY) throw badRequest(`Query parameter q must have at most ${MAX_QUERY} characters`);
    reply.header('cache-control', CACHE);
    return { results: searchPlaces(q, 5) };
  });

  app.get('/api/geo/postal/:code', async (req, reply) => {
    const { code } = req.params as { code: string };
    if (!/^\d{4}$/.test(code)) throw badRequest(`Invalid postal code "${code.slice(0, 20)}": Austrian postal codes have 4 digits`);
    const e = lookupPostal(code);
    if (!e) throw notFound(`Unknown postal code ${code}`);
    reply.header('cache-control', CACHE);
    const places = [...new Set([e.city === 'Wien' && e.district ? `Wien, ${e.district}` : e.city, ...e.places])];
    return { postalCode: e.postalCode, city: e.city, state: e.state, district: e.district || undefined, lat: e.lat, lng: e.lng, places };
  });
}
