/**
 * Geocoding from the Austrian postal-code data (GeoNames, CC BY 4.0), for the address and search boxes:
 *   GET /api/geo/search?q=…        → { results: GeoSuggestion[] } (≤ 5, Austria only)
 *   GET /api/geo/postal/{code}     → { postalCode, city, state, district, lat, lng, places }
 * The data never changes while the server runs: answers are cacheable for a day. Route schemas: the shared wire
 * schemas of src/domain/wire/geo.ts and the one postal-code rule of src/domain/contact.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { postalCodeSchema } from '../../src/domain/contact.ts';
import { geoSearchResponseSchema, postalCodeInfoSchema } from '../../src/domain/wire/geo.ts';
import type { AppDeps } from '../app.ts';
import { notFound } from '../errors.ts';
import { errorResponses } from '../vendor-api/route-schemas.ts';
import { lookupPostal, postalIndex } from './postal.ts';
import { searchPlaces } from './search.ts';

const CACHE = 'public, max-age=86400';
const MAX_QUERY = 100;
const TOO_SHORT = 'Query parameter q must have at least 2 characters';

const searchQuery = z.object({
  q: z
    .string({ error: (iss) => (iss.input === undefined ? TOO_SHORT : 'Query parameter q must be given once') })
    .trim()
    .min(2, TOO_SHORT)
    .max(MAX_QUERY, `Query parameter q must have at most ${MAX_QUERY} characters`)
    .meta({ description: 'postal code, city, district or village (at least 2 characters)' }),
});

export async function registerGeo(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  postalIndex(); // load the index at start-up, not on the first request
  await app.register((geo, _opts, done) => {
    geoRoutes(geo);
    done();
  });
}

function geoRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/geo/search', {
    schema: {
      tags: ['geo'],
      summary: 'Postal-code and place suggestions for the address boxes (at most 5, Austria only)',
      querystring: searchQuery,
      response: { 200: geoSearchResponseSchema, ...errorResponses },
    },
  }, async (req, reply) => {
    reply.header('cache-control', CACHE);
    return { results: searchPlaces(req.query.q, 5) };
  });

  r.get('/api/geo/postal/:code', {
    schema: {
      tags: ['geo'],
      summary: 'One Austrian postal code: city, state, district, coordinates and places',
      params: z.object({ code: postalCodeSchema }),
      response: { 200: postalCodeInfoSchema, ...errorResponses },
    },
  }, async (req, reply) => {
    const { code } = req.params;
    const e = lookupPostal(code);
    if (!e) throw notFound(`Unknown postal code ${code}`);
    reply.header('cache-control', CACHE);
    const places = [...new Set([e.city === 'Wien' && e.district ? `Wien, ${e.district}` : e.city, ...e.places])];
    return { postalCode: e.postalCode, city: e.city, state: e.state, district: e.district || undefined, lat: e.lat, lng: e.lng, places };
  });
}
