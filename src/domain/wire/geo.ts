/**
 * Answers of the geocoding endpoints (Austrian postal codes, GeoNames data): GET /api/geo/search?q=… and
 * GET /api/geo/postal/{code}.
 */
import { z } from 'zod';

/** One postal-code / place suggestion for the address boxes. */
export const geoSuggestionSchema = z.object({
  postalCode: z.string(),
  city: z.string(),
  /** the matched place: Vienna district, village or the city itself */
  place: z.string(),
  state: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** e.g. "1100 Wien, Favoriten", "4400 Steyr", "4400 Garsten (Steyr)", "Mariahilfer Straße 10, 1060 Wien" */
  label: z.string(),
  /** street suggestions only: the street and, when typed or known, the house number */
  street: z.string().optional(),
  houseNumber: z.string().optional(),
});
export type GeoSuggestion = z.infer<typeof geoSuggestionSchema>;

/** GET /api/geo/search: at most 5 suggestions, Austria only. */
export const geoSearchResponseSchema = z.object({ results: z.array(geoSuggestionSchema) });

/** A postal code's area, as both the postal-code lookup and the reverse lookup answer it. */
const postalAreaSchema = z.object({
  postalCode: z.string(),
  city: z.string(),
  state: z.string(),
  district: z.string().optional(),
});

/** GET /api/geo/postal/{code} */
export const postalCodeInfoSchema = postalAreaSchema.extend({
  lat: z.number(),
  lng: z.number(),
  /** the places under this code, the city (or "Wien, {district}") first */
  places: z.array(z.string()),
});
export type PostalCodeInfo = z.infer<typeof postalCodeInfoSchema>;

/** GET /api/geo/reverse?lat=&lng=: the nearest Austrian postal code ("use my location"). */
export const reverseGeoSchema = postalAreaSchema.extend({
  /** distance to the nearest place of that code */
  distanceKm: z.number(),
});

/** GET /api/geo/estimate: vendor → customer distance and the delivery time as a range. */
export const deliveryEstimateSchema = z.object({
  distanceKm: z.number(),
  minMinutes: z.number().int(),
  maxMinutes: z.number().int(),
  /** routing: an OSRM-compatible service; fallback: straight line (spec 1 §7) */
  source: z.enum(['routing', 'fallback']),
  /** how the customer's point was found: the address, or the postal code's centre */
  precision: z.enum(['address', 'postalCode']),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;
