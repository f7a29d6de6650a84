/**
 * Geocoding from the Austrian postal-code data (GeoNames, CC BY 4.0), for the address and search boxes:
 *   GET /api/geo/search?q=…        → { results: GeoSuggestion[] } (≤ 5, Austria only; places and streets, suggest.ts)
 *   GET /api/geo/postal/{code}     → { postalCode, city, state, district, lat, lng, places }
 *   GET /api/geo/reverse?lat=&lng= → the nearest postal code ("use my location"); 404 outside Austria
 *   GET /api/geo/estimate?vendor=&postalCode=[&street=&houseNumber=&city=] → delivery time range (routing.ts)
 * The data never changes while the server runs: answers are cacheable for a day. Route schemas: the shared wire
 * schemas of src/domain/wire/geo.ts and the one postal-code rule of src/domain/contact.ts.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { postalCodeSchema } from '../../src/domain/contact.ts';
import { deliveryEstimateSchema, geoSearchResponseSchema, postalCodeInfoSchema, reverseGeoSchema } from '../../src/domain/wire/geo.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../errors.ts';
import { errorResponses } from '../vendor-api/route-schemas.ts';
import { cachedGeocoder, httpGeocoder, type Geocoder } from './geocoder.ts';
import { lookupPostal, postalIndex } from './postal.ts';
import { publishedVendorLocation } from './repositories/vendors.ts';
import { reversePostal } from './reverse.ts';
import { estimateDelivery } from './routing.ts';
import { vendorStreets } from './streets.ts';
import { suggest, type SuggestDeps } from './suggest.ts';

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

const coordinate = (name: string, max: number) =>
  z.coerce
    .number({ error: `Query parameter ${name} must be a number` })
    .min(-max, `Query parameter ${name} must be between -${max} and ${max}`)
    .max(max, `Query parameter ${name} must be between -${max} and ${max}`);

const reverseQuery = z.object({ lat: coordinate('lat', 90), lng: coordinate('lng', 180) });

const addressPart = (name: string, max: number) => z.string().trim().max(max, `Query parameter ${name} must have at most ${max} characters`).optional();
const estimateQuery = z.object({
  vendor: z.string().trim().min(1, 'Query parameter vendor is required').max(100, 'Query parameter vendor is too long'),
  postalCode: postalCodeSchema,
  street: addressPart('street', 150),
  houseNumber: addressPart('houseNumber', 20),
  city: addressPart('city', 100),
});

interface GeoServices extends SuggestDeps {
  routingUrl: string;
}

export const geoModule: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  postalIndex(); // load the index at start-up, not on the first request
  const { config, db } = deps;
  const geocoder: Geocoder | null = config.GEOCODER_URL
    ? cachedGeocoder(db, config.GEOCODER_KIND, httpGeocoder(config.GEOCODER_KIND, config.GEOCODER_URL), config.GEOCODER_CACHE_S)
    : null;
  const services: GeoServices = {
    geocoder,
    vendorStreets: vendorStreets(db),
    routingUrl: config.ROUTING_URL,
    log: (msg) => app.log.warn(msg),
  };
  await app.register((geo, _opts, done) => {
    geoRoutes(geo, services, deps);
    done();
  });
};

function geoRoutes(app: FastifyInstance, services: GeoServices, { db }: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/geo/search', {
    schema: {
      tags: ['geo'],
      summary: 'Postal-code and place suggestions for the address boxes (at most 5, Austria only)',
      querystring: searchQuery,
      response: { 200: geoSearchResponseSchema, ...errorResponses },
    },
  }, async (req, reply) => {
    reply.header('cache-control', services.geocoder ? 'public, max-age=3600' : CACHE);
    return { results: await suggest(services, req.query.q, 5) };
  });

  r.get('/api/geo/reverse', {
    schema: {
      tags: ['geo'],
      summary: 'The nearest Austrian postal code to a point ("use my location"); 404 outside Austria',
      querystring: reverseQuery,
      response: { 200: reverseGeoSchema, ...errorResponses },
    },
  }, async (req, reply) => {
    const hit = reversePostal(req.query.lat, req.query.lng);
    if (!hit) throw notFound('This location is outside Austria: Lieferzone delivers in Austria only');
    reply.header('cache-control', CACHE);
    const e = hit.entry;
    return { postalCode: e.postalCode, city: e.city, state: e.state, district: e.district || undefined, distanceKm: Math.round(hit.km * 10) / 10 };
  });

  r.get('/api/geo/estimate', {
    schema: {
      tags: ['geo'],
      summary: 'Delivery time from a vendor to an address as a range (routing service or straight-line fallback)',
      querystring: estimateQuery,
      response: { 200: deliveryEstimateSchema, ...errorResponses },
    },
  }, async (req, reply) => {
    const { vendor: idOrSlug, ...address } = req.query;
    const vendor = await publishedVendorLocation(db, idOrSlug);
    if (!vendor || vendor.lat === null || vendor.lng === null) throw notFound(`Unknown vendor ${idOrSlug}`);
    const estimate = await estimateDelivery(services, { lat: vendor.lat, lng: vendor.lng, type: vendor.type }, address);
    if (!estimate) throw notFound(`Unknown postal code ${address.postalCode}`);
    reply.header('cache-control', 'public, max-age=300');
    return estimate;
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
